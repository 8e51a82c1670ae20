#pragma once
// Exact results for a variant's rules on the small boards (7 and 19 cells), solved by the
// existing solvers where they fit: the board, material and goal of the built-in small
// variant of the same game (adaptoid-7 and adaptoid-19-1, adapt3-7 and adapt3-19-1,
// quantum-leap-7 and quantum-leap-19) with the variant's rule options put on it. For Quantum Leap
// also the share of random starts the first player (White) wins with perfect play, with and
// without Black's swap.
#include <adaptoid/core/variant.hpp>
#include <adaptoid/tables/ql_probe.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace adaptoid {

struct ExactOptions {
  int threads = 1;
  uint64_t starts = 200;             // Quantum Leap: random starts (seeds 1..starts)
  uint64_t max_classes = 5'000'000;  // Adaptoid family: give up above this many classes
};

struct ExactResult {
  std::string reference;  // the small built-in whose board and material are used
  int cells = 0;
  bool solved = false;
  std::string start;               // the start's value in words ("White wins in 11 plies", "draw", ...)
  std::string note;                // why it is not solved, or what of the variant could not be carried over
  uint64_t positions = 0;          // classes (Adaptoid family) or positions (Quantum Leap)
  std::string unit = "positions";  // what `positions` counts, as the solver says
  std::optional<StartStatistics> starts;  // Quantum Leap
};

// The small boards' variants for v's rules (empty, with the reason, when none is built for its
// game and player count).
struct SmallVariants {
  std::vector<VariantPtr> variants;
  std::string note;  // what could not be carried over (holes, stacks), or why there are none
};
SmallVariants small_variants(const Variant& v);

std::vector<ExactResult> exact_results(const Variant& v, const ExactOptions& options);

}  // namespace adaptoid
