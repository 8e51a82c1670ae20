// The one-pass folded solver (one_pass_solve.hpp) against two independent readings: the plain graph
// solver on every reachable position of adaptoid-7 (values and distances), and, for Adapt3, the
// endgame search with the other two players as one coalition.
#include "folded_table_file.hpp"
#include "graph_retrograde.hpp"
#include "rules_test_util.hpp"

#include <gtest/gtest.h>
#include <adaptoid/search/search.hpp>
#include <adaptoid/tables/adaptoid_table.hpp>
#include <adaptoid/variants/builtin_variants.hpp>
#include <adaptoid/variants/variant_loader.hpp>
#include "one_pass_solve.hpp"

namespace adaptoid {
namespace {

using rules_test::builtin;

TEST(FoldedRetrograde, EveryReachablePositionOfAdaptoid7HasThePlainSolversValueAndDistance) {
  const VariantPtr v = builtin("adaptoid-7");
  const AdaptoidGame game(v);
  const SolvedGraph plain = solve_reachable(game, game.start(0), 5'000'000);
  ASSERT_TRUE(plain.complete);
  const auto folded = testing::folded_table(v);
  ASSERT_TRUE(folded);
  const AdaptoidTable& table = *folded;
  EXPECT_EQ(table.size(), 147636u);  // specs/enumeration.md: the state space up to symmetry
  for (size_t i = 0; i < plain.positions.size(); ++i) {
    const auto w = table.find(plain.positions[i]);
    ASSERT_TRUE(w) << format_position(*v, plain.positions[i]);
    ASSERT_EQ(outcome_of(*w), plain.outcome[i]) << format_position(*v, plain.positions[i]);
    ASSERT_EQ(plies_of(*w), plain.plies[i]) << format_position(*v, plain.positions[i]);
  }
}

TEST(FoldedRetrograde, ThreadsChangeNothing) {
  const VariantPtr v = builtin("adapt3-7");
  const FastAdaptoidGame game(v);
  const FoldedSolve one = solve_folded(game, 5'000'000, 1), two = solve_folded(game, 5'000'000, 2);
  EXPECT_EQ(one.codes, two.codes);
  EXPECT_EQ(one.wins, two.wins);
  EXPECT_EQ(one.edges, two.edges);
}

TEST(FoldedRetrograde, AClassLimitStopsTheSolveAsIncomplete) {
  const FoldedSolve cut = solve_folded(FastAdaptoidGame(builtin("adaptoid-7")), 1000, 2);
  EXPECT_FALSE(cut.complete);
  EXPECT_TRUE(cut.codes.empty());
}

TEST(FoldedRetrograde, RefusesABoardWhosePositionsNeedMoreThan128Bits) {
  EXPECT_THROW(solve_folded(FastAdaptoidGame(builtin("adaptoid")), 1000, 1), Error);
}

// Adapt3: the mover's forced win is the coalition search's win, at the same distance; without
// one, the search proves no win either.
TEST(FoldedRetrograde, Adapt3ForcedWinsAgreeWithTheCoalitionSearch) {
  for (const char* name : {"adapt3-7", "adapt3-19-1"}) {
    const VariantPtr v = builtin(name);
    const AdaptoidGame game(v);
    const auto folded = testing::folded_table(v);
    ASSERT_TRUE(folded);
    const AdaptoidTable& table = *folded;
    int wins = 0, others = 0;
    for (size_t i = 0; i < table.size(); i += table.size() / 250) {
      const Position p = table.position(i);
      if (game.status(p).over) continue;
      const ForcedWins& w = table.wins(i);
      const std::string text = format_position(*v, p);
      if (w.forces(0)) {
        const int turns = (w.plies(0) + 2) / 3;
        if (turns > 3) continue;
        const SearchResult r = solve_position(game, p, turns);
        EXPECT_EQ(r.value, Proof::Win) << name << " " << text;
        EXPECT_EQ(r.distance, turns) << name << " " << text;
        ++wins;
      } else {
        EXPECT_NE(solve_position(game, p, 2).value, Proof::Win) << name << " " << text;
        ++others;
      }
    }
    EXPECT_GT(wins, 10) << name;
    EXPECT_GT(others, 10) << name;
  }
}

}  // namespace
}  // namespace adaptoid
