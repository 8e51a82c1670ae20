#pragma once
// Whether the variant's games end under play, not only whether a position exists where nothing
// can happen (playability.hpp's termination search): engine games at two budgets, each in both
// seat orders, seeded, each classified by game_ending.hpp. A game that stalls (a run of passes, a
// position repeated, the turn cap) is a witnessed defect: players who play to win do not finish
// the game.
#include <adaptoid/check/game_ending.hpp>
#include <adaptoid/check/playability.hpp>

#include <cstdint>
#include <optional>
#include <vector>

namespace adaptoid {

struct StallOptions {
  std::vector<uint64_t> budgets = {300, 3000};  // the engine's nodes a turn, one match each
  int max_plies = 400;                          // a game stopped here is called stopped at a cap
  uint64_t seed = 1;
  GameEndingOptions ending{};
};

struct StallSearch {
  bool played = false;  // false where no engine plays the board (over 64 cells) or every game ends
  std::string why_not;  // when not played
  std::vector<GameClass> games;
  std::optional<GameRecord> witness;  // the first game that stalled
  GameClass witness_class;
  int stalled() const;
};

StallSearch play_for_stalls(const VariantPtr& v, const StallOptions& o = {});
// Whether at least half the games stalled: then players who play to win do not finish the game,
// a defect. Fewer is an advisory: a circle the engine at these budgets fell into, which stronger
// play may leave (on adaptoid-19, solved as White's win, one game in four goes round).
bool stalls_are_the_rule(const StallSearch& s);
// What a stalled game witnesses (the first one), or nothing when every game ended.
std::optional<Finding> stall_finding(const StallSearch& s, const StallOptions& o);

}  // namespace adaptoid
