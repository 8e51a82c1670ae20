#pragma once
// Shared helpers for the rule tests (test_rules_*.cpp): load a variant, read a position or a
// turn or fail the test, apply a turn given as text, list the legal turns as text.
//
// A helper that cannot go on throws RulesTestAbort; GoogleTest reports the exception as a
// failure of the test that called it, with the message, and the test stops there.
#include <adaptoid/core/game.hpp>
#include <adaptoid/core/notation.hpp>
#include <adaptoid/count/perft.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace adaptoid::rules_test {

struct RulesTestAbort : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// A built-in variant ("adaptoid", "adapt3", "quantum-leap", ...).
inline VariantPtr builtin(std::string_view name) {
  auto v = load_variant(name);
  if (!v) throw RulesTestAbort("cannot load variant '" + std::string(name) + "': " + v.error());
  return v.value();
}

// A variant from TOML text (typically `base = "adaptoid"` plus the options under test); the
// position texts of this variant start with `name`.
inline VariantPtr custom(std::string_view toml, const std::string& name) {
  auto v = load_variant_text(toml, name, "test variant " + name);
  if (!v) throw RulesTestAbort("cannot load test variant '" + name + "': " + v.error());
  return v.value();
}

// Whether the TOML text loads; the error message when it does not.
inline Result<VariantPtr> try_custom(std::string_view toml, const std::string& name) {
  return load_variant_text(toml, name, "test variant " + name);
}

template <Game G>
Position parse(const G& game, std::string_view text) {
  auto p = parse_position(game, text);
  if (!p) throw RulesTestAbort("cannot read position '" + std::string(text) + "': " + p.error());
  return p.value();
}

template <Game G>
bool parses(const G& game, std::string_view text) {
  return parse_position(game, text).ok();
}

template <Game G>
std::string text_of(const G& game, const Position& p) {
  return format_position(game.variant(), p);
}

// Whether `turn` reads as a legal turn in p.
template <Game G>
bool is_legal(const G& game, const Position& p, std::string_view turn) {
  return parse_turn(game, p, turn).ok();
}

// p after the turn written as text; the turn must be legal.
template <Game G>
Position play(const G& game, const Position& p, std::string_view turn) {
  auto t = parse_turn(game, p, turn);
  if (!t)
    throw RulesTestAbort("turn '" + std::string(turn) + "' refused in '" + text_of(game, p) +
                         "': " + t.error());
  return game.apply(p, t.value());
}

// The position text after playing the turns, one after another, from the position text.
template <Game G>
std::string play_text(const G& game, std::string_view position,
                      std::initializer_list<std::string_view> turns) {
  Position p = parse(game, position);
  for (auto t : turns) p = play(game, p, t);
  return text_of(game, p);
}

// The legal turns as text, in the game's order.
template <Game G>
std::vector<std::string> turn_texts(const G& game, const Position& p) {
  std::vector<std::string> out;
  for (const Turn& t : legal_turns(game, p)) out.push_back(format_turn(game.variant(), t));
  return out;
}

// The legal turns as text, sorted (duplicates kept, so a turn listed twice shows).
template <Game G>
std::vector<std::string> sorted_turns(const G& game, const Position& p) {
  auto out = turn_texts(game, p);
  std::sort(out.begin(), out.end());
  return out;
}

inline std::vector<std::string> sorted(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return v;
}

// Adaptoid family: the distinct moves among the legal turns ("d2-d3", "c4xd5"), sorted; the
// grow part is dropped and turns without a move are left out.
template <Game G>
std::vector<std::string> distinct_moves(const G& game, const Position& p) {
  std::set<std::string> moves;
  for (const std::string& t : turn_texts(game, p)) {
    std::string first = t.substr(0, t.find(' '));
    if (first.find('-') != std::string::npos || first.find('x') != std::string::npos) moves.insert(first);
  }
  return {moves.begin(), moves.end()};
}

// How many times the exact turn text is listed.
template <Game G>
int times_listed(const G& game, const Position& p, std::string_view turn) {
  auto texts = turn_texts(game, p);
  return static_cast<int>(std::count(texts.begin(), texts.end(), std::string(turn)));
}

inline std::string status_text(const Status& s) {
  if (!s.over) return "ongoing";
  if (!s.winner) return "draw";
  return std::string(colour_name(*s.winner)) + " wins";
}

// The status as one word for readable failures: "ongoing", "draw", "white wins", ...
template <Game G>
std::string outcome(const G& game, const Position& p) {
  return status_text(game.status(p));
}

inline int cell(const Variant& v, std::string_view name) {
  auto c = v.board.index(name);
  if (!c) throw RulesTestAbort("'" + std::string(name) + "' is not a cell of " + v.name);
  return *c;
}

inline constexpr Colour kWhite = 0, kBlack = 1, kRed = 2, kGreen = 3;

}  // namespace adaptoid::rules_test
