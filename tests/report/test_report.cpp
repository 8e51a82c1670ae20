// The variant report (lib/report): its statistics, the rule-firing counters, the page's sections
// and charts, a tiny report (resumed from its games file with the same numbers). The tool's
// `report`: tests/cli/test_report_cli.cpp.
#include <gtest/gtest.h>

#include <adaptoid/core/game.hpp>
#include <adaptoid/report/page/html_report.hpp>
#include <adaptoid/report/page/report_json.hpp>
#include <adaptoid/report/play/rule_firing.hpp>
#include <adaptoid/report/verdict/verdict.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>

#include "scratch_dir_test.hpp"

namespace adaptoid {
namespace {

VariantPtr report_variant(const std::string& name) {
  return load_variant(name).value();
}

TEST(ReportStats, WilsonIntervalIsInsideZeroToOneAndNarrowsWithGames) {
  const Share half = share_of(50, 100);
  EXPECT_NEAR(half.lower, 0.404, 0.002);
  EXPECT_NEAR(half.upper, 0.596, 0.002);
  const Share none = share_of(0, 10);
  EXPECT_EQ(none.lower, 0.0);
  EXPECT_NEAR(none.upper, 0.278, 0.002);
  EXPECT_LT(share_of(500, 1000).margin(), half.margin());
  EXPECT_EQ(share_of(0, 0).value(), 0.0);
}

TEST(ReportStats, DifferencesAreSignificantOnlyWhenLarge) {
  EXPECT_TRUE(significant(two_share_z(share_of(70, 100), share_of(40, 100))));
  EXPECT_FALSE(significant(two_share_z(share_of(52, 100), share_of(48, 100))));
  EXPECT_FALSE(significant(two_share_z(share_of(0, 10), share_of(0, 10))));
  EXPECT_TRUE(significant(two_mean_z({10, 11, 12, 10, 11}, {20, 21, 22, 20, 21})));
  EXPECT_FALSE(significant(two_mean_z({10, 12, 11}, {11, 10, 12})));
  const Mean m = mean_of({1, 2, 3});
  EXPECT_DOUBLE_EQ(m.value, 2.0);
  EXPECT_NEAR(m.margin, kZ95 * 1 / std::sqrt(3.0), 1e-9);
}

TEST(ReportStats, HistogramCoversEveryValueInRoundBins) {
  const std::vector<int> values{3, 17, 40, 41, 99, 100};
  const Histogram h = histogram(values, 10);
  ASSERT_FALSE(h.counts.empty());
  EXPECT_LE(static_cast<int>(h.counts.size()), 11);
  EXPECT_EQ(h.low % h.width, 0);
  int total = 0;
  for (int c : h.counts) total += c;
  EXPECT_EQ(total, 6);
  EXPECT_TRUE(histogram({}, 10).counts.empty());
}

// White at d3 (a leg, `white` pincers) next to Black at d4 (`black` pincers), White to move.
Position attack_position(const Variant& v, int white, int black) {
  Position p = AdaptoidGame(report_variant(v.name)).start(0);
  for (int cell = 0; cell < v.board.size(); ++cell) p.put(cell, kEmpty);
  p.put(*v.board.index("d3"), adaptoid_piece::make(0, 1, white));
  p.put(*v.board.index("d4"), adaptoid_piece::make(1, 0, black));
  p.put(*v.board.index("a1"), adaptoid_piece::make(1, 0, 0));
  return p;
}

std::vector<std::string> attack_events(int white, int black) {
  const VariantPtr v = report_variant("adaptoid");
  const AdaptoidGame game(v);
  const Position p = attack_position(*v, white, black);
  const int from = *v->board.index("d3"), to = *v->board.index("d4");
  for (const Turn& t : legal_turns(game, p))
    if (t.move == MoveKind::Attack && t.from == from && t.to == to)
      return fired_events(*v, p, t, game.apply(p, t));
  return {"no attack"};
}

bool has(const std::vector<std::string>& events, const std::string& name) {
  return std::find(events.begin(), events.end(), name) != events.end();
}

TEST(RuleFiring, AttacksAreToldApartByPincers) {
  EXPECT_TRUE(has(attack_events(2, 1), "attack"));
  EXPECT_TRUE(has(attack_events(1, 2), "suicide attack"));
  EXPECT_TRUE(has(attack_events(1, 1), "equal exchange"));
  EXPECT_FALSE(has(attack_events(2, 1), "suicide attack"));
  EXPECT_FALSE(has(attack_events(2, 1), "starvation capture"));
}

TEST(RuleFiring, SwapsAndLeapsOfQuantumLeap) {
  const VariantPtr v = report_variant("quantum-leap-7");
  const QuantumLeapGame game(v);
  Position p = game.start(1);
  ASSERT_TRUE(p.swap_pending());
  std::vector<std::string> seen;
  for (const Turn& t : legal_turns(game, p))
    for (auto& e : fired_events(*v, p, t, game.apply(p, t))) seen.push_back(e);
  EXPECT_TRUE(has(seen, "swap"));
  EXPECT_TRUE(has(seen, "swap declined"));
  p = game.apply(p, legal_turns(game, p).back());
  for (const Turn& t : legal_turns(game, p)) {
    const auto events = fired_events(*v, p, t, game.apply(p, t));
    ASSERT_EQ(events.size(), 1u);
    EXPECT_EQ(events[0].rfind("leap of ", 0), 0u) << events[0];
  }
  EXPECT_EQ(longest_leap(*v), 2);
  EXPECT_EQ(longest_leap(*report_variant("quantum-leap")), 6);
}

TEST(RuleFiring, PossibleEventsFollowTheOptions) {
  const auto names = [](const Variant& v) {
    std::vector<std::string> out;
    for (const RuleEvent& e : possible_events(v)) out.push_back(e.name);
    return out;
  };
  Variant v = *report_variant("adaptoid");
  EXPECT_TRUE(has(names(v), "suicide attack"));
  EXPECT_FALSE(has(names(v), "attack without a pincer"));
  v.suicide_attacks = false;
  v.attacker_needs_pincer = false;
  EXPECT_FALSE(has(names(v), "suicide attack"));
  EXPECT_TRUE(has(names(v), "attack without a pincer"));
  Variant q = *report_variant("quantum-leap");
  EXPECT_TRUE(has(names(q), "swap"));
  q.swap = false;
  EXPECT_FALSE(has(names(q), "swap"));
}

TEST(RuleFiring, SummaryFlagsTheRulesThatNeverFired) {
  const VariantPtr v = report_variant("adaptoid");
  GameFacts a, b;
  a.plies = 10;
  a.winner = 0;
  a.events = {"attack", "attack", "turn without a grow"};
  b.plies = 20;
  b.capped = true;
  b.events = {"attack"};
  const SelfPlaySummary s = summarize_self_play(*v, {a, b});
  EXPECT_EQ(s.games, 2);
  EXPECT_EQ(s.wins[0].hits, 1);
  EXPECT_EQ(s.draws.hits, 1);
  EXPECT_EQ(s.capped.hits, 1);
  const auto tally = [&](const std::string& name) {
    return *std::find_if(s.rules.begin(), s.rules.end(),
                         [&](const RuleTally& t) { return t.event.name == name; });
  };
  EXPECT_EQ(tally("attack").fired, 3);
  EXPECT_EQ(tally("attack").games, 2);
  EXPECT_EQ(tally("suicide attack").fired, 0);
  bool flagged = false;
  VariantStudy study;
  study.variant = v;
  study.summary = s;
  for (const VerdictFinding& f : findings(study))
    flagged = flagged || (f.warning && f.text.find("suicide attack") != std::string::npos);
  EXPECT_TRUE(flagged);
}

ReportOptions tiny_options(const std::string& dir) {
  ReportOptions o;
  o.variant = report_variant("adaptoid-7");
  o.variant_name = "adaptoid-7";
  o.players = {parse_player_spec("engine:nodes=200").value()};
  o.games = 4;
  o.max_plies = 60;
  o.games_file = dir + "/games.txt";
  o.check.positions = 1;
  o.check.timeout_ms = 5000;
  return o;
}

TEST(Report, TinyReportHasEverySectionAndChartAndResumesTheSame) {
  const testing::ScratchDir scratch;
  const ReportOptions o = tiny_options(scratch.str());
  auto first = build_report(o);
  ASSERT_TRUE(first) << first.error();
  EXPECT_EQ(first->subject.play.played, 4);
  const std::string page = report_html(first.value());
  for (const char* id : {"rules", "consistency", "self-play", "exact", "verdict"})
    EXPECT_NE(page.find(std::string("<section id=\"") + id + "\""), std::string::npos) << id;
  for (const char* chart : {"outcomes", "lengths", "branching"})
    EXPECT_NE(page.find(std::string("data-chart=\"") + chart + "\""), std::string::npos) << chart;
  EXPECT_EQ(page.find("<script"), std::string::npos);
  EXPECT_NE(page.find("adaptoid-7"), std::string::npos);
  EXPECT_TRUE(first->subject.exact.at(0).solved);
  EXPECT_TRUE(first->subject.exact.at(0).own);  // 7 cells: the variant itself, not a small board
  EXPECT_EQ(first->subject.exact.at(0).start, "White forces a win in 11 plies");
  auto again = build_report(o);  // every game read back from the games file
  ASSERT_TRUE(again) << again.error();
  EXPECT_EQ(again->subject.play.resumed, 4);
  EXPECT_EQ(again->subject.play.played, 0);
  // The same numbers, whether the games were played now or read back.
  auto a = report_json(first.value()), b = report_json(again.value());
  a["subject"]["self_play"].erase("resumed");
  b["subject"]["self_play"].erase("resumed");
  EXPECT_EQ(a.dump(), b.dump());
}

}  // namespace
}  // namespace adaptoid
