// The two reference players below uct: `random` (a uniformly random legal turn) and `greedy` (the
// turn whose position the engine's evaluation likes best, one turn deep; a win at once first).
#include <adaptoid/core/game.hpp>
#include <adaptoid/core/random.hpp>
#include <adaptoid/play/budget.hpp>
#include <adaptoid/play/evaluate.hpp>
#include <adaptoid/play/players_parts.hpp>

namespace adaptoid {

namespace {

class RandomPlayer final : public Player {
 public:
  RandomPlayer(VariantPtr variant, const PlayerSpec& spec, uint64_t seed)
      : Player(spec), game_(make_game(std::move(variant))), rng_(spec.seed.value_or(seed)) {}

  Choice choose(const Position& p, const SearchLimits&) override {
    Choice choice;
    std::visit(
        [&](const auto& game) {
          const std::vector<Turn> turns = legal_turns(game, p);
          choice.turn = turns[rng_.below(turns.size())];
        },
        game_);
    choice.pv = {choice.turn};
    choice.lines.push_back({.depth = 0, .multipv = 1, .score = {}, .pv = choice.pv});
    return choice;
  }

 private:
  AnyGame game_;
  SplitMix64 rng_;
};

template <FastGame G>
class GreedyPlayer final : public Player {
 public:
  GreedyPlayer(const G& game, const PlayerSpec& spec, uint64_t seed)
      : Player(spec), game_(game), evaluate_(make_evaluator(game_)), rng_(spec.seed.value_or(seed)) {}

  Choice choose(const Position& p, const SearchLimits&) override {
    const Budget clock(spec(), {}, 0);
    const auto s = game_.from_position(p);
    const Colour me = s.side;
    root_children(game_, s, turns_, states_);
    std::vector<size_t> best;
    int best_value = 0;
    for (size_t i = 0; i < states_.size(); ++i) {
      const int v = value(states_[i], me);
      if (best.empty() || v > best_value) best.clear(), best_value = v;
      if (v == best_value) best.push_back(i);
    }
    Choice choice;
    choice.turn = turns_[best[rng_.below(best.size())]];
    choice.score = {Score::Kind::Estimate, best_value};
    if (best_value >= kWon) choice.score = {Score::Kind::Win, 1};
    choice.pv = {choice.turn};
    choice.nodes = states_.size();
    choice.depth = 1;
    choice.seconds = clock.elapsed();
    choice.lines.push_back({1, 1, choice.score, choice.pv, choice.nodes, choice.seconds});
    return choice;
  }

 private:
  static constexpr int kWon = 1'000'000;
  int value(const typename G::State& s, Colour me) const {
    const Status st = game_.status(s);
    if (!st.over) return evaluate_(s, me);
    if (!st.winner) return 0;
    return *st.winner == me ? kWon : -kWon;
  }

  G game_;
  decltype(make_evaluator(std::declval<const G&>())) evaluate_;
  SplitMix64 rng_;
  std::vector<Turn> turns_;
  std::vector<typename G::State> states_;
};

}  // namespace

std::unique_ptr<Player> make_random_player(const VariantPtr& variant, const PlayerSpec& spec, uint64_t seed) {
  return std::make_unique<RandomPlayer>(variant, spec, seed);
}

std::unique_ptr<Player> make_greedy_player(const AnyFastGame& game, const PlayerSpec& spec, uint64_t seed) {
  return std::visit(
      [&](const auto& g) -> std::unique_ptr<Player> {
        return std::make_unique<GreedyPlayer<std::decay_t<decltype(g)>>>(g, spec, seed);
      },
      game);
}

}  // namespace adaptoid
