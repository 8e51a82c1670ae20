// What the dense solver writes (see dense_output.hpp).
#include <adaptoid/core/merge_runs.hpp>
#include <adaptoid/core/parallel.hpp>
#include <adaptoid/solve/class_children.hpp>
#include <adaptoid/solve/dense_output.hpp>
#include <adaptoid/solve/dense_values.hpp>
#include <adaptoid/tables/retro_table_io.hpp>

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

ForcedWins ended_value(const Variant& v, const FastAdaptoidState& s, const Status& st) {
  ForcedWins w;
  if (st.winner) w.plies_plus_one[winner_from_mover(v, st, s.side)] = 1;
  return w;
}

SolvedTier ended_tier(TierKey key, const std::vector<Code>& codes, const EnumerationCodec& codec,
                      const FastAdaptoidGame& game) {
  SolvedTier t;
  t.key = key;
  t.codes = codes;
  for (const Code c : codes) {
    const FastAdaptoidState s = codec.decode_adaptoid(c);
    t.wins.push_back(ended_value(game.variant(), s, game.status(s)));
  }
  return t;
}

void stream_values(TableStream& out, const ReachedValues& values, bool check) {
  constexpr uint64_t kPiece = uint64_t{1} << 20;  // the stream's own block: no copy of the whole
  std::vector<uint8_t> piece(kPiece);
  for (uint64_t at = 0; at < values.size(); at += kPiece) {
    const uint64_t n = std::min(kPiece, values.size() - at);
    values.bytes(at, at + n, piece.data(), check);
    out.bytes({reinterpret_cast<const char*>(piece.data()), n});
  }
}

void write_dense_values(const Variant& v, const std::string& path, const DenseTableHead& head,
                        const ReachedValues& values) {
  TableWriter w = begin_table(kAdaptoidDenseScheme, v);
  write_dense_head(w, head);
  TableStream out(std::move(w), path);
  stream_values(out, values, true);
  must(out.finish());
}

}  // namespace adaptoid
