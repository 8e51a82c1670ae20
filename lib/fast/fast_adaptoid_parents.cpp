// FastAdaptoidGame's quiet parents (see quiet_parents in fast_adaptoid_game.hpp): the quiet turns
// read backwards from the forward rules' own pieces. After a quiet turn the board is the one the
// mover left, so A11 (no grow possible) and A13 (nobody starves) are read on s itself; and A5's
// steps are symmetric: a path through empty cells from a to b, reversed, is one from b to a
// through the same cells, so the origins of a step that ended on b are the cells a step from b
// could reach.
#include <adaptoid/fast/fast_adaptoid_game.hpp>

namespace adaptoid {

namespace ap = adaptoid_piece;

bool FastAdaptoidGame::reached_quietly(const State& s) const {
  if (s.phase != Phase::Play || s.result != kOngoing || variant_->no_grow == NoGrow::Lose) return false;
  const Colour mover = previous_[s.side];
  const Grows g = grows(s, mover);
  return (g.creates | g.limbs) == 0 && unfed(s, mover, masks_.all & ~s.all_occupied(), masks_.all) == 0;
}

void FastAdaptoidGame::quiet_parents(const State& s, std::vector<State>& out) const {
  out.clear();
  if (!reached_quietly(s)) return;
  const Colour mover = previous_[s.side];
  const Bitboard empty = masks_.all & ~s.all_occupied();
  State before = s;
  before.side = static_cast<uint8_t>(mover);
  out.push_back(before);  // no move (A4): pass
  for_each_cell(s.occupied[mover], [&](int to) {
    if (ap::legs(s.cells[to]) == 0) return;
    for_each_cell(moves_from(s, to, empty).steps, [&](int from) {
      State& parent = out.emplace_back(before);
      apply_move(parent, MoveKind::Step, to, from);
    });
  });
}

}  // namespace adaptoid
