#pragma once
// Internal to the check module: the pieces of judge_playability (playability.hpp).
#include <adaptoid/check/playability.hpp>

#include <functional>
#include <optional>

namespace adaptoid::playability_detail {

// What a way to end asks of a game: what the directed search (directed_witness.cpp) aims at.
enum class Aim { ColourWins, LossGoal, NoAdaptoid, NoGrow, TurnCap, AnyEnd };

// A way to end, with the test of an ended game for it.
struct Way {
  EndWay end;
  Aim aim = Aim::AnyEnd;
  Colour colour = 0;    // the winner, for Aim::ColourWins
  bool is_win = false;  // "<colour> wins"
  std::function<bool(const Position&, const Status&)> matches;
};

// The ways the variant's rules let a game end: each colour's win, then each reason.
std::vector<Way> ways_of(const Variant& v);
// The proofs the options give for the ways that cannot be reached.
void add_proofs(const Variant& v, std::vector<Way>& ways);
std::string game_text(const Variant& v, const Position& start, const std::vector<Turn>& line);
int adaptoids_of(const Variant& v, const Position& p, Colour c);

// A game from `start` that ends the way `way` asks, found by a beam search that plays both sides
// towards it (a witness is any game, so the players cooperate); nodes counts the positions made.
std::optional<std::vector<Turn>> directed_witness(const AdaptoidGame& game, const Position& start,
                                                  const Way& way, const PlayabilityOptions& o,
                                                  uint64_t& nodes);
std::optional<std::vector<Turn>> directed_witness(const QuantumLeapGame& game, const Position& start,
                                                  const Way& way, const PlayabilityOptions& o,
                                                  uint64_t& nodes);

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

// The witness games, the search from the start, and the findings of both.
using Lines = std::vector<std::vector<std::string>>;
Playability explore(const AdaptoidGame& game, const PlayabilityOptions& o, const Lines& borrowed);
Playability explore(const QuantumLeapGame& game, const PlayabilityOptions& o, const Lines& borrowed);

}  // namespace adaptoid::playability_detail
