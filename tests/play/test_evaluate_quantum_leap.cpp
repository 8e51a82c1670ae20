// Quantum Leap's evaluation (lib/play/evaluate.hpp): each colour's features as the plain rules
// engine counts them (its friendly neighbours and its captures, Q4), which weights the engine's
// editions play by, and strength() as the weighted sum of the features.
#include <gtest/gtest.h>
#include <adaptoid/core/game.hpp>
#include <adaptoid/fast/fast_quantum_leap_game.hpp>
#include <adaptoid/play/evaluate.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <cmath>
#include <set>

#include "quantum_leap_positions.hpp"

namespace adaptoid {
namespace {

struct QuantumLeapPosition {
  VariantPtr v = load_variant("quantum-leap").value();
  QuantumLeapGame plain{v};
  FastQuantumLeapGame fast{v};
  Position p = parse_position(v, kQuantumLeapWonAt32).value();
};

TEST(EvaluateQuantumLeap, EachColoursFeaturesAreWhatTheRulesCount) {
  const QuantumLeapPosition at;
  const QuantumLeapEvaluator evaluate(at.fast, EvaluatorWeights::Fitted);
  const FastQuantumLeapState s = at.fast.from_position(at.p);
  for (Colour c = 0; c < 2; ++c) {
    Position mine = at.p;
    mine.set_side(c);
    std::array<int, 7> by_friends{};
    for (int cell = 0; cell < static_cast<int>(at.v->board.cells().size()); ++cell)
      if (mine.at(cell) != kEmpty && stone::colour(mine.at(cell)) == c)
        ++by_friends[static_cast<size_t>(at.plain.friendly_neighbours(mine, cell))];
    std::vector<Turn> captures;
    at.plain.legal_turns(mine, captures);  // Q4: every capture c has if it moves now
    std::set<int> attackers, targets;
    for (const Turn& t : captures) {
      attackers.insert(t.from);
      targets.insert(t.to);
    }
    const QuantumLeapFeatures f = evaluate.features(s, c);
    for (int k = 0; k < 7; ++k) EXPECT_EQ(f[kStonesByFriends + k], by_friends[static_cast<size_t>(k)]) << k;
    const double m = static_cast<double>(captures.size());
    EXPECT_GT(m, 0);
    EXPECT_EQ(f[kCaptures], m);
    EXPECT_DOUBLE_EQ(f[kLogCaptures], std::log1p(m));
    EXPECT_DOUBLE_EQ(f[kLastCaptures], 1 / (1 + m));
    EXPECT_EQ(f[kAttackers], static_cast<double>(attackers.size()));
    EXPECT_EQ(f[kTargets], static_cast<double>(targets.size()));
    EXPECT_EQ(f[kStoneToMove], c == 0 ? 1 : 0);
  }
}

TEST(EvaluateQuantumLeap, TheEnginesEditionsChooseTheirWeights) {
  const QuantumLeapPosition at;
  const FastQuantumLeapState s = at.fast.from_position(at.p);
  const QuantumLeapEvaluator exact(at.fast, EvaluatorWeights::Fitted);
  const QuantumLeapEvaluator self_play(at.fast, EvaluatorWeights::FittedTwoPlayers);
  const QuantumLeapEvaluator hand(at.fast, EvaluatorWeights::Hand);
  // Edition 2 (Fitted) plays by the weights fitted to exact values; greedy, the reports and
  // edition 1 keep the self-play ones.
  EXPECT_NE(&quantum_leap_weights(EvaluatorWeights::Fitted), &quantum_leap_weights(EvaluatorWeights::Hand));
  EXPECT_EQ(&quantum_leap_weights(EvaluatorWeights::FittedTwoPlayers),
            &quantum_leap_weights(EvaluatorWeights::Hand));
  for (const auto* e : {&exact, &self_play, &hand})
    for (Colour c = 0; c < 2; ++c) EXPECT_EQ((*e)(s, c), e->strength(s, c) - e->strength(s, 1 - c));
}

// strength(): the whole-numbered terms exactly, the two logarithmic ones rounded toward zero.
TEST(EvaluateQuantumLeap, StrengthIsTheWeightedSumOfTheFeatures) {
  const QuantumLeapPosition at;
  const FastQuantumLeapState s = at.fast.from_position(at.p);
  for (const EvaluatorWeights choice : {EvaluatorWeights::Hand, EvaluatorWeights::Fitted}) {
    const QuantumLeapEvaluator evaluate(at.fast, choice);
    const QuantumLeapFeatures& w = quantum_leap_weights(choice);
    for (Colour c = 0; c < 2; ++c) {
      const QuantumLeapFeatures f = evaluate.features(s, c);
      double sum = 0;
      for (int i = 0; i < kQuantumLeapFeatures; ++i) sum += w[i] * f[i];
      EXPECT_NEAR(evaluate.strength(s, c), sum, 1.0);
    }
  }
}

}  // namespace
}  // namespace adaptoid
