#pragma once
// The options in which a variant differs from its base, read from the complete TOML both write
// (variant_to_toml), so every option the file format knows is compared and none is forgotten.
// Values are compared whole, a list of cells as the set it names (a custom board of 41 cells is
// not one of 42; `holes = []` is no hole, as is a board without the key).
#include <adaptoid/core/variant.hpp>

#include <string>
#include <vector>

namespace adaptoid {

struct OptionDiff {
  std::string key;            // "suicide_attacks", "board.holes", "start.white"
  std::string subject, base;  // the values as TOML on one line; "" when absent
  // For two lists: what only one side has ("only in ring41: g7"); "" otherwise.
  std::string change;
};
std::vector<OptionDiff> rules_diff(const Variant& subject, const Variant& base);

// A value of a diff as a reader wants it: a list without quotes or brackets ("a1, b2"; "none"
// for an empty list), a table as "white → red, red → black", a text without quotes, "(absent)".
std::string option_display(const std::string& toml_value);
// The same, a list of more than `most` items cut to its count and its first and last items
// ("42 cells: a1, a2, … g7"), for lines that name many options.
std::string option_display_short(const std::string& toml_value, size_t most = 8);
// The items of a TOML list value, unquoted ("[\"a1\", \"b2\"]" gives a1, b2); empty for others.
std::vector<std::string> list_items(const std::string& toml_value);

// The built-in a variant is compared with when no base is given: the standard game of its family
// and player count (adaptoid, adapt3, quantum-leap, quantum-leap-3p).
std::string default_base_name(const Variant& v);

}  // namespace adaptoid
