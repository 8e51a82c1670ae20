#pragma once
// A whole small variant solved by retrograde analysis into a table file, with what a report
// needs: the Adaptoid family tier by tier (tiered_retrograde.hpp), two-player Quantum Leap layer
// by layer (quantum_leap_retrograde.hpp). Both resume a killed run from the files beside the table.
#include <adaptoid/core/position.hpp>
#include <adaptoid/core/variant.hpp>
#include <adaptoid/solving/densesolve/dense_solve.hpp>
#include <adaptoid/solving/ranks/ranks.hpp>
#include <adaptoid/tables/folded_classes.hpp>
#include <adaptoid/tables/quantum_leap_probe.hpp>
#include <adaptoid/util/result.hpp>

#include <functional>
#include <memory>
#include <optional>
#include <string>

namespace adaptoid {

struct SolveVariantOptions {
  std::string out;  // the table file (default: "<variant>.tb")
  int threads = 2;
  uint64_t starts = 1000;             // Quantum Leap: random starts evaluated with perfect play
  uint64_t max_classes = 50'000'000;  // Adaptoid family: the most classes of positions held
  // Adaptoid family: the dense solver (dense_solve.hpp) and what it writes, the tiered solver's table
  // of codes (two or three players) or a dense table (two players, boards past the exact code; a
  // killed run resumes from the checkpoint beside it); none: the tiered solver. max_classes does
  // not bound it: its memory is the index's.
  std::optional<DenseOutput> dense;
  // Start even when the memory the solve needs, estimated before it starts, is more than
  // machine_memory_bytes() (by default such a solve is refused with the estimate).
  bool force = false;
  std::function<void(const std::string&)> progress;  // a line that replaces the previous one
  std::function<void(const std::string&)> note;      // a line worth keeping
  // The processes of an MPI run (ranks.hpp, rank_world.hpp; none: this one alone): the Adaptoid
  // family's tiers are solved by all of them together, each called with the same options (rank 0
  // alone writes the table, and alone should be given progress and note); Quantum Leap is refused.
  std::shared_ptr<Ranks> ranks;
};

// Adaptoid family: every class of positions reachable from the start, each player's forced win.
struct FoldedVariantSummary {
  FoldedSummary summary;
  size_t tiers = 0;
  uint64_t computed = 0, resumed = 0;  // tier passes run, and read back from the parts
  uint64_t sent = 0;                   // bytes the ranks sent one another
};

// Quantum Leap: every position up to the variant's stones, who wins with the side to move.
struct QuantumLeapVariantSummary {
  uint64_t positions = 0, entries = 0, winning_entries = 0;
  bool start_wins = false;  // for the side to move at the start (Black, deciding the swap)
  StartStatistics starts;
  int resumed_layers = 0;
};

struct SolveVariantReport {
  std::string table;
  uint64_t bytes = 0;
  double seconds = 0, cpu_seconds = 0;  // CPU: every rank's together
  uint64_t peak_memory_bytes = 0;       // the largest of one rank
  int ranks = 1;
  // Under mpirun, by rank: its CPU seconds, and those of them it spent waiting for the others.
  std::vector<double> rank_cpu_seconds, rank_waiting_seconds;
  Position start;
  std::optional<FoldedVariantSummary> folded;
  std::optional<QuantumLeapVariantSummary> quantum_leap;
};

// Refuses, with one line, a variant no solver here is built for and one too large to hold: one
// whose estimated memory is more than this machine has is refused before it starts, with the
// estimate, as past its budget (ErrorKind::Budget), unless options.force.
Result<SolveVariantReport> solve_variant(const VariantPtr& variant, const SolveVariantOptions& options);

// What a solve of `variant` into `options.out` stopped before its end keeps beside the table: the
// file or folder (`path`, empty for a variant no solver here takes), and in words: "the tiers
// finished are kept beside it (t.tb.parts/) for the next run, which resumes from them". Whether
// anything is kept there yet is for the caller to look at when it stops.
struct KeptForNextRun {
  std::string path;
  std::string text;
};
KeptForNextRun kept_for_the_next_run(const Variant& variant, const SolveVariantOptions& options);

}  // namespace adaptoid
