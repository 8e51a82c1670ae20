#pragma once
// Internal to the play module: the factories make_player dispatches to, one per player kind.
#include <adaptoid/fast/fast_game.hpp>
#include <adaptoid/play/player.hpp>

#include <memory>

namespace adaptoid {

std::unique_ptr<Player> make_random_player(const VariantPtr& variant, const PlayerSpec& spec, uint64_t seed);
std::unique_ptr<Player> make_greedy_player(const AnyFastGame& game, const PlayerSpec& spec, uint64_t seed);
std::unique_ptr<Player> make_uct_player(const AnyFastGame& game, const PlayerSpec& spec, uint64_t seed);
Result<std::unique_ptr<Player>> make_engine_player(const AnyFastGame& game, const PlayerSpec& spec,
                                                   uint64_t seed);

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
