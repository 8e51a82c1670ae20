// The engine's exact phase in Quantum Leap (lib/play/exact_play.hpp): with few stones left it
// plays a turn the value search proves winning (Q5: the opponent is left without a way to win),
// and in a proven loss it says so. And the Adaptoid evaluation's features, which its fitted
// weights multiply.
#include <gtest/gtest.h>
#include <adaptoid/core/game.hpp>
#include <adaptoid/play/evaluate.hpp>
#include <adaptoid/play/player.hpp>
#include <adaptoid/search/value_search.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <chrono>

#include "quantum_leap_positions.hpp"

namespace adaptoid {
namespace {

constexpr const char* kWonAt32 = kQuantumLeapWonAt32;

Choice engine_choice(const VariantPtr& v, const Position& p, const std::string& text) {
  auto spec = parse_player_spec(text);
  EXPECT_TRUE(spec.ok()) << spec.error();
  auto player = make_player(v, spec.value(), 1);
  EXPECT_TRUE(player.ok()) << player.error();
  return player.value()->choose(p);
}

TEST(EngineExact, PlaysAProvenWinningTurnWithFewStonesLeft) {
  const VariantPtr v = load_variant("quantum-leap").value();
  const Position p = parse_position(v, kWonAt32).value();
  const Choice c = engine_choice(v, p, "engine:nodes=100000");
  EXPECT_EQ(c.score.proof, Proof::Win);
  const Position after = std::get<QuantumLeapGame>(make_game(v)).apply(p, c.turn);
  const ValueAnswer theirs = search_value(v, after, 0, size_t{1} << 20);
  ASSERT_TRUE(theirs.wins.has_value());
  EXPECT_FALSE(*theirs.wins) << format_turn(*v, c.turn) << " leaves Black a win (Q5)";
}

// The time rule: a win proven early is still answered at the time given (less its margin), the
// time being the player's to use. Only a lower bound: a loaded machine answers later, never sooner.
TEST(EngineExact, AProvenWinIsAnsweredAtTheTimeGiven) {
  const VariantPtr v = load_variant("quantum-leap").value();
  const Position p = parse_position(v, kWonAt32).value();
  const auto start = std::chrono::steady_clock::now();
  const Choice c = engine_choice(v, p, "engine:time=0.1");
  const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_EQ(c.score.proof, Proof::Win);
  EXPECT_GE(wall, 0.095);
}

TEST(EngineExact, SaysALossIsProvenAfterAWinningTurn) {
  const VariantPtr v = load_variant("quantum-leap").value();
  const Position p = parse_position(v, kWonAt32).value();
  const QuantumLeapGame game = std::get<QuantumLeapGame>(make_game(v));
  const Position lost = game.apply(p, parse_turn(game, p, "b3xb4").value());
  const Choice c = engine_choice(v, lost, "engine:nodes=100000");
  EXPECT_EQ(c.score.proof, Proof::Loss);
}

// In a proven loss the engine plays a turn hardest to refute: none of Black's turns leaves White
// fewer winning replies (a reply wins when Black, to move after it, is lost: Q5), whichever of the
// tied turns the rest of the time then picks.
TEST(EngineExact, AProvenLossPlaysATurnWithTheFewestWinningReplies) {
  const VariantPtr v = load_variant("quantum-leap").value();
  const Position p = parse_position(v, kWonAt32).value();
  const QuantumLeapGame game = std::get<QuantumLeapGame>(make_game(v));
  const Position lost = game.apply(p, parse_turn(game, p, "b3xb4").value());
  const auto winning_replies = [&](const Turn& t) {
    const Position after = game.apply(lost, t);
    int wins = 0;
    for (const Turn& r : legal_turns(game, after)) {
      const ValueAnswer black = search_value(v, game.apply(after, r), 0, size_t{1} << 20);
      EXPECT_TRUE(black.wins.has_value());
      wins += black.wins == false;
    }
    return wins;
  };
  int fewest = 1 << 30;
  for (const Turn& t : legal_turns(game, lost)) fewest = std::min(fewest, winning_replies(t));
  const Choice c = engine_choice(v, lost, "engine:time=0.3");
  EXPECT_EQ(c.score.proof, Proof::Loss);
  EXPECT_EQ(winning_replies(c.turn), fewest) << format_turn(*v, c.turn);
}

// The features the fitted weights multiply: White's one adaptoid with a leg, fed (A12), Black to
// move, every life left (A15).
TEST(EngineExact, AdaptoidFeaturesCountPiecesLimbsLivesAndTheSideToMove) {
  const VariantPtr v = load_variant("adaptoid").value();
  const FastAdaptoidGame game(v);
  const AdaptoidEvaluator evaluate(*v);
  const FastAdaptoidState start = game.from_position(
      parse_position(v, "adaptoid ..../...../....../.W10...B00./....../...../.... b 0/0 1").value());
  const AdaptoidFeatures white = evaluate.features(start, 0), black = evaluate.features(start, 1);
  EXPECT_EQ(white[kPieces], 1);
  EXPECT_EQ(white[kLegs], 1);
  EXPECT_EQ(white[kStarving] + white[kStarvingOwnTurn] + white[kTight], 0);
  EXPECT_EQ(black[kLegs] + black[kPincers], 0);
  EXPECT_EQ(white[kToMove], 0);
  EXPECT_EQ(black[kToMove], 1);
  EXPECT_EQ(black[kLives], v->loss_goal());
}

}  // namespace
}  // namespace adaptoid
