#include <adaptoid/endgame.hpp>

#include <adaptoid/game.hpp>

namespace adaptoid {

SearchResult solve_endgame(const VariantPtr& variant, const Position& p, const EndgameOptions& options) {
  return std::visit([&](const auto& game) { return solve_position(game, p, options.turns, options.node_budget); },
                    make_game(variant));
}

}  // namespace adaptoid
