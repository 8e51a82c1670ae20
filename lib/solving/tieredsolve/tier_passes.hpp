#pragma once
// The two passes over one tier of the tiered solve (tiered_retrograde.hpp): expanding it from its
// seeds, and solving it once every later tier it leads to is solved. Both take the tier's
// successors from the rules again (visit_children) rather than from stored edges: edges are most
// of the one-pass solver's memory, and on disk they would be ~16 bytes a turn.
#include <adaptoid/codes/enumeration_codec.hpp>
#include <adaptoid/fast/fast_adaptoid_game.hpp>
#include <adaptoid/solving/ranks/ranks.hpp>
#include <adaptoid/solving/retro/class_index.hpp>
#include <adaptoid/solving/writers/tier_files.hpp>

#include <map>
#include <vector>

namespace adaptoid {

struct ExpandedTier {
  // Its codes in the order found, not sorted: only the rank that writes the tier's file needs
  // them sorted (the others read them back from it), and sorting on every rank held each up.
  ForwardTier tier;
  TierExits exits;       // successors in later tiers
  bool complete = true;  // false when the tier reached max_classes
};

// Every class of tier `key` reachable from `seeds` (its sorted codes) by turns that stay in the
// tier, breadth-first. Throws std::logic_error for a turn to an earlier tier (folded_tier.hpp).
// A collective call of the ranks (ranks.hpp): each expands its share of the classes, and every
// rank gets the whole tier and all its exits.
ExpandedTier expand_tier(const FastAdaptoidGame& game, const EnumerationCodec& codec, TierKey key,
                         std::vector<Code> seeds, uint64_t max_classes, int threads, Ranks& ranks);

// A solved later tier, its codes indexed for the look-ups of the tiers before it.
struct IndexedTier {
  explicit IndexedTier(SolvedTier solved) : tier(std::move(solved)), at(tier.codes) {}
  SolvedTier tier;
  CodePositions at;
};

// Each player's forced win in every class of tier `key` (`tier`): its successors in the
// tier are propagated as the one-pass solver does; those in later tiers come from `later`, which
// holds every tier of its exits that is looked_up (ended games are valued from their status,
// without a look-up). The codes are freed before the propagation, when memory peaks, so the
// result has none: the caller reads them back from the tier's forward file. A collective call of
// the ranks: each makes the successors of its chunks of the classes (for_dealt_chunks), rank 0 propagates
// over the whole tier, and every rank gets the result.
SolvedTier solve_tier(const FastAdaptoidGame& game, const EnumerationCodec& codec, TierKey key,
                      ForwardTier tier, const std::map<TierKey, IndexedTier>& later, int threads,
                      Ranks& ranks);

}  // namespace adaptoid
