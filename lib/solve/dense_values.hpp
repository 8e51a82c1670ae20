#pragma once
// One byte a number of the dense index (dense_index.hpp) while the dense solver runs
// (dense_solve.hpp), two players: first whether the position is reached from the start, then
// its value for the side to move with its plies, as the tables keep it (forced_wins.hpp):
//   0          neither side forces a win (a draw)
//   1..126     the mover forces a win, plies_plus_one = the byte
//   128..251   the other side forces a win, plies_plus_one = the byte - 127
//   252        reached, and the number is not its class's canonical one (the forward pass)
//   253 / 254 / 255   reached and expanded / reached / not reached (the forward pass)
// A win longer than 124 plies does not fit: of() throws std::length_error.
// Once a class is solved, every number of the class holds its value, so a successor is looked
// up by its own number, without the images the canonical number needs.
#include <adaptoid/tables/forced_wins.hpp>

#include <cstdint>
#include <stdexcept>

namespace adaptoid::dense_value {

inline constexpr uint8_t kImage = 252, kExpanded = 253, kReached = 254, kUnreached = 255;

inline bool solved(uint8_t v) {
  return v < kImage;
}

inline ForcedWins wins(uint8_t v) {
  ForcedWins w;
  if (v >= 128)
    w.plies_plus_one[1] = static_cast<uint16_t>(v - 127);
  else
    w.plies_plus_one[0] = v;
  return w;
}

inline uint8_t of(const ForcedWins& w) {
  if (w.plies_plus_one[0] > 126 || w.plies_plus_one[1] > 124)
    throw std::length_error("dense solve: a forced win longer than 123 plies does not fit in a byte");
  if (w.plies_plus_one[0]) return static_cast<uint8_t>(w.plies_plus_one[0]);
  if (w.plies_plus_one[1]) return static_cast<uint8_t>(127 + w.plies_plus_one[1]);
  return 0;
}

}  // namespace adaptoid::dense_value
