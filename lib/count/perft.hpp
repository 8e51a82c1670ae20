#pragma once
// perft (specs/notation.md): the number of turn sequences of exactly `depth` turns.
#include <adaptoid/core/game.hpp>

#include <cstdint>
#include <utility>
#include <vector>

namespace adaptoid {

template <Game G>
uint64_t perft(const G& game, const Position& p, int depth) {
  if (depth == 0) return 1;
  std::vector<Turn> turns;
  game.legal_turns(p, turns);
  if (depth == 1) return turns.size();
  uint64_t total = 0;
  for (const Turn& t : turns) total += perft(game, game.apply(p, t), depth - 1);
  return total;
}

// The count below each first turn, in legal-turn order.
template <Game G>
std::vector<std::pair<Turn, uint64_t>> perft_divide(const G& game, const Position& p, int depth) {
  std::vector<std::pair<Turn, uint64_t>> out;
  if (depth < 1) return out;
  std::vector<Turn> turns;
  game.legal_turns(p, turns);
  for (const Turn& t : turns) out.emplace_back(t, perft(game, game.apply(p, t), depth - 1));
  return out;
}

}  // namespace adaptoid
