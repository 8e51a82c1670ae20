#pragma once
// The cross-check: Z3 enumerates every legal turn of a position from the rule models (blocking
// each turn found) and the result is compared with the engine's list, turn by turn: the same
// turns, the same positions after them, the same end and winner.
#include <adaptoid/core/game.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace adaptoid::smt {

struct CrossCheck {
  std::string position;  // the position checked, in the notation
  int engine_turns = 0, model_turns = 0;
  bool unknown = false;                  // Z3 gave up (timeout): nothing is claimed
  std::vector<std::string> differences;  // each names the turn and what differs
  bool agrees() const { return !unknown && differences.empty(); }
};

CrossCheck cross_check(const AdaptoidGame& game, const Position& p, unsigned timeout_ms = 20000);
CrossCheck cross_check(const QuantumLeapGame& game, const Position& p, unsigned timeout_ms = 20000);
// The same, with the model reading other rules than the engine plays (to show that the check
// notices a rule the engine does not play; `rules` must have the same board and players).
CrossCheck cross_check(const AdaptoidGame& game, const Position& p, const Variant& rules,
                       unsigned timeout_ms = 20000);

// Positions met in random games from the start (seeded; the same seed gives the same list):
// `count` positions where the game is not over, every `stride`-th turn of each game.
template <Game G>
std::vector<Position> sample_positions(const G& game, uint64_t seed, int count, int stride = 3);

}  // namespace adaptoid::smt
