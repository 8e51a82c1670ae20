// What the dense solver writes (see dense_output.hpp).
#include <adaptoid/solving/densesolve/dense_output.hpp>
#include <adaptoid/solving/densesolve/dense_reach_marks.hpp>
#include <adaptoid/solving/retro/class_children.hpp>
#include <adaptoid/solving/writers/dense_table_writer.hpp>
#include <adaptoid/tables/retro_table_io.hpp>
#include <adaptoid/util/merge_runs.hpp>
#include <adaptoid/util/parallel.hpp>

#include <boost/sort/pdqsort/pdqsort.hpp>

#include <algorithm>
#include <stdexcept>

namespace adaptoid {

namespace dv = dense_value;

SolvedTier solved_tier(TierKey key, uint64_t turns, std::vector<Settled> solved, int players, int threads) {
  // Each thread's classes sorted on its own thread, then merged (one sort of them all on two
  // threads took 13 s of adapt3-19's big tier, most of it on one).
  parallel_for(solved.size(), 1, threads, [&](int, uint64_t w) {
    boost::sort::pdqsort(solved[w].packed.begin(), solved[w].packed.end());
  });
  SolvedTier t;
  t.key = key;
  t.turns = turns;
  size_t total = 0;
  for (const Settled& part : solved) total += part.packed.size();
  t.codes.reserve(total);
  t.wins.reserve(total);
  merge_runs(
      solved.size(), [&](size_t k) { return solved[k].packed.size(); },
      [&](size_t j, size_t i, size_t k, size_t l) { return solved[j].packed[i] < solved[k].packed[l]; },
      [&](size_t k, size_t i) {
        const Code c = solved[k].packed[i];
        t.codes.push_back(c >> 8);
        t.wins.push_back(dv::wins(static_cast<uint8_t>(c & 0xFF), players));
      });
  return t;
}

namespace {

// The bytes of numbers [from, to) (ReachedValues::bytes) into out, on `threads` threads.
void bytes_on_threads(const ReachedValues& values, uint64_t from, uint64_t to, uint8_t* out, bool check,
                      int threads) {
  constexpr uint64_t kBytes = uint64_t{1} << 16;  // numbers' bytes a thread takes at a time
  parallel_for((to - from + kBytes - 1) / kBytes, 1, threads, [&](int, uint64_t chunk) {
    const uint64_t begin = from + chunk * kBytes, end = std::min(to, begin + kBytes);
    values.bytes(begin, end, out + (begin - from), check);
  });
}

}  // namespace

void stream_values(TableStream& out, const ReachedValues& values, int threads) {
  constexpr uint64_t kPiece = uint64_t{1} << 20;  // the stream's own block: no copy of the whole
  std::vector<uint8_t> piece(kPiece);
  for (uint64_t at = 0; at < values.size(); at += kPiece) {
    const uint64_t n = std::min(kPiece, values.size() - at);
    bytes_on_threads(values, at, at + n, piece.data(), false, threads);
    out.bytes({reinterpret_cast<const char*>(piece.data()), n});
  }
}

std::vector<uint64_t> table_pieces(const DenseIndex& index, uint64_t most) {
  std::vector<uint64_t> ends;
  uint64_t at = 0;
  for (const DenseTier& t : index.tiers()) {
    if (t.begin > at) ends.push_back(t.begin);
    for (at = t.begin; at < t.end;) ends.push_back(at = std::min(t.end, at + most));
  }
  if (at < index.size()) ends.push_back(index.size());
  return ends;
}

std::optional<uint64_t> piece_tier_begin(const DenseIndex& index, uint64_t from) {
  const auto& tiers = index.tiers();
  const auto t = std::upper_bound(tiers.begin(), tiers.end(), from,
                                  [](uint64_t n, const DenseTier& tier) { return n < tier.end; });
  if (t == tiers.end() || t->begin > from) return std::nullopt;
  return t->begin;
}

namespace {

// The bytes of the piece [from, to): every class's value at its canonical number, and at its
// other numbers, found from the classes of the piece's tier (a class's numbers are all in its
// tier, the canonical one the least: those from `to` on have none here).
void table_piece(const DenseIndex& index, const ReachedValues& values, int threads, uint64_t from,
                 uint64_t to, uint8_t* out) {
  bytes_on_threads(values, from, to, out, true, threads);
  const std::optional<uint64_t> tier_begin = piece_tier_begin(index, from);
  if (!tier_begin) return;
  constexpr uint64_t kChunk = 4096;
  parallel_for((to - *tier_begin + kChunk - 1) / kChunk, 1, threads, [&](int, uint64_t chunk) {
    const uint64_t begin = *tier_begin + chunk * kChunk;
    const DenseSlice* slice = &index.slice_at(begin);
    DenseCursor cursor;
    values.each_reached(begin, std::min(to, begin + kChunk), [&](uint64_t g, uint64_t r) {
      while (g >= slice->begin + slice->size) ++slice;
      std::array<uint64_t, DenseIndex::kMostImages> numbers{};
      const size_t k = index.numbers_of(index.state(*slice, g, cursor), numbers);
      for (size_t e = 0; e < k; ++e)
        if (numbers[e] >= from && numbers[e] < to) out[numbers[e] - from] = values.at_slot(r);
    });
  });
}

}  // namespace

Result<void> write_dense_table(const Variant& v, const std::string& path, const DenseTableHead& head,
                               const DenseIndex& index, const ReachedValues& values, int threads) {
  DenseTableWriter out(v, path, head);
  // A piece of an eighth of the values' memory (at least 4 MB): a part of a tier costs a pass over
  // the classes of the tier up to it, so a tier of many small pieces would take many passes.
  const std::vector<uint64_t> ends = table_pieces(index, std::max(uint64_t{1} << 22, values.memory() / 8));
  uint64_t most = 0;
  for (uint64_t from = 0; const uint64_t to : ends) most = std::max(most, to - from), from = to;
  std::vector<uint8_t> piece(most);
  for (uint64_t from = 0; const uint64_t to : ends) {
    table_piece(index, values, threads, from, to, piece.data());
    out.bytes(piece.data(), to - from);
    from = to;
  }
  return out.finish();
}

}  // namespace adaptoid
