#pragma once
// Every reachable position of a small variant walked (state_walk.cpp): where the walk is
// complete, what no game reaches is proved impossible (playability.hpp), and two variants whose
// whole games are equal play the same game (idle_options.hpp). What a way to end is, and the test
// of an ended game for it, is shared with the judgement of playability (playability.cpp).
#include <adaptoid/check/playability.hpp>

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace adaptoid::playability_detail {

// What a way to end asks of a game: what the directed witness search aims at.
enum class Aim { ColourWins, LossGoal, NoAdaptoid, NoGrow, TurnCap, AnyEnd };

// A way to end, with the test of an ended game for it.
struct Way {
  EndWay end;
  Aim aim = Aim::AnyEnd;
  Colour colour = 0;    // the winner, for Aim::ColourWins
  bool is_win = false;  // "<colour> wins"
  std::function<bool(const Position&, const Status&)> matches;
};

// Every position reachable from `start`, when there are at most `budget` (positions that differ
// only in their turn number are one where no cap reads it). For each way to end, a game that ends
// so, if any does; complete says every position was walked, which makes a way no game reached
// impossible.
struct Walk {
  bool complete = false;
  uint64_t positions = 0;
  std::vector<std::optional<std::vector<Turn>>> reached;  // by way
  // With digests: each position's code and a digest of its turns and their results (or its
  // end), sorted by code.
  std::vector<std::pair<std::string, uint64_t>> graph;
};
Walk walk_all(const AdaptoidGame& game, const Position& start, const std::vector<Way>& ways, uint64_t budget);
Walk walk_all(const QuantumLeapGame& game, const Position& start, const std::vector<Way>& ways,
              uint64_t budget);

// The whole game from the variant's start as positions and turns (Walk::graph), when it has at
// most `budget` positions: two variants with equal graphs play the same game.
std::optional<std::vector<std::pair<std::string, uint64_t>>> game_graph(const VariantPtr& v, uint64_t budget);

}  // namespace adaptoid::playability_detail
