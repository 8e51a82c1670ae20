// The backward pass over one tier (see tier_passes.hpp).
#include <adaptoid/solve/class_children.hpp>
#include <adaptoid/solve/class_propagate.hpp>
#include <adaptoid/solve/rank_exchange.hpp>
#include <adaptoid/solve/tier_passes.hpp>

#include <optional>

namespace adaptoid {

namespace {

// The successors of the classes [begin, end) of a tier: the part of its graph one rank makes.
struct GraphPart {
  std::vector<uint8_t> winner;         // by class
  std::vector<ExternalWins> external;  // by class
  std::vector<uint32_t> count;         // successors in the tier, by class
  std::vector<uint32_t> ids;           // the successors in the tier, class after class
  uint64_t turns = 0;
};

// A successor of tier `key` in a later one: its value, from its status when the game is over,
// else from `later` (false when no tier there holds it).
bool add_outside(const Variant& v, const FastAdaptoidGame& game, const FastAdaptoidState& kid, Code code,
                 TierKey k, const std::map<TierKey, IndexedTier>& later, ExternalWins& into) {
  const int players = v.players;
  const Status st = game.status(kid);
  if (st.over) {  // its value without a look-up, as the propagation would set it
    ForcedWins ended;
    if (st.winner) ended.plies_plus_one[winner_from_mover(v, st, kid.side)] = 1;
    into.add(ended, players);
    return true;
  }
  const auto next = later.find(k);
  if (next == later.end()) return false;
  const size_t at = next->second.at.find(code);
  if (at == next->second.tier.codes.size()) return false;
  into.add(next->second.tier.wins[at], players);
  return true;
}

GraphPart graph_part(const FastAdaptoidGame& game, const EnumerationCodec& codec, TierKey key,
                     const std::vector<Code>& codes, const std::map<TierKey, IndexedTier>& later,
                     RankRange range, uint64_t ids_expected, int threads) {
  const Variant& v = game.variant();
  const int players = v.players;
  const size_t n = codes.size();
  GraphPart part;
  part.winner.resize(range.end - range.begin);
  part.external.resize(range.end - range.begin);
  part.count.reserve(range.end - range.begin);
  part.ids.reserve(ids_expected);
  struct Batch {
    std::vector<uint32_t> count, ids;
    uint64_t turns = 0;
    bool missing = false;
  };
  std::vector<Batch> batches(std::max(threads, 1));
  const CodePositions own(codes);
  constexpr size_t kBatch = size_t{1} << 16;
  for (size_t at = range.begin; at < range.end; at += kBatch) {
    for (Batch& b : batches) b.count.clear(), b.ids.clear();
    visit_children(game, codec, codes.data(), at, std::min(range.end, at + kBatch), threads,
                   [&](int t, size_t i, uint8_t winner, std::span<const FastAdaptoidState> kids,
                       std::span<const Code> kid_codes) {
                     Batch& b = batches[t];
                     part.winner[i - range.begin] = winner;
                     uint32_t inside = 0;
                     for (size_t j = 0; j < kids.size(); ++j) {
                       const TierKey k = tier_of(kids[j], players);
                       if (k != key) {
                         b.missing |= !add_outside(v, game, kids[j], kid_codes[j], k, later,
                                                   part.external[i - range.begin]);
                         continue;
                       }
                       const size_t id = own.find(kid_codes[j]);
                       b.missing |= id == n;
                       b.ids.push_back(static_cast<uint32_t>(id));
                       ++inside;
                     }
                     b.count.push_back(inside);
                     b.turns += kids.size();
                   });
    for (Batch& b : batches) {
      if (b.missing)
        throw std::logic_error("solve: a successor of tier " + tier_label(key, players) + " is in no tier");
      part.count.insert(part.count.end(), b.count.begin(), b.count.end());
      part.ids.insert(part.ids.end(), b.ids.begin(), b.ids.end());
      part.turns += std::exchange(b.turns, 0);
    }
  }
  return part;
}

// The parts of every rank, in rank order, as one graph on rank 0 (on the others, an empty one).
// With one rank the part is the graph, moved rather than copied: the tier's memory peaks here.
ClassGraph whole_graph(Ranks& ranks, GraphPart mine, uint64_t& turns) {
  std::vector<GraphPart> parts;
  if (ranks.size() == 1) {
    parts.push_back(std::move(mine));
  } else {
    RankBytes bytes;
    put_values(bytes, mine.winner), put_values(bytes, mine.external), put_values(bytes, mine.count);
    put_values(bytes, mine.ids), put_values(bytes, std::vector<uint64_t>{mine.turns});
    mine = {};
    for (const RankBytes& piece : ranks.gather(bytes)) {
      RankReader in(piece);
      GraphPart& p = parts.emplace_back();
      p.winner = in.values<uint8_t>(), p.external = in.values<ExternalWins>(),
      p.count = in.values<uint32_t>();
      p.ids = in.values<uint32_t>(), p.turns = in.values<uint64_t>().at(0);
    }
  }
  ClassGraph g;
  turns = 0;
  for (GraphPart& p : parts) {
    turns += p.turns;
    g.winner.insert(g.winner.end(), p.winner.begin(), p.winner.end());
    g.external.insert(g.external.end(), p.external.begin(), p.external.end());
    for (const uint32_t c : p.count) g.first_child.push_back(g.first_child.back() + c);
    if (g.children.empty()) {
      g.children = std::move(p.ids);
    } else {
      g.children.insert(g.children.end(), p.ids.begin(), p.ids.end());
    }
    p = {};
  }
  return g;
}

}  // namespace

SolvedTier solve_tier(const FastAdaptoidGame& game, const EnumerationCodec& codec, TierKey key,
                      ForwardTier tier, const std::map<TierKey, IndexedTier>& later, int threads,
                      Ranks& ranks) {
  const RankRange range = rank_range(tier.codes.size(), ranks.rank(), ranks.size());
  // The tier's turns inside it, known from the forward pass: exact with one rank, the share of the
  // classes (an estimate) with more.
  const uint64_t ids_expected =
      ranks.size() == 1 ? tier.inside_turns
                        : static_cast<uint64_t>(static_cast<double>(tier.inside_turns) *
                                                static_cast<double>(range.end - range.begin) /
                                                static_cast<double>(std::max<size_t>(tier.codes.size(), 1)));
  GraphPart mine = graph_part(game, codec, key, tier.codes, later, range, ids_expected, threads);
  release(tier.codes);  // the caller has them on disk: not held through the propagation, the peak of memory
  SolvedTier out;
  out.key = key;
  ClassGraph g = whole_graph(ranks, std::move(mine), out.turns);
  if (ranks.rank() == 0) out.wins = propagate_classes(std::move(g), game.variant().players);
  out.turns = all_sum(ranks, ranks.rank() == 0 ? out.turns : 0);
  broadcast_values(ranks, out.wins);
  return out;
}

}  // namespace adaptoid
