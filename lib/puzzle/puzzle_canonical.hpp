#pragma once
// Duplicates up to the board's symmetries: two puzzle positions are the same puzzle when a board
// symmetry (and, for two players without a turn cap, exchanging the colours with the side to
// move) maps one onto the other. The clock is ignored: it does not change the play.
// A year also must not repeat a puzzle with a disc or two changed: two engine games can reach
// the same fight with one far-off disc of another colour, and a solver sees the same puzzle twice
// (the Adaptoid year of 2026-11-27 had two such pairs, 2 cells apart, the same solution).
#include <adaptoid/core/position.hpp>
#include <adaptoid/core/variant.hpp>

#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace adaptoid {

// The smallest image of p under the group, as bytes: equal keys exactly for equivalent positions.
std::string canonical_puzzle_key(const Variant& v, const Position& p);

// The puzzles taken so far, and whether another repeats one of them: up to symmetry, the same
// side to move and losses, and at most near_cells() cells that differ: two, but one on a board of
// 19 cells and none on 7, where any two positions are a few cells apart.
class PuzzleMemory {
 public:
  explicit PuzzleMemory(const Variant& v) : v_(v) {}
  int near_cells() const { return std::min(2, v_.board.size() / 16); }
  // The `id` given with the first puzzle taken that p repeats, or nullopt.
  std::optional<std::size_t> repeat_of(const Position& p) const;
  void add(const Position& p, std::size_t id) { taken_.emplace_back(canonical_puzzle_key(v_, p), id); }

 private:
  const Variant& v_;
  std::vector<std::pair<std::string, std::size_t>> taken_;  // canonical key and id, in the order added
};

}  // namespace adaptoid
