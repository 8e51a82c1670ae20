#pragma once
// A solved Adaptoid-family variant in memory: every class of positions reachable from the start
// under its canonical exact code (codes/enumeration_codec.hpp), with each player's forced win
// (forced_wins.hpp); what the solvers make (tieredsolve/tiered_retrograde.hpp) and the tables hold
// (adaptoid_table.hpp).
#include <adaptoid/codes/enumeration_codec.hpp>
#include <adaptoid/tables/forced_wins.hpp>

#include <array>
#include <cstdint>
#include <vector>

namespace adaptoid {

struct FoldedSolve {
  std::vector<Code> codes;       // the canonical codes of the classes, sorted
  std::vector<ForcedWins> wins;  // by class
  Code start = 0;                // the start's class
  uint64_t edges = 0;            // turns between classes (every legal turn of one position a class)
  bool complete = true;          // false when max_classes stopped the search
};

// What a solve report says of a folded table: the classes, the turns between them, how many
// classes each player (counted from the mover) forces a win in and its longest, and the start's.
struct FoldedSummary {
  uint64_t classes = 0, turns = 0, nobody = 0;
  std::array<uint64_t, kMaxAdaptoidPlayers> forced{};
  std::array<int, kMaxAdaptoidPlayers> longest{};
  Code start = 0;
  ForcedWins start_wins;
  void add(const ForcedWins& w, int players);  // counts one class
  void merge(const FoldedSummary& other);      // counts another's classes and turns (not its start)
};
FoldedSummary summarize(const FoldedSolve& solved, int players);

// The symmetry group a variant's tables fold by: its group at the start (turn 1).
std::vector<GroupElement> folded_group(const VariantPtr& variant);
// The codec a variant's folded table is keyed by, with that group.
EnumerationCodec folded_codec(const VariantPtr& variant);
// The same, refusing (throwing Error, for the solver's entry to return) a variant whose positions
// need more than an exact 128-bit code, so they could not be stored.
EnumerationCodec exact_folded_codec(const VariantPtr& variant);

}  // namespace adaptoid
