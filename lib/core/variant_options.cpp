#include <adaptoid/core/variant_options.hpp>

#include <adaptoid/core/game.hpp>
#include <adaptoid/core/piece.hpp>

#include <limits>
#include <type_traits>

namespace adaptoid {

namespace {

template <auto Member>
int64_t get(const Variant& v) {
  return static_cast<int64_t>(v.*Member);
}
template <auto Member>
void set(Variant& v, int64_t x) {
  v.*Member = static_cast<std::remove_reference_t<decltype(v.*Member)>>(x);
}

VariantOption option(std::string_view key, std::string_view rule, std::optional<Family> family, int players,
                     OptionType type) {
  VariantOption o;
  o.key = key;
  o.rule = rule;
  o.family = family;
  o.players = players;
  o.type = type;
  return o;
}

template <auto Member>
VariantOption scalar(std::string_view key, std::string_view rule, Family family, int players,
                     OptionType type) {
  VariantOption o = option(key, rule, family, players, type);
  o.get = &get<Member>;
  o.set = &set<Member>;
  return o;
}
template <auto Member>
VariantOption boolean(std::string_view key, std::string_view rule, Family family, int players = 0) {
  return scalar<Member>(key, rule, family, players, OptionType::Boolean);
}
template <auto Member>
VariantOption integer(std::string_view key, std::string_view rule, Family family, int64_t lo, int64_t hi,
                      int players = 0) {
  VariantOption o = scalar<Member>(key, rule, family, players, OptionType::Integer);
  o.lo = lo;
  o.hi = hi;
  return o;
}
template <auto Member>
VariantOption choice(std::string_view key, std::string_view rule, Family family,
                     std::array<std::string_view, 2> words, int players = 0) {
  VariantOption o = scalar<Member>(key, rule, family, players, OptionType::Choice);
  o.choices = words;
  return o;
}
// An option the loader reads by code of its own; what it holds and its default, in words.
VariantOption structured(std::string_view key, std::string_view rule, std::optional<Family> family,
                         int players, std::string_view type_text, std::string_view default_text) {
  VariantOption o = option(key, rule, family, players, OptionType::Structured);
  o.type_text = type_text;
  o.default_text = default_text;
  return o;
}

// A rule a smaller board takes as written (the report's small boards).
VariantOption board_free(VariantOption o) {
  o.smaller_board = OnSmallerBoard::AsWritten;
  return o;
}
// A goal, which a smaller board scales; `instead`: the goal of the other player count.
VariantOption scaled(VariantOption o, std::string_view instead = {}) {
  o.smaller_board = OnSmallerBoard::Scaled;
  o.instead = instead;
  return o;
}
// An option whose meaning depends on the player count.
VariantOption per_player_count(VariantOption o) {
  o.per_player_count = true;
  return o;
}

constexpr Family kA = Family::Adaptoid;
constexpr Family kQ = Family::QuantumLeap;
constexpr std::optional<Family> kAll;

// clang-format off
const std::array kOptions = {
    structured("base", "", kAll, 0, "a built-in's name, or a file beside (`v` or `v.toml`)", "none"),
    structured("game", "", kAll, 0, "`\"adaptoid\"` or `\"quantum-leap\"`", "— (required)"),
    structured("players", "T1, Q5", kAll, 0, "2..3 (Adaptoid), 2..6 (Quantum Leap)", "2"),
    board_free(per_player_count(structured("turn_order", "T1, Q6", kAll, 0, "the colours, white first", "colour order"))),
    structured("board.shape", "A1, Q1", kAll, 0, "`\"hexagon\"` or `\"custom\"`", "`\"hexagon\"`"),
    structured("board.side", "A1, Q1", kAll, 0, "1..13 (a hexagon)", "4 (Quantum Leap 5)"),
    structured("board.holes", "S2", kAll, 0, "cells (a hexagon)", "none"),
    structured("board.cells", "S2", kAll, 0, "cells (a custom board)", "—"),
    structured("board.stacks", "S1, S2", kA, 0, "cells", "none (Superadaptoid: c4, d4, e4)"),
    per_player_count(structured("start", "A2, T3", kA, 0, "a table: each colour's cells", "d2, d6 (three players: d2, f6, b4)")),
    [] {
      VariantOption o = board_free(choice<&Variant::opening>("opening", "A2, A21, A22", kA, {"fixed", "placement"}, 2));
      o.written_at_default = false;  // the files written before the option stay the same
      return o;
    }(),
    integer<&Variant::supply_adaptoids>("supply.adaptoids", "A3", kA, 1, 99),
    integer<&Variant::supply_legs>("supply.legs", "A3", kA, 0, 99),
    integer<&Variant::supply_pincers>("supply.pincers", "A3", kA, 0, 99),
    board_free(boolean<&Variant::attacker_needs_pincer>("attacker_needs_pincer", "A6", kA)),
    board_free(boolean<&Variant::suicide_attacks>("suicide_attacks", "A7", kA)),
    board_free(integer<&Variant::max_extremities>("max_extremities", "A9", kA, 0, kMaxLimbsOfAKind)),
    board_free(choice<&Variant::no_grow>("no_grow", "A11", kA, {"skip", "lose"})),
    board_free(choice<&Variant::win_check>("win_check", "A14", kA, {"end", "immediate"})),
    scaled(integer<&Variant::capture_goal>("capture_goal", "A15", kA, 1, 255, 2), "elimination_goal"),
    board_free(integer<&Variant::max_turns>("max_turns", "A17", kA, 0, 65535)),
    board_free(per_player_count(structured(kPreyKey, "T2", kA, 3, "a table: each colour's prey", "white→red, red→black, black→white"))),
    board_free(choice<&Variant::attack>("attack", "T4", kA, {"any", "prey-only"}, 3)),
    scaled(integer<&Variant::elimination_goal>("elimination_goal", "T7", kA, 1, 255, 3)),
    integer<&Variant::stones>(kStonesKey, "Q2", kQ, 1, kMaxCells),
    integer<&Variant::seed>("seed", "Q2", kQ, 0, std::numeric_limits<int64_t>::max()),
    structured(kSetupKey, "Q2", kQ, 0, "a placement (notation)", "none (random, from the seed)"),
    board_free(boolean<&Variant::swap>("swap", "Q3", kQ)),
};
// clang-format on

std::string family_title(std::optional<Family> family) {
  if (!family) return "all";
  Variant v;
  v.family = *family;
  return std::string(family_traits(v).title);
}

std::string type_text(const VariantOption& o) {
  switch (o.type) {
    case OptionType::Boolean:
      return "true or false";
    case OptionType::Integer:
      return std::to_string(o.lo) + ".." +
             (o.hi == std::numeric_limits<int64_t>::max() ? std::string("2^63-1") : std::to_string(o.hi));
    case OptionType::Choice:
      return "`\"" + std::string(o.choices[0]) + "\"` or `\"" + std::string(o.choices[1]) + "\"`";
    case OptionType::Structured:
      break;
  }
  return std::string(o.type_text);
}

}  // namespace

std::span<const VariantOption> variant_options() {
  return kOptions;
}

const VariantOption* find_section(std::string_view section) {
  for (const VariantOption& o : kOptions)
    if (option_section(o) == section) return &o;
  return nullptr;
}

std::vector<std::string_view> top_level_keys() {
  std::vector<std::string_view> keys;
  for (const VariantOption& o : kOptions)
    if (keys.empty() || keys.back() != option_section(o)) keys.push_back(option_section(o));
  return keys;
}

std::vector<std::string_view> section_keys(std::string_view section) {
  std::vector<std::string_view> keys;
  for (const VariantOption& o : kOptions)
    if (option_section(o) == section && !option_name(o).empty()) keys.push_back(option_name(o));
  return keys;
}

const VariantOption* find_variant_option(std::string_view key) {
  for (const VariantOption& o : kOptions)
    if (o.key == key) return &o;
  return nullptr;
}

std::string_view option_section(const VariantOption& option) {
  return option.key.substr(0, option.key.find('.'));
}

std::string_view option_name(const VariantOption& option) {
  const size_t dot = option.key.find('.');
  return dot == std::string_view::npos ? std::string_view() : option.key.substr(dot + 1);
}

bool option_applies(const VariantOption& option, Family family, int players) {
  return (!option.family || *option.family == family) && (option.players == 0 || option.players == players);
}

std::string option_value_text(const VariantOption& option, const Variant& v) {
  const int64_t x = option.get(v);
  switch (option.type) {
    case OptionType::Boolean:
      return x ? "true" : "false";
    case OptionType::Choice:
      return "\"" + std::string(option.choices[x == 0 ? 0 : 1]) + "\"";
    default:
      return std::to_string(x);
  }
}

std::string variant_options_markdown() {
  std::string out =
      "| key | game | players | type | default | rule |\n| --- | --- | --- | --- | --- | --- |\n";
  const Variant defaults;
  for (const VariantOption& o : kOptions) {
    const std::string key = option_name(o).empty() ? "`" + std::string(o.key) + "`"
                                                   : "`[" + std::string(option_section(o)) + "] " +
                                                         std::string(option_name(o)) + "`";
    const std::string players = o.players == 0 ? "any" : std::to_string(o.players);
    const std::string fallback = o.type == OptionType::Structured
                                     ? std::string(o.default_text)
                                     : "`" + option_value_text(o, defaults) + "`";
    out += "| " + key + " | " + family_title(o.family) + " | " + players + " | " + type_text(o) + " | " +
           fallback + " | " + std::string(o.rule) + " |\n";
  }
  return out;
}

}  // namespace adaptoid
