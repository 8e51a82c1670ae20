// Score, supplies and the goal's sentence (puzzle_score.hpp).
#include <adaptoid/core/adaptoid_game.hpp>
#include <adaptoid/core/game.hpp>
#include <adaptoid/core/position.hpp>
#include <adaptoid/puzzle/puzzle_score.hpp>

#include <fmt/format.h>

namespace adaptoid {

std::optional<PuzzleScore> puzzle_score(const VariantPtr& v, const Position& p) {
  if (!family_traits(*v).counts_losses) return std::nullopt;
  const AdaptoidGame rules(v);
  PuzzleScore s;
  s.goal = v->loss_goal();
  for (Colour c = 0; c < v->players; ++c) {
    s.lost.push_back(p.lost(c));
    s.supplies.push_back(rules.supply(p, c));
  }
  return s;
}

std::string puzzle_goal_text(const Variant& v, Colour side, int turns) {
  const std::string me = capitalised_colour(side);
  const std::string next = capitalised_colour(v.next(side));
  std::string why;  // how the game ends
  if (v.players == 2)
    why = !family_traits(v).counts_losses
              ? next + " loses when it cannot capture (Q5)"
              : fmt::format("{} loses when it has lost {} adaptoids or has none left (A15)", next,
                            v.loss_goal());
  else if (!family_traits(v).counts_losses)
    why = fmt::format("{} cannot capture, so {}, the player before it, wins (Q5)", next, me);
  else
    why = fmt::format(
        "the game ends with {} the winner, {} (its prey) having lost {} adaptoids or having none left (T7)",
        me, capitalised_colour(v.prey[side]), v.loss_goal());
  // A win in one leaves the others no turn, so it names neither what they do nor their joint play.
  if (turns == 1) return me + " to play and win in one turn: " + why;
  std::string others;
  for (Colour c = v.next(side); c != side; c = v.next(c))
    others += (others.empty() ? "" : " and ") + capitalised_colour(c);
  return fmt::format("{} to play and win in {} turns {}: {}", me, turns,
                     v.players == 2 ? "whatever " + next + " does" : "against any joint play of " + others,
                     why);
}

}  // namespace adaptoid
