// `uct`: plain UCT with random playouts (mcts.hpp without its options).
#include <adaptoid/play/mcts.hpp>
#include <adaptoid/play/players_parts.hpp>

#include <cmath>

namespace adaptoid {

namespace {

constexpr double kDefaultSeconds = 1.0;

template <FastGame G>
class UctPlayer final : public Player {
 public:
  UctPlayer(const G& game, const PlayerSpec& spec, uint64_t seed)
      : Player(spec), game_(game), mcts_(game_, MctsOptions{}, spec.seed.value_or(seed)) {}

  Choice choose(const Position& p, const SearchLimits& limits) override {
    const Budget budget(spec(), limits, kDefaultSeconds);
    const auto found = mcts_.search(game_.from_position(p), budget);
    Choice choice;
    choice.turn = found.turn;
    choice.score = {Score::Kind::Estimate, static_cast<int>(std::lround(200.0 * found.reward - 100.0))};
    choice.pv = {choice.turn};
    choice.nodes = found.iterations;
    choice.seconds = budget.elapsed();
    choice.lines.push_back({0, 1, choice.score, choice.pv, choice.nodes, choice.seconds});
    return choice;
  }

 private:
  G game_;
  Mcts<G> mcts_;
};

}  // namespace

std::unique_ptr<Player> make_uct_player(const AnyFastGame& game, const PlayerSpec& spec, uint64_t seed) {
  return std::visit(
      [&](const auto& g) -> std::unique_ptr<Player> {
        return std::make_unique<UctPlayer<std::decay_t<decltype(g)>>>(g, spec, seed);
      },
      game);
}

}  // namespace adaptoid
