// FastAdaptoidGame::count_turns: the number of legal turns of a position without making them,
// which is what perft's last ply needs (bulk counting).
//
// A turn is a move (or none) and a grow (A4, A19), so the count is, over the moves, the number of
// grows after each move, or 1 when no grow is possible (A11) or the move ends the game at once
// (A14 immediate). After a move the grows are:
//   creates: empty cells next to a friend (when an adaptoid is left in the supply), and
//   limbs:   one leg (legs left) and one pincer (pincers left) per friend under the A9 limit.
// The limb count changes only when the mover dies in its attack; the creates need the cells next
// to the friends after the move. With a1 = cells next to at least one friend and a2 = cells next
// to at least two, the cells next to a friend other than `from` are a2 | (a1 & ~N(from)), so each
// destination costs an OR, an AND and a popcount, with no flood fill and no copy.
#include <adaptoid/fast/fast_adaptoid_game.hpp>

#include <algorithm>

namespace adaptoid {

namespace ap = adaptoid_piece;

uint64_t FastAdaptoidGame::count_turns(const State& s) const {
  if (s.phase != Phase::Play) return count_opening_turns(s);
  if (s.result != kOngoing) return 0;
  const Colour mover = s.side;
  const Bitboard friends = s.occupied[mover];
  const Bitboard empty = masks_.all & ~s.all_occupied();
  Bitboard a1 = 0, a2 = 0;
  for_each_cell(friends, [&](int c) {
    a2 |= a1 & masks_.neighbours[c];
    a1 |= masks_.neighbours[c];
  });
  const Supply left = supply(s, mover);
  const int full_limit = variant_->max_extremities;
  const int growable_now = popcount(growable(s, mover));

  // Grows after a move that leaves `creatable` as the empty cells next to friends.
  const auto grows = [&](Bitboard creatable, int growable_count, const Supply& sup) -> uint64_t {
    const int g = (sup.adaptoids > 0 ? popcount(creatable) : 0) + (sup.legs > 0 ? growable_count : 0) +
                  (sup.pincers > 0 ? growable_count : 0);
    return static_cast<uint64_t>(std::max(g, 1));
  };

  uint64_t total = grows(a1 & empty, growable_now, left);  // no move
  for_each_cell(friends, [&](int from) {
    const Piece piece = s.cells[from];
    if (ap::legs(piece) == 0) return;
    const Moves m = moves_from(s, from, empty);
    const Bitboard others = a2 | (a1 & ~masks_.neighbours[from]);  // next to a friend but `from`
    const Bitboard empty_after_leaving = empty | bit(from);
    // A step changes no count but the creates, and never ends the game (nobody lost anything).
    if (left.adaptoids > 0) {
      for_each_cell(m.steps, [&](int to) {
        total += grows((others | masks_.neighbours[to]) & empty_after_leaving & ~bit(to), growable_now, left);
      });
    } else {
      total += popcount(m.steps) * grows(0, growable_now, left);
    }
    if (!m.attacks) return;
    const int a = ap::pincers(piece);
    const bool was_growable = ap::limbs(piece) < full_limit;
    for_each_cell(m.attacks, [&](int to) {
      if (variant_->win_check == WinCheck::Immediate) {
        State after = s;
        apply_move(after, MoveKind::Attack, from, to);
        if (ends_at_once(after, mover)) {
          total += 1;
          return;
        }
      }
      const int d = ap::pincers(s.cells[to]);
      if (a > d) {  // A7: the attacker takes the cell
        total += grows((others | masks_.neighbours[to]) & empty_after_leaving, growable_now, left);
        return;
      }
      // A7 suicide or A8 both removed: the attacker returns to the supply with its limbs.
      const Supply back{left.adaptoids + 1, left.legs + ap::legs(piece), left.pincers + a};
      const Bitboard now_empty = a == d ? empty_after_leaving | bit(to) : empty_after_leaving;
      total += grows(others & now_empty, growable_now - was_growable, back);
    });
  });
  return total;
}

}  // namespace adaptoid
