// The time rule of every timed player (lib/play/budget.hpp, specs/engine-protocol.md `go`), on a
// clock the test sets: a search given S seconds goes on until S less the margin, however little
// is left, and an answer found early is held until then; a node budget ignores the clock; a
// call's limits override the player's own.
#include <gtest/gtest.h>
#include <adaptoid/play/budget.hpp>

namespace adaptoid {
namespace {

double budget_test_now = 0;
double budget_test_clock() {
  return budget_test_now;
}

SearchLimits limits_of(double seconds, double time_share = 1, const std::atomic<bool>* stop = nullptr) {
  SearchLimits l;
  l.seconds = seconds;
  l.time_share = time_share;
  l.stop = stop;
  return l;
}

// A clock that moves 1 ms each time it is read, so that a hold ends without real waiting.
double budget_ticking_clock() {
  budget_test_now += 0.001;
  return budget_test_now;
}

Budget budget_at_zero(const PlayerSpec& spec, const SearchLimits& limits) {
  budget_test_now = 100;  // any instant: the budget counts from its making
  return Budget(spec, limits, 1.0, budget_test_clock);
}

TEST(Players, TimeRuleGoesOnUntilTheTimeLessItsMarginHasPassed) {
  const Budget b = budget_at_zero({.kind = "engine"}, limits_of(0.5));
  budget_test_now = 100.3;  // past half the time: a depth is still worth starting
  EXPECT_FALSE(b.over(0));
  budget_test_now = 100.494;  // 6 ms left: more than the 5 ms margin
  EXPECT_FALSE(b.over(123456789));
  budget_test_now = 100.4951;
  EXPECT_TRUE(b.over(0));
  EXPECT_DOUBLE_EQ(b.seconds(), 0.5);
}

TEST(Players, TimeRuleMarginIsATwentiethOfAShortTime) {
  const Budget b = budget_at_zero({.kind = "uct", .time = 0.04}, {});
  budget_test_now = 100.0379;  // a twentieth of 0.04 s is 2 ms, less than 5 ms
  EXPECT_FALSE(b.over(0));
  budget_test_now = 100.0381;
  EXPECT_TRUE(b.over(0));
}

TEST(Players, TimeRuleGivesEachOfTwoSearchesInOneTurnHalfTheTime) {
  const Budget b = budget_at_zero({.kind = "engine", .time = 1}, limits_of(0, 0.5));
  EXPECT_DOUBLE_EQ(b.seconds(), 0.5);
  budget_test_now = 100.4949;
  EXPECT_FALSE(b.over(0));
  budget_test_now = 100.4951;
  EXPECT_TRUE(b.over(0));
}

TEST(Players, NodeBudgetIsNoClockAndNoShare) {
  const Budget b = budget_at_zero({.kind = "engine", .nodes = 1000}, limits_of(0, 0.5));
  budget_test_now = 1e6;
  EXPECT_FALSE(b.over(999));
  EXPECT_TRUE(b.over(1000));
  EXPECT_EQ(b.nodes(), 1000u);
}

TEST(Players, TimeRuleTakesTheCallsLimitsOverThePlayersAndStopsOnAStop) {
  std::atomic<bool> stop = false;
  const Budget b = budget_at_zero({.kind = "engine", .time = 5}, limits_of(0.2, 1, &stop));
  budget_test_now = 100.1;
  EXPECT_FALSE(b.over(0));
  stop = true;
  EXPECT_TRUE(b.over(0));
  const Budget fallback = budget_at_zero({.kind = "engine"}, {});
  EXPECT_DOUBLE_EQ(fallback.seconds(), 1.0);  // neither gives a limit: the player's default
}

TEST(Players, TimeRuleHoldsAnAnswerFoundEarlyUntilTheTime) {
  budget_test_now = 100;
  const Budget b({.kind = "engine"}, limits_of(0.05), 1.0, budget_ticking_clock);
  b.hold_until_time(2);
  // The hold ends at the first reading at or past S less its margin (2.5 ms), and no later.
  EXPECT_GE(budget_test_now, 100.0475);
  EXPECT_LT(budget_test_now, 100.06);
}

TEST(Players, TimeRuleAnswersAtOnceWithOneTurnANodeBudgetOrAStop) {
  budget_test_now = 100;
  const Budget timed({.kind = "engine"}, limits_of(10), 1.0, budget_ticking_clock);
  timed.hold_until_time(1);  // one legal turn: nothing to think about
  EXPECT_LT(budget_test_now, 100.01);
  const Budget nodes({.kind = "engine", .nodes = 1000}, {}, 1.0, budget_ticking_clock);
  nodes.hold_until_time(30);
  EXPECT_LT(budget_test_now, 100.02);
  std::atomic<bool> stop = true;
  const Budget stopped({.kind = "engine"}, limits_of(10, 1, &stop), 1.0, budget_ticking_clock);
  stopped.hold_until_time(30);
  EXPECT_LT(budget_test_now, 100.03);
}

}  // namespace
}  // namespace adaptoid
