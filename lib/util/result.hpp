#pragma once
// Errors travel as values: a Result holds either a value or a one-line message that says where
// and what. Nothing in lib/ prints or exits. The one way errors travel in lib/ (docs/developing.md):
//   - bad input, a budget that ran out, a write that failed: a Result, up to the module's edge;
//     inside a module's long work (a solver's tiers, a parser's nested tables) `must` may throw
//     the Error itself, and the module's entry catches it once and returns it as its Result;
//   - a bug, here or in a dependency (a broken invariant; libcrypto failing on a digest):
//     std::logic_error or std::runtime_error, caught by nobody in lib/;
//   - out of memory and an interrupted run: std::bad_alloc and Interrupted (util/interrupt.hpp),
//     which unwind to the tool.
#include <cassert>
#include <string>
#include <type_traits>
#include <utility>
#include <variant>

namespace adaptoid {

// Why a Result failed: bad input (the default); a stated budget that ran out before there was an
// answer (a most-positions limit, attempts and node budgets that found no puzzle), which the tool
// reports with exit status 3, not as bad input; or a write that failed once its file was open (a
// full disk, a device that refuses), which it reports as a failure, not as bad input.
enum class ErrorKind { Input, Budget, Output };

struct Error {
  std::string message;
  ErrorKind kind = ErrorKind::Input;
};

template <class T>
class Result {
 public:
  Result(T value) : state_(std::move(value)) {}      // NOLINT: implicit by design
  Result(Error error) : state_(std::move(error)) {}  // NOLINT

  bool ok() const { return state_.index() == 0; }
  explicit operator bool() const { return ok(); }
  const T& value() const& {
    assert(ok());
    return std::get<0>(state_);
  }
  T& value() & {
    assert(ok());
    return std::get<0>(state_);
  }
  T&& value() && {
    assert(ok());
    return std::get<0>(std::move(state_));
  }
  const T& operator*() const& { return value(); }
  const T* operator->() const { return &value(); }
  const std::string& error() const {
    assert(!ok());
    return std::get<1>(state_).message;
  }
  ErrorKind error_kind() const {
    assert(!ok());
    return std::get<1>(state_).kind;
  }
  // The Error, its kind kept: a failure passed on as it is (`return r.failure();`).
  const Error& failure() const {
    assert(!ok());
    return std::get<1>(state_);
  }

 private:
  std::variant<T, Error> state_;
};

// A Result of work that gives nothing back but may fail: `return {};` when done.
template <>
class Result<void> {
 public:
  Result() = default;
  Result(Error error) : error_(std::move(error)), ok_(false) {}  // NOLINT: implicit by design

  bool ok() const { return ok_; }
  explicit operator bool() const { return ok(); }
  const std::string& error() const {
    assert(!ok());
    return error_.message;
  }
  ErrorKind error_kind() const {
    assert(!ok());
    return error_.kind;
  }
  const Error& failure() const {
    assert(!ok());
    return error_;
  }

 private:
  Error error_;
  bool ok_ = true;
};

inline Error fail(std::string message) {
  return Error{std::move(message)};
}
inline Error fail_budget(std::string message) {
  return Error{std::move(message), ErrorKind::Budget};
}

// The value, or the Error thrown as it is (its kind kept): inside a module's long work, whose
// entry catches it and returns it (`catch (const Error& e) { return e; }`).
template <class T>
T must(Result<T> r) {
  if (!r) throw r.failure();
  if constexpr (!std::is_void_v<T>) return std::move(r).value();
}

}  // namespace adaptoid
