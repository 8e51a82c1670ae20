// The backward pass over one tier (see tier_passes.hpp).
#include <adaptoid/ranks/rank_exchange.hpp>
#include <adaptoid/retro/class_children.hpp>
#include <adaptoid/retro/class_propagate.hpp>
#include <adaptoid/solve/tier_passes.hpp>

namespace adaptoid {

namespace {

// The successors of the classes of a tier one rank takes (for_rank_chunks): its part of the graph,
// its classes in order.
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
                     Ranks& ranks, uint64_t ids_expected, int threads) {
  const Variant& v = game.variant();
  const int players = v.players;
  const size_t n = codes.size();
  size_t mine = 0;
  for_rank_chunks(0, n, ranks.rank(), ranks.size(), [&](size_t from, size_t to) { mine += to - from; });
  GraphPart part;
  part.winner.resize(mine);
  part.external.resize(mine);
  part.count.reserve(mine);
  part.ids.reserve(ids_expected);
  struct Batch {
    std::vector<uint32_t> count, ids;
    uint64_t turns = 0;
    bool missing = false;
  };
  std::vector<Batch> batches(std::max(threads, 1));
  const CodePositions own(codes);
  constexpr size_t kBatch = size_t{1} << 16;
  size_t done = 0;  // classes of the part before this batch
  const auto batch = [&](size_t from, size_t to) {
    for (Batch& b : batches) b.count.clear(), b.ids.clear();
    visit_children(game, codec, codes.data(), from, to, threads,
                   [&](int t, size_t i, uint8_t winner, std::span<const FastAdaptoidState> kids,
                       std::span<const Code> kid_codes) {
                     Batch& b = batches[t];
                     const size_t at = done + (i - from);
                     part.winner[at] = winner;
                     uint32_t inside = 0;
                     for (size_t j = 0; j < kids.size(); ++j) {
                       const TierKey k = tier_of(kids[j], players);
                       if (k != key) {
                         b.missing |=
                             !add_outside(v, game, kids[j], kid_codes[j], k, later, part.external[at]);
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
    done += to - from;
  };
  for_rank_chunks(0, n, ranks.rank(), ranks.size(), [&](size_t from, size_t to) {
    for (size_t at = from; at < to; at += kBatch) batch(at, std::min(to, at + kBatch));
  });
  return part;
}

// Appends to `g` the next `classes` classes of `p`, from its cursors (a class, and a successor).
void take_classes(ClassGraph& g, const GraphPart& p, size_t classes, size_t& at, size_t& id) {
  g.winner.insert(g.winner.end(), p.winner.begin() + at, p.winner.begin() + at + classes);
  g.external.insert(g.external.end(), p.external.begin() + at, p.external.begin() + at + classes);
  for (size_t k = at; k < at + classes; ++k) {
    g.children.insert(g.children.end(), p.ids.begin() + id, p.ids.begin() + id + p.count[k]);
    id += p.count[k];
    g.first_child.push_back(g.children.size());
  }
  at += classes;
}

// The parts of every rank as one graph of the tier's `n` classes on rank 0 (on the others, an
// empty one), the chunks in order. With one rank the part is the graph, moved rather than
// copied: the tier's memory peaks here.
ClassGraph whole_graph(Ranks& ranks, GraphPart mine, size_t n, uint64_t& turns) {
  if (ranks.size() == 1) {
    ClassGraph g;
    turns = mine.turns;
    g.winner = std::move(mine.winner), g.external = std::move(mine.external);
    for (const uint32_t c : mine.count) g.first_child.push_back(g.first_child.back() + c);
    g.children = std::move(mine.ids);
    return g;
  }
  std::vector<GraphPart> parts;
  {
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
  uint64_t ids = 0;
  for (const GraphPart& p : parts) turns += p.turns, ids += p.ids.size();
  if (parts.empty()) return g;  // not rank 0
  g.children.reserve(ids);
  std::vector<size_t> at(parts.size()), id(parts.size());
  size_t j = 0;
  for (size_t from = 0; from < n; from += kRankChunk, ++j) {
    const size_t r = j % parts.size();
    take_classes(g, parts[r], std::min(kRankChunk, n - from), at[r], id[r]);
  }
  return g;
}

}  // namespace

SolvedTier solve_tier(const FastAdaptoidGame& game, const EnumerationCodec& codec, TierKey key,
                      ForwardTier tier, const std::map<TierKey, IndexedTier>& later, int threads,
                      Ranks& ranks) {
  // The tier's turns inside it, known from the forward pass: exact with one rank, about a rank's
  // share with more.
  const uint64_t ids_expected = tier.inside_turns / static_cast<uint64_t>(ranks.size());
  GraphPart mine = graph_part(game, codec, key, tier.codes, later, ranks, ids_expected, threads);
  const size_t n = tier.codes.size();
  release(tier.codes);  // the caller has them on disk: not held through the propagation, the peak of memory
  SolvedTier out;
  out.key = key;
  ClassGraph g = whole_graph(ranks, std::move(mine), n, out.turns);
  if (ranks.rank() == 0) out.wins = propagate_classes(std::move(g), game.variant().players);
  out.turns = all_sum(ranks, ranks.rank() == 0 ? out.turns : 0);
  broadcast_values(ranks, out.wins);
  return out;
}

}  // namespace adaptoid
