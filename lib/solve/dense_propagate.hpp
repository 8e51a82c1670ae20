#pragma once
// The dense solver's classes with turns inside their tier (dense_work.hpp, Pending), as a graph of
// their own valued by the one propagation (class_propagate.hpp): their successors in the tier
// that have no turn inside it are solved already and count as outside.
#include <adaptoid/dense/dense_index.hpp>
#include <adaptoid/solve/dense_bytes.hpp>
#include <adaptoid/solve/dense_work.hpp>
#include <adaptoid/tables/forced_wins.hpp>

#include <cstdint>
#include <vector>

namespace adaptoid {

struct InsideValues {
  std::vector<uint64_t> numbers;  // the classes' numbers
  std::vector<ForcedWins> wins;   // by class
};

// The threads' pending classes of `tier`, valued; `values` holds the tier's classes solved so far.
InsideValues value_inside(const DenseTier& tier, std::vector<Pending> parts, const DenseBytes& values);

}  // namespace adaptoid
