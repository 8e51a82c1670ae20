#pragma once
// Distinct positions: after exactly 1..N turns, raw and up to the variant's symmetries, with the
// number of them where the game has ended; and the whole reachable state space of a small variant.
//
// With exact codes (enumeration_codec.hpp) the count goes breadth-first: a layer is a sorted
// vector of 16-byte codes, the next layer is every child's code, sorted and deduplicated in
// batches so that duplicates never pile up. Without exact codes it goes depth-first from the
// start (perft's walk) and keeps one sorted vector of fingerprints per depth.
// Both run on `threads` threads: each expands a slice of the layer (or walks subtrees taken from a
// queue) into sets of its own, and the sets are merged by key ranges, a range a thread
// (code_union.hpp).
// The library does not print: progress goes to a callback.
#include <adaptoid/codes/enumeration_codec.hpp>

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace adaptoid {

struct EnumerationLayer {
  int depth = 0;
  uint64_t positions = 0;  // distinct positions after exactly `depth` turns
  uint64_t positions_up_to_symmetry = 0;
  uint64_t ended = 0;  // of those, positions where the game is over
  uint64_t ended_up_to_symmetry = 0;
  uint64_t inserted = 0;  // codes produced (with duplicates) to find them
  double seconds = 0;
};

struct EnumerationReport {
  bool exact = false;  // exact codes (else 128-bit fingerprints)
  int code_bits = 0;
  int symmetries = 0;  // the size of the group
  std::vector<EnumerationLayer> layers;
  // --all only: every reachable position, and the depth at which the last new one appeared.
  uint64_t state_space = 0, state_space_up_to_symmetry = 0, state_space_ended = 0;
  int deepest = 0;
  uint64_t inserted = 0;
  double seconds = 0;
  uint64_t peak_bytes = 0;         // the process's peak resident memory (getrusage)
  uint64_t most_codes_stored = 0;  // the most 16-byte codes held at once
  // The depth-first walk's tasks (subtrees taken from a queue) by the codes each inserted: what a
  // split over more threads would balance (simulated_speedup).
  std::vector<uint64_t> task_costs;
};

struct EnumerationProgress {
  int depth;
  uint64_t frontier, stored, inserted;
  double seconds;
};
using ProgressCallback = std::function<void(const EnumerationProgress&)>;

// `start` must be a position of `variant` (its start, or any position: the counts are from it).
// Fails when the variant has no fast generator.
Result<EnumerationReport> enumerate_layers(const VariantPtr& variant, const Position& start, int depth,
                                           const ProgressCallback& progress = {}, int threads = 1);
// Every position reachable from `start`; needs exact codes (fails otherwise). Fails with
// ErrorKind::Budget when more than `max_positions` are stored.
Result<EnumerationReport> enumerate_all(const VariantPtr& variant, const Position& start,
                                        uint64_t max_positions, const ProgressCallback& progress = {},
                                        int threads = 1);

}  // namespace adaptoid
