#pragma once
// The rating by solvers (specs/puzzles.md): a ladder of players from `greedy` to strong engine
// budgets attempts a puzzle, each with its own node budget, and an Elo-style rating is fitted
// from which rungs solve it. Node budgets, never time, and no node count of the prover: the
// rating is the same on every machine and whatever order the proof's search visits turns in.
#include <adaptoid/puzzle/puzzle.hpp>

#include <vector>

namespace adaptoid {

struct LadderStep {
  const char* player;  // a player spec's text
  int elo;             // its nominal rating
};

// The variant's rungs, weakest first (its family's: specs/puzzles.md).
const std::vector<LadderStep>& solver_ladder(const Variant& v);

// Every rung's attempt at z: at each solver ply of the main line the rung's player chooses a turn
// in that position (the defender replies as the main line does); it solves z when it chooses the
// solution's turn every time. The players' random choices are seeded by z.seed.
std::vector<LadderRung> run_ladder(const VariantPtr& variant, const Puzzle& z);
// The same with other rungs (to compare ladders).
std::vector<LadderRung> run_ladder(const VariantPtr& variant, const Puzzle& z,
                                   const std::vector<LadderStep>& steps);

// The maximum-likelihood rating R (0..3000) of the Elo model: a rung of rating r solves with
// probability 1 / (1 + 10^((R - r) / 400)); a virtual half-solved attempt by a 1500 player keeps
// R finite when every rung, or none, solves.
int fit_rating(const std::vector<LadderRung>& rungs);

// The 1-5 band of a rating, with its label (easy .. master).
int rating_band(int rating);

}  // namespace adaptoid
