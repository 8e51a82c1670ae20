#pragma once
// Where a dense-table solve (dense_solve.hpp, DenseOutput::DenseTable) can be taken up again:
// the solver's bytes as they stood after the forward pass or after a backward tier, with the
// counts so far, in one file beside the table ("<table>.checkpoint"), written under a temporary
// name and renamed, in the tables' framing (retro_table_io.hpp: the variant, a sum a block), so
// a damaged or foreign checkpoint is refused and the solve starts again.
#include <adaptoid/core/variant.hpp>
#include <adaptoid/solving/densesolve/reached_values.hpp>
#include <adaptoid/tables/folded_classes.hpp>
#include <adaptoid/util/result.hpp>

#include <cstdint>
#include <optional>
#include <string>

namespace adaptoid {

struct DenseCheckpoint {
  bool forward_done = false;
  uint64_t backward_done = 0;       // tiers solved, from the last
  uint64_t tiers_with_classes = 0;  // of those
  FoldedSummary summary;            // their classes (the start's value is not known yet)
  uint64_t reached = 0, inside = 0;
  double forward_cpu = 0, backward_cpu = 0;
};

std::string dense_checkpoint_path(const std::string& parts_base);
// Rank r's of a solve on N ranks (ranked_dense_solve.hpp), each holding its share of the numbers:
// "<parts_base>.rank<r>of<N>.checkpoint" (one rank: the one process's).
std::string dense_checkpoint_path(const std::string& parts_base, int rank, int ranks);

// Writes the checkpoint (the counts, then every byte of `values`, found on `threads` threads); an
// Error when it cannot.
Result<void> write_dense_checkpoint(const std::string& path, const Variant& v, const DenseCheckpoint& c,
                                    const ReachedValues& values, int threads);

// The checkpoint at `path`, its bytes taken into `values` (of the index's size, not sealed): the
// marks, and after a forward pass done the seal (on `threads` threads) and the values solved;
// nullopt when there is none; an Error saying why when it does not check out (another variant or
// index, a damaged block), in which case `values` is left as it was.
Result<std::optional<DenseCheckpoint>> read_dense_checkpoint(const std::string& path, const Variant& v,
                                                             ReachedValues& values, int threads);
// The counts of the checkpoint at `path` (for an index of `numbers`) without its bytes, checked as
// read_dense_checkpoint checks them: the ranks of a ranked solve agree on where they resume first.
Result<std::optional<DenseCheckpoint>> dense_checkpoint_counts(const std::string& path, const Variant& v,
                                                               uint64_t numbers);

}  // namespace adaptoid
