// `uct`: plain UCT with random playouts (mcts.hpp without its options).
#include <adaptoid/play/mcts.hpp>
#include <adaptoid/play/players_parts.hpp>

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
    const typename G::State root = game_.from_position(p);
    const auto found = mcts_.search(root, budget);
    const double seconds = budget.elapsed();
    budget.hold_until_time(game_.count_turns(root));
    return one_line_choice(found.turn, reward_score(found.reward), found.iterations, seconds);
  }

 private:
  G game_;
  Mcts<G> mcts_;
};

}  // namespace

std::unique_ptr<Player> make_uct_player(const AnyFastGame& game, const PlayerSpec& spec, uint64_t seed) {
  return make_on<UctPlayer>(game, spec, seed);
}

}  // namespace adaptoid
