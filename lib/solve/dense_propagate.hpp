#pragma once
// The dense solver's classes with turns inside their tier (dense_work.hpp, Pending), valued by
// the one propagation (propagate_loop.hpp) with no lists of turns: a class's parents in the tier
// are the canonical numbers of its representative's quiet parents (the turns inside a tier are
// the quiet ones), and the successors in the tier solved at once count as outside. Each class
// weighs its numbers (its images under the group that keep the side folded): a class P of orbit
// |P| with e turns into class C is found |P| e / |C| times among the parents of C's representative,
// so P's e turns count e |P| units and each find |C| units.
#include <adaptoid/dense/dense_index.hpp>
#include <adaptoid/solve/dense_work.hpp>
#include <adaptoid/solve/reached_values.hpp>
#include <adaptoid/tables/forced_wins.hpp>

#include <cstdint>
#include <vector>

namespace adaptoid {

struct InsideValues {
  uint64_t first = 0;             // the tier's first number
  std::vector<uint32_t> offsets;  // the classes' numbers less the first, in order
  std::vector<ForcedWins> wins;   // by class
};

// The threads' pending classes of `tier`, valued; `values` holds the tier's classes solved so far.
// The parents are found on `threads` threads, the values set on one.
InsideValues value_inside(const DenseTier& tier, std::vector<Pending> parts, const ReachedValues& values,
                          const FastAdaptoidGame& game, const DenseIndex& index, int threads);

// The weight of the class of s (indexed): how many distinct numbers its images have.
uint8_t class_weight(const DenseIndex& index, const FastAdaptoidState& s);

}  // namespace adaptoid
