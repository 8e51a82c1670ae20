// The classes of a solved Adaptoid-family variant (see folded_classes.hpp).
#include <adaptoid/codes/canonical.hpp>
#include <adaptoid/core/adaptoid_game.hpp>
#include <adaptoid/tables/folded_classes.hpp>

#include <algorithm>
#include <stdexcept>

namespace adaptoid {

std::vector<GroupElement> folded_group(const VariantPtr& variant) {
  return symmetry_group(*variant, AdaptoidGame(variant).start(0));
}

EnumerationCodec folded_codec(const VariantPtr& variant) {
  return EnumerationCodec(*variant, folded_group(variant));
}

EnumerationCodec exact_folded_codec(const VariantPtr& variant) {
  EnumerationCodec codec = folded_codec(variant);
  if (!codec.exact())
    throw fail(variant->name + ": a position needs " + std::to_string(codec.bits()) +
               " bits, more than the 128 of an exact code, so its positions cannot be stored");
  return codec;
}

void FoldedSummary::merge(const FoldedSummary& other) {
  classes += other.classes, turns += other.turns, nobody += other.nobody;
  for (size_t k = 0; k < forced.size(); ++k) {
    forced[k] += other.forced[k];
    longest[k] = std::max(longest[k], other.longest[k]);
  }
}

void FoldedSummary::add(const ForcedWins& w, int players) {
  ++classes;
  bool any = false;
  for (int k = 0; k < players; ++k)
    if (w.forces(k)) {
      ++forced[k], any = true;
      longest[k] = std::max(longest[k], w.plies(k));
    }
  nobody += !any;
}

FoldedSummary summarize(const FoldedSolve& solved, int players) {
  FoldedSummary s;
  for (const ForcedWins& w : solved.wins) s.add(w, players);
  s.turns = solved.edges;
  s.start = solved.start;
  s.start_wins = solved.wins[std::lower_bound(solved.codes.begin(), solved.codes.end(), solved.start) -
                             solved.codes.begin()];
  return s;
}

}  // namespace adaptoid
