#pragma once
// The plies of dense_plies.hpp on the ranks of a ranked dense solve (ranked_dense_solve.hpp): each
// rank scans its own classes of the tier for a ply's sources and its pending classes won by a
// turn out of the tier; a source's quiet parents are sent to the ranks that hold them, which ask
// question 0 at once and verify the others by their successors' bytes, those held elsewhere asked
// for in a batch. Values are exact whenever they are set, so the order the ranks set them in
// changes nothing.
#include <adaptoid/denseindex/dense_index.hpp>
#include <adaptoid/fast/fast_adaptoid_game.hpp>
#include <adaptoid/solving/densesolve/dense_plies.hpp>
#include <adaptoid/solving/densesolve/number_share.hpp>
#include <adaptoid/solving/densesolve/reached_values.hpp>
#include <adaptoid/solving/ranks/ranks.hpp>

#include <cstdint>
#include <functional>

namespace adaptoid {

// What the plies need of the solve around them.
struct RankedPlyWork {
  const FastAdaptoidGame& game;
  const DenseIndex& index;
  const NumberShare& share;
  Ranks& ranks;
  ReachedValues& values;  // this rank's, by local number
  // Class g (its number) valued: the solver's counts (and code).
  std::function<void(uint64_t g, uint8_t value)> count;
};

// The byte of every class of the ranks' successors this rank asked for, in the order asked: the
// answers of the next exchange (a collective call). `asks[r]` holds numbers of rank r's share.
std::vector<std::vector<uint8_t>> ask_bytes(const RankedPlyWork& w, std::vector<std::vector<uint64_t>>& asks);

// Values this rank's pending classes of `tier` (numbers; `inside` by local numbers, its tier's
// bounds local ones), every rank together.
void value_by_plies_on_ranks(const InsideTier& inside, const DenseTier& tier, uint64_t pending,
                             const RankedPlyWork& w);

}  // namespace adaptoid
