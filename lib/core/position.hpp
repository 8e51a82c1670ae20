#pragma once
// A position: a small copyable value with an incrementally kept Zobrist key.
#include <adaptoid/core/board.hpp>
#include <adaptoid/core/colour.hpp>
#include <adaptoid/core/piece.hpp>

#include <array>
#include <cstdint>
#include <functional>

namespace adaptoid {

// The decided outcome, stored by the game when a turn ends it.
inline constexpr uint8_t kOngoing = 0xFF;
inline constexpr uint8_t kDraw = 0xFE;

class Position {
 public:
  Piece at(int cell) const { return cells_[cell]; }
  Colour side() const { return side_; }
  int lost(Colour c) const { return lost_[c]; }
  bool swap_pending() const { return swap_pending_; }
  int turn_number() const { return turn_number_; }
  uint8_t result() const { return result_; }
  uint64_t key() const { return key_; }

  void put(int cell, Piece piece);
  void set_side(Colour c);
  void set_lost(Colour c, int count);
  void add_lost(Colour c) { set_lost(c, lost_[c] + 1); }
  void set_swap_pending(bool pending);
  void set_turn_number(int n) { turn_number_ = static_cast<uint16_t>(n); }
  void set_result(uint8_t result);

  // The key computed from scratch; equals key() whenever the position is consistent.
  uint64_t compute_key() const;

  friend bool operator==(const Position&, const Position&) = default;

 private:
  std::array<Piece, kMaxCells> cells_{};
  uint64_t key_ = 0;
  uint16_t turn_number_ = 1;
  std::array<uint8_t, kMaxPlayers> lost_{};
  Colour side_ = 0;
  bool swap_pending_ = false;
  uint8_t result_ = kOngoing;
};

// The key covers placement, side to move, lost counts, the swap flag and the result; not the
// turn number, so transpositions that differ only in the clock share a key.
struct PositionHash {
  size_t operator()(const Position& p) const { return static_cast<size_t>(p.key()); }
};

}  // namespace adaptoid
