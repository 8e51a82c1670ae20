// The Z3 rules model against the engine (rules A, S, T, Q): on positions met in seeded random
// games of every built-in variant, both must list the same turns with the same results.
#include "rules_test_util.hpp"

#include <adaptoid/smt_cross_check.hpp>

namespace adaptoid {
namespace {

using rules_test::builtin;

template <Game G>
void expect_agreement(const G& game, uint64_t seed, int count, bool with_swap = true) {
  for (const Position& p : smt::sample_positions(game, seed, count)) {
    if (p.swap_pending() && !with_swap) continue;  // hundreds of swaps: left to `adaptoid check`
    const smt::CrossCheck c = smt::cross_check(game, p);
    EXPECT_FALSE(c.unknown) << c.position;
    EXPECT_EQ(c.engine_turns, c.model_turns) << c.position;
    for (const auto& d : c.differences) ADD_FAILURE() << c.position << ": " << d;
  }
}

TEST(SmtCrossCheck, AdaptoidStartAgrees) {
  const AdaptoidGame game(builtin("adaptoid"));
  const smt::CrossCheck c = smt::cross_check(game, game.start(0));
  EXPECT_TRUE(c.agrees());
  EXPECT_GT(c.engine_turns, 0);
  for (const auto& d : c.differences) ADD_FAILURE() << d;
}

TEST(SmtCrossCheck, Adaptoid) { expect_agreement(AdaptoidGame(builtin("adaptoid")), 1, 6); }
TEST(SmtCrossCheck, Superadaptoid) { expect_agreement(AdaptoidGame(builtin("superadaptoid")), 2, 4); }
TEST(SmtCrossCheck, Adapt3) { expect_agreement(AdaptoidGame(builtin("adapt3")), 3, 4); }
TEST(SmtCrossCheck, Adapt3Reversed) { expect_agreement(AdaptoidGame(builtin("adapt3-reversed")), 4, 3); }
TEST(SmtCrossCheck, QuantumLeap19) { expect_agreement(QuantumLeapGame(builtin("quantum-leap-19")), 5, 5); }
TEST(SmtCrossCheck, QuantumLeap3p) { expect_agreement(QuantumLeapGame(builtin("quantum-leap-3p")), 6, 3, false); }

}  // namespace
}  // namespace adaptoid
