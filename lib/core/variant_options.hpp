#pragma once
// Every key a variant file can hold, in one table: its place in the file, the games and player
// counts it applies to, its type and range, its default and its rule (specs/rules.md). The
// variant loader, the writer, the comparison of two variants' rules and the option list of
// specs/rules.md are made from it, so an option is added by a row here and its rule's code.
#include <adaptoid/core/variant.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace adaptoid {

enum class OptionType {
  Boolean,
  Integer,
  Choice,      // one of two words, stored as an enum whose first value is choices[0]
  Structured,  // a table, an array or a text the loader reads by code of its own (board, start, prey)
};

enum class OnSmallerBoard { Own, AsWritten, Scaled };

struct VariantOption {
  std::string_view key;          // "suicide_attacks"; in a table, "supply.legs" ([supply] legs)
  std::string_view rule;         // "A7", "A2, A21, A22"; "" for a key that is no rule (base)
  std::optional<Family> family;  // the one family it applies to; none: every family
  int players = 0;               // the one player count it applies to; 0: any
  OptionType type = OptionType::Structured;
  int64_t lo = 0, hi = 0;                     // Integer: the range
  std::array<std::string_view, 2> choices{};  // Choice: the words of the enum's two values
  int64_t (*get)(const Variant&) = nullptr;   // Boolean, Integer, Choice: the value (a choice: 0 or 1)
  void (*set)(Variant&, int64_t) = nullptr;
  bool per_player_count = false;   // its meaning depends on the player count: a base's is dropped
                                   // when a file changes the count
  bool written_at_default = true;  // false: the writer leaves it out at its default
  // What the same rule is on a smaller board: its own (the material, the start), this one as
  // written (a rule that does not depend on the board's size), or this one scaled (a goal).
  OnSmallerBoard smaller_board = OnSmallerBoard::Own;
  std::string_view type_text;     // Structured: what it holds, as specs/rules.md says
  std::string_view default_text;  // Structured: its default, as specs/rules.md says
  std::string_view instead;       // the key to use where this one does not apply, if any
};

// The keys the loader and the writer read and write by code of their own (a structured option,
// or one read together with another), named once here.
inline constexpr std::string_view kPreyKey = "prey";
inline constexpr std::string_view kSetupKey = "setup";
inline constexpr std::string_view kStonesKey = "stones";

// Every key, in the order a file's keys are listed in messages and written back.
std::span<const VariantOption> variant_options();
const VariantOption* find_variant_option(std::string_view key);

// The part of a key before its dot ("supply" of "supply.legs"), or the key; after it, or "".
std::string_view option_section(const VariantOption& option);
std::string_view option_name(const VariantOption& option);
// The first option of a file's top-level key ("supply" gives supply.adaptoids), or nullptr.
const VariantOption* find_section(std::string_view section);
// The top-level keys of a file, in order: base, game, ..., board, ..., supply, ...
std::vector<std::string_view> top_level_keys();
// The keys inside a section's table: shape, side, ... of "board".
std::vector<std::string_view> section_keys(std::string_view section);

// Whether the option applies to a variant of this family and player count.
bool option_applies(const VariantOption& option, Family family, int players);
// A scalar option's value as a file writes it: true, 12, "skip".
std::string option_value_text(const VariantOption& option, const Variant& v);

// specs/rules.md's table of options, made from the table above: a Markdown table, a row a key.
std::string variant_options_markdown();

}  // namespace adaptoid
