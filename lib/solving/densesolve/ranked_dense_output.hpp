#pragma once
// The tables a ranked dense solve (ranked_dense_solve.hpp) writes, each by rank 0 from what every
// rank solved: the table of codes merged from every rank's solved tiers, and the dense table
// (solving/writers/dense_table_writer.hpp), a piece of the index at a time, in order (the table is one
// stream with one checksum), each rank sending the bytes its own classes give the piece's
// numbers (a class's value at each of its numbers; the numbers no class gives a byte hold 255).
#include <adaptoid/denseindex/dense_index.hpp>
#include <adaptoid/fast/fast_adaptoid_game.hpp>
#include <adaptoid/solving/densesolve/number_share.hpp>
#include <adaptoid/solving/densesolve/reached_values.hpp>
#include <adaptoid/solving/ranks/ranks.hpp>
#include <adaptoid/solving/retro/code_set.hpp>
#include <adaptoid/solving/writers/tier_files.hpp>
#include <adaptoid/tables/dense_table.hpp>
#include <adaptoid/tables/folded_classes.hpp>

#include <functional>
#include <string>

namespace adaptoid {

// Rank 0 merges the solved tiers of every rank (this rank's `mine`, each rank's in the folder of
// TierFiles::open(variant, base(rank))) into the table of codes at `path`: the summary on rank 0,
// and the count of distinct tiers in *tiers. A collective call; the same Error on every rank.
Result<FoldedSummary> merge_ranks_tiers(const VariantPtr& variant, const std::vector<TierKey>& mine,
                                        Code start, const std::string& path,
                                        const std::function<std::string(int)>& base, Ranks& ranks,
                                        size_t* tiers);

// The dense table of every rank's classes (`mine`: this rank's counted; `start`: the start's
// class) at `path`, each rank sending about `round_bytes` a round (so that rank 0 holds a piece and
// a round from every rank besides its share, however big the piece's tier); the summary of them
// all. A collective call; the same Error on every rank when rank 0 cannot write the table.
Result<FoldedSummary> write_dense_table_on_ranks(const Variant& v, const std::string& path,
                                                 const FoldedSummary& mine, uint64_t start,
                                                 const DenseIndex& index, const NumberShare& share,
                                                 const ReachedValues& values, uint64_t round_bytes,
                                                 Ranks& ranks);

}  // namespace adaptoid
