// What the dense solver writes (see dense_output.hpp).
#include <adaptoid/solve/class_children.hpp>
#include <adaptoid/solve/dense_output.hpp>
#include <adaptoid/solve/dense_values.hpp>
#include <adaptoid/tables/retro_table_io.hpp>

#include <boost/sort/pdqsort/pdqsort.hpp>

#include <algorithm>
#include <stdexcept>

namespace adaptoid {

namespace dv = dense_value;

SolvedTier solved_tier(TierKey key, uint64_t turns, std::vector<Settled> solved, int players) {
  Packed packed = std::move(solved[0].packed);
  for (size_t w = 1; w < solved.size(); ++w) {
    packed.insert(packed.end(), solved[w].packed.begin(), solved[w].packed.end());
    release(solved[w].packed);
  }
  boost::sort::pdqsort(packed.begin(), packed.end());
  SolvedTier t;
  t.key = key;
  t.turns = turns;
  t.codes.reserve(packed.size());
  t.wins.reserve(packed.size());
  for (const Code c : packed) {
    t.codes.push_back(c >> 8);
    t.wins.push_back(dv::wins(static_cast<uint8_t>(c & 0xFF), players));
  }
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

void stream_values(TableStream& out, const DenseBytes& values) {
  constexpr uint64_t kPiece = uint64_t{1} << 20;  // the stream's own block: no copy of the whole
  for (uint64_t at = 0; at < values.size(); at += kPiece)
    out.bytes({reinterpret_cast<const char*>(values.data() + at), std::min(kPiece, values.size() - at)});
}

void write_dense_values(const Variant& v, const std::string& path, const DenseTableHead& head,
                        const DenseBytes& values) {
  if (std::any_of(values.data(), values.data() + values.size(),
                  [](uint8_t b) { return !dv::solved(b) && b != dv::kNone; }))
    throw std::logic_error("dense solve: a reached number was left unsolved");
  TableWriter w = begin_table(kAdaptoidDenseScheme, v);
  write_dense_head(w, head);
  TableStream out(std::move(w), path);
  stream_values(out, values);
  must(out.finish());
}

}  // namespace adaptoid
