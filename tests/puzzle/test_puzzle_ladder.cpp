// The solver ladders (each family its own, specs/puzzles.md), the rating fitted from them, and
// the depth a date asks for with three players.
#include <gtest/gtest.h>
#include <adaptoid/play/player.hpp>
#include <adaptoid/puzzle/puzzle_generate.hpp>
#include <adaptoid/puzzle/puzzle_ladder.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <string>

namespace adaptoid {
namespace {

std::vector<LadderRung> rungs(const Variant& v, std::size_t solved_from) {
  std::vector<LadderRung> out;
  const auto& steps = solver_ladder(v);
  for (std::size_t i = 0; i < steps.size(); ++i)
    out.push_back({steps[i].player, steps[i].elo, i >= solved_from});
  return out;
}

TEST(PuzzleLadder, EveryFamilysRungsArePlayersWeakestFirst) {
  for (const char* game : {"adaptoid", "adapt3", "superadaptoid", "quantum-leap", "quantum-leap-3p"}) {
    const VariantPtr v = load_variant(game).value();
    const auto& steps = solver_ladder(*v);
    ASSERT_GE(steps.size(), 8u) << game;
    EXPECT_EQ(std::string(steps.front().player), "greedy") << game;
    EXPECT_EQ(std::string(steps.back().player), "engine:nodes=300000") << game;
    for (std::size_t i = 0; i < steps.size(); ++i) {
      EXPECT_TRUE(parse_player_spec(steps[i].player).ok()) << game << " " << steps[i].player;
      if (i > 0) {
        EXPECT_GT(steps[i].elo, steps[i - 1].elo) << game << " " << steps[i].player;
      }
    }
  }
}

// Quantum Leap's ladder has the engine at a handful of nodes between greedy and 300 nodes (the
// rungs that spread its ratings); the Adaptoid family's is unchanged, so its rated years verify.
TEST(PuzzleLadder, QuantumLeapHasWeakEngineRungs) {
  const auto& ql = solver_ladder(*load_variant("quantum-leap").value());
  const auto& adaptoid = solver_ladder(*load_variant("adaptoid").value());
  int weak = 0;
  for (const LadderStep& s : ql) {
    auto spec = parse_player_spec(s.player).value();
    // Below 5 nodes the engine's win search (a fifth of the budget) would get no bound at all.
    if (spec.kind == "engine" && spec.nodes > 0 && spec.nodes < 300) {
      EXPECT_GE(spec.nodes, 5u) << s.player;
      ++weak;
    }
  }
  EXPECT_GE(weak, 3);
  EXPECT_EQ(adaptoid.size(), 8u);
  EXPECT_EQ(std::string(adaptoid[1].player), "engine:nodes=300");
  EXPECT_EQ(adaptoid[1].elo, 1000);
  EXPECT_EQ(&solver_ladder(*load_variant("quantum-leap-3p").value()), &ql);
}

// The fit: the fewer rungs solve, the higher the rating; all solving lies below the weakest rung,
// none solving above the strongest.
TEST(PuzzleLadder, TheFitRisesAsFewerRungsSolve) {
  const VariantPtr v = load_variant("quantum-leap").value();
  const std::size_t n = solver_ladder(*v).size();
  int before = -1;
  for (std::size_t from = 0; from <= n; ++from) {
    const int r = fit_rating(rungs(*v, from));
    EXPECT_GT(r, before) << "solved from rung " << from;
    before = r;
  }
  EXPECT_LT(fit_rating(rungs(*v, 0)), solver_ladder(*v).front().elo);
  EXPECT_GT(fit_rating(rungs(*v, n)), solver_ladder(*v).back().elo);
}

// Three players: Monday a win in one, Tuesday to Saturday in two, Sunday in three in Quantum
// Leap, in two with more seeds in Adapt3; two players as before.
TEST(PuzzleLadder, ThreePlayersAskForTwoTurnsFromTuesday) {
  const VariantPtr adapt3 = load_variant("adapt3").value(), ql3 = load_variant("quantum-leap-3p").value();
  for (const VariantPtr& v : {adapt3, ql3}) {
    EXPECT_EQ(weekday_turns(*v, "2026-11-30"), 1) << v->name;  // a Monday
    EXPECT_EQ(weekday_turns(*v, "2026-12-01"), 2) << v->name;  // a Tuesday
    EXPECT_EQ(weekday_turns(*v, "2026-12-05"), 2) << v->name;  // a Saturday
  }
  EXPECT_EQ(weekday_turns(*ql3, "2026-12-06"), 3);  // a Sunday
  EXPECT_EQ(weekday_turns(*adapt3, "2026-12-06"), 2);
  EXPECT_GT(exact_depth_attempts(*adapt3, "2026-12-06", 2), exact_depth_attempts(*adapt3, "2026-12-05", 2));
  EXPECT_EQ(weekday_turns(*load_variant("adaptoid").value(), "2026-12-06"), 3);
  EXPECT_EQ(weekday_turns(*load_variant("quantum-leap").value(), "2026-12-06"), 5);
  EXPECT_EQ(weekday_turns(*load_variant("quantum-leap").value(), "2026-12-02"), 3);  // a Wednesday
}

}  // namespace
}  // namespace adaptoid
