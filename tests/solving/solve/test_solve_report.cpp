// The report of a solved variant (solve_report.hpp), from hand-made results: the start's value
// counted from its mover, each colour's forced win named in turn order, the rates and shares.
#include <gtest/gtest.h>
#include <adaptoid/core/adaptoid_game.hpp>
#include <adaptoid/core/quantum_leap_game.hpp>
#include <adaptoid/solving/solve/solve_report.hpp>
#include <adaptoid/variants/variant_loader.hpp>
#include "rules_test_util.hpp"

namespace adaptoid {
namespace {

using rules_test::builtin;

SolveVariantReport folded_report(const VariantPtr& v, ForcedWins start_wins) {
  SolveVariantReport r;
  r.table = "t.tb";
  r.bytes = 1000;
  r.seconds = 2;
  r.cpu_seconds = 4;
  r.start = AdaptoidGame(v).first_positions().front();
  FoldedSummary s;
  s.classes = 8'000'000;
  s.turns = 20;
  s.forced = {5, 2, 1};
  s.nobody = 1;
  s.longest = {11, 0, 0};
  s.start_wins = start_wins;
  r.folded = FoldedVariantSummary{s, 3, 6, 0};
  return r;
}

TEST(SolveReport, TwoPlayersGiveTheStartsValueForTheMoverAndTheRate) {
  const VariantPtr v = builtin("adaptoid-7");
  ForcedWins w;
  w.plies_plus_one[1] = 8;  // the next player forces a win in 7 plies: a loss for the mover
  const SolveVariantReport r = folded_report(v, w);
  const nlohmann::ordered_json j = solve_report_json(*v, r);
  EXPECT_EQ(j.begin().key(), "bytes");  // the keys sorted, as the tool has always printed them
  EXPECT_EQ(j["start_value"], "loss");
  EXPECT_EQ(j["start_plies"], 7);
  EXPECT_EQ(j["wins"], 5);
  EXPECT_EQ(j["losses"], 2);
  EXPECT_EQ(j["draws"], 1);
  EXPECT_EQ(j["start_forced_win_plies"]["white"], nullptr);
  EXPECT_EQ(j["start_forced_win_plies"]["black"], 7);
  const std::string text = solve_report_text(*v, r, 1);
  EXPECT_NE(text.find("loss for white in 7 plies"), std::string::npos) << text;
  EXPECT_NE(text.find("on 1 thread (4 s of CPU, 2 M classes per CPU-second)"), std::string::npos) << text;
}

TEST(SolveReport, ThreePlayersNameEachColoursForcedWinInTurnOrder) {
  const VariantPtr v = builtin("adapt3-7");
  ForcedWins w;
  w.plies_plus_one[2] = 10;  // the third from the mover
  const SolveVariantReport r = folded_report(v, w);
  const nlohmann::ordered_json j = solve_report_json(*v, r);
  EXPECT_FALSE(j.contains("start_value"));
  EXPECT_EQ(j["forced_by_third"], 1);
  const std::string third(colour_name(v->turn_order[2]));
  EXPECT_EQ(j["start_forced_win_plies"][third], 9);
  const std::string text = solve_report_text(*v, r, 2);
  EXPECT_NE(text.find(third + " in 9 plies"), std::string::npos) << text;
  EXPECT_NE(text.find("on 2 threads"), std::string::npos) << text;
}

TEST(SolveReport, QuantumLeapGivesTheSharesOfTheRandomStarts) {
  const VariantPtr v = builtin("quantum-leap-7");
  SolveVariantReport r;
  r.table = "q.tb";
  r.bytes = 100;
  r.cpu_seconds = 1;
  r.start = QuantumLeapGame(v).start(v->seed);
  QuantumLeapVariantSummary s;
  s.positions = 400;
  s.entries = 20;
  s.start_wins = true;
  s.starts = {8, 2, 6};
  r.quantum_leap = s;
  const nlohmann::ordered_json j = solve_report_json(*v, r);
  EXPECT_EQ(j.begin().key(), "variant");  // the keys as listed, as the tool has always printed them
  EXPECT_EQ(std::next(j.begin()).key(), "table");
  EXPECT_EQ(j["start_value"], "win");
  EXPECT_DOUBLE_EQ(j["bits_per_position"].get<double>(), 2.0);
  const std::string text = solve_report_text(*v, r, 1);
  EXPECT_NE(text.find("white wins 25% without the swap, 75% against Black's best swap"), std::string::npos)
      << text;
  EXPECT_NE(text.find("black, deciding the swap, wins"), std::string::npos) << text;
}

}  // namespace
}  // namespace adaptoid
