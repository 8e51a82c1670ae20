// Retrograde analysis of small Adaptoid boards, against the endgame search: every sampled
// position has the same value, and wins and losses the same distance.
#include "graph_retrograde.hpp"

#include <gtest/gtest.h>
#include <adaptoid/search/search.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <map>

namespace adaptoid {
namespace {

TEST(GraphRetrograde, AgreesWithTheSearchOnASmallAdaptoidBoard) {
  auto v = load_variant_text(
      "base = \"adaptoid\"\ncapture_goal = 1\n[board]\nside = 2\n[start]\nwhite = [\"b1\"]\nblack = "
      "[\"b3\"]\n"
      "[supply]\nadaptoids = 2\nlegs = 1\npincers = 1\n",
      "tiny", "test");
  ASSERT_TRUE(v.ok()) << v.error();
  AdaptoidGame game(v.value());
  const SolvedGraph g = solve_reachable(game, game.start(0), 5'000'000);
  ASSERT_TRUE(g.complete);
  ASSERT_GT(g.positions.size(), 1000u);
  std::map<Proof, int> compared;
  for (size_t i = 0; i < g.positions.size(); i += g.positions.size() / 300) {
    const Position& p = g.positions[i];
    if (game.status(p).over) continue;
    const std::string text = format_position(*v.value(), p);
    const int plies = g.plies[i];
    ++compared[g.outcome[i]];
    if (g.outcome[i] == Proof::Win) {
      const SearchResult r = solve_position(game, p, (plies + 1) / 2);
      EXPECT_EQ(r.value, Proof::Win) << text;
      EXPECT_EQ(r.distance, (plies + 1) / 2) << text;
    } else if (g.outcome[i] == Proof::Loss) {
      const SearchResult r = solve_position(game, p, plies / 2);
      EXPECT_EQ(r.value, Proof::Loss) << text;
      EXPECT_EQ(r.distance, plies / 2) << text;
    } else {
      EXPECT_NE(solve_position(game, p, 3).value, Proof::Win) << text;
    }
  }
  EXPECT_GT(compared[Proof::Win], 20);
  EXPECT_GT(compared[Proof::Loss], 5);
}

}  // namespace
}  // namespace adaptoid
