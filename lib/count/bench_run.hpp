#pragma once
// Timing the bench positions (bench_positions.hpp) for `adaptoid bench`: each counted on the fast
// generator (the best of some runs, since a shared machine makes single runs noisy), the plain
// reference one ply shallower when asked; the counts and times summed by game family, and the
// signature: the sum of the counts, which changes only when the rules do.
#include <adaptoid/core/variant.hpp>
#include <adaptoid/count/bench_positions.hpp>
#include <adaptoid/util/result.hpp>

#include <cstdint>
#include <map>
#include <optional>
#include <string>

namespace adaptoid {

struct TimedCount {
  uint64_t nodes = 0;
  double wall = 0, cpu = 0;  // seconds
  TimedCount& operator+=(const TimedCount& t);
};

// Nodes per second (a time of 0 counts as a nanosecond).
double per_second(uint64_t nodes, double seconds);

struct BenchRunOptions {
  int threads = 1;     // the fast generator's
  int repeat = 1;      // runs of each position; the one of least wall time is kept
  bool plain = false;  // also the plain generator at depth - 1
};

struct BenchRow {
  std::string family;               // the game family's name (family_traits)
  TimedCount fast;                  // at the position's depth
  std::optional<TimedCount> plain;  // at depth - 1, when asked for
};

// One bench position of `variant` (the position's own variant). Error: the position does not
// read, or the variant has no fast generator.
Result<BenchRow> run_bench_position(const VariantPtr& variant, const BenchPosition& b,
                                    const BenchRunOptions& o);

struct BenchTotals {
  struct Family {
    TimedCount fast, plain;
  };
  std::map<std::string, Family> families;  // by name
  uint64_t signature = 0;                  // the sum of the fast counts
  bool all_match = true;                   // every fast count is its pinned one
  void add(const BenchPosition& b, const BenchRow& row);
};

}  // namespace adaptoid
