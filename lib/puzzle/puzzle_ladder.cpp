// The solver ladder and the rating fitted from it (puzzle_ladder.hpp).
#include <adaptoid/core/game.hpp>
#include <adaptoid/play/player.hpp>
#include <adaptoid/puzzle/puzzle_ladder.hpp>

#include <cmath>

namespace adaptoid {

namespace {

// The strong rungs, the same in every family, after a family's weaker ones.
std::vector<LadderStep> then_strong(std::vector<LadderStep> weaker) {
  static constexpr LadderStep kStrong[] = {{"engine:nodes=3000", 1400},
                                           {"engine:nodes=10000", 1600},
                                           {"engine:nodes=30000", 1800},
                                           {"engine:nodes=100000", 2000},
                                           {"engine:nodes=300000", 2200}};
  weaker.insert(weaker.end(), std::begin(kStrong), std::end(kStrong));
  return weaker;
}

// Adaptoid family: `greedy` already fails most puzzles deeper than one turn, so the rungs climb
// from it to strong budgets.
const std::vector<LadderStep>& ladder_of(AdaptoidTag /*family*/) {
  static const std::vector<LadderStep> ladder =
      then_strong({{"greedy", 800}, {"engine:nodes=300", 1000}, {"engine:nodes=1000", 1200}});
  return ladder;
}

// Quantum Leap: `greedy` (a win at once first) solves 80% of the puzzles and every engine from
// 3000 nodes up nearly all, so the rating said little. The engine at a handful of nodes (its win
// search gets a fifth: 6 nodes is the least that bounds it) fails on some wins in two and three
// that greedy or 300 nodes find, and spreads the ratings along the depth. Random-ish rungs
// (`random`, `uct` at a few iterations) were tried and left out: they spread the wins in one by
// luck and agreed less with the depth (Spearman 0.34 against 0.56 on the 2026-27 year).
const std::vector<LadderStep>& ladder_of(QuantumLeapTag /*family*/) {
  static const std::vector<LadderStep> ladder = then_strong({{"greedy", 800},
                                                             {"engine:nodes=6", 850},
                                                             {"engine:nodes=10", 900},
                                                             {"engine:nodes=30", 1000},
                                                             {"engine:nodes=100", 1100},
                                                             {"engine:nodes=300", 1200},
                                                             {"engine:nodes=1000", 1300}});
  return ladder;
}

}  // namespace

const std::vector<LadderStep>& solver_ladder(const Variant& v) {
  return visit_family(v, [](auto family) -> const std::vector<LadderStep>& { return ladder_of(family); });
}

namespace {

// Whether `player` finds the solution's turn at every solver ply of the main line.
template <Game G>
bool solves(const G& game, Player& player, const Puzzle& z) {
  const Variant& v = game.variant();
  std::string before = z.position;
  for (const PuzzlePly& ply : z.solution) {
    if (ply.player == z.side) {
      auto p = parse_position(game, before);
      if (!p) return false;
      player.new_game();
      if (format_turn(v, player.choose(p.value()).turn) != ply.turn) return false;
    }
    before = ply.position;
  }
  return true;
}

}  // namespace

std::vector<LadderRung> run_ladder(const VariantPtr& variant, const Puzzle& z) {
  return run_ladder(variant, z, solver_ladder(*variant));
}

std::vector<LadderRung> run_ladder(const VariantPtr& variant, const Puzzle& z,
                                   const std::vector<LadderStep>& steps) {
  std::vector<LadderRung> out;
  const AnyGame any = make_game(variant);
  for (const LadderStep& step : steps) {
    LadderRung rung{step.player, step.elo, false};
    auto spec = parse_player_spec(step.player);
    if (spec) spec.value().edition = kPuzzleEngineEdition;
    if (spec)
      if (auto player = make_player(variant, spec.value(), z.seed))
        rung.solved = std::visit([&](const auto& g) { return solves(g, *player.value(), z); }, any);
    out.push_back(std::move(rung));
  }
  return out;
}

int fit_rating(const std::vector<LadderRung>& rungs) {
  auto p_solve = [](int rating, int elo) { return 1.0 / (1.0 + std::pow(10.0, (rating - elo) / 400.0)); };
  auto log_likelihood = [&](int r) {
    const double prior = p_solve(r, 1500);
    double sum = 0.5 * std::log(prior) + 0.5 * std::log(1.0 - prior);
    for (const LadderRung& rung : rungs) {
      const double p = p_solve(r, rung.elo);
      sum += rung.solved ? std::log(p) : std::log(1.0 - p);
    }
    return sum;
  };
  int best = 0;
  double best_value = log_likelihood(0);
  for (int r = 1; r <= 3000; ++r)
    if (const double value = log_likelihood(r); value > best_value) {
      best = r;
      best_value = value;
    }
  return best;
}

int rating_band(int rating) {
  static constexpr int kBounds[] = {1100, 1400, 1700, 2000};
  int band = 1;
  for (int b : kBounds)
    if (rating >= b) ++band;
  return band;
}

}  // namespace adaptoid
