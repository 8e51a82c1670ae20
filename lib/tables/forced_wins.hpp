#pragma once
// The value of a class of positions in the Adaptoid-family tables and in the propagation that
// makes them (class_propagate.hpp): each player's forced win, counted from the side to move.
#include <adaptoid/core/colour.hpp>
#include <adaptoid/core/value.hpp>

#include <array>
#include <cstdint>

namespace adaptoid {

// For each player counted from the side to move (0 the mover, 1 the next in turn order, ...):
// 0 when it cannot force a win, else 1 + the plies to the end of its fastest forced win with the
// others resisting longest.
struct ForcedWins {
  std::array<uint16_t, kMaxAdaptoidPlayers> plies_plus_one{};
  bool forces(int k) const { return plies_plus_one[k] != 0; }
  int plies(int k) const { return plies_plus_one[k] - 1; }
  friend bool operator==(const ForcedWins&, const ForcedWins&) = default;
};

// Two players: the value for the side to move and its distance (0 for a draw).
inline Proof outcome_of(const ForcedWins& w) {
  return w.forces(0) ? Proof::Win : w.forces(1) ? Proof::Loss : Proof::Draw;
}
inline int plies_of(const ForcedWins& w) {
  return w.forces(0) ? w.plies(0) : w.forces(1) ? w.plies(1) : 0;
}

}  // namespace adaptoid
