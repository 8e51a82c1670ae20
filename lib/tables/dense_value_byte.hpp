#pragma once
// A position's value in one byte, as a dense table (dense_table.hpp) holds it by the position's
// number in the dense index, and as the dense solver (densesolve/dense_reach_marks.hpp) keeps it while it
// runs: for the side to move, with its plies as the tables keep them (forced_wins.hpp). Two
// players (the dense table's bytes):
//   0          neither side forces a win (a draw)
//   1..126     the mover forces a win, plies_plus_one = the byte
//   128..251   the other side forces a win, plies_plus_one = the byte - 127
//   252..254   not values: the dense solver's marks while it runs, never in a table
//   255        no position here (not reached from the start)
// Three players (the dense solver's bytes only): at most one player forces a win against the
// joint play of the others (two forcing strategies played together would both end the game), so
// the byte is 83 k + plies_plus_one for player k counted from the mover (1..82, 84..165,
// 167..248), 0 for nobody. A win that does not fit: of() throws std::length_error.
#include <adaptoid/tables/forced_wins.hpp>
#include <adaptoid/util/result.hpp>

#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <string>

namespace adaptoid::dense_value {

inline constexpr uint8_t kFirstMark = 252, kNone = 255;

inline bool solved(uint8_t v) {
  return v < kFirstMark;
}

// The bytes of one player's wins: player k's are k * span + plies_plus_one.
inline int span(int players) {
  return players == 2 ? 127 : 83;
}

// The longest plies_plus_one player k's bytes hold.
inline int most_plies_plus_one(int players, int k) {
  return std::min(span(players) - 1, kFirstMark - 1 - k * span(players));
}

inline ForcedWins wins(uint8_t v, int players = 2) {
  ForcedWins w;
  if (v == 0) return w;
  // v / span by comparisons: four spans pass 255, and a division was the dearest step of the dense
  // solver's look-up of a successor's value.
  const int s = span(players), k = (v >= s) + (v >= 2 * s) + (v >= 3 * s);
  w.plies_plus_one[k] = static_cast<uint16_t>(v - k * s);
  return w;
}

inline uint8_t of(const ForcedWins& w, int players = 2) {
  int forcing = -1;
  for (int k = 0; k < players; ++k) {
    if (!w.forces(k)) continue;
    if (forcing >= 0) throw std::logic_error("dense solve: two players force a win in one position");
    if (w.plies_plus_one[k] > most_plies_plus_one(players, k))
      throw fail("dense solve: a forced win of " + std::to_string(w.plies(k)) +
                 " plies does not fit in a byte");  // the solver's entry returns it
    forcing = k;
  }
  return forcing < 0 ? 0 : static_cast<uint8_t>(forcing * span(players) + w.plies_plus_one[forcing]);
}

}  // namespace adaptoid::dense_value
