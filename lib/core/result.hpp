#pragma once
// Errors from outside input travel as values: a Result holds either a value or a one-line
// message that says where and what. Nothing in lib/ prints or exits.
#include <cassert>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <variant>

namespace adaptoid {

// Why a Result failed: bad input (the default), or a stated budget that ran out before there was
// an answer (a most-positions limit, attempts and node budgets that found no puzzle), which the
// tool reports with exit status 3, not as bad input.
enum class ErrorKind { Input, Budget };

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

// The value, or std::runtime_error with the message: for long work that stops by exception (the
// solvers, a match's callbacks), whose caller turns it back into an error.
template <class T>
T must(Result<T> r) {
  if (!r) throw std::runtime_error(r.error());
  if constexpr (!std::is_void_v<T>) return std::move(r).value();
}

}  // namespace adaptoid
