#pragma once
// Screening a game's positions for puzzles (puzzle_generate.hpp): a small-budget search of every
// position tells which may hold a unique win, so that only those get the full proof (puzzle.hpp).
// A screen never accepts a puzzle: it only chooses what to prove, and the proof stays as strict.
#include <adaptoid/core/position.hpp>
#include <adaptoid/core/variant.hpp>

#include <cstdint>
#include <vector>

namespace adaptoid {

// A position of the line that the screen found promising: the side to move wins in `turns` (its
// shallowest win within the screen's depth) and exactly one first turn does it.
struct ScreenedPly {
  int ply = 0;
  int turns = 0;
  Position position;
  uint64_t nodes = 0;  // the screening search's effort: cheap wins are cheap to prove (and verify)
};

// The positions one turn away from `line`'s own near its end (further back the deeper `turns`
// is), the game's winner to move, whose search within `turns` turns and `budget` nodes (all
// depths together) finishes with exactly one winning first turn, deepest first, then cheapest,
// then latest in the game. Deterministic: node budgets, never time (the candidates are searched
// in order, one transposition table between them). Empty on a board too large for the fast search.
std::vector<ScreenedPly> screen_line(const VariantPtr& variant, const std::vector<Position>& line, int turns,
                                     uint64_t budget);

}  // namespace adaptoid
