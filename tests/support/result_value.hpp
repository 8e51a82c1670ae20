#pragma once
// A library Result's value in a test, or the test's failure with the Result's message: an
// exception that gtest prints (an Error thrown by `must` is no std::exception, and would be
// reported only as "unknown").
#include <adaptoid/util/result.hpp>

#include <stdexcept>
#include <utility>

namespace adaptoid::testing {

template <class T>
T value_of(Result<T> r) {
  if (!r) throw std::runtime_error(r.error());
  if constexpr (!std::is_void_v<T>) return std::move(r).value();
}

}  // namespace adaptoid::testing
