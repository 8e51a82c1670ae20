#pragma once
// The measures game designers use to judge a design from play (those of Ludii's Evaluation
// metrics, after Browne's Ludi), from the report's self-play games, each with its definition and
// a 95% interval: balance, completion, drawishness, timeouts, decisiveness, duration, lead change,
// drama, branching factor and board coverage; and the skill trace: whether a stronger engine
// beats a weaker one, at two or three strengths.
#include <adaptoid/play/player.hpp>
#include <adaptoid/report/play/game_facts.hpp>
#include <adaptoid/util/statistics.hpp>

#include <optional>
#include <string>
#include <vector>

namespace adaptoid {

struct Measure {
  std::string name, definition;
  double value = 0, lower = 0, upper = 0;  // the 95% interval
  bool share = true;                       // a share (shown in percent) or a number
  int n = 0;                               // the games (or won games) it is measured over
  double half_width() const { return (upper - lower) / 2; }
};

// Every measure of the games (n = 0 where no game has what it needs: decisiveness without a won
// game). Balance's interval is a bootstrap over the games, seeded, so the same games give it.
std::vector<Measure> design_measures(const Variant& v, const std::vector<GameFacts>& games);

// "61% ± 4" or "84.2 ± 5.1".
std::string measure_text(const Measure& m);

// One step of the skill trace: the stronger player against the weaker.
struct SkillStep {
  std::string weaker, stronger;  // the specs' texts
  int games = 0;
  Share stronger_wins, weaker_wins, draws;
};

// The players of a skill trace: the report's player at 1/16, 1/4 and the whole of its node (or
// iteration) budget; none for a player without one (a clock budget is not deterministic).
std::vector<PlayerSpec> skill_levels(const PlayerSpec& player);

// Who won each game of a match between `weaker` (player 0) and `stronger` (player 1, every other
// seat of a three-player game weaker): the games' facts carry their index, which gives the seats.
SkillStep skill_step(const Variant& v, const PlayerSpec& weaker, const PlayerSpec& stronger,
                     const std::vector<GameFacts>& games);

}  // namespace adaptoid
