#pragma once
// The fixed positions of `adaptoid bench` (specs/bench/bench.tsv lists the same rows): Adaptoid,
// Adapt3 and Superadaptoid middle games with at least six adaptoids a side (a stack empty in the
// Superadaptoid one), and Quantum Leap starts at fixed seeds. Built in so that the bench runs
// from any directory; a test keeps this list and the file equal.
#include <cstdint>
#include <string>
#include <vector>

namespace adaptoid {

struct BenchPosition {
  std::string position;  // in the notation
  int depth;             // perft depth
  uint64_t nodes;        // perft at that depth
};

const std::vector<BenchPosition>& bench_positions();

}  // namespace adaptoid
