#pragma once
// Sets of cells as 64-bit words (bit i is cell i in placement order), and the per-board tables
// the fast generators need: neighbour masks, leap targets and stacks. Boards of up to 64 cells
// (every built-in board: 37 and 61 cells) fit; larger custom boards stay with the plain engines.
//
// Hex boards packed in placement order have no constant shift per direction (columns differ in
// length), so neighbours come from a table of masks instead of shifts: one load per cell.
#include <adaptoid/core/board.hpp>

#include <array>
#include <bit>
#include <cstdint>

namespace adaptoid {

using Bitboard = uint64_t;
inline constexpr int kMaxBitboardCells = 64;

constexpr Bitboard bit(int cell) {
  return Bitboard{1} << cell;
}
constexpr int popcount(Bitboard b) {
  return std::popcount(b);
}
constexpr int lowest_cell(Bitboard b) {
  return std::countr_zero(b);
}

// Calls f(cell) for every cell of b, lowest first.
template <class F>
inline void for_each_cell(Bitboard b, F&& f) {
  while (b) {
    f(lowest_cell(b));
    b &= b - 1;
  }
}

struct BoardMasks {
  int cells = 0;
  Bitboard all = 0;     // every playable cell
  Bitboard stacks = 0;  // cells of height 2 (S1, S4)
  std::array<Bitboard, kMaxBitboardCells> neighbours{};
  // leap[cell][k - 1]: the cells exactly k steps away in the six directions (Q4).
  std::array<std::array<Bitboard, kMaxLeap>, kMaxBitboardCells> leap{};

  static bool fits(const Board& board) { return board.size() <= kMaxBitboardCells; }

  explicit BoardMasks(const Board& board) : cells(board.size()) {
    for (int i = 0; i < cells; ++i) {
      all |= bit(i);
      if (board.height(i) == 2) stacks |= bit(i);
      for (int d = 0; d < 6; ++d) {
        if (int n = board.neighbour(i, d); n != kNoCell) neighbours[i] |= bit(n);
        for (int k = 1; k <= kMaxLeap; ++k)
          if (int t = board.ray(i, d, k); t != kNoCell) leap[i][k - 1] |= bit(t);
      }
    }
  }

  // Every cell next to some cell of s.
  Bitboard adjacent(Bitboard s) const {
    Bitboard out = 0;
    for_each_cell(s, [&](int c) { out |= neighbours[c]; });
    return out;
  }
  // The food the empty cells `empty` give a piece on `cell` (A12, S4): heights add up.
  int food(int cell, Bitboard empty) const {
    const Bitboard around = neighbours[cell] & empty;
    return popcount(around) + popcount(around & stacks);
  }
};

}  // namespace adaptoid
