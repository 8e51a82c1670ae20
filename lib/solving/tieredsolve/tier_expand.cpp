// The forward pass over one tier (see tier_passes.hpp).
#include <adaptoid/solving/ranks/rank_exchange.hpp>
#include <adaptoid/solving/retro/class_children.hpp>
#include <adaptoid/solving/retro/code_set.hpp>
#include <adaptoid/solving/tieredsolve/tier_passes.hpp>

#include <algorithm>
#include <iterator>
#include <utility>

namespace adaptoid {

namespace {

// The exits found so far to one later tier.
struct Exits : CodeSet {
  bool looked_up = false;
};

// Grows `codes` (the tier's seeds) with the classes reachable inside the tier, gathering the
// exits; false when the classes reach max_classes. With several ranks each takes chunks of every
// batch of classes as it is free, and the classes new to the tier are exchanged after each batch
// and filed in rank order, so every rank holds the same classes in the same order (an order that
// differs from run to run, which the sort at the end undoes); the exits and the turns each rank
// found stay its own.
bool grow(const FastAdaptoidGame& game, const EnumerationCodec& codec, TierKey key, std::vector<Code>& codes,
          uint64_t& inside_turns, std::map<TierKey, Exits>& exits, uint64_t max_classes, int threads,
          Ranks& ranks) {
  const int players = game.variant().players;
  ClassIndex index(codes);
  {
    const std::vector<Code> seeds = std::move(codes);
    codes.clear();
    codes.reserve(seeds.size());
    for (const Code c : seeds) index.id(c);
  }
  struct Batch {
    std::vector<Code> inside;  // successors in the tier not known before the batch
    std::vector<std::pair<TierKey, Code>> later;
    std::vector<TierKey> playing;  // tiers of exits to games not over
    uint64_t inside_turns = 0;
  };
  std::vector<Batch> batches(std::max(threads, 1));
  std::atomic<bool> lowers{false};
  // Classes a batch: with ranks, each batch ends in an exchange that waits for the last rank's
  // chunk, so batches are 4 times larger (a batch's new classes are held until its end).
  const size_t batch_classes = ranks.size() == 1 ? size_t{1} << 16 : size_t{1} << 18;
  for (size_t at = 0; at < codes.size();) {
    if (codes.size() >= max_classes) return false;
    const size_t end = std::min(codes.size(), at + batch_classes);
    for (Batch& b : batches) b.inside.clear(), b.later.clear(), b.playing.clear();
    const auto visit = [&](int t, size_t, uint8_t, std::span<const FastAdaptoidState> kids,
                           std::span<const Code> kid_codes) {
      Batch& b = batches[t];
      for (size_t j = 0; j < kids.size(); ++j) {
        const TierKey k = tier_of(kids[j], players);
        if (k == key) {
          ++b.inside_turns;
          if (index.find(kid_codes[j]) == ClassIndex::kEmpty) b.inside.push_back(kid_codes[j]);
        } else if (k < key) {
          lowers = true;
        } else {
          b.later.emplace_back(k, kid_codes[j]);
          if (!game.status(kids[j]).over) b.playing.push_back(k);
        }
      }
    };
    for_dealt_chunks(ranks, at, end, [&](size_t, size_t from, size_t to) {
      visit_children(game, codec, codes.data(), from, to, threads, visit);
    });
    if (lowers) throw std::logic_error("solve: a turn to an earlier tier (" + tier_label(key, players) + ")");
    std::vector<Code> found;
    for (Batch& b : batches) {
      inside_turns += std::exchange(b.inside_turns, 0);
      found.insert(found.end(), b.inside.begin(), b.inside.end());
      for (const auto& [k, c] : b.later) exits[k].add(c);
      for (const TierKey k : b.playing) exits[k].looked_up = true;
    }
    for (const Code c : all_values(ranks, std::move(found))) index.id(c);
    at = end;
  }
  return codes.size() < max_classes;
}

// The union of every rank's exits (each rank's codes sorted and unique), on every rank: a
// collective call, the identity with one rank.
TierExits all_exits(Ranks& ranks, TierExits mine) {
  if (ranks.size() == 1) return mine;
  RankBytes bytes;
  std::vector<uint64_t> head;  // by exit: its tier and whether it is looked up
  for (const auto& [to, exit] : mine) head.insert(head.end(), {to, exit.looked_up ? 1U : 0U});
  put_values(bytes, head);
  for (const auto& [to, exit] : mine) put_values(bytes, exit.codes);
  TierExits out;
  for (const RankBytes& piece : ranks.all_gather(bytes)) {
    RankReader in(piece);
    const std::vector<uint64_t> theirs = in.values<uint64_t>();
    for (size_t i = 0; i + 1 < theirs.size(); i += 2) {
      TierExit& into = out[theirs[i]];
      into.looked_up |= theirs[i + 1] != 0;
      const std::vector<Code> codes = in.values<Code>();
      std::vector<Code> merged;
      merged.reserve(into.codes.size() + codes.size());
      std::set_union(into.codes.begin(), into.codes.end(), codes.begin(), codes.end(),
                     std::back_inserter(merged));
      into.codes = std::move(merged);
    }
  }
  return out;
}

}  // namespace

ExpandedTier expand_tier(const FastAdaptoidGame& game, const EnumerationCodec& codec, TierKey key,
                         std::vector<Code> seeds, uint64_t max_classes, int threads, Ranks& ranks) {
  ExpandedTier out;
  std::map<TierKey, Exits> exits;
  if (!grow(game, codec, key, seeds, out.tier.inside_turns, exits, max_classes, threads, ranks)) {
    out.complete = false;
    return out;
  }
  out.tier.codes = std::move(seeds);
  for (auto& [k, e] : exits) {
    e.finish();
    out.exits[k] = {std::move(e.codes), e.looked_up};
  }
  out.tier.inside_turns = all_sum(ranks, out.tier.inside_turns);
  out.exits = all_exits(ranks, std::move(out.exits));
  return out;
}

}  // namespace adaptoid
