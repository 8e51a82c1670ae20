#include <adaptoid/search/search_prune.hpp>

#include <adaptoid/core/piece.hpp>

namespace adaptoid {

namespace ap = adaptoid_piece;

WinInOneBound::WinInOneBound(const Variant& v)
    : masks_(v.board),
      players_(v.players),
      goal_(v.loss_goal()),
      attacker_needs_pincer_(v.attacker_needs_pincer) {}

int WinInOneBound::worst_drop(int cell, Bitboard empty) const {
  const Bitboard around = masks_.neighbours[cell] & empty;
  const int stacks = popcount(around & masks_.stacks);
  const int singles = popcount(around) - stacks;
  // The two highest: stacks (2 each) first, then single discs (1 each).
  if (stacks >= 2) return 4;
  if (stacks == 1) return 2 + (singles >= 1 ? 1 : 0);
  return singles >= 2 ? 2 : singles;
}

int WinInOneBound::at_risk(const FastAdaptoidState& s, Colour c, Bitboard empty) const {
  int n = 0;
  for_each_cell(s.occupied[c], [&](int cell) {
    const int limbs = ap::limbs(s.cells[cell]);
    if (limbs > 0 && masks_.food(cell, empty) - worst_drop(cell, empty) < limbs) ++n;
  });
  return n;
}

bool WinInOneBound::possible(const FastAdaptoidState& s) const {
  if (s.result != kOngoing) return false;
  const Colour mover = s.side;
  // A6: without a leg (and a pincer, where attacks need one) the mover attacks nothing.
  bool can_attack = false;
  for_each_cell(s.occupied[mover], [&](int cell) {
    const Piece x = s.cells[cell];
    if (ap::legs(x) > 0 && (ap::pincers(x) > 0 || !attacker_needs_pincer_)) can_attack = true;
  });
  const Bitboard empty = masks_.all & ~s.all_occupied();
  for (Colour c = 0; c < players_; ++c) {
    if (c == mover) continue;
    const int removable = (can_attack ? 1 : 0) + at_risk(s, c, empty);
    if (s.lost[c] + removable >= goal_ || popcount(s.occupied[c]) <= removable) return true;
  }
  return false;
}

}  // namespace adaptoid
