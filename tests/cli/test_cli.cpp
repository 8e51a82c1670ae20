// The command line, end to end: outputs, JSON shapes, exit statuses, one-line errors.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "cli_runner.hpp"
#include "scratch_dir_test.hpp"

namespace adaptoid {
namespace {

using testing::expect_bad_input;
using testing::run_cli;
const std::string kStart = "adaptoid ..../...../....../.W00...B00./....../...../.... w 0/0 1";

TEST(Cli, StartPrintsTheAdaptoidStart) {
  const auto r = run_cli({"start", "--variant", "adaptoid"});
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out, kStart + "\n");
}

TEST(Cli, StartOfQuantumLeapDependsOnlyOnTheSeed) {
  const auto a = run_cli({"start", "--variant", "quantum-leap", "--seed", "7"});
  const auto b = run_cli({"start", "--variant", "quantum-leap", "--seed", "7"});
  const auto c = run_cli({"start", "--variant", "quantum-leap", "--seed", "8"});
  EXPECT_EQ(a.out, b.out);
  EXPECT_NE(a.out, c.out);
  const auto j = nlohmann::json::parse(run_cli({"start", "-v", "quantum-leap", "-s", "7", "--json"}).out);
  EXPECT_EQ(j["seed"], 7);
  EXPECT_EQ(j["position"].get<std::string>() + "\n", a.out);
}

TEST(Cli, MovesJsonListsTurnPositionAndWinner) {
  const auto r = run_cli({"moves", "--position", kStart, "--json"});
  ASSERT_EQ(r.status, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  ASSERT_EQ(j.size(), 8u);
  for (const auto& m : j) {
    EXPECT_TRUE(m.contains("turn") && m.contains("position") && m.contains("winner"));
    EXPECT_TRUE(m["winner"].is_null());
  }
  EXPECT_EQ(j[3]["turn"], "d2+L");
  EXPECT_EQ(j[3]["position"], "adaptoid ..../...../....../.W10...B00./....../...../.... b 0/0 1");
}

TEST(Cli, MovesJsonGivesTheWinnerOfAnEndingTurn) {
  // White's 2-pincer adaptoid on d3 attacks black's last adaptoid on d4: black has none left.
  const auto r = run_cli(
      {"moves", "--json", "--position", "adaptoid ..../...../....../..W12B00.../....../...../.... w 0/0 3"});
  ASSERT_EQ(r.status, 0) << r.err;
  bool found = false;
  for (const auto& m : nlohmann::json::parse(r.out))
    if (m["turn"].get<std::string>().rfind("d3xd4", 0) == 0) {
      EXPECT_EQ(m["winner"], "w");
      found = true;
    }
  EXPECT_TRUE(found);
}

TEST(Cli, PlayAppliesTurnsAndReportsTheStatus) {
  const auto r = run_cli({"play", "--variant", "adaptoid", "d2+L", "d6+L", "d2-d3 +d2", "--json"});
  ASSERT_EQ(r.status, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["position"], "adaptoid ..../...../....../.W00W10..B10./....../...../.... b 0/0 2");
  EXPECT_EQ(j["status"], "ongoing");
  EXPECT_TRUE(j["winner"].is_null());
  const auto text = run_cli({"play", "--variant", "adaptoid", "d2+L"});
  EXPECT_EQ(text.out, "adaptoid ..../...../....../.W10...B00./....../...../.... b 0/0 1\nstatus: ongoing\n");
}

TEST(Cli, PerftJsonWithDivide) {
  const auto r = run_cli({"perft", "--variant", "adaptoid", "--depth", "2", "--divide", "--json"});
  ASSERT_EQ(r.status, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["depth"], 2);
  EXPECT_EQ(j["nodes"], 64);
  EXPECT_EQ(j["divide"].size(), 8u);
  EXPECT_EQ(j["divide"]["+d3"], 8);
  const auto plain = run_cli({"perft", "--variant", "adaptoid", "--depth", "3"});
  EXPECT_EQ(plain.out, "perft 3: 976\n");
}

TEST(Cli, ShowDrawsTheBoardAndWritesAnSvg) {
  const testing::ScratchDir scratch;
  const std::string svg = scratch / "show.svg";
  const auto r = run_cli({"show", "--variant", "superadaptoid", "--svg", svg});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("W00"), std::string::npos);
  EXPECT_NE(r.out.find("[ . ]"), std::string::npos);  // the stacks
  EXPECT_NE(r.out.find("status: ongoing"), std::string::npos);
  const std::string picture = testing::slurp(svg);
  EXPECT_NE(picture.find("<svg"), std::string::npos);
  EXPECT_NE(picture.find("</svg>"), std::string::npos);
  const auto j = nlohmann::json::parse(run_cli({"show", "--variant", "adaptoid", "--json"}).out);
  EXPECT_EQ(j["position"], kStart);
  EXPECT_EQ(j["status"], "ongoing");
}

TEST(Cli, BadInputColumnOfTheWrongLength) {
  expect_bad_input({"show", "--position", "adaptoid ..../..../....../.W00...B00./....../...../.... w 0/0 1"},
                   "column b has 4 cells");
}

TEST(Cli, BadInputUnknownLetter) {
  expect_bad_input(
      {"moves", "--position", "adaptoid ..../...../....../.X00...B00./....../...../.... w 0/0 1"},
      "unknown letter 'X'");
}

TEST(Cli, BadInputMoreLimbsThanAllowed) {
  expect_bad_input(
      {"moves", "--position", "adaptoid ..../...../....../.W43...B00./....../...../.... w 0/0 1"},
      "7 limbs, at most 6");
}

TEST(Cli, BadInputMorePiecesThanTheSupply) {
  expect_bad_input(
      {"moves", "--position", "adaptoid ..../...../W30W30W30W30W30./.W00...B00./....../...../.... w 0/0 1"},
      "white has 15 legs on the board, the supply holds 12");
}

TEST(Cli, BadInputSideToMoveNotAPlayer) {
  expect_bad_input(
      {"moves", "--position", "adaptoid ..../...../....../.W00...B00./....../...../.... r 0/0 1"},
      "side to move 'r' is not a player");
}

TEST(Cli, BadInputColourNotAPlayer) {
  expect_bad_input(
      {"moves", "--position", "adaptoid ..../...../....../.W00...R00./....../...../.... w 0/0 1"},
      "R is not a player of adaptoid");
}

TEST(Cli, BadInputCounts) {
  expect_bad_input(
      {"moves", "--position", "adaptoid ..../...../....../.W00...B00./....../...../.... w 0/0/0 1"},
      "counts: expected 2 numbers");
}

TEST(Cli, BadInputUnknownVariant) {
  expect_bad_input({"start", "--variant", "adaptoidd"}, "unknown variant 'adaptoidd'");
}

TEST(Cli, BadInputUnknownVariantKey) {
  const testing::ScratchDir scratch;
  const std::string toml = scratch / "typo-variant.toml";
  std::ofstream(toml) << "base = \"adaptoid\"\ncapture_gaol = 4\n";
  expect_bad_input({"start", "--variant", toml}, "capture_gaol");
}

TEST(Cli, BadInputIllegalTurnSaysWhy) {
  expect_bad_input({"play", "--variant", "adaptoid", "d2-d3"}, "the adaptoid on d2 has no legs");
  expect_bad_input({"play", "--variant", "adaptoid", "pass"}, "a grow is required");
  expect_bad_input({"play", "--variant", "adaptoid", "d2+L", "d6+L", "d2-d3", "+d2"}, "quote them together");
}

TEST(Cli, BadInputWrongFlagOrMissingSubject) {
  expect_bad_input({"perft", "--variant", "adaptoid", "--depth", "2", "--depht", "2"}, "--depht");
  expect_bad_input({"moves"}, "give --position P or --variant V");
  expect_bad_input({"perft", "--variant", "adaptoid", "--depth", "-1"}, "depth");
  expect_bad_input({"start", "--variant", "adaptoid", "--seed", "3"}, "no random setup");
}

TEST(Cli, HelpExitsZero) {
  const auto r = run_cli({"--help"});
  EXPECT_EQ(r.status, 0);
  EXPECT_NE(r.out.find("perft"), std::string::npos);
}

// The commands on side 8 and 10: start, moves, play (a swap in capitals, then a capture), perft.
TEST(Cli, QuantumLeapLargeStartMovesPlayAndPerftOnTheCommandLine) {
  for (const std::string cells : {"169", "271"}) {
    const std::string file = ADAPTOID_SOURCE_DIR "/specs/perft/variants/quantum-leap-" + cells + ".toml";
    const auto start = run_cli({"start", "--variant", file});
    ASSERT_EQ(start.status, 0) << start.err;
    EXPECT_EQ(start.out.rfind("quantum-leap-" + cells + " ", 0), 0u) << start.out;
    const auto moves = run_cli({"moves", "--variant", file, "--json"});
    ASSERT_EQ(moves.status, 0) << moves.err;
    const auto perft = run_cli({"perft", "--variant", file, "--depth", "1"});
    ASSERT_EQ(perft.status, 0) << perft.err;
    EXPECT_EQ(perft.out, cells == "169" ? "perft 1: 7057\n" : "perft 1: 18226\n");
    EXPECT_NE(perft.err.find("(plain, 1 thread)"), std::string::npos) << perft.err;
  }
  const std::string file = ADAPTOID_SOURCE_DIR "/specs/perft/variants/quantum-leap-169.toml";
  const auto declined = run_cli({"play", "--variant", file, "-"});
  ASSERT_EQ(declined.status, 0) << declined.err;
  EXPECT_NE(declined.out.find(" w - 1"), std::string::npos) << declined.out;
  const auto swapped = run_cli({"play", "--variant", file, "A1~A3"});
  ASSERT_EQ(swapped.status, 0) << swapped.err;
  EXPECT_EQ(swapped.out.rfind("quantum-leap-169 WBBW", 0), 0u) << swapped.out;
}

}  // namespace
}  // namespace adaptoid
