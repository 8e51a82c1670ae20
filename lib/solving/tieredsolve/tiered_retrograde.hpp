#pragma once
// The folded retrograde analysis (below), tier by tier (folded_tier.hpp), with
// every finished tier on disk (tier_files.hpp), so that a killed run resumes from the tiers
// already written and only a few tiers are in memory at once:
//   forward:  tiers in ascending order, each expanded breadth-first from its seeds (its classes
//             that turns of earlier tiers lead to, read back from their exits on a rerun);
//   backward: tiers in descending order, each solved with its successors in later tiers already
//             solved, kept in memory only while a tier still to solve leads to them;
//   merge:    the solved tiers streamed into the one-pass solver's table (scheme
//             adaptoid-folded-v1), byte for byte the same, then the parts directory is removed.
// The tiers go through the one driver (retro_driver.hpp); threads work within a tier. The forced
// wins, their plies and the table are exactly those of the one-pass solve the tests hold this to
// (tests/support/one_pass_solve.hpp).
//
// Retrograde analysis of every position reachable from a start, for the Adaptoid family on small
// boards (two players, and Adapt3's three), folded by the variant's symmetry group: a node is a
// class of symmetric positions filed under its canonical exact code (enumeration_codec.hpp), 16
// bytes a node for up to 12 positions. (A class may hold positions that are not reachable, the
// colour-swapped images of reachable ones, so the classes are counted, not the positions.)
// tests/support/graph_retrograde.hpp is the plain reference it is tested against.
//
// Each player's question "can it force a win against any joint play of the others?" is a
// two-sided game of its own, solved by propagation with a count of unresolved successors: the
// player's own nodes are won as soon as one successor is, the others' nodes once every successor
// is; what is never resolved is not a forced win (with two players: a draw when neither side
// forces one). The questions are asked relative to the side to move (its own, the next player's
// in turn order, ...), which symmetries that permute colours keep, as they commute with the turn
// order (canonical.hpp).
#include <adaptoid/codes/enumeration_codec.hpp>
#include <adaptoid/fast/fast_adaptoid_game.hpp>
#include <adaptoid/solving/ranks/ranks.hpp>
#include <adaptoid/solving/retro/retro_driver.hpp>
#include <adaptoid/tables/folded_classes.hpp>

#include <memory>
#include <string>

namespace adaptoid {

// The driver's options (progress, note, the stop_after test hook: retro_driver.hpp), and:
struct TieredOptions : RetroRunOptions {
  uint64_t max_classes = 50'000'000;  // the most classes in all
  int threads = 2;
  // The parts go in "<parts_base>.parts/"; empty: the table's path (a table written to a device
  // or FIFO has no directory of its own to keep them in).
  std::string parts_base;
  // The processes of the run (ranks.hpp; none: this one alone). Every rank calls the solve with
  // the same variant and options; each tier is computed by all of them, each its chunks of
  // the tier's classes; a tier's files are written by one rank, each rank but 0 in turn, and
  // read back by all (the parts directory must be one they all see), and rank 0 alone writes the
  // table. Only rank 0 should be given progress and note.
  std::shared_ptr<Ranks> ranks;
};

struct TieredSolveReport {
  bool complete = true;  // false when max_classes stopped the forward pass (the parts are kept)
  bool stopped = false;  // stop_after stopped it (the parts are kept)
  FoldedSummary summary;
  size_t tiers = 0;                    // tiers found so far
  uint64_t computed = 0, resumed = 0;  // tier passes (forward and backward) run, and read back
  uint64_t sent = 0;                   // bytes the ranks sent one another, all ranks together
};

// Solves the variant into the table at `path` (written by rank 0), its parts in "<path>.parts/".
// Fails for a variant whose positions need more than an exact 128-bit code, a parts directory of
// another variant, or a file that cannot be written.
Result<TieredSolveReport> solve_folded_tiered(const FastAdaptoidGame& game, const std::string& path,
                                              const TieredOptions& options);

}  // namespace adaptoid
