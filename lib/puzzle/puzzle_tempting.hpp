#pragma once
// The tempting failures of a puzzle: first turns that look as forceful as the solution (they
// capture, or leave the defender as few replies) but do not win within N, each with the
// defender's reply that escapes. They are what makes a puzzle hard, so the rating counts them.
#include <adaptoid/core/game.hpp>
#include <adaptoid/puzzle/puzzle.hpp>

namespace adaptoid {

struct TemptingResult {
  std::vector<TemptingTurn> shown;  // at most kShownTempting, most tempting first
  int count = 0;                    // every tempting failure
  uint64_t nodes = 0;
};

inline constexpr std::size_t kShownTempting = 8;

template <Game G>
TemptingResult find_tempting(const G& game, const VariantPtr& vp, const Position& p, const Turn& solution,
                             int n, uint64_t node_budget);

extern template TemptingResult find_tempting(const AdaptoidGame&, const VariantPtr&, const Position&,
                                             const Turn&, int, uint64_t);
extern template TemptingResult find_tempting(const QuantumLeapGame&, const VariantPtr&, const Position&,
                                             const Turn&, int, uint64_t);

}  // namespace adaptoid
