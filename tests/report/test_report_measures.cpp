// The report's measures (balance, completion, ... with intervals), the skill trace's reading of
// who sat where, the first screen (a stall under play is a defect with the options that provoke
// it; a rule the board rules out is an advisory, never "the rule never mattered"), and section
// 5's results that carry nothing of the variant left out of the verdict.
#include <gtest/gtest.h>

#include <adaptoid/report/play/measures.hpp>
#include <adaptoid/report/play/rule_firing.hpp>
#include <adaptoid/report/play/self_play_summary.hpp>
#include <adaptoid/report/verdict/glance.hpp>
#include <adaptoid/report/verdict/verdict.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "scratch_dir_test.hpp"

namespace adaptoid {
namespace {

GameFacts measured_game(std::optional<Colour> winner, int plies, bool capped = false) {
  GameFacts g;
  g.winner = winner;
  g.plies = plies;
  g.capped = capped;
  g.branching.assign(static_cast<size_t>(plies), 10);
  g.coverage = 0.5;
  if (winner) {
    g.decided_at = 0.25;
    g.behind = 0.5;
  }
  return g;
}

const Measure& measure_named(const std::vector<Measure>& all, const std::string& name) {
  const auto it = std::find_if(all.begin(), all.end(), [&](const Measure& m) { return m.name == name; });
  EXPECT_NE(it, all.end()) << name;
  return *it;
}

TEST(ReportMeasures, EachMeasureIsItsDefinitionWithAnIntervalAroundIt) {
  const VariantPtr v = load_variant("adaptoid").value();
  const std::vector<GameFacts> games = {measured_game(0, 40), measured_game(0, 60), measured_game(0, 50),
                                        measured_game(1, 50), measured_game(std::nullopt, 300, true)};
  const auto m = design_measures(*v, games);
  EXPECT_DOUBLE_EQ(measure_named(m, "balance").value, 1.0 - 2.0 / 5);
  EXPECT_DOUBLE_EQ(measure_named(m, "completion").value, 4.0 / 5);
  EXPECT_DOUBLE_EQ(measure_named(m, "drawishness").value, 0.0);
  EXPECT_DOUBLE_EQ(measure_named(m, "timeouts").value, 1.0 / 5);
  EXPECT_DOUBLE_EQ(measure_named(m, "duration").value, 100.0);
  EXPECT_DOUBLE_EQ(measure_named(m, "branching factor").value, 10.0);
  EXPECT_DOUBLE_EQ(measure_named(m, "drama").value, 0.5);
  EXPECT_EQ(measure_named(m, "decisiveness").n, 4);
  for (const Measure& x : m) {
    EXPECT_LE(x.lower, x.value) << x.name;
    EXPECT_GE(x.upper, x.value) << x.name;
    EXPECT_FALSE(x.definition.empty()) << x.name;
  }
  EXPECT_GT(measure_named(m, "balance").half_width(), 0.0);
}

TEST(ReportMeasures, SkillTraceCountsTheStrongerPlayersWinsWhereverItSat) {
  const VariantPtr v = load_variant("adaptoid").value();
  const PlayerSpec weak = parse_player_spec("engine:nodes=100").value(),
                   strong = parse_player_spec("engine:nodes=400").value();
  // Game 0 seats player 0 (the weaker) at White, game 1 the stronger.
  std::vector<GameFacts> games = {measured_game(1, 30), measured_game(0, 30)};
  games[1].game = 1;
  const SkillStep s = skill_step(*v, weak, strong, games);
  EXPECT_EQ(s.stronger_wins.hits, 2);
  EXPECT_EQ(s.weaker_wins.hits, 0);
  const auto levels = skill_levels(parse_player_spec("engine:nodes=2000").value());
  ASSERT_EQ(levels.size(), 3u);
  EXPECT_EQ(levels[0].nodes, 125u);
  EXPECT_EQ(levels[2].nodes, 2000u);
  EXPECT_TRUE(skill_levels(parse_player_spec("random").value()).empty());
}

TEST(ReportMeasures, ALeapTheBoardRulesOutCannotFireAndIsNoFinding) {
  // Side 3: the cells with six neighbours are the inner seven, none four steps from another cell.
  const VariantPtr v = load_variant("quantum-leap-19").value();
  const auto events = possible_events(*v);
  const auto leap = [&](int k) {
    return *std::find_if(events.begin(), events.end(),
                         [&](const RuleEvent& e) { return e.name == "leap of " + std::to_string(k); });
  };
  EXPECT_TRUE(leap(3).cannot.empty());
  EXPECT_FALSE(leap(4).cannot.empty());
  VariantStudy s;
  s.variant = v;
  s.summary = summarize_self_play(*v, {measured_game(0, 20), measured_game(1, 20)});
  for (const VerdictFinding& f : findings(s))
    EXPECT_EQ(f.text.find("leap of 4 (Q4) fired in 0"), std::string::npos) << f.text;
  const Glance g = at_a_glance(s, {});
  EXPECT_TRUE(std::any_of(g.advisories.begin(), g.advisories.end(), [](const GlanceItem& i) {
    return i.text.starts_with("leap of 4 (Q4) cannot fire on this board");
  }));
}

TEST(ReportMeasures, AGameThatStallsUnderPlayIsADefectNamingTheOptionsThatProvokeIt) {
  const VariantPtr v = load_variant_text("base = \"adaptoid\"\nno_grow = \"skip\"\n[supply]\nadaptoids = 3\n",
                                         "few", "test few")
                           .value();
  VariantStudy s;
  s.variant = v;
  std::vector<GameFacts> games(20, measured_game(std::nullopt, 300, true));
  games.push_back(measured_game(0, 40));
  s.summary = summarize_self_play(*v, games);
  s.play.stalled_game = "game 1, stopped after 300 plies";
  const auto diff = rules_diff(*v, *load_variant("adaptoid").value());
  const Glance g = at_a_glance(s, diff);
  ASSERT_FALSE(g.defects.empty());
  EXPECT_NE(g.defects.front().text.find("stalls under play"), std::string::npos);
  EXPECT_NE(
      std::find(g.defects.front().options.begin(), g.defects.front().options.end(), "supply.adaptoids = 3"),
      g.defects.front().options.end());
  EXPECT_NE(g.sentence.find("1 defect"), std::string::npos) << g.sentence;
  EXPECT_EQ(g.defects.front().witness, s.play.stalled_game);
}

TEST(ReportMeasures, SmallBoardsThatLostTheVariantDoNotCount) {
  ExactResult carried, lost;
  carried.reference = lost.reference = "adaptoid-7";
  carried.solved = lost.solved = true;
  carried.start = lost.start = "White forces a win in 3 plies";
  lost.not_carried = {"board.cells = 42 cells: a1, a2, … g7 (adaptoid-7 has its own)"};
  EXPECT_TRUE(exact_carries_variant(carried));
  EXPECT_FALSE(exact_carries_variant(lost));
  VariantStudy s;
  s.variant = load_variant("adaptoid").value();
  s.exact = {lost};
  for (const VerdictFinding& f : findings(s))
    EXPECT_EQ(f.text.find("perfect play"), std::string::npos) << f.text;
}

}  // namespace
}  // namespace adaptoid
