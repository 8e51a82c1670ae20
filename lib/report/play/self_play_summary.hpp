#pragma once
// The self-play numbers of a variant, from its games' facts: each colour's win share with its 95%
// interval, draws and turn-cap endings, the length distribution, the branching factor along the
// game, decisiveness and lead changes, and how often each rule fired (in how many games).
#include <adaptoid/report/play/game_facts.hpp>
#include <adaptoid/report/play/rule_firing.hpp>
#include <adaptoid/util/statistics.hpp>

#include <cstdint>
#include <vector>

namespace adaptoid {

struct RuleTally {
  RuleEvent event;
  int64_t fired = 0;  // times, over all games
  int games = 0;      // games it fired in at least once
};

struct SelfPlaySummary {
  int games = 0;
  std::vector<Share> wins;   // by colour
  Share draws, capped;       // capped: drawn by a turn cap (part of the draws)
  std::vector<int> lengths;  // plies, by game
  Mean length;
  Histogram length_histogram;
  // Mean legal turns before ply i over the games that reached it, while at least a tenth of the
  // games (and at least 2) did, so the tail of one long game does not draw the line.
  std::vector<double> branching;
  std::vector<double> decided_at;    // by won game (GameFacts::decided_at)
  std::vector<double> lead_changes;  // by game
  Mean decided, leads;
  std::vector<RuleTally> rules;  // possible_events first, then anything else that fired
  // The games some colour won.
  int decided_games() const;
};

SelfPlaySummary summarize_self_play(const Variant& v, const std::vector<GameFacts>& games);

}  // namespace adaptoid
