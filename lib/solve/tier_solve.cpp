// The backward pass over one tier (see tier_passes.hpp).
#include <adaptoid/solve/class_children.hpp>
#include <adaptoid/solve/class_propagate.hpp>
#include <adaptoid/solve/tier_passes.hpp>

#include <optional>

namespace adaptoid {

SolvedTier solve_tier(const FastAdaptoidGame& game, const EnumerationCodec& codec, TierKey key,
                      ForwardTier tier, const std::map<TierKey, IndexedTier>& later, int threads) {
  std::vector<Code>& codes = tier.codes;
  const Variant& v = game.variant();
  const int players = v.players;
  const size_t n = codes.size();
  ClassGraph g;
  g.winner.resize(n);
  g.external.resize(n);
  g.first_child.reserve(n + 1);
  g.children.reserve(tier.inside_turns);
  struct Batch {
    std::vector<uint32_t> count;  // successors in the tier, by class of the slice
    std::vector<uint32_t> ids;
    uint64_t turns = 0;
    bool missing = false;
  };
  std::vector<Batch> batches(std::max(threads, 1));
  uint64_t turns = 0;
  std::optional<CodePositions> own(std::in_place, codes);  // freed before the propagation
  constexpr size_t kBatch = size_t{1} << 16;
  for (size_t at = 0; at < n; at += kBatch) {
    for (Batch& b : batches) b.count.clear(), b.ids.clear();
    visit_children(game, codec, codes.data(), at, std::min(n, at + kBatch), threads,
                   [&](int t, size_t i, uint8_t winner, std::span<const FastAdaptoidState> kids,
                       std::span<const Code> kid_codes) {
                     Batch& b = batches[t];
                     g.winner[i] = winner;
                     uint32_t inside = 0;
                     for (size_t j = 0; j < kids.size(); ++j) {
                       const TierKey k = tier_of(kids[j], players);
                       if (k == key) {
                         const size_t id = own->find(kid_codes[j]);
                         b.missing |= id == n;
                         b.ids.push_back(static_cast<uint32_t>(id));
                         ++inside;
                         continue;
                       }
                       const Status st = game.status(kids[j]);
                       if (st.over) {  // its value without a look-up, as the propagation would set it
                         ForcedWins ended;
                         if (st.winner) ended.plies_plus_one[winner_from_mover(v, st, kids[j].side)] = 1;
                         g.external[i].add(ended, players);
                         continue;
                       }
                       const auto next = later.find(k);
                       const size_t at_kid = next == later.end() ? 0 : next->second.at.find(kid_codes[j]);
                       if (next == later.end() || at_kid == next->second.tier.codes.size()) {
                         b.missing = true;
                         continue;
                       }
                       g.external[i].add(next->second.tier.wins[at_kid], players);
                     }
                     b.count.push_back(inside);
                     b.turns += kids.size();
                   });
    for (Batch& b : batches) {
      if (b.missing)
        throw std::logic_error("solve: a successor of tier " + tier_label(key, players) + " is in no tier");
      size_t k = 0;
      for (const uint32_t c : b.count) {
        g.children.insert(g.children.end(), b.ids.begin() + k, b.ids.begin() + k + c);
        k += c;
        g.first_child.push_back(g.children.size());
      }
      turns += b.turns;
      b.turns = 0;
    }
  }
  SolvedTier out;
  out.key = key;
  out.turns = turns;
  own.reset();
  release(codes);  // the caller has them on disk: not held through the propagation, the peak of memory
  out.wins = propagate_classes(std::move(g), players);
  return out;
}

}  // namespace adaptoid
