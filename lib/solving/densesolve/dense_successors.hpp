#pragma once
// The dense solver's successors of a position (dense_solve.hpp): made with their numbers, and
// valued from the bytes the solve has set, each at its class's canonical number (the images hold
// no byte, reached_values.hpp).
#include <adaptoid/denseindex/dense_index.hpp>
#include <adaptoid/fast/fast_adaptoid_game.hpp>
#include <adaptoid/solving/densesolve/dense_work.hpp>
#include <adaptoid/solving/densesolve/reached_values.hpp>
#include <adaptoid/solving/retro/class_propagate.hpp>

#include <bit>
#include <cstdint>
#include <optional>

namespace adaptoid {

// The total of the losses and the material on the board: a turn that keeps them stays in its tier
// (folded_tier.hpp: losses never fall, and with the same losses the material never does), which
// needs no slice (a slice's key was a tenth of the solve).
inline uint64_t tier_level(const FastAdaptoidState& s, int players) {
  uint64_t lost = 0, material = 0;
  for (int c = 0; c < players; ++c)
    lost += s.lost[c],
        material += static_cast<uint64_t>(std::popcount(s.occupied[c])) + s.legs[c] + s.pincers[c];
  return lost << 32 | material;
}

class DenseSuccessors {
 public:
  DenseSuccessors(const FastAdaptoidGame& game, const DenseIndex& index, const ReachedValues& values)
      : game_(game), index_(index), values_(values), players_(game.variant().players) {}

  // The positions after every turn of s, and their own numbers (kNone past the goal), each one's
  // marks fetched ahead: they are far apart, and a miss waited for one at a time was a tenth of
  // the solve. Their own numbers, not their classes': the forward pass's marks know a reached
  // class's images, so most turns need one rank.
  void make(const FastAdaptoidState& s, Kids& kids) const;

  // The turns of class s out of `tier` (into later tiers, or ending the game) added to `outside`,
  // `turns` counting every turn; its turns inside the tier, counted.
  uint32_t outside(const DenseTier& tier, const FastAdaptoidState& s, Kids& kids, ExternalWins& outside,
                   uint64_t& turns) const;

  // Question k > 0 of class s when every turn of s forces question k - 1 of its successor (one
  // place later in turn order), from the values so far: forced in one more than the slowest.
  std::optional<uint8_t> every_turn(const FastAdaptoidState& s, int k, Kids& kids) const;

 private:
  // Where the byte of a successor's class is, by its canonical number.
  uint64_t place_of(uint64_t c) const;
  bool is_over(const Kids& kids, size_t i) const;
  ForcedWins ended_wins(const FastAdaptoidState& kid) const;

  const FastAdaptoidGame& game_;
  const DenseIndex& index_;
  const ReachedValues& values_;
  const int players_;
};

}  // namespace adaptoid
