// FastAdaptoidGame in the placement opening (A21, A22), read from specs/rules.md on its own:
// the first player puts a bare white and a bare black adaptoid on two distinct cells, the second
// chooses colours (keep or swap); either choice leaves the board and hands the move to White.
#include <adaptoid/fast/fast_adaptoid_game.hpp>

namespace adaptoid {

namespace ap = adaptoid_piece;

void FastAdaptoidGame::opening_turns(const State& s, std::vector<Turn>& out) const {
  if (s.phase == Phase::Choice) {  // A22: keep first, as the plain game lists them
    out.push_back({MoveKind::Keep, GrowKind::None, 0, 0, 0});
    out.push_back({MoveKind::SwapColours, GrowKind::None, 0, 0, 0});
    return;
  }
  for_each_cell(masks_.all, [&](int white) {  // A21: by white's cell, then black's
    for_each_cell(masks_.all & ~bit(white), [&](int black) {
      out.push_back(
          {MoveKind::Place, GrowKind::None, static_cast<uint8_t>(white), static_cast<uint8_t>(black), 0});
    });
  });
}

FastAdaptoidState FastAdaptoidGame::apply_opening(const State& s, const Turn& t) const {
  State q = s;
  if (s.phase == Phase::Placement) {
    q.cells[t.from] = ap::make(0, 0, 0);
    q.cells[t.to] = ap::make(1, 0, 0);
    q.occupied[0] = bit(t.from);
    q.occupied[1] = bit(t.to);
    q.phase = Phase::Choice;
    q.side = next_[s.side];
  } else {
    q.phase = Phase::Play;
    q.side = static_cast<uint8_t>(variant_->turn_order.front());
  }
  return q;
}

// Rare (two plies a game), so made turn by turn: the rule stays in apply_opening alone.
void FastAdaptoidGame::opening_children(const State& s, std::vector<State>& out) const {
  std::vector<Turn> turns;
  opening_turns(s, turns);
  for (const Turn& t : turns) out.push_back(apply_opening(s, t));
}

uint64_t FastAdaptoidGame::count_opening_turns(const State& s) const {
  if (s.phase == Phase::Choice) return 2;
  const auto cells = static_cast<uint64_t>(popcount(masks_.all));
  return cells * (cells - 1);
}

}  // namespace adaptoid
