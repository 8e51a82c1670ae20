#pragma once
// A necessary condition for the side to move to win with its very turn, cheap enough to ask at
// every node where the attacker has one turn left (where the search spends most of its time:
// nearly always the answer is no, and making every turn to see it costs hundreds of children).
//
// Adaptoid family (A13-A16, T5-T7): the mover wins only if an opponent meets a losing condition,
// i.e. loses its goal-th adaptoid or its last one. In one turn an opponent loses at most the one
// adaptoid the move attacks plus those that starve. A turn fills at most two empty cells (the
// move's destination and a created adaptoid), so a piece whose food minus the heights of its two
// highest empty neighbours still covers its limbs cannot starve. Quantum Leap has no such bound
// here: the search makes the captures (they are few).
#include <adaptoid/fast/bitboard.hpp>
#include <adaptoid/fast/fast_adaptoid_game.hpp>
#include <adaptoid/fast/fast_quantum_leap_game.hpp>

namespace adaptoid {

class WinInOneBound {
 public:
  explicit WinInOneBound(const Variant& v);
  // False only when no turn of the side to move in s can end the game with its win.
  bool possible(const FastAdaptoidState& s) const;
  bool possible(const FastQuantumLeapState&) const { return true; }

 private:
  // The most food a piece on `cell` can lose in one turn: its two highest empty neighbours.
  int worst_drop(int cell, Bitboard empty) const;
  // Pieces of colour c that might be unfed after one turn of another colour.
  int at_risk(const FastAdaptoidState& s, Colour c, Bitboard empty) const;

  BoardMasks masks_;
  int players_;
  int goal_;
  bool attacker_needs_pincer_;
};

}  // namespace adaptoid
