// solve --variant, probe, verify and solve --table from the command line, on small Adaptoid-family
// variants: the report, its JSON and the refusals; --dense and --dense-table; a
// Quantum Leap position valued by search.
#include "cli_runner.hpp"
#include "scratch_dir_test.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>

namespace adaptoid {
namespace {

namespace fs = std::filesystem;
using testing::run_cli;

class SolveCli : public testing::ScratchDirTest {};

constexpr const char* kStart7 = "adaptoid-7 ../W00.B00/.. w 0/0 1";

TEST_F(SolveCli, Adaptoid7IsAWhiteWinIn11PliesAndTheTableAnswersProbesAndSearches) {
  const auto solved = run_cli({"solve", "--variant", "adaptoid-7", "--out", path("a7.tb"), "--json"});
  ASSERT_EQ(solved.status, 0) << solved.err;
  const auto report = nlohmann::json::parse(solved.out);
  EXPECT_EQ(report["classes"], 147636);
  EXPECT_EQ(report["start_value"], "win");
  EXPECT_EQ(report["start_plies"], 11);

  const auto verified = run_cli({"verify", path("a7.tb")});
  EXPECT_EQ(verified.status, 0) << verified.err;
  EXPECT_NE(verified.out.find("0 wrong"), std::string::npos) << verified.out;

  const auto probe = run_cli({"probe", "--table", path("a7.tb"), "--position", kStart7, "--json"});
  ASSERT_EQ(probe.status, 0) << probe.err;
  const auto p = nlohmann::json::parse(probe.out);
  EXPECT_EQ(p["value"], "win");
  EXPECT_EQ(p["distance"], 6);
  EXPECT_EQ(p["winning_turns"], nlohmann::json::array({"+b2"}));
  EXPECT_EQ(p["line"].size(), 11u);

  // The search answers from the table: the exact value, beyond what 2 turns could prove.
  const auto exact =
      run_cli({"solve", "--position", kStart7, "--turns", "2", "--table", path("a7.tb"), "--json"});
  ASSERT_EQ(exact.status, 0) << exact.err;
  const auto e = nlohmann::json::parse(exact.out);
  EXPECT_EQ(e["source"], "table");
  EXPECT_EQ(e["value"], "win");
  EXPECT_EQ(e["distance"], 6);
  EXPECT_EQ(e["line"], p["line"]);
  const auto searched = run_cli({"solve", "--position", kStart7, "--turns", "2", "--json"});
  ASSERT_EQ(searched.status, 0) << searched.err;
  EXPECT_EQ(nlohmann::json::parse(searched.out)["value"], "unknown");

  // The engine plays from the table: its main line, the exact score.
  const auto played = run_cli(
      {"analyse", "--position", kStart7, "--player", "engine:nodes=1000,table=" + path("a7.tb"), "--json"});
  ASSERT_EQ(played.status, 0) << played.err;
  const auto a = nlohmann::json::parse(played.out);
  EXPECT_EQ(a["best"], "+b2");
  EXPECT_EQ(a["score"]["text"], "win in 6");
  EXPECT_EQ(a["pv"].size(), 11u);
  const auto wrong = run_cli({"analyse", "--position", "adaptoid-19-1 .../..../.W00.B00./..../... w 0/0 1",
                              "--player", "engine:table=" + path("a7.tb")});
  EXPECT_EQ(wrong.status, 2);
}

TEST_F(SolveCli, Adapt3ReportsEachPlayersForcedWin) {
  const auto solved = run_cli({"solve", "--variant", "adapt3-7", "--out", path("t.tb")});
  ASSERT_EQ(solved.status, 0) << solved.err;
  EXPECT_NE(solved.out.find("white none, black none, red none"), std::string::npos) << solved.out;
  const auto probe = run_cli(
      {"probe", "--table", path("t.tb"), "--position", "adapt3-7 .R00/W00../.B00 w 0/0/0 1", "--json"});
  ASSERT_EQ(probe.status, 0) << probe.err;
  const auto p = nlohmann::json::parse(probe.out);
  EXPECT_EQ(p["value"], "unknown");
  EXPECT_TRUE(p["forced_win_plies"]["white"].is_null());
  EXPECT_TRUE(p["forced_win_plies"]["red"].is_null());
}

TEST_F(SolveCli, RefusesAPositionOfAnotherVariantAndAFullSizeBoard) {
  ASSERT_EQ(run_cli({"solve", "--variant", "adaptoid-19-1", "--out", path("s.tb")}).status, 0);
  const auto other = run_cli({"probe", "--table", path("s.tb"), "--position", kStart7});
  EXPECT_EQ(other.status, 2);
  EXPECT_NE(other.err.find("adaptoid-7"), std::string::npos) << other.err;
  const auto table_of_other =
      run_cli({"solve", "--position", kStart7, "--turns", "1", "--table", path("s.tb")});
  EXPECT_EQ(table_of_other.status, 2);
  EXPECT_NE(table_of_other.err.find("not 'adaptoid-7'"), std::string::npos) << table_of_other.err;
  const auto big = run_cli({"solve", "--variant", "adaptoid", "--out", path("big.tb")});
  EXPECT_EQ(big.status, 2);
  EXPECT_NE(big.err.find("128"), std::string::npos) << big.err;
  EXPECT_FALSE(std::filesystem::exists(path("big.tb")));
}

TEST_F(SolveCli, DenseSolvesAndRefusesADenseTableOfThreePlayersAndQuantumLeap) {
  const std::string out = path("a7.tb");
  const auto r = run_cli({"solve", "--variant", "adaptoid-7", "--dense", "--out", out});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("147636"), std::string::npos) << r.out;
  const auto bad = run_cli({"solve", "--variant", "adapt3-7", "--dense-table", "--out", path("a3.tb")});
  EXPECT_NE(bad.status, 0);
  EXPECT_NE(bad.err.find("players"), std::string::npos) << bad.err;
  EXPECT_FALSE(fs::exists(path("a3.tb")));
  const auto ql = run_cli({"solve", "--variant", "quantum-leap-7", "--dense", "--out", path("q7.tb")});
  EXPECT_EQ(ql.status, 2);
  EXPECT_NE(ql.err.find("--dense is for the Adaptoid family"), std::string::npos) << ql.err;
  EXPECT_FALSE(fs::exists(path("q7.tb")));
}

TEST_F(SolveCli, DenseTableIsWrittenProbedAndVerified) {
  const std::string out = path("a7.tb");
  const auto r = run_cli({"solve", "--variant", "adaptoid-7", "--dense-table", "--out", out});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("126827"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("win for white in 11 plies"), std::string::npos) << r.out;
  const auto probe = run_cli({"probe", "-T", out, "-p", "adaptoid-7 ../W00.B00/.. w 0/0 1"});
  EXPECT_EQ(probe.status, 0) << probe.err;
  EXPECT_NE(probe.out.find("white forces a win in 11 plies"), std::string::npos) << probe.out;
  const auto verify = run_cli({"verify", out});
  EXPECT_EQ(verify.status, 0) << verify.err;
  EXPECT_NE(verify.out.find("126827 entries re-derived from their successors, 0 wrong"), std::string::npos)
      << verify.out;
  const auto three = run_cli({"solve", "--variant", "adapt3-7", "--dense-table", "--out", path("3.tb")});
  EXPECT_EQ(three.status, 2);
  EXPECT_NE(three.err.find("--dense-table: "), std::string::npos) << three.err;
}

// The library names a setting by its mark; the tool says it as its flag, on a line that is the
// same byte for byte as when the library spelt the flag itself.
TEST_F(SolveCli, SettingsTheLibraryNamesAreSaidAsFlags) {
  const auto three = run_cli({"solve", "--variant", "adapt3-7", "--dense-table", "--out", path("3.tb")});
  EXPECT_EQ(
      three.err,
      "adaptoid: solve: --dense-table: adapt3-7 has 3 players (a dense table holds two players' values; "
      "solve it with --dense)\n");
  std::ofstream(path("t.tb.parts")) << "not a folder";
  const auto parts = run_cli({"solve", "--variant", "adaptoid-7", "--out", path("t.tb")});
  EXPECT_EQ(parts.status, 2);
  EXPECT_EQ(parts.err, "adaptoid: solve: " + path("t.tb.parts") +
                           " is not a folder: a solve keeps its side files there (remove it, or choose "
                           "another --out)\n");
  const auto leap = run_cli({"solve", "--variant", "quantum-leap", "--out", path("q.tb")});
  EXPECT_EQ(leap.status, 2);
  EXPECT_NE(leap.err.find("(its starts are valued by search with --by-search)\n"), std::string::npos)
      << leap.err;
  const auto drawn = run_cli({"solve", "--position", kStart7});
  EXPECT_EQ(drawn.err,
            "adaptoid: solve: an exact value by search needs a game that always ends: Quantum Leap (Adaptoid "
            "games can be drawn; give --turns N)\n");
  for (const auto& r : {three, parts, leap, drawn})
    EXPECT_EQ(r.err.find_first_of("\x1e\x1f"), std::string::npos) << "a mark left unphrased: " << r.err;
}

TEST_F(SolveCli, DenseTableRefusesAnIndexPast2To64Numbers) {
  // 61 cells and 12 adaptoids a side: C(61, 12) * C(49, 12) placements alone pass 2^64.
  const std::string variant = path("huge.toml");
  std::ofstream(variant) << "base = \"adaptoid\"\ncapture_goal = 2\n[board]\nside = 5\n"
                            "[supply]\nadaptoids = 12\nlegs = 1\npincers = 1\n";
  const auto r = run_cli({"solve", "--variant", variant, "--dense-table", "--out", path("h.tb")});
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("the dense index would pass 2^64 numbers"), std::string::npos) << r.err;
  EXPECT_FALSE(fs::exists(path("h.tb")));
}

TEST_F(SolveCli, AQuantumLeapPositionWithoutTurnsIsValuedAndAnAdaptoidOneRefused) {
  const auto r = run_cli({"solve", "--position", "quantum-leap-7 .B/BBW/WW w - 1"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("(exact: the game ends by itself)"), std::string::npos) << r.out;
  const auto json = run_cli({"solve", "--position", "quantum-leap-7 .B/BBW/WW w - 1", "--json"});
  ASSERT_EQ(json.status, 0) << json.err;
  const auto answer = nlohmann::json::parse(json.out);
  EXPECT_EQ(answer["source"], "value search");
  EXPECT_EQ(answer["value"], "win");
  EXPECT_EQ(answer["winning_turn"], nlohmann::json::array({"b3xb2"}));
  testing::expect_bad_input({"solve", "--position", "adaptoid-7 ../W00.B00/.. w 0/0 1"}, "always ends");
  testing::expect_bad_input({"solve", "--position", "quantum-leap-7 .B/BBW/WW w - 1", "--memory", "0"},
                            "--memory");
}

}  // namespace
}  // namespace adaptoid
