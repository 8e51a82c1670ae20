#pragma once
// One turn of the Adaptoid family (specs/rules.md A, S, T) as Z3 constraints, written from the
// rules' text, not from the engine: a second, declarative reading. The turn is a handful of
// integer constants; the position after the turn, the scores and the end are terms over them.
#include <adaptoid/check/smt_board.hpp>
#include <adaptoid/core/turn.hpp>

#include <string>
#include <vector>

namespace adaptoid::smt {

inline constexpr int kMoveNone = 0, kMoveStep = 1, kMoveAttack = 2;                  // A4, A5
inline constexpr int kMovePlace = 3, kMoveKeep = 4, kMoveSwapColours = 5;            // A21, A22
inline constexpr int kGrowNone = 0, kGrowCreate = 1, kGrowLeg = 2, kGrowPincer = 3;  // A10

struct AdaptoidTurnVars {
  z3::expr move, from, to, steps;
  std::vector<z3::expr> path;  // path[0] = from; path[i] = the cell entered by step i
  z3::expr grow, grow_cell;
};

struct AdaptoidTurnModel {
  SymPosition before;
  AdaptoidTurnVars turn;
  z3::expr before_over;           // the game was already over: no turn at all
  z3::expr legal;                 // the turn is legal in `before`
  SymPosition after_move;         // A5-A8
  z3::expr ended_by_move;         // A14 win_check = "immediate"
  z3::expr could_grow;            // A11: some grow was possible after the move
  SymPosition after_grow;         // A10
  std::vector<z3::expr> starved;  // per cell: removed by starvation (A13, T5)
  SymPosition after;              // the position after the whole turn
  z3::expr over, winner;          // A14-A17, T7; winner is kNone while ongoing or drawn
};

// The opening's turns (A21, A22), for a position in the placement or colour-choice phase;
// model_adaptoid_turn hands such positions to it.
AdaptoidTurnModel model_opening_turn(z3::context& ctx, const Variant& v, const SymPosition& before,
                                     const std::string& prefix);

AdaptoidTurnModel model_adaptoid_turn(z3::context& ctx, const Variant& v, const SymPosition& before,
                                      const std::string& prefix = "");

// A position that could occur in play, at least (for witness searches): supplies respected,
// scores below the goal, every colour on the board, turn within the cap, and every adaptoid fed
// except the previous player's (whose own unfed adaptoids survive their turn, A13).
z3::expr plausible(const Variant& v, const SymPosition& p);
// The same in the opening (A21, A22): nothing lost, the board empty before the placement, one bare
// adaptoid of each colour before the choice.
z3::expr plausible_opening(const Variant& v, const SymPosition& p);

// A12: the food of a cell's empty neighbours.
z3::expr food(const Variant& v, const SymPosition& p, int cell);
z3::expr count_adaptoids(const SymPosition& p, Colour c);

// The turn a model chose, and the constraint "the turn equals t" (to block it).
Turn turn_of(const AdaptoidTurnModel& m, const z3::model& z);
z3::expr same_turn(const AdaptoidTurnModel& m, const z3::model& z);

}  // namespace adaptoid::smt
