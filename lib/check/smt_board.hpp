#pragma once
// The board and the pieces as Z3 terms: the shared vocabulary of the rule models
// (smt_adaptoid_turn, smt_quantum_leap_turn). A cell holds a colour (-1: empty), and in the
// Adaptoid family a number of legs and pincers. Cells may be concrete numerals (a given position)
// or fresh constants (a position Z3 is asked to find).
#include <adaptoid/core/position.hpp>
#include <adaptoid/core/variant.hpp>

#include <z3++.h>

#include <string>
#include <vector>

namespace adaptoid::smt {

inline constexpr int kNone = -1;  // the colour of an empty cell; the winner of an ongoing game

// A position as terms. Side to move, turn number and the swap flag stay concrete: a model is
// built for one side to move.
struct SymPosition {
  std::vector<z3::expr> colour, legs, pincers;  // per cell (legs/pincers: 0 for stones and empty)
  std::vector<z3::expr> lost;                   // per colour, Adaptoid family
  Colour side = 0;
  int turn_number = 1;
  bool swap_pending = false;
  Phase phase = Phase::Play;  // A21, A22: concrete too
};

// Numerals for a concrete position.
SymPosition concrete(z3::context& ctx, const Variant& v, const Position& p);
// Fresh constants named with `prefix`, with the domains of the notation (colours of players,
// limbs within max_extremities, empty cells bare) and the side, turn and swap flag given.
// `where` adds the domain constraints to the solver.
SymPosition symbolic(z3::context& ctx, const Variant& v, const std::string& prefix, Colour side,
                     int turn_number, bool swap_pending, z3::solver& where);
// The position a model gives to the terms.
Position evaluate(const Variant& v, const SymPosition& s, const z3::model& m);

// Small helpers shared by the models.
z3::expr sum(z3::context& ctx, const std::vector<z3::expr>& terms);
z3::expr any(z3::context& ctx, const std::vector<z3::expr>& terms);
z3::expr all(z3::context& ctx, const std::vector<z3::expr>& terms);
// values[index] for a symbolic index in [0, values.size()).
z3::expr pick(const std::vector<z3::expr>& values, const z3::expr& index);
// a and b are adjacent playable cells (a step, S3: never across a hole).
z3::expr adjacent(const Board& board, const z3::expr& a, const z3::expr& b);
// The playable neighbours of a cell.
std::vector<int> neighbours(const Board& board, int cell);
int eval_int(const z3::model& m, const z3::expr& e);
bool eval_bool(const z3::model& m, const z3::expr& e);

}  // namespace adaptoid::smt
