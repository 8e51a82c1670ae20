#pragma once
// A position: a small copyable value with an incrementally kept Zobrist key.
#include <adaptoid/core/board.hpp>
#include <adaptoid/core/colour.hpp>
#include <adaptoid/core/piece.hpp>

#include <array>
#include <cstdint>

namespace adaptoid {

// The largest turn number the notation reads. Stored in 32 bits, so a game played on from it
// (a billion turns would take years) still counts right; the tools refuse to print a position
// past it, which could not be read back.
inline constexpr int kMaxTurnNumber = 1'000'000'000;

// The decided outcome, stored by the game when a turn ends it.
inline constexpr uint8_t kOngoing = 0xFF;
inline constexpr uint8_t kDraw = 0xFE;

// The opening phases of `opening = "placement"` (A21, A22): the first player's placement of one
// bare adaptoid of each colour, then the second player's colour choice; Play after them (and
// always in the fixed start).
enum class Phase : uint8_t { Play, Placement, Choice };

class Position {
 public:
  Piece at(int cell) const { return cells_[cell]; }
  Colour side() const { return side_; }
  int lost(Colour c) const { return lost_[c]; }
  bool swap_pending() const { return swap_pending_; }
  Phase phase() const { return phase_; }
  int turn_number() const { return static_cast<int>(turn_number_); }
  uint8_t result() const { return result_; }
  // Covers placement, side to move, lost counts, the swap flag, the phase and the result; not the
  // turn number, so transpositions that differ only in the clock share a key.
  uint64_t key() const { return key_; }

  void put(int cell, Piece piece);
  void set_side(Colour c);
  void set_lost(Colour c, int count);
  void add_lost(Colour c) { set_lost(c, lost_[c] + 1); }
  void set_swap_pending(bool pending);
  void set_phase(Phase phase);
  void set_turn_number(int n) { turn_number_ = static_cast<uint32_t>(n); }
  void set_result(uint8_t result);

  // The key computed from scratch; equals key() whenever the position is consistent.
  uint64_t compute_key() const;

  friend bool operator==(const Position&, const Position&) = default;

 private:
  std::array<Piece, kMaxCells> cells_{};
  uint64_t key_ = 0;
  uint32_t turn_number_ = 1;  // (16 bits wrapped at 65535: a position at turn 0)
  std::array<uint8_t, kMaxPlayers> lost_{};
  Colour side_ = 0;
  bool swap_pending_ = false;
  Phase phase_ = Phase::Play;
  uint8_t result_ = kOngoing;
};

}  // namespace adaptoid
