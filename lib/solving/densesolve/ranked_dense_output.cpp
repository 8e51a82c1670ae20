// The tables of a ranked dense solve (see ranked_dense_output.hpp).
#include <adaptoid/denseindex/folded_tier.hpp>
#include <adaptoid/solving/densesolve/dense_output.hpp>
#include <adaptoid/solving/densesolve/dense_reach_marks.hpp>
#include <adaptoid/solving/densesolve/ranked_dense_output.hpp>
#include <adaptoid/solving/ranks/rank_exchange.hpp>
#include <adaptoid/solving/retro/class_index.hpp>
#include <adaptoid/solving/writers/dense_table_writer.hpp>
#include <adaptoid/solving/writers/tier_merge.hpp>

#include <algorithm>
#include <array>
#include <cstring>
#include <map>
#include <optional>

namespace adaptoid {

namespace {

// Rank 0's error said to every rank: the same Error on each, or none.
Result<void> said_by_rank_zero(Ranks& ranks, const std::string& error) {
  RankBytes said(error.begin(), error.end());
  ranks.broadcast(said);
  if (!said.empty()) return fail(std::string(said.begin(), said.end()));
  return {};
}

// What this rank's classes at its local numbers [walk_from, walk_to) give the numbers [from, to),
// five bytes each: the number's offset in the piece (32 bits), then its byte.
constexpr size_t kGiven = 5;
void give_piece(const DenseIndex& index, const NumberShare& share, const ReachedValues& values,
                uint64_t walk_from, uint64_t walk_to, uint64_t from, uint64_t to, RankBytes& out) {
  values.each_reached(walk_from, walk_to, [&](uint64_t l, uint64_t r) {
    std::array<uint64_t, DenseIndex::kMostImages> numbers{};
    const size_t k = index.numbers_of(index.state(share.global(l)), numbers);
    const uint8_t b = values.at_slot(r);
    if (!dense_value::solved(b)) throw std::logic_error("dense table: a reached class has no value");
    for (size_t e = 0; e < k; ++e) {
      if (numbers[e] < from || numbers[e] >= to) continue;
      const auto at = static_cast<uint32_t>(numbers[e] - from);
      const char* bytes = reinterpret_cast<const char*>(&at);
      out.insert(out.end(), bytes, bytes + sizeof at);
      out.push_back(static_cast<char>(b));
    }
  });
}

// The local numbers whose classes can give the piece [from, to) a byte: this rank's classes of the
// piece's tier up to `to`.
std::pair<uint64_t, uint64_t> piece_walk(const DenseIndex& index, const NumberShare& share, uint64_t from,
                                         uint64_t to) {
  const std::optional<uint64_t> tier_begin = piece_tier_begin(index, from);
  if (!tier_begin) return {0, 0};
  return {share.local_from(*tier_begin), share.local_from(to)};
}

// Local numbers walked between looks at the size of the round (a line of ReachedValues' counts).
constexpr uint64_t kWalkStep = 512;

}  // namespace

Result<FoldedSummary> write_dense_table_on_ranks(const Variant& v, const std::string& path,
                                                 const FoldedSummary& mine, uint64_t start,
                                                 const DenseIndex& index, const NumberShare& share,
                                                 const ReachedValues& values, uint64_t round_bytes,
                                                 Ranks& ranks) {
  FoldedSummary sum;
  for (const FoldedSummary& part : all_values(ranks, std::vector<FoldedSummary>{mine})) sum.merge(part);
  const uint64_t start_byte = share.mine(start) ? values.value(share.local(start)) : 0;
  sum.start_wins = dense_value::wins(static_cast<uint8_t>(all_max(ranks, start_byte)), v.players);
  const DenseTableHead head{index.size(), start, sum.classes, {sum.forced[0], sum.forced[1]}};
  // Pieces of a sixteenth of a rank's values (1 M to 1 G numbers): rank 0 holds a piece besides
  // its share, and a piece costs each rank a pass over its classes of the tier up to it.
  // The same pieces on every rank: the most values a rank holds decides.
  const uint64_t most =
      std::clamp(all_max(ranks, values.memory()) / 16, uint64_t{1} << 20, uint64_t{1} << 30);
  const std::vector<uint64_t> ends = table_pieces(index, most);
  std::optional<DenseTableWriter> out;
  std::vector<uint8_t> piece;
  if (ranks.rank() == 0) out.emplace(v, path, head);
  for (uint64_t from = 0; const uint64_t to : ends) {
    if (out) piece.assign(to - from, dense_value::kNone);
    auto [at, end] = piece_walk(index, share, from, to);
    do {
      RankBytes given;
      for (; at < end && given.size() < round_bytes; at = std::min(end, at + kWalkStep))
        give_piece(index, share, values, at, std::min(end, at + kWalkStep), from, to, given);
      const std::vector<RankBytes> all = ranks.gather(given);
      if (out)
        for (const RankBytes& theirs : all)
          for (size_t i = 0; i + kGiven <= theirs.size(); i += kGiven) {
            uint32_t offset = 0;
            std::memcpy(&offset, theirs.data() + i, sizeof offset);
            piece[offset] = static_cast<uint8_t>(theirs[i + sizeof offset]);
          }
    } while (any_rank(ranks, at < end));
    if (out) out->bytes(piece.data(), to - from);
    from = to;
  }
  const Result<void> done = out ? out->finish() : Result<void>{};
  if (auto said = said_by_rank_zero(ranks, done ? "" : done.error()); !said) return said.failure();
  return sum;
}

Result<FoldedSummary> merge_ranks_tiers(const VariantPtr& variant, const std::vector<TierKey>& mine,
                                        Code start, const std::string& path,
                                        const std::function<std::string(int)>& base, Ranks& ranks,
                                        size_t* tiers) {
  std::vector<uint64_t> listed{mine.size()};  // each rank's count of tiers, then their keys
  listed.insert(listed.end(), mine.begin(), mine.end());
  const std::vector<uint64_t> all = all_values(ranks, listed);
  Result<FoldedSummary> summary = FoldedSummary{};
  if (ranks.rank() == 0) {
    std::vector<TierFiles> files;
    for (int r = 0; r < ranks.size() && summary; ++r) {
      auto opened = TierFiles::open(variant, base(r));
      if (!opened)
        summary = opened.failure();
      else
        files.push_back(std::move(opened).value());
    }
    std::vector<SolvedSource> sources;
    for (size_t at = 0, r = 0; summary && at < all.size(); at += all[at] + 1, ++r)
      for (size_t i = 1; i <= all[at]; ++i) sources.push_back({&files[r], static_cast<TierKey>(all[at + i])});
    std::sort(sources.begin(), sources.end(),
              [](const SolvedSource& a, const SolvedSource& b) { return a.key < b.key; });
    if (summary) summary = merge_tiers(sources, *variant, start, path);
    *tiers = static_cast<size_t>(
        std::unique(sources.begin(), sources.end(), [](auto& a, auto& b) { return a.key == b.key; }) -
        sources.begin());
  }
  if (auto said = said_by_rank_zero(ranks, summary ? "" : summary.error()); !said) return said.failure();
  return summary;
}

}  // namespace adaptoid
