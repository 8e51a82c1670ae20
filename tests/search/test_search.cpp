// The endgame search against a naive recursion with no table and no ordering, on random
// positions of small boards: the same verdict, the same winning first turns.
#include <gtest/gtest.h>
#include <adaptoid/search/search.hpp>
#include <adaptoid/util/random.hpp>
#include <adaptoid/variants/variant_loader.hpp>

namespace adaptoid {
namespace {

template <Game G>
bool naive_defenders_lose(const G& game, const Position& p, Colour attacker, int n);

// Does `attacker` (to move in p) win within n of its turns?
template <Game G>
bool naive_attacker_wins(const G& game, const Position& p, Colour attacker, int n) {
  if (n <= 0) return false;
  for (const Turn& t : legal_turns(game, p)) {
    const Position q = game.apply(p, t);
    const Status s = game.status(q);
    if (s.over ? s.winner == attacker : naive_defenders_lose(game, q, attacker, n - 1)) return true;
  }
  return false;
}

template <Game G>
bool naive_defenders_lose(const G& game, const Position& p, Colour attacker, int n) {
  if (n <= 0) return false;
  const auto turns = legal_turns(game, p);
  for (const Turn& t : turns) {
    const Position q = game.apply(p, t);
    const Status s = game.status(q);
    const bool holds = s.over                 ? s.winner == attacker
                       : q.side() == attacker ? naive_attacker_wins(game, q, attacker, n)
                                              : naive_defenders_lose(game, q, attacker, n);
    if (!holds) return false;
  }
  return !turns.empty();
}

template <Game G>
void compare_on_random_positions(const G& game, int positions, int max_n, int max_plies) {
  SplitMix64 rng(99);
  int wins = 0, losses = 0;
  for (int i = 0; i < positions; ++i) {
    Position p = game.start(i + 1);
    const int plies = static_cast<int>(rng.below(max_plies));
    for (int k = 0; k < plies && !game.status(p).over; ++k) {
      const auto turns = legal_turns(game, p);
      p = game.apply(p, turns[rng.below(turns.size())]);
    }
    if (game.status(p).over) continue;
    const std::string text = format_position(game.variant(), p);
    for (int n = 1; n <= max_n; ++n) {
      const SearchResult r = solve_position(game, p, n);
      const bool naive = naive_attacker_wins(game, p, p.side(), n);
      ASSERT_EQ(r.value == Proof::Win, naive) << text << " within " << n;
      std::vector<Turn> expected;
      for (const Turn& t : legal_turns(game, p)) {
        const Position q = game.apply(p, t);
        const Status s = game.status(q);
        if (s.over ? s.winner == p.side() : naive_defenders_lose(game, q, p.side(), n - 1))
          expected.push_back(t);
      }
      EXPECT_EQ(r.winning_turns, expected) << text << " within " << n;
      if (r.value == Proof::Win) {
        ++wins;
        EXPECT_FALSE(r.line.empty());
        EXPECT_EQ(r.distance, n == 1 || !naive_attacker_wins(game, p, p.side(), n - 1) ? n : r.distance);
      }
      if (r.value == Proof::Loss) {
        ++losses;
        for (const Turn& t : legal_turns(game, p)) {  // every turn lets the opponent win
          const Position q = game.apply(p, t);
          const Status s = game.status(q);
          EXPECT_TRUE(s.over ? s.winner != p.side() : naive_attacker_wins(game, q, q.side(), n)) << text;
        }
      }
    }
  }
  EXPECT_GT(wins, 0);
  // The two-player games reach proven losses too, so the check of every losing turn runs there.
  if (game.variant().players == 2) {
    EXPECT_GT(losses, 0);
  }
  ::testing::Test::RecordProperty("wins", wins);
  ::testing::Test::RecordProperty("losses", losses);
}

TEST(Search, AgreesWithANaiveSearchOnSmallAdaptoid) {
  auto v = load_variant_text(
      "base = \"adaptoid\"\ncapture_goal = 2\n[board]\nside = 3\n[start]\nwhite = [\"b2\"]\nblack = "
      "[\"d4\"]\n"
      "[supply]\nadaptoids = 3\nlegs = 3\npincers = 3\n",
      "small", "test");
  ASSERT_TRUE(v.ok()) << v.error();
  compare_on_random_positions(AdaptoidGame(v.value()), 80, 2, 24);
}

TEST(Search, AgreesWithANaiveSearchOnQuantumLeap19) {
  auto v = load_variant("quantum-leap-19");
  ASSERT_TRUE(v.ok());
  compare_on_random_positions(QuantumLeapGame(v.value()), 60, 3, 10);
}

TEST(Search, AgreesWithANaiveSearchOnThreePlayerQuantumLeap) {
  auto v = load_variant_text(
      "base = \"quantum-leap\"\nplayers = 3\nstones = 5\nswap = false\n[board]\nside = 3\n", "ql3", "test");
  ASSERT_TRUE(v.ok()) << v.error();
  compare_on_random_positions(QuantumLeapGame(v.value()), 25, 2, 4);
}

TEST(Search, AnEndedGameIsReportedAsSuch) {
  auto v = load_variant("adaptoid");
  ASSERT_TRUE(v.ok());
  AdaptoidGame game(v.value());
  auto p = parse_position(game, "adaptoid ..../...../....../.W00...../....../...../.... w 0/1 4");
  ASSERT_TRUE(p.ok()) << p.error();
  const SearchResult r = solve_position(game, p.value(), 3);
  EXPECT_EQ(r.value, Proof::Win);  // black has no adaptoid: white, to move, has won
  EXPECT_EQ(r.distance, 0);
}

TEST(Search, ANodeBudgetGivesUnknownNotAFalseAnswer) {
  auto v = load_variant("adaptoid");
  ASSERT_TRUE(v.ok());
  AdaptoidGame game(v.value());
  const SearchResult r = solve_position(game, game.start(0), 3, 1000);
  EXPECT_EQ(r.value, Proof::Unknown);
  EXPECT_TRUE(r.budget_exhausted);
}

}  // namespace
}  // namespace adaptoid
