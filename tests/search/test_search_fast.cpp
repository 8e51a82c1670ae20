// The fast endgame search (fast_search.hpp) against the plain reference (search.hpp) on random
// positions of every built-in family: the same value, distance and winning first turns (the same
// set, in the same order), and a main line that is legal and ends in the attacker's win within
// the distance. Where the plain search would take too long (a node budget), the position is
// skipped, and the test asks that enough positions, and enough wins, were compared.
#include <gtest/gtest.h>
#include <adaptoid/search/fast_search.hpp>
#include <adaptoid/search/search.hpp>
#include <adaptoid/util/random.hpp>
#include <adaptoid/variants/variant_loader.hpp>
#include <algorithm>

namespace adaptoid {
namespace {

struct Tally {
  int compared = 0, wins = 0, losses = 0, skipped = 0;
};

template <Game G>
void expect_line_wins(const G& game, const Position& p, const SearchResult& r) {
  const Colour me = p.side();
  Position at = p;
  int attacker_turns = 0;
  for (const Turn& t : r.line) {
    const auto turns = legal_turns(game, at);
    ASSERT_NE(std::find(turns.begin(), turns.end(), t), turns.end()) << "illegal turn in the main line";
    attacker_turns += at.side() == me;
    at = game.apply(at, t);
  }
  const Status s = game.status(at);
  EXPECT_TRUE(s.over && s.winner == me) << "the main line does not end in the attacker's win";
  EXPECT_LE(attacker_turns, *r.distance);
}

// A position near the end of a seeded random game (where wins within a few turns are common):
// the game is played to its end (or `max_plies`), then taken back 1 to `tail` plies.
template <Game G>
Position near_the_end(const G& game, SplitMix64& rng, int max_plies, int tail) {
  std::vector<Position> seen{game.start(rng.next())};
  while (!game.status(seen.back()).over && static_cast<int>(seen.size()) < max_plies) {
    const auto turns = legal_turns(game, seen.back());
    seen.push_back(game.apply(seen.back(), turns[rng.below(turns.size())]));
  }
  const int back = 1 + static_cast<int>(rng.below(tail));
  return seen[std::max<int>(0, static_cast<int>(seen.size()) - 1 - back)];
}

template <Game G, FastGame F>
Tally compare(const G& plain, const F& fast, int positions, int max_n, int tail, uint64_t plain_budget,
              uint64_t seed) {
  SplitMix64 rng(seed);
  Tally tally;
  for (int i = 0; i < positions; ++i) {
    const Position p = near_the_end(plain, rng, 600, tail);
    if (plain.status(p).over) continue;
    const std::string text = format_position(plain.variant(), p);
    for (int n = 1; n <= max_n; ++n) {
      const SearchResult want = solve_position(plain, p, n, plain_budget);
      if (want.budget_exhausted) {
        ++tally.skipped;
        break;
      }
      const SearchResult got = solve_position_fast(fast, p, n);
      EXPECT_FALSE(got.budget_exhausted);
      ++tally.compared;
      EXPECT_EQ(got.value, want.value) << text << " within " << n;
      if (got.value != want.value) return tally;
      EXPECT_EQ(got.distance, want.distance) << text << " within " << n;
      EXPECT_EQ(got.winning_turns, want.winning_turns) << text << " within " << n;
      if (got.value == Proof::Win) {
        ++tally.wins;
        expect_line_wins(plain, p, got);
        // Fastest win against the longest resistance, ties to the first turn in plain order: one line.
        EXPECT_EQ(got.line, want.line) << text << " within " << n;
      }
      tally.losses += got.value == Proof::Loss;
    }
  }
  ::testing::Test::RecordProperty("compared", tally.compared);
  ::testing::Test::RecordProperty("wins", tally.wins);
  ::testing::Test::RecordProperty("skipped", tally.skipped);
  return tally;
}

VariantPtr fast_variant(const char* name) {
  auto v = load_variant(name);
  EXPECT_TRUE(v.ok()) << name;
  return v.value();
}

template <class Plain, class Fast>
Tally compare_variant(const VariantPtr& v, int positions, int max_n, int tail, uint64_t budget,
                      uint64_t seed) {
  return compare(Plain(v), Fast(v), positions, max_n, tail, budget, seed);
}

TEST(SearchFast, AgreesWithThePlainSearchOnAdaptoid) {
  const Tally t =
      compare_variant<AdaptoidGame, FastAdaptoidGame>(fast_variant("adaptoid"), 100, 2, 8, 30'000, 1);
  EXPECT_GE(t.compared, 110);
  EXPECT_GE(t.wins, 40);
}

TEST(SearchFast, AgreesWithThePlainSearchOnSuperadaptoid) {
  const Tally t =
      compare_variant<AdaptoidGame, FastAdaptoidGame>(fast_variant("superadaptoid"), 100, 2, 8, 30'000, 2);
  EXPECT_GE(t.compared, 110);
  EXPECT_GE(t.wins, 40);
}

TEST(SearchFast, AgreesWithThePlainSearchOnAdapt3Coalition) {
  const Tally t =
      compare_variant<AdaptoidGame, FastAdaptoidGame>(fast_variant("adapt3"), 100, 2, 10, 60'000, 3);
  EXPECT_GE(t.compared, 150);
  EXPECT_GE(t.wins, 30);
}

TEST(SearchFast, AgreesWithThePlainSearchOnQuantumLeap) {
  const Tally t = compare_variant<QuantumLeapGame, FastQuantumLeapGame>(fast_variant("quantum-leap"), 300, 2,
                                                                        8, 60'000, 4);
  EXPECT_GE(t.compared, 500);
  EXPECT_GE(t.wins, 80);
}

TEST(SearchFast, AgreesWithThePlainSearchOnQuantumLeap19UpToThreeTurns) {
  const Tally t = compare_variant<QuantumLeapGame, FastQuantumLeapGame>(fast_variant("quantum-leap-19"), 150,
                                                                        3, 10, 200'000, 5);
  EXPECT_GE(t.compared, 400);
  EXPECT_GE(t.wins, 100);
}

TEST(SearchFast, AgreesWithThePlainSearchOnThreePlayerQuantumLeap) {
  const Tally t = compare_variant<QuantumLeapGame, FastQuantumLeapGame>(fast_variant("quantum-leap-3p"), 200,
                                                                        2, 10, 60'000, 6);
  EXPECT_GE(t.compared, 350);
  EXPECT_GE(t.wins, 40);
}

TEST(SearchFast, AgreesWithThePlainSearchOnASmallAdaptoidUpToThreeTurns) {
  auto v = load_variant_text(
      "base = \"adaptoid\"\ncapture_goal = 2\n[board]\nside = 3\n[start]\nwhite = [\"b2\"]\nblack = "
      "[\"d4\"]\n"
      "[supply]\nadaptoids = 3\nlegs = 3\npincers = 3\n",
      "small", "test");
  ASSERT_TRUE(v.ok()) << v.error();
  const Tally t = compare_variant<AdaptoidGame, FastAdaptoidGame>(v.value(), 40, 3, 12, 300'000, 7);
  EXPECT_GE(t.compared, 110);
  EXPECT_GE(t.wins, 20);
}

TEST(SearchFast, ANodeBudgetGivesUnknownNotAFalseAnswer) {
  const VariantPtr v = fast_variant("adaptoid");
  FastAdaptoidGame game(v);
  const SearchResult r = solve_position_fast(game, AdaptoidGame(v).start(0), 3, 1000);
  EXPECT_EQ(r.value, Proof::Unknown);
  EXPECT_TRUE(r.budget_exhausted);
}

// A Quantum Leap position White wins in 6 of its turns and no fewer (as `adaptoid solve --turns`
// answers; every turn removes a stone, Q4): a caller that lets the distance grow finds the 6, one
// that stops after 3 turns finds nothing, and the search never goes past what the caller allows.
TEST(SearchFast, TheWinDistanceGrowsOnlyWhileTheCallerAsks) {
  const VariantPtr v = fast_variant("quantum-leap");
  const FastQuantumLeapGame game(v);
  const auto p = parse_position(v,
                                "quantum-leap W.BB./WBWB.B/...WW../W..BB..W/WW.B.WBB./WW....../"
                                "B.B..W./W..BB./BWW.B w - 15");
  ASSERT_TRUE(p.ok()) << p.error();
  const auto s = game.from_position(p.value());
  FastWinSearch<FastQuantumLeapGame> all(game, s.side);
  EXPECT_EQ(all.win_distance(s, 8, [](int) { return true; }), 6);
  FastWinSearch<FastQuantumLeapGame> three(game, s.side);
  int deepest = 0;
  EXPECT_EQ(three.win_distance(s, 8,
                               [&](int n) {
                                 deepest = n;
                                 return n < 3;
                               }),
            std::nullopt);
  EXPECT_EQ(deepest, 3);
}

}  // namespace
}  // namespace adaptoid
