#pragma once
// Internal to the check module: the pieces of judge_playability (playability.hpp).
#include <adaptoid/check/playability.hpp>

#include <functional>

namespace adaptoid::playability_detail {

// A way to end, with the test of an ended game for it.
struct Way {
  EndWay end;
  bool is_win = false;  // "<colour> wins"
  std::function<bool(const Position&, const Status&)> matches;
};

// The ways the variant's rules let a game end: each colour's win, then each reason.
std::vector<Way> ways_of(const Variant& v);
// The proofs the options give for the ways that cannot be reached.
void add_proofs(const Variant& v, std::vector<Way>& ways);
std::string game_text(const Variant& v, const Position& start, const std::vector<Turn>& line);
int adaptoids_of(const Variant& v, const Position& p, Colour c);

// The witness games, the search from the start, and the findings of both.
Playability explore(const AdaptoidGame& game, const PlayabilityOptions& o);
Playability explore(const QuantumLeapGame& game, const PlayabilityOptions& o);

}  // namespace adaptoid::playability_detail
