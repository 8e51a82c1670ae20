// The Z3 rules model against the engine (rules A, S, T, Q): on positions met in seeded random
// games of every built-in variant, both must list the same turns with the same results.
#include "rules_test_util.hpp"

#include <adaptoid/check/smt_cross_check.hpp>

namespace adaptoid {
namespace {

using rules_test::builtin;

template <Game G>
void expect_agreement(const G& game, uint64_t seed, int count, bool with_swap = true) {
  int checked = 0;
  for (const Position& p : smt::sample_positions(game, seed, count)) {
    if (p.swap_pending() && !with_swap) continue;  // hundreds of swaps: left to `adaptoid check`
    const smt::CrossCheck c = smt::cross_check(game, p);
    EXPECT_FALSE(c.unknown) << c.position;
    EXPECT_EQ(c.engine_turns, c.model_turns) << c.position;
    for (const auto& d : c.differences) ADD_FAILURE() << c.position << ": " << d;
    ++checked;
  }
  ::testing::Test::RecordProperty("checked", checked);
  EXPECT_GT(checked, 0) << "every sampled position was a swap";
}

TEST(SmtCrossCheck, AdaptoidStartAgrees) {
  const AdaptoidGame game(builtin("adaptoid"));
  const smt::CrossCheck c = smt::cross_check(game, game.start(0));
  EXPECT_TRUE(c.agrees());
  EXPECT_GT(c.engine_turns, 0);
  for (const auto& d : c.differences) ADD_FAILURE() << d;
}

// The check has teeth: a model that reads other rules than the engine plays is caught, with the
// turn that differs.
TEST(SmtCrossCheck, A7_NoticesARuleTheEngineDoesNotPlay) {
  const AdaptoidGame game(builtin("adaptoid"));
  const auto strict = rules_test::custom("base = \"adaptoid\"\nsuicide_attacks = false\n", "adaptoid-strict");
  const Position p =
      rules_test::parse(game, "adaptoid ..../...../....../...W11B02../....../...../.... w 0/0 4");
  EXPECT_TRUE(smt::cross_check(game, p).agrees());
  const smt::CrossCheck c = smt::cross_check(game, p, *strict);
  ASSERT_FALSE(c.differences.empty());
  EXPECT_NE(c.differences[0].find("d4xd5"), std::string::npos) << c.differences[0];
}

TEST(SmtCrossCheck, Adaptoid) {
  expect_agreement(AdaptoidGame(builtin("adaptoid")), 1, 6);
}
TEST(SmtCrossCheck, A21_A22_AdaptoidOnline) {  // the placement, the choice, then the game
  expect_agreement(AdaptoidGame(builtin("adaptoid-online-7")), 5, 3);
}
TEST(SmtCrossCheck, Superadaptoid) {
  expect_agreement(AdaptoidGame(builtin("superadaptoid")), 2, 4);
}
TEST(SmtCrossCheck, Adapt3) {
  expect_agreement(AdaptoidGame(builtin("adapt3")), 3, 4);
}
TEST(SmtCrossCheck, Adapt3Reversed) {
  expect_agreement(AdaptoidGame(builtin("adapt3-reversed")), 4, 3);
}
TEST(SmtCrossCheck, QuantumLeap19) {
  expect_agreement(QuantumLeapGame(builtin("quantum-leap-19")), 5, 5);
}
TEST(SmtCrossCheck, QuantumLeap3p) {
  expect_agreement(QuantumLeapGame(builtin("quantum-leap-3p")), 6, 3, false);
}

}  // namespace
}  // namespace adaptoid
