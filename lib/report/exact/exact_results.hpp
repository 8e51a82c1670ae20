#pragma once
// Exact results of a variant's own rules, solved by the existing solvers where they fit: where
// its board has few enough cells, the variant itself (its board, start, material and goal);
// otherwise, or where that is too large, the small boards (small_board.hpp) with every option of
// the variant that can be carried, and a plain list of what was not. For Quantum Leap also the
// share of random starts the first player (White) wins with perfect play, with and without
// Black's swap.
#include <adaptoid/core/variant.hpp>
#include <adaptoid/tables/quantum_leap_probe.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace adaptoid {

// Boards up to this many cells are tried whole, as written (the largest solved whole here).
inline constexpr int kOwnBoardCells = 19;

struct ExactOptions {
  int threads = 1;
  uint64_t starts = 200;             // Quantum Leap: random starts (seeds 1..starts)
  uint64_t max_classes = 5'000'000;  // Adaptoid family: give up above this many classes
};

struct ExactResult {
  std::string reference;  // the small built-in whose board and material are used; "" for the variant's own
  bool own = false;       // the variant as written, its own board, start and goal
  int cells = 0;
  bool solved = false;
  std::string start;  // the start's value in words ("White forces a win in 11 plies", ...)
  std::string note;   // why it is not solved
  std::vector<std::string> carried, not_carried;  // of the variant's options, onto a small board
  uint64_t positions = 0;                         // classes (Adaptoid family) or positions (Quantum Leap)
  std::string unit = "positions";                 // what `positions` counts, as the solver says
  std::optional<StartStatistics> starts;          // Quantum Leap
};

std::vector<ExactResult> exact_results(const VariantPtr& v, const ExactOptions& options);

}  // namespace adaptoid
