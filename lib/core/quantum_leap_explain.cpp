// Why a turn is not legal in a Quantum Leap position: one line that names the rule.
#include <adaptoid/core/quantum_leap_game.hpp>

namespace adaptoid {

std::string QuantumLeapGame::explain_illegal(const Position& p, const Turn& t) const {
  const Board& b = variant_->board;
  const std::string who(colour_name(p.side()));
  if (status(p).over) return "the game is over: " + who + " cannot capture (Q5)";
  const bool swap_turn = t.move == MoveKind::Swap || t.move == MoveKind::DeclineSwap;
  if (swap_turn && !p.swap_pending())
    return "the swap is Black's decision before White's first move only (Q3)";
  if (!swap_turn && p.swap_pending()) return "Black must first swap two stones or decline with '-' (Q3)";
  if (t.move == MoveKind::Swap) {
    for (int cell : {t.from, t.to})
      if (p.at(cell) == kEmpty) return b.name(cell) + " holds no stone";
    return b.name(t.from) + " and " + b.name(t.to) +
           " hold stones of one colour: exchanging them changes nothing (Q3)";
  }
  if (t.move != MoveKind::Leap) return "not a Quantum Leap turn";
  const std::string from = b.name(t.from), to = b.name(t.to);
  if (p.at(t.from) != stone::make(p.side())) return from + " holds no " + who + " stone";
  const int k = friendly_neighbours(p, t.from);
  if (k == 0) return "the stone on " + from + " has no friendly neighbour, so it cannot leap (Q4)";
  if (p.at(t.to) == kEmpty || p.at(t.to) == p.at(t.from)) return to + " holds no enemy stone (Q4)";
  return "the stone on " + from + " has " + std::to_string(k) + " friendly neighbour" + (k > 1 ? "s" : "") +
         ", so it leaps exactly " + std::to_string(k) + " cell" + (k > 1 ? "s" : "") +
         " in a straight line, and " + to + " is not such a cell (Q4)";
}

}  // namespace adaptoid
