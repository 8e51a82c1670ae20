#pragma once
// Every theme a puzzle of a game family can have, as specs/puzzles.md lists them (in its order):
// the tests' reference for the themes puzzle_themes.hpp computes.
#include <adaptoid/core/game.hpp>

#include <string>
#include <vector>

namespace adaptoid {

inline const std::vector<std::string>& family_theme_names(AdaptoidTag /*game*/) {
  static const std::vector<std::string> names = {"quiet first turn", "sacrifice",      "double starvation",
                                                 "equal exchange",   "suicide attack", "grow to block",
                                                 "the tie rule",     "blocked growth", "wipe-out",
                                                 "greedy trap",      "the stacks"};
  return names;
}

inline const std::vector<std::string>& family_theme_names(QuantumLeapTag /*game*/) {
  static const std::vector<std::string> names = {"long leap", "a leap over the gap", "isolation",
                                                 "no landing"};
  return names;
}

inline const std::vector<std::string>& theme_names(const Variant& v) {
  return visit_family(v, [](auto tag) -> const std::vector<std::string>& { return family_theme_names(tag); });
}

}  // namespace adaptoid
