#pragma once
// One turn of Quantum Leap (specs/rules.md Q) as Z3 constraints, written from the rules' text:
// Black's swap or its refusal (Q3), or a leap that captures (Q4), and the end after it (Q5).
#include <adaptoid/check/smt_board.hpp>
#include <adaptoid/core/turn.hpp>

#include <string>

namespace adaptoid::smt {

inline constexpr int kLeap = 0, kSwap = 1, kDecline = 2;

struct QuantumLeapTurnModel {
  SymPosition before;
  z3::expr kind, from, to;  // a swap: from < to in placement order; a refusal: 0, 0
  z3::expr leap_length;     // Q4: the friendly neighbours of the stone on `from`
  z3::expr before_over;     // the side to move could not capture: no turn
  z3::expr legal;
  SymPosition after;
  z3::expr over, winner;  // winner is kNone while ongoing
};

QuantumLeapTurnModel model_quantum_leap_turn(z3::context& ctx, const Variant& v, const SymPosition& before,
                                             const std::string& prefix = "");
// Q4: the player has a capture in the position.
z3::expr can_capture(const Variant& v, const SymPosition& p, Colour player);
// At most `stones` of each colour, and a capture for the side to move unless the swap is pending.
z3::expr plausible_stones(const Variant& v, const SymPosition& p);

Turn turn_of(const QuantumLeapTurnModel& m, const z3::model& z);
z3::expr same_turn(const QuantumLeapTurnModel& m, const z3::model& z);

}  // namespace adaptoid::smt
