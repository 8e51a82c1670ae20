// How much a stalled engine game weighs (check/stall_games.hpp): half the games or more is a
// defect, fewer an advisory, and the statement says which.
#include <adaptoid/check/stall_games.hpp>
#include <adaptoid/core/game.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <gtest/gtest.h>

namespace adaptoid {
namespace {

// A game of passes only (no limbs, no adaptoid to create), and its class: a pass run.
StallSearch with_games(int stalled, int ended) {
  auto v = load_variant_text("base = \"adaptoid-7\"\n[supply]\nadaptoids = 1\nlegs = 0\npincers = 0\n",
                             "idle", "test");
  if (!v) throw std::runtime_error(v.error());
  GameRecord r;
  r.variant = v.value();
  visit_game(r.variant, [&](const auto& game) {
    Position p = game.start(0);
    for (int i = 0; i < 12; ++i) {
      r.turns.push_back(legal_turns(game, p).front());
      p = game.apply(p, r.turns.back());
    }
    r.status = game.status(p);
  });
  StallSearch s;
  s.played = true;
  for (int i = 0; i < stalled; ++i) s.games.push_back(classify_game(r));
  GameClass ended_class;
  ended_class.ending = GameEnding::Ended;
  for (int i = 0; i < ended; ++i) s.games.push_back(ended_class);
  s.witness_class = s.games.front();
  s.witness = r;
  return s;
}

TEST(StallGames, HalfTheGamesStalledIsTheRuleFewerIsNot) {
  EXPECT_TRUE(stalls_are_the_rule(with_games(4, 0)));
  EXPECT_TRUE(stalls_are_the_rule(with_games(2, 2)));
  EXPECT_FALSE(stalls_are_the_rule(with_games(1, 3)));
  EXPECT_FALSE(stalls_are_the_rule(StallSearch{}));
}

TEST(StallGames, TheStatementSaysWhetherTheGameStallsOrSomeGamesDo) {
  const StallOptions o;
  const auto rule = stall_finding(with_games(3, 1), o);
  ASSERT_TRUE(rule.has_value());
  EXPECT_EQ(rule->text.rfind("the game stalls under play: ", 0), 0u) << rule->text;
  EXPECT_NE(rule->text.find("(3 of 4 engine games"), std::string::npos) << rule->text;
  EXPECT_EQ(rule->basis, Statement::Witnessed);
  const auto some = stall_finding(with_games(1, 3), o);
  ASSERT_TRUE(some.has_value());
  EXPECT_EQ(some->text.rfind("some games stall under play: ", 0), 0u) << some->text;
  EXPECT_FALSE(some->witness.empty());
}

}  // namespace
}  // namespace adaptoid
