#pragma once
// Perft of a variant met at run time, on the generator the library chooses in this one place:
// the fast one (bulk counting at the last turn, the root split over threads) where the board
// fits its bitboards (make_fast_game: up to 64 cells), the plain one beyond them (Quantum Leap
// up to side 13, any custom board) or when the caller asks for the reference. Both give the
// same counts (tests/count/test_fast_perft.cpp, tests/puzzle/test_quantum_leap_large.cpp).
#include <adaptoid/core/game.hpp>

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace adaptoid {

struct PerftOptions {
  bool divide = false;  // also the count below each first turn
  int threads = 1;      // the fast generator's; the plain one counts on one thread
  bool plain = false;   // the plain reference even where the fast generator fits
};

struct PerftRun {
  uint64_t nodes = 0;
  std::vector<std::pair<Turn, uint64_t>> divide;  // in legal-turn order, when asked for
  std::string engine;                             // "fast" or "plain"
  std::vector<uint64_t> tasks;                    // the fast walk's tasks, by their node counts
};

PerftRun run_perft(const VariantPtr& variant, const Position& p, int depth, const PerftOptions& o = {});

}  // namespace adaptoid
