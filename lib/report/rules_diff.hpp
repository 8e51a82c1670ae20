#pragma once
// The options in which a variant differs from its base, read from the complete TOML both write
// (variant_to_toml), so every option the file format knows is compared and none is forgotten.
#include <adaptoid/core/variant.hpp>

#include <string>
#include <vector>

namespace adaptoid {

struct OptionDiff {
  std::string key;            // "suicide_attacks", "board.holes"
  std::string subject, base;  // the values as TOML writes them; "" when absent
};
std::vector<OptionDiff> rules_diff(const Variant& subject, const Variant& base);

// The built-in a variant is compared with when no base is given: the standard game of its family
// and player count (adaptoid, adapt3, quantum-leap, quantum-leap-3p).
std::string default_base_name(const Variant& v);

}  // namespace adaptoid
