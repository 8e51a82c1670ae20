// play --game and show --game: a recorded game's last position, or the position after K turns.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "cli_game_test.hpp"
#include "cli_runner.hpp"

namespace adaptoid {
namespace {

using testing::expect_bad_input;
using testing::run_cli;

const std::string kRecords =
    "[Variant \"adaptoid\"]\n[White \"engine:time=0.2\"]\n[Black \"uct\"]\n[Result \"*\"]\n"
    "1w d2+L\n1b d6+L\n2w d2-d3 +d2\n"
    "\n"
    "[Variant \"adaptoid\"]\n[Result \"1/2-1/2\"]\n[Termination \"max plies\"]\n1w d2+P\n";
const std::string kAfter3 = "adaptoid ..../...../....../.W00W10..B10./....../...../.... b 0/0 2";
const std::string kAfter1 = "adaptoid ..../...../....../.W10...B00./....../...../.... b 0/0 1";

// The file `at`, written with `text`.
std::string records_file(const std::string& at, const std::string& text) {
  std::ofstream(at) << text;
  return at;
}

TEST_F(CliGame, PlayPrintsTheLastPositionStatusAndResult) {
  const std::string records = records_file(path("records.txt"), kRecords);
  const auto r = run_cli({"play", "--game", records});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, kAfter3 + "\nstatus: ongoing\nresult: *\n");
  const auto second = run_cli({"play", "--game", records, "--game-index", "2", "--json"});
  ASSERT_EQ(second.status, 0) << second.err;
  const auto j = nlohmann::json::parse(second.out);
  EXPECT_EQ(j["position"], "adaptoid ..../...../....../.W01...B00./....../...../.... b 0/0 1");
  EXPECT_EQ(j["status"], "ongoing");
  EXPECT_EQ(j["result"], "1/2-1/2");
  EXPECT_EQ(j["termination"], "max plies");
}

TEST_F(CliGame, PlayAppliesFurtherTurnsAfterTheGame) {
  const std::string records = records_file(path("records.txt"), kRecords);
  const auto r = run_cli({"play", "--game", records, "d6-d5 +d6"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "adaptoid ..../...../....../.W00W10.B10B00./....../...../.... w 0/0 3\nstatus: ongoing\n");
}

TEST_F(CliGame, ShowDrawsThePositionAfterKTurns) {
  const std::string records = records_file(path("records.txt"), kRecords);
  const auto r = run_cli({"show", "--game", records, "--ply", "1", "--json"});
  ASSERT_EQ(r.status, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["position"], kAfter1);
  EXPECT_NE(j["diagram"].get<std::string>().find("after 1 of the game's 3 turns; result *"),
            std::string::npos);
  const auto last = run_cli({"show", "--game", records});
  ASSERT_EQ(last.status, 0) << last.err;
  EXPECT_NE(last.out.find(kAfter3), std::string::npos);
  const auto start = run_cli({"show", "-g", records, "--game-index", "2", "--ply", "0"});
  EXPECT_NE(start.out.find("adaptoid ..../...../....../.W00...B00./....../...../.... w 0/0 1"),
            std::string::npos);
  EXPECT_NE(start.out.find("result 1/2-1/2 (max plies)"), std::string::npos);
}

TEST_F(CliGame, ShowWritesAnSvgOfTheGame) {
  const std::string records = records_file(path("records.txt"), kRecords);
  const std::string svg = path("game.svg");
  const auto r = run_cli({"show", "--game", records, "--svg", svg});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(testing::slurp(svg).find("</svg>"), std::string::npos);
}

TEST_F(CliGame, BadInputIsOneLine) {
  const std::string records = records_file(path("records.txt"), kRecords);
  expect_bad_input({"play", "--game", records + ".missing"}, "cannot read the file");
  expect_bad_input({"show", "--game", dir_.string()}, "is a directory");
  expect_bad_input({"show", "--game", records, "--ply", "4"},
                   "--ply 4: the game has 3 turns (0 is its start)");
  expect_bad_input({"show", "--game", records, "--game-index", "3"},
                   "--game-index 3: " + records + " holds 2 games");
  expect_bad_input({"show", "--game", records, "--game-index", "0"}, "--game-index");
  expect_bad_input({"play", "--game", records, "--variant", "adaptoid"},
                   "does not go with --position, --variant");
  expect_bad_input({"show", "--variant", "adaptoid", "--ply", "2"}, "--ply needs --game");
  expect_bad_input({"play", "--game", records, "d2-d3"}, "turn 1: turn 'd2-d3'");
  const std::string bad =
      records_file(path("bad_records.txt"), "[Variant \"adaptoid\"]\n1w d2+L\n1b d2-d3\n");
  expect_bad_input({"play", "--game", bad}, bad + ": line 3: turn 'd2-d3'");
}

}  // namespace
}  // namespace adaptoid
