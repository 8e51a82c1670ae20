// Adapt3's evaluation (lib/play/evaluate.hpp): each colour's features on a constructed position
// as the rules count them, which weights the engine's editions play by, and the fitted weights'
// model (each colour's odds of defeat a softmax of minus its strength, the defeated colour's
// hunter the winner, T7).
#include <gtest/gtest.h>
#include <adaptoid/core/game.hpp>
#include <adaptoid/fast/fast_adaptoid_game.hpp>
#include <adaptoid/play/evaluate.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <cmath>

namespace adaptoid {
namespace {

// Red to move, 0/2/7 lost (white 8 lives left, black 6, red its last). a1: a red adaptoid with
// two legs and a pincer, whose three neighbours are a white adaptoid and two empty cells, so it
// starves unless red acts (A13). d2: white with a leg beside a bare black on d3; d6: red with a
// pincer, alone.
constexpr const char* kThreeColours =
    "adapt3 R21W00../...../....../.W10B00..R01./....../...../.... r 0/2/7 5";

struct Adapt3Position {
  VariantPtr v = load_variant("adapt3").value();
  FastAdaptoidGame game{v};
  FastAdaptoidState s = game.from_position(parse_position(v, kThreeColours).value());
};

TEST(EvaluateAdapt3, EachColoursFeaturesAreWhatTheRulesCount) {
  const Adapt3Position at;
  const AdaptoidEvaluator evaluate(*at.v, EvaluatorWeights::Fitted);
  const AdaptoidFeatures white = evaluate.features(at.s, 0), black = evaluate.features(at.s, 1),
                         red = evaluate.features(at.s, 2);
  // T6, T7: the losses left before the goal of 8, the last one flagged.
  EXPECT_EQ(white[kLives], 8);
  EXPECT_EQ(black[kLives], 6);
  EXPECT_EQ(red[kLives], 1);
  EXPECT_EQ(white[kLastLife] + black[kLastLife], 0);
  EXPECT_EQ(red[kLastLife], 1);
  EXPECT_EQ(white[kPieces], 2);
  EXPECT_EQ(white[kLegs], 1);
  EXPECT_EQ(red[kPieces], 2);
  EXPECT_EQ(red[kLegs], 2);
  EXPECT_EQ(red[kPincers], 2);
  // A13 with red to move: its a1 adaptoid (3 limbs, 2 empty neighbours) starves on its own turn.
  EXPECT_EQ(red[kStarvingOwnTurn], 1);
  EXPECT_EQ(red[kStarvingOwnLegs], 2);
  EXPECT_EQ(red[kStarvingOwnPincers], 1);
  EXPECT_EQ(red[kStarving], 0);
  EXPECT_EQ(white[kStarving] + white[kStarvingOwnTurn] + black[kStarving] + black[kStarvingOwnTurn], 0);
  // White's d2 (a leg) and a1's neighbour, black's d3: next to an enemy; red's d6 is not.
  EXPECT_EQ(white[kContact], 2);
  EXPECT_EQ(black[kContact], 1);
  EXPECT_EQ(red[kContact], 1);
  EXPECT_EQ(red[kToMove], 1);
  EXPECT_EQ(white[kToMove] + black[kToMove], 0);
}

TEST(EvaluateAdapt3, TheEnginesEditionsChooseTheirWeights) {
  const VariantPtr adapt3 = load_variant("adapt3").value();
  const VariantPtr adaptoid = load_variant("adaptoid").value();
  const VariantPtr stacks = load_variant("superadaptoid").value();
  const AdaptoidFeatures& hand = adaptoid_weights(*adapt3, EvaluatorWeights::Hand);
  // Edition 2 (Fitted): Adapt3's own fitted weights; greedy and the reports keep the hand-set
  // ones there, and Superadaptoid's stacks keep them under every choice.
  EXPECT_NE(adaptoid_weights(*adapt3, EvaluatorWeights::Fitted), hand);
  EXPECT_EQ(adaptoid_weights(*adapt3, EvaluatorWeights::FittedTwoPlayers), hand);
  EXPECT_NE(adaptoid_weights(*adaptoid, EvaluatorWeights::Fitted), hand);
  EXPECT_EQ(adaptoid_weights(*adaptoid, EvaluatorWeights::Fitted),
            adaptoid_weights(*adaptoid, EvaluatorWeights::FittedTwoPlayers));
  EXPECT_NE(adaptoid_weights(*adaptoid, EvaluatorWeights::Fitted),
            adaptoid_weights(*adapt3, EvaluatorWeights::Fitted));
  for (const EvaluatorWeights w :
       {EvaluatorWeights::Hand, EvaluatorWeights::FittedTwoPlayers, EvaluatorWeights::Fitted})
    EXPECT_EQ(adaptoid_weights(*stacks, w), hand);
}

int weighted(const AdaptoidFeatures& w, const AdaptoidFeatures& f) {
  int sum = 0;
  for (int i = 0; i < kAdaptoidFeatures; ++i) sum += w[i] * f[i];
  return sum / 100;
}

// Edition 1 (the puzzle years): the hand-set weights and their combination, mine + hunter / 2 -
// 3 prey / 2 (white hunts red, red black, black white: T2).
TEST(EvaluateAdapt3, EditionOneKeepsTheHandSetCombination) {
  const Adapt3Position at;
  const AdaptoidEvaluator evaluate(*at.v, EvaluatorWeights::Hand);
  const AdaptoidFeatures& hand = adaptoid_weights(*at.v, EvaluatorWeights::Hand);
  int strength[3];
  for (Colour c = 0; c < 3; ++c) {
    strength[c] = weighted(hand, evaluate.features(at.s, c));
    EXPECT_EQ(evaluate.strength(at.s, c), strength[c]);
  }
  EXPECT_EQ(evaluate(at.s, 0), strength[0] + strength[1] / 2 - 3 * strength[2] / 2);
  EXPECT_EQ(evaluate(at.s, 1), strength[1] + strength[2] / 2 - 3 * strength[0] / 2);
  EXPECT_EQ(evaluate(at.s, 2), strength[2] + strength[0] / 2 - 3 * strength[1] / 2);
}

// Edition 2: a colour's value is the log of its chance to win (in hundredths), so the three
// chances add up to one; red on its last life makes its hunter, white, the favourite (T7).
TEST(EvaluateAdapt3, FittedValuesAreEachColoursChanceToWin) {
  const Adapt3Position at;
  const AdaptoidEvaluator evaluate(*at.v, EvaluatorWeights::Fitted);
  double total = 0;
  for (Colour c = 0; c < 3; ++c) {
    EXPECT_EQ(evaluate.strength(at.s, c),
              weighted(adaptoid_weights(*at.v, EvaluatorWeights::Fitted), evaluate.features(at.s, c)));
    EXPECT_LE(evaluate(at.s, c), 0);
    total += std::exp(evaluate(at.s, c) / 100.0);
  }
  EXPECT_NEAR(total, 1.0, 0.03);
  EXPECT_GT(evaluate(at.s, 0), evaluate(at.s, 1));
  EXPECT_GT(evaluate(at.s, 0), evaluate(at.s, 2));
  EXPECT_LT(evaluate.strength(at.s, 2), evaluate.strength(at.s, 0));
}

}  // namespace
}  // namespace adaptoid
