#pragma once
// The dense retrograde solver of the Adaptoid family, two or three players: the positions are
// numbers of the dense index (dense_index.hpp), one a class of the tables' symmetry (the
// canonical number), and their values a byte for each reached class at its canonical number,
// found by its rank among them (reached_values.hpp), with no codes to sort or search while solving. It writes
// the same table as the tiered solver (tiered_retrograde.hpp, scheme adaptoid-folded-v1), byte for byte:
//   forward:  tiers in ascending order, each a range of numbers; a pass over the range expands
//             every number reached and not yet expanded (its turns mark their canonical numbers
//             reached), again while a turn reached a new number of the same tier (only a turn
//             with no grow and no loss stays in its tier, A11); turns to positions whose loss
//             reaches the goal are ended games, kept as codes for the table;
//   backward: tiers in descending order: a position whose turns all leave its tier takes its
//             value from theirs at once; those with turns inside the tier are valued ply by ply
//             in their own bytes (dense_plies.hpp), which gives the plies the tiered solver gives;
//   table:    each solved tier's classes get their canonical codes, sorted, into the tier files
//             (tier_files.hpp) that merge_tiers streams into the table.
// Threads work within a tier, each on chunks of its range (parallel.hpp).
#include <adaptoid/fast/fast_adaptoid_game.hpp>
#include <adaptoid/solving/retro/retro_driver.hpp>
#include <adaptoid/tables/folded_classes.hpp>

#include <string>

namespace adaptoid {

// What a dense solve writes: the table of codes the tiered solver writes (tables/folded_table.hpp),
// or a dense table (tables/dense_table.hpp: a byte a number of the index, no codes), for boards
// whose positions need more than an exact code; a dense table's solve saves its bytes in
// "<parts_base>.checkpoint" (dense_checkpoint.hpp) after the forward pass and then every
// checkpoint_seconds at the end of a backward tier, and a rerun takes them up.
enum class DenseOutput { Codes, DenseTable };

// The driver's options (progress; note, a line worth keeping: the checkpoint taken up;
// checkpoint_seconds; the stop_after test hook, counting the backward tiers of the run and
// stopping before the checkpoint of the last: retro_driver.hpp), and:
struct DenseOptions : RetroRunOptions {
  int threads = 2;
  // The solved tiers go in "<parts_base>.parts/" before they are merged into the table (and the
  // directory is removed); empty: the table's path.
  std::string parts_base;
  DenseOutput output = DenseOutput::Codes;
  // Under ranks, the bytes of a dense table's piece each rank sends rank 0 in one round: rank 0
  // holds a round from every rank besides its share and the piece.
  uint64_t table_round_bytes = uint64_t{1} << 20;
};

struct DenseSolveReport {
  bool stopped = false;  // stop_after stopped it (the checkpoint is kept)
  FoldedSummary summary;
  size_t tiers = 0;      // tiers of the table (those of the index with a class, and the ended ones)
  uint64_t numbers = 0;  // the size of the index (2 bits each while solving)
  uint64_t reached = 0;  // classes of the index reached from the start: a byte of value each
  uint64_t ended = 0;    // classes past the goal (kept as codes)
  uint64_t inside = 0;   // classes with a turn inside their tier (valued ply by ply)
  uint64_t sent = 0;     // bytes the ranks sent one another (ranked_dense_solve.hpp)
  // CPU seconds of the process (every thread) in each phase: forward, backward, and the table
  // (the ended games' tiers and the merge), for the rates the solve reports.
  double forward_cpu = 0, backward_cpu = 0, table_cpu = 0;
};

// Why the dense solver cannot solve the variant into `output`, or "" when it can.
std::string dense_unsupported(const Variant& v, DenseOutput output = DenseOutput::Codes);

// Solves the variant into the table at `path`; fails for a variant dense_unsupported() names, an
// index past 2^64 numbers, or a file that cannot be written.
Result<DenseSolveReport> solve_dense(const FastAdaptoidGame& game, const std::string& path,
                                     const DenseOptions& options);

}  // namespace adaptoid
