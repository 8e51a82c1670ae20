#pragma once
// What the dense solver (dense_solve.hpp) gives the tables' writers: a solved tier of the table
// of codes, its threads' classes sorted by code; or the dense table's bytes from the solve's values.
#include <adaptoid/codes/enumeration_codec.hpp>
#include <adaptoid/core/variant.hpp>
#include <adaptoid/denseindex/dense_index.hpp>
#include <adaptoid/fast/fast_adaptoid_game.hpp>
#include <adaptoid/solving/densesolve/dense_work.hpp>
#include <adaptoid/solving/densesolve/reached_values.hpp>
#include <adaptoid/solving/retro/code_set.hpp>
#include <adaptoid/solving/retro/tiered_game.hpp>
#include <adaptoid/solving/writers/tier_files.hpp>
#include <adaptoid/tables/dense_table.hpp>
#include <adaptoid/tables/retro_table_io.hpp>

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace adaptoid {

// The classes the threads solved in a tier, sorted by code (on `threads` threads), with their values.
SolvedTier solved_tier(TierKey key, uint64_t turns, std::vector<Settled> solved, int players, int threads);

// A tier of games ended past the goal, their codes sorted: each class's value from its status.
template <TieredGame G>
SolvedTier ended_tier(TierKey key, const std::vector<Code>& codes, const G& game) {
  SolvedTier t;
  t.key = key;
  t.codes = codes;
  for (const Code c : codes) {
    const typename G::State s = game.decode(c);
    t.wins.push_back(game.ended_value(s, game.status(s)));
  }
  return t;
}

// The games ended past the goal (`ended`, emptied) into their tiers' solved files, each added to
// `tiers`; their count.
template <TieredGame G>
uint64_t write_ended_tiers(CodeSet& ended, const G& game, const TierFiles& files,
                           std::vector<TierKey>& tiers) {
  ended.finish();
  std::map<TierKey, std::vector<Code>> by_tier;
  for (const Code c : ended.codes) by_tier[game.tier_of(game.decode(c))].push_back(c);
  release(ended.codes);
  uint64_t count = 0;
  for (const auto& [key, codes] : by_tier) {
    must(files.write_solved(ended_tier(key, codes, game)));
    count += codes.size();
    tiers.push_back(key);
  }
  return count;
}

// Appends every number's byte (ReachedValues::bytes, as a checkpoint keeps them) to the stream,
// a block at a time, each block's bytes found on `threads` threads.
void stream_values(TableStream& out, const ReachedValues& values, int threads);

// The pieces of the dense table (their ends): each tier's numbers, in parts of at most `most`,
// and the numbers between tiers.
std::vector<uint64_t> table_pieces(const DenseIndex& index, uint64_t most);
// The first number of the tier of the piece that starts at `from` (of table_pieces), whose classes
// up to the piece's end give the piece its bytes (a class's numbers are all in its tier, the
// canonical one the least); none for a piece between tiers, which no class gives a byte.
std::optional<uint64_t> piece_tier_begin(const DenseIndex& index, uint64_t from);

// The dense table at `path` (solving/writers/dense_table_writer.hpp): every number's byte: each reached
// class's value at every number of the class (its canonical number's byte, and the others found
// from the classes of their tier, a piece of the tier at a time on `threads` threads), 255 at the
// others. Throws std::logic_error for a reached class with no value.
Result<void> write_dense_table(const Variant& v, const std::string& path, const DenseTableHead& head,
                               const DenseIndex& index, const ReachedValues& values, int threads);

}  // namespace adaptoid
