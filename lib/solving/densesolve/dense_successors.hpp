#pragma once
// The dense solver's successors of a position (dense_solve.hpp): made with their numbers, and
// valued from the bytes the solve has set, each at its class's canonical number (the images hold
// no byte, reached_values.hpp).
#include <adaptoid/solving/densesolve/dense_work.hpp>
#include <adaptoid/solving/densesolve/reached_values.hpp>
#include <adaptoid/solving/retro/class_propagate.hpp>
#include <adaptoid/solving/retro/tiered_game.hpp>

#include <cstdint>
#include <optional>
#include <stdexcept>

namespace adaptoid {

// The slice of a turn of a class of `tier` that leaves it (nullptr past the goal); throws
// std::logic_error for a turn to an earlier tier, which the tiers' order rules out.
template <TieredGame G>
const typename G::Slice* later_slice(const G& game, const typename G::State& kid, const DenseTier& tier) {
  const typename G::Slice* slice = game.slice(kid);
  if (slice && slice->begin < tier.end) throw std::logic_error("dense solve: a turn to an earlier tier");
  return slice;
}

template <TieredGame G>
class DenseSuccessors {
 public:
  using State = typename G::State;

  DenseSuccessors(const G& game, const ReachedValues& values)
      : game_(game), values_(values), players_(game.variant().players) {}

  // The positions after every turn of s, and their own numbers (kNone past the goal), each one's
  // marks fetched ahead: they are far apart, and a miss waited for one at a time was a tenth of
  // the solve. Their own numbers, not their classes': the forward pass's marks know a reached
  // class's images, so most turns need one rank.
  void make(const State& s, Kids<State>& kids) const;

  // The turns of class s out of `tier` (into later tiers, or ending the game) added to `outside`,
  // `turns` counting every turn; its turns inside the tier, counted.
  uint32_t outside(const DenseTier& tier, const State& s, Kids<State>& kids, ExternalWins& outside,
                   uint64_t& turns) const;

  // Question k > 0 of class s when every turn of s forces question k - 1 of its successor (one
  // place later in turn order), from the values so far: forced in one more than the slowest.
  std::optional<uint8_t> every_turn(const State& s, int k, Kids<State>& kids) const;

 private:
  // Where the byte of a successor's class is, by its canonical number.
  uint64_t place_of(uint64_t c) const;
  bool is_over(const Kids<State>& kids, size_t i) const;
  ForcedWins ended_wins(const State& kid) const;

  const G& game_;
  const ReachedValues& values_;
  const int players_;
};

extern template class DenseSuccessors<AdaptoidTieredGame>;

}  // namespace adaptoid
