// The forward pass over one tier (see tier_passes.hpp).
#include <adaptoid/solve/class_children.hpp>
#include <adaptoid/solve/code_set.hpp>
#include <adaptoid/solve/rank_exchange.hpp>
#include <adaptoid/solve/tier_passes.hpp>

#include <adaptoid/count/code_union.hpp>

#include <boost/sort/block_indirect_sort/block_indirect_sort.hpp>

#include <utility>

namespace adaptoid {

namespace {

// The exits found so far to one later tier.
struct Exits : CodeSet {
  bool looked_up = false;
};

// Grows `codes` (the tier's seeds) with the classes reachable inside the tier, gathering the
// exits, each thread its own (`exits`, by thread); false when the classes reach max_classes. With
// several ranks each takes its share of every batch of classes, and the classes new to the tier
// are exchanged after each batch and filed in rank order, so every rank holds the same classes in
// the same order; the exits and the turns each rank found stay its own.
bool grow(const FastAdaptoidGame& game, const EnumerationCodec& codec, TierKey key, std::vector<Code>& codes,
          uint64_t& inside_turns, std::vector<std::map<TierKey, Exits>>& exits, uint64_t max_classes,
          int threads, Ranks& ranks) {
  const int players = game.variant().players;
  ClassIndex index(codes);
  {
    const std::vector<Code> seeds = std::move(codes);
    codes.clear();
    codes.reserve(seeds.size());
    index.add_new(seeds, threads);
  }
  struct Batch {
    std::vector<Code> inside;  // successors in the tier not known before the batch
    uint64_t inside_turns = 0;
  };
  std::vector<Batch> batches(visit_chunks(threads));  // by chunk
  exits.assign(static_cast<size_t>(std::max(threads, 1)), {});
  std::atomic<bool> lowers{false};
  constexpr size_t kBatch = size_t{1} << 16;
  std::vector<Code> found;
  for (size_t at = 0; at < codes.size();) {
    if (codes.size() >= max_classes) return false;
    const size_t end = std::min(codes.size(), at + kBatch);
    for (Batch& b : batches) b.inside.clear();
    const auto visit = [&](int t, size_t c, size_t, uint8_t, std::span<const FastAdaptoidState> kids,
                           std::span<const Code> kid_codes) {
      Batch& b = batches[c];
      for (const Code k : kid_codes) index.prefetch(k);
      for (size_t j = 0; j < kids.size(); ++j) {
        const TierKey k = tier_of(kids[j], players);
        if (k == key) {
          ++b.inside_turns;
          if (index.find(kid_codes[j]) == ClassIndex::kEmpty) b.inside.push_back(kid_codes[j]);
        } else if (k < key) {
          lowers = true;
        } else {
          Exits& e = exits[t][k];
          e.add(kid_codes[j]);
          e.looked_up |= !game.status(kids[j]).over;
        }
      }
    };
    for_rank_chunks(at, end, ranks.rank(), ranks.size(), [&](size_t from, size_t to) {
      visit_children(game, codec, codes.data(), from, to, threads, visit);
    });
    if (lowers) throw std::logic_error("solve: a turn to an earlier tier (" + tier_label(key, players) + ")");
    found.clear();
    for (Batch& b : batches) found.insert(found.end(), b.inside.begin(), b.inside.end());
    index.add_new(ranks.size() == 1 ? found : all_codes(ranks, found), threads);
    at = end;
  }
  for (Batch& b : batches) inside_turns += b.inside_turns;
  return codes.size() < max_classes;
}

// The exits each thread found, as one set a later tier.
TierExits merged_exits(std::vector<std::map<TierKey, Exits>> by_thread, int threads) {
  std::map<TierKey, std::vector<std::vector<Code>>> sets;
  TierExits out;
  for (auto& exits : by_thread)
    for (auto& [k, e] : exits) {
      e.finish();
      sets[k].push_back(std::move(e.codes));
      out[k].looked_up |= e.looked_up;
    }
  for (auto& [k, s] : sets) out[k].codes = merge_unique(std::move(s), threads);
  return out;
}

}  // namespace

ExpandedTier expand_tier(const FastAdaptoidGame& game, const EnumerationCodec& codec, TierKey key,
                         std::vector<Code> seeds, uint64_t max_classes, int threads, Ranks& ranks) {
  ExpandedTier out;
  std::vector<std::map<TierKey, Exits>> exits;
  if (!grow(game, codec, key, seeds, out.tier.inside_turns, exits, max_classes, threads, ranks)) {
    out.complete = false;
    return out;
  }
  boost::sort::block_indirect_sort(seeds.begin(), seeds.end(), static_cast<uint32_t>(std::max(threads, 1)));
  out.tier.codes = std::move(seeds);
  out.exits = merged_exits(std::move(exits), threads);
  out.tier.inside_turns = all_sum(ranks, out.tier.inside_turns);
  out.exits = all_exits(ranks, std::move(out.exits));
  return out;
}

}  // namespace adaptoid
