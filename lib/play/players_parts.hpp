#pragma once
// Internal to the play module: the factories make_player dispatches to, one per player kind.
#include <adaptoid/fast/fast_game.hpp>
#include <adaptoid/play/player.hpp>

#include <cmath>
#include <memory>
#include <utility>
#include <variant>

namespace adaptoid {

std::unique_ptr<Player> make_random_player(const VariantPtr& variant, const PlayerSpec& spec, uint64_t seed);
std::unique_ptr<Player> make_greedy_player(const AnyFastGame& game, const PlayerSpec& spec, uint64_t seed);
std::unique_ptr<Player> make_uct_player(const AnyFastGame& game, const PlayerSpec& spec, uint64_t seed);
Result<std::unique_ptr<Player>> make_engine_player(const AnyFastGame& game, const PlayerSpec& spec,
                                                   uint64_t seed);
// cmd:PROGRAM ARGS, started and past the protocol's greeting (command_player.cpp).
Result<std::unique_ptr<Player>> make_command_player(const VariantPtr& variant, const PlayerSpec& spec);
// The player itself, or with the placement opening (A21, A22) a wrapper that makes the colour
// choice from its view of the position after it (opening_player.cpp).
std::unique_ptr<Player> through_the_opening(const VariantPtr& variant, std::unique_ptr<Player> inner);

// A player template P<G> made on the fast generator `game` holds, with the rest of its arguments.
template <template <class> class P, class... Args>
std::unique_ptr<Player> make_on(const AnyFastGame& game, Args&&... args) {
  return std::visit(
      [&](const auto& g) -> std::unique_ptr<Player> {
        return std::make_unique<P<std::decay_t<decltype(g)>>>(g, std::forward<Args>(args)...);
      },
      game);
}

// A choice that is its turn alone: the variation is the turn, and the one line repeats it.
inline Choice one_line_choice(const Turn& turn, const Score& score, uint64_t nodes, double seconds,
                              int depth = 0) {
  Choice c;
  c.turn = turn;
  c.score = score;
  c.pv = {turn};
  c.nodes = nodes;
  c.seconds = seconds;
  c.depth = depth;
  c.lines.push_back({depth, 1, score, c.pv, nodes, seconds});
  return c;
}

// A playout reward (0 lost .. 1 won) as an estimate in hundredths, -100 .. +100.
inline Score reward_score(double reward) {
  return Score::estimate(static_cast<int>(std::lround(200.0 * reward - 100.0)));
}

// The turns of s in the plain game's order and the position each leads to.
template <FastGame G>
void root_children(const G& game, const typename G::State& s, std::vector<Turn>& turns,
                   std::vector<typename G::State>& states) {
  game.legal_turns(s, turns);
  states.clear();
  states.reserve(turns.size());
  for (const Turn& t : turns) states.push_back(game.apply(s, t));
}

}  // namespace adaptoid
