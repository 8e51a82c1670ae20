// The report says what `check` said and judges the variant as written: its consistency verdict
// is check's result (a finding is never called consistent), the edge-case comparison lists every
// case of either side with both verdicts, case texts follow the variant's goal (A15), and the
// exact results carry the variant's start (A2), holes (S2) and goal (A15) onto the small boards,
// listing what they could not carry.
#include <gtest/gtest.h>

#include <adaptoid/report/exact/exact_results.hpp>
#include <adaptoid/report/exact/small_board.hpp>
#include <adaptoid/report/verdict/case_comparison.hpp>
#include <adaptoid/report/verdict/verdict.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <algorithm>

#include "scratch_dir_test.hpp"

namespace adaptoid {
namespace {

VariantPtr truth_variant(const std::string& toml, const std::string& name) {
  return load_variant_text(toml, name, "test " + name).value();
}

// Black's adaptoid at d6 has one neighbour left, d5: White's +d5 starves it (White wins in 2).
VariantPtr decided_start() {
  return truth_variant(
      "base = \"adaptoid\"\n[board]\nholes = [\"c5\", \"c6\", \"d7\", \"e6\", \"e7\"]\n"
      "[start]\nwhite = [\"d4\"]\nblack = [\"d6\"]\n",
      "decided-start");
}

VariantPtr goal_four() {
  return truth_variant("base = \"adaptoid\"\ncapture_goal = 4\n[board]\nholes = [\"c3\", \"e5\"]\n",
                       "goal-four");
}

bool contains(const std::vector<std::string>& items, const std::string& text) {
  return std::any_of(items.begin(), items.end(),
                     [&](const std::string& i) { return i.find(text) != std::string::npos; });
}

const SmallBoard& on(const std::vector<SmallBoard>& boards, const std::string& reference) {
  return *std::find_if(boards.begin(), boards.end(),
                       [&](const SmallBoard& b) { return b.reference == reference; });
}

TEST(ReportTruth, FindingsAreCheckResultNeverConsistent) {
  CheckReport r;
  r.variant = goal_four();
  r.findings.push_back({"ends", "a colour loses with no adaptoid on the board (A15): no game ended so", ""});
  EXPECT_EQ(r.result(), CheckResult::Findings);
  EXPECT_EQ(r.exit_status(), 1);
  VariantStudy s;
  s.variant = r.variant;
  s.check = r;
  const auto f = findings(s);
  ASSERT_FALSE(f.empty());
  EXPECT_TRUE(f.front().warning);
  EXPECT_EQ(f.front().text, "check: " + r.result_line());  // check's own sentence, not a second one
  EXPECT_NE(f.front().text.find("1 defect"), std::string::npos) << f.front().text;
  EXPECT_EQ(f.front().text.find("nothing disagrees"), std::string::npos) << f.front().text;
  r.findings.clear();
  EXPECT_EQ(r.result(), CheckResult::Sound);
}

TEST(ReportTruth, ACheckWithPartsSkippedIsNeverSound) {
  const CheckReport r =
      run_check(goal_four(), {.positions = 0, .catalogue = false, .playability = false, .start = false});
  EXPECT_EQ(r.result(), CheckResult::Undecided);
  EXPECT_EQ(r.exit_status(), 3);
  EXPECT_EQ(r.skipped().size(), 4u);
  EXPECT_TRUE(r.open_questions().empty());
  VariantStudy s;
  s.variant = r.variant;
  s.check = r;
  EXPECT_TRUE(findings(s).front().warning);
  EXPECT_NE(findings(s).front().text.find("skipped"), std::string::npos) << findings(s).front().text;
}

TEST(ReportTruth, CaseComparisonListsEveryCaseOfEitherSide) {
  const VariantPtr a = goal_four(), b = load_variant("adaptoid").value(),
                   other = load_variant("adaptoid-7").value();
  const auto& cases = edge_cases();
  const auto named = [&](const std::string& name) {
    return &*std::find_if(cases.begin(), cases.end(), [&](const EdgeCase& c) { return c.name == name; });
  };
  const auto run = [](const EdgeCase* c, const VariantPtr& v, CaseAnswer verdict) {
    EdgeCaseResult r;
    r.answer = verdict;
    return CaseRun{c, v, r};
  };
  CheckReport x, y;
  x.variant = a;
  y.variant = b;
  x.cases = {run(named("equal-exchange-last-adaptoids"), a, CaseAnswer::Found),
             run(named("both-reach-capture-goal"), a, CaseAnswer::Unknown),
             run(named("path-around-hole"), a, CaseAnswer::Found)};
  y.cases = {run(named("equal-exchange-last-adaptoids"), b, CaseAnswer::Impossible),
             run(named("both-reach-capture-goal"), b, CaseAnswer::Found),
             run(named("path-around-hole"), other, CaseAnswer::Found),
             run(named("no-suicide-option"), other, CaseAnswer::Impossible)};
  const auto rows = compare_cases(x, y);
  ASSERT_EQ(rows.size(), 4u);  // every case of either side, the base's alone too
  const auto row = [&](const std::string& name) {
    return *std::find_if(rows.begin(), rows.end(), [&](const CaseComparison& c) { return c.name == name; });
  };
  EXPECT_TRUE(row("equal-exchange-last-adaptoids").differs);
  EXPECT_EQ(row("equal-exchange-last-adaptoids").subject, "found");
  EXPECT_EQ(row("equal-exchange-last-adaptoids").base, "impossible");
  EXPECT_FALSE(row("both-reach-capture-goal").differs);  // Z3's timeout, not the rules
  EXPECT_FALSE(row("path-around-hole").differs);         // the base ran it under other options
  EXPECT_NE(row("path-around-hole").base.find("under its own options"), std::string::npos);
  EXPECT_EQ(row("no-suicide-option").subject.rfind("not run: ", 0), 0u) << row("no-suicide-option").subject;
  EXPECT_NE(row("no-suicide-option").base.find("impossible"), std::string::npos);
  x.options.catalogue = false;
  const auto skipped = compare_cases(x, y);
  ASSERT_EQ(skipped.size(), 4u);
  const auto base_alone = std::find_if(skipped.begin(), skipped.end(),
                                       [](const CaseComparison& c) { return c.name == "no-suicide-option"; });
  EXPECT_EQ(base_alone->subject, "not run: the catalogue was skipped");
}

TEST(ReportTruth, A15CaseTextsFollowTheGoal) {
  const auto& cases = edge_cases();
  const EdgeCase& c = *std::find_if(
      cases.begin(), cases.end(), [](const EdgeCase& e) { return e.name == "suicide-gives-fifth-capture"; });
  EXPECT_NE(edge_case_description(c, *goal_four()).find("the capture goal of 4"), std::string::npos);
  EXPECT_EQ(edge_case_description(c, *goal_four()).find("fifth"), std::string::npos);
  EXPECT_EQ(edge_case_description(c, *load_variant("adaptoid").value()), c.description);
}

TEST(ReportTruth, S2A2DecidedStartCarriedOntoTheSmallBoard) {
  const auto boards = small_boards(*decided_start(), *load_variant("adaptoid").value());
  ASSERT_EQ(boards.size(), 2u);
  const SmallBoard& b = on(boards, "adaptoid-19-1");
  ASSERT_TRUE(b.variant);
  // The start and the holes at the same places from the centre: Black's adaptoid keeps one neighbour.
  EXPECT_TRUE(contains(b.carried, "white d4 as c3, black d6 as c5")) << b.carried.front();
  EXPECT_TRUE(contains(b.carried, "hole c5 as b4"));
  EXPECT_TRUE(contains(b.carried, "hole e6 as d5"));
  EXPECT_TRUE(contains(b.not_carried, "hole c6, d7, e7"));
  EXPECT_EQ(b.variant->board.size(), 17);
  const SmallBoard& seven = on(boards, "adaptoid-7");
  EXPECT_TRUE(contains(seven.not_carried, "hole c5, c6, d7, e6, e7"));
  const auto exact = exact_results(decided_start(), {});
  ASSERT_EQ(exact.size(), 2u);  // 32 cells: not its own board, the two small ones
  for (const ExactResult& e : exact) {
    EXPECT_FALSE(e.own);
    EXPECT_TRUE(e.solved) << e.reference << ": " << e.note;
  }
  const auto small =
      std::find_if(exact.begin(), exact.end(), [](const ExactResult& e) { return e.cells == 17; });
  ASSERT_NE(small, exact.end());
  EXPECT_EQ(small->start.rfind("White forces a win", 0), 0u) << small->start;
}

TEST(ReportTruth, A15GoalScaledOrListedAsNotCarried) {
  const auto boards = small_boards(*goal_four(), *load_variant("adaptoid").value());
  const SmallBoard& seven = on(boards, "adaptoid-7");
  ASSERT_TRUE(seven.variant);
  EXPECT_EQ(seven.variant->capture_goal, 1);  // 2 · 4/5 rounds to 2, moved the variant's way
  EXPECT_TRUE(contains(seven.carried, "capture_goal = 4 (the base's 5) as 1"));
  EXPECT_TRUE(contains(seven.carried, "hole c3 as a1"));
  const SmallBoard& nineteen = on(boards, "adaptoid-19-1");
  ASSERT_TRUE(nineteen.variant);
  EXPECT_EQ(nineteen.variant->capture_goal, 1);  // it cannot go lower than 1
  EXPECT_TRUE(contains(nineteen.not_carried, "capture_goal = 4"));
  EXPECT_TRUE(contains(nineteen.carried, "hole e5 as d4"));
  // Options a small board has its own of are listed, not dropped.
  const auto supply =
      small_boards(*truth_variant("base = \"adaptoid\"\n[supply]\nadaptoids = 6\n", "supply-six"),
                   *load_variant("adaptoid").value());
  EXPECT_TRUE(contains(supply.front().not_carried, "supply.adaptoids = 6"));
}

TEST(ReportTruth, A2StartLargerThanTheSmallSupplyIsListedNotCarried) {
  const auto v = truth_variant(
      "base = \"adaptoid\"\n[start]\nwhite = [\"c3\", \"d3\", \"e4\"]\nblack = [\"d6\"]\n", "three-white");
  const auto boards = small_boards(*v, *load_variant("adaptoid").value());
  const SmallBoard& seven = on(boards, "adaptoid-7");
  ASSERT_TRUE(seven.variant);
  EXPECT_TRUE(contains(seven.not_carried, "more start adaptoids than adaptoid-7's supply of 2"));
  EXPECT_EQ(seven.variant->start[0].size(), 1u);  // adaptoid-7's own start
}

}  // namespace
}  // namespace adaptoid
