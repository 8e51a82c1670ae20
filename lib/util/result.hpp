#pragma once
// Errors travel as values: a Result holds either a value or an Error, a one-line message that
// says where and what, and its kind. Nothing in lib/ prints or exits. The one way errors travel
// (docs/developing.md, "How errors travel"):
//   - bad input, a budget that ran out, a write that failed, a disagreement found: a Result, up
//     to the module's edge (`return r.failure();` passes one on, its kind kept);
//   - inside a module's long work (a solver's tiers, a parser's nested tables) the Error is
//     thrown, spelt one way: `throw fail(...)` (or fail_budget, ...) for a new one, `must(r)` for
//     a Result's; the module's entry catches it once and returns it as its Result. The tool
//     throws the same Error, and turns its kind into the exit status in one switch;
//   - a message names a setting by its mark (util/setting.hpp), never by a front end's flag;
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

// Why a Result failed, each kind an exit status of the tool (tools/exit_status.hpp):
//   Input: bad input (an option, a position, a turn, a file's contents); the default;
//   Budget: a stated budget that ran out before there was an answer (a most-positions limit,
//     attempts and node budgets that found no puzzle): not bad input;
//   Output: a write that failed once its file was open (a full disk, a device that refuses, a
//     closed pipe): a failure, not bad input;
//   Disagreement: the work found the program disagreeing with itself or its records (the engine
//     and Z3, a table and its successors, counts and their pinned values).
enum class ErrorKind { Input, Budget, Output, Disagreement };

struct Error {
  std::string message;  // a setting it names is a mark (util/setting.hpp)
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

inline Error fail(std::string message, ErrorKind kind = ErrorKind::Input) {
  return Error{std::move(message), kind};
}
inline Error fail_budget(std::string message) {
  return fail(std::move(message), ErrorKind::Budget);
}
inline Error fail_output(std::string message) {
  return fail(std::move(message), ErrorKind::Output);
}
inline Error fail_disagreement(std::string message) {
  return fail(std::move(message), ErrorKind::Disagreement);
}

// The value, or the Error thrown as it is (its kind kept): inside a module's long work, whose
// entry catches it and returns it (`catch (const Error& e) { return e; }`).
template <class T>
T must(Result<T> r) {
  if (!r) throw r.failure();
  if constexpr (!std::is_void_v<T>) return std::move(r).value();
}

}  // namespace adaptoid
