#pragma once
// What the page shows beside a puzzle's board (specs/puzzles.md): the score (adaptoids lost by
// each colour against the goal) and the supplies of the Adaptoid family, and the goal in a
// sentence that says what "wins" means in the game.
#include <adaptoid/puzzle/puzzle.hpp>

#include <optional>
#include <string>

namespace adaptoid {

// The score and supplies in p; nullopt for Quantum Leap.
std::optional<PuzzleScore> puzzle_score(const VariantPtr& v, const Position& p);

// "White to play and win in 3 turns against any defence: Black loses when ..." (three players:
// against any joint play of the other two, naming the colour whose loss makes the solver win).
std::string puzzle_goal_text(const Variant& v, Colour side, int turns);

}  // namespace adaptoid
