// The backward pass over one tier (see tier_passes.hpp).
#include <adaptoid/solving/ranks/rank_exchange.hpp>
#include <adaptoid/solving/retro/class_children.hpp>
#include <adaptoid/solving/retro/class_propagate.hpp>
#include <adaptoid/solving/tieredsolve/tier_passes.hpp>

namespace adaptoid {

namespace {

// The successors of the classes of a tier one rank takes (for_dealt_chunks): its part of the
// graph, its chunks in order.
struct GraphPart {
  std::vector<uint64_t> chunks;        // the chunks taken, ascending
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
  GraphPart part;
  const size_t share = n / static_cast<size_t>(ranks.size());  // about a rank's classes
  part.winner.reserve(share), part.external.reserve(share), part.count.reserve(share);
  part.ids.reserve(ids_expected);
  struct Batch {
    std::vector<uint32_t> count, ids;
    uint64_t turns = 0;
    bool missing = false;
  };
  std::vector<Batch> batches(std::max(threads, 1));
  const CodePositions own(codes);
  constexpr size_t kBatch = size_t{1} << 16;
  const auto batch = [&](size_t from, size_t to) {
    const size_t done = part.winner.size();  // classes of the part before this batch
    part.winner.resize(done + (to - from));
    part.external.resize(done + (to - from));
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
      part.count.insert(part.count.end(), b.count.begin(), b.count.end());
      part.ids.insert(part.ids.end(), b.ids.begin(), b.ids.end());
      part.turns += std::exchange(b.turns, 0);
    }
  };
  for_dealt_chunks(ranks, 0, n, [&](size_t chunk, size_t from, size_t to) {
    part.chunks.push_back(chunk);
    for (size_t at = from; at < to; at += kBatch) batch(at, std::min(to, at + kBatch));
  });
  // Thrown once this rank's deal is over: a rank that left a deal midway would hold up the rest.
  for (const Batch& b : batches)
    if (b.missing)
      throw std::logic_error("solve: a successor of tier " + tier_label(key, players) + " is in no tier");
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
    put_values(bytes, mine.chunks), put_values(bytes, mine.winner), put_values(bytes, mine.external);
    put_values(bytes, mine.count), put_values(bytes, mine.ids),
        put_values(bytes, std::vector<uint64_t>{mine.turns});
    mine = {};
    for (const RankBytes& piece : ranks.gather(bytes)) {
      RankReader in(piece);
      GraphPart& p = parts.emplace_back();
      p.chunks = in.values<uint64_t>(), p.winner = in.values<uint8_t>(),
      p.external = in.values<ExternalWins>();
      p.count = in.values<uint32_t>(), p.ids = in.values<uint32_t>(), p.turns = in.values<uint64_t>().at(0);
    }
  }
  ClassGraph g;
  turns = 0;
  uint64_t ids = 0;
  for (const GraphPart& p : parts) turns += p.turns, ids += p.ids.size();
  if (parts.empty()) return g;  // not rank 0
  const std::vector<size_t> bounds = rank_chunk_bounds(0, n, ranks.size());
  std::vector<size_t> owner(bounds.size() - 1, parts.size());  // by chunk, its rank
  for (size_t r = 0; r < parts.size(); ++r)
    for (const uint64_t j : parts[r].chunks) owner.at(j) = r;
  g.children.reserve(ids);
  std::vector<size_t> at(parts.size()), id(parts.size());
  for (size_t j = 0; j < owner.size(); ++j) {
    const size_t r = owner[j];
    if (r == parts.size()) throw std::logic_error("solve: no rank took a chunk of the tier");
    take_classes(g, parts[r], bounds[j + 1] - bounds[j], at[r], id[r]);
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
