#pragma once
// A position's value in one byte, as a dense table (dense_table.hpp) holds it by the position's
// number in the dense index, and as the dense solver (solve/dense_values.hpp) keeps it while it
// runs: for the side to move, with its plies as the tables keep them (forced_wins.hpp):
//   0          neither side forces a win (a draw)
//   1..126     the mover forces a win, plies_plus_one = the byte
//   128..251   the other side forces a win, plies_plus_one = the byte - 127
//   252..254   not values: the dense solver's marks while it runs, never in a table
//   255        no position here (not reached from the start)
// A win longer than 124 plies does not fit: of() throws std::length_error.
#include <adaptoid/tables/forced_wins.hpp>

#include <cstdint>
#include <stdexcept>

namespace adaptoid::dense_value {

inline constexpr uint8_t kFirstMark = 252, kNone = 255;

inline bool solved(uint8_t v) {
  return v < kFirstMark;
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
