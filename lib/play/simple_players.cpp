// The two reference players below uct: `random` (a uniformly random legal turn) and `greedy` (the
// turn whose position the engine's evaluation likes best, one turn deep; a win at once first).
#include <adaptoid/core/game.hpp>
#include <adaptoid/play/budget.hpp>
#include <adaptoid/play/evaluate.hpp>
#include <adaptoid/play/players_parts.hpp>
#include <adaptoid/util/random.hpp>

namespace adaptoid {

namespace {

class RandomPlayer final : public Player {
 public:
  RandomPlayer(VariantPtr variant, const PlayerSpec& spec, uint64_t seed)
      : Player(spec), game_(make_game(std::move(variant))), rng_(spec.seed.value_or(seed)) {}

  Choice choose(const Position& p, const SearchLimits&) override {
    const std::vector<Turn> turns = std::visit([&](const auto& game) { return legal_turns(game, p); }, game_);
    return one_line_choice(turns[rng_.below(turns.size())], {}, 0, 0);
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
      const int v = value_or_result(game_, evaluate_, states_[i], me, kWon);
      if (best.empty() || v > best_value) best.clear(), best_value = v;
      if (v == best_value) best.push_back(i);
    }
    const Score score = best_value >= kWon ? Score{Proof::Win, 1} : Score::estimate(best_value);
    return one_line_choice(turns_[best[rng_.below(best.size())]], score, states_.size(), clock.elapsed(), 1);
  }

 private:
  static constexpr int kWon = 1'000'000;

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
  return make_on<GreedyPlayer>(game, spec, seed);
}

}  // namespace adaptoid
