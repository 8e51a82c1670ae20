#pragma once
// The files of specs/variants/, compiled into the library (see lib/embed_variants.cmake).
#include <string_view>
#include <vector>

namespace adaptoid {

struct BuiltinVariant {
  std::string_view name;  // file stem: "adaptoid", "quantum-leap-19", ...
  std::string_view text;  // the TOML text
};
const std::vector<BuiltinVariant>& builtin_variants();

}  // namespace adaptoid
