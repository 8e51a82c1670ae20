#pragma once
// What the binding files share: the handle of a variant's rules as Python holds it, and the
// library's Result turned into a Python exception.
#include "game_state.hpp"

#include <adaptoid/util/result.hpp>

#include <pybind11/pybind11.h>

#include <memory>
#include <string_view>

namespace adaptoid::python {

namespace py = pybind11;

using RulesHandle = std::shared_ptr<GameRules>;

// The value, or the library's one line raised as adaptoid.AdaptoidError.
template <class T>
T value_or_raise(Result<T> r) {
  if (!r) throw InputFailure(r.error());
  return std::move(r).value();
}

// A built-in variant's name or a .toml path.
RulesHandle load(std::string_view name_or_path);

void bind_tools(py::module_& m);

}  // namespace adaptoid::python
