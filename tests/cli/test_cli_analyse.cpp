// adaptoid analyse end to end: the search's report in text and JSON, ranked lines, bad limits.
#include <gtest/gtest.h>

#include <adaptoid/core/game.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <set>
#include <sstream>

#include "cli_runner.hpp"

namespace adaptoid {
namespace {

using testing::run_cli;

const std::string kAnalyseStart = "adaptoid ..../...../....../.W00...B00./....../...../.... w 0/0 1";

bool legal(const std::string& position, const std::string& turn) {
  const AdaptoidGame game(load_variant("adaptoid").value());
  const auto p = parse_position(game, position);
  return p && parse_turn(game, p.value(), turn);
}

TEST(CliAnalyse, JsonGivesALegalBestTurnItsScoreAndLine) {
  const auto r = run_cli({"analyse", "--position", kAnalyseStart, "--nodes", "20000", "--json"});
  ASSERT_EQ(r.status, 0) << r.err;
  // Off a terminal the progress shows only past a second (which a loaded machine may reach):
  // nothing else on standard error.
  std::istringstream err(r.err);
  for (std::string line; std::getline(err, line);) EXPECT_EQ(line.rfind("depth ", 0), 0u) << line;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_TRUE(legal(kAnalyseStart, j["best"]));
  EXPECT_EQ(j["pv"][0], j["best"]);
  EXPECT_EQ(j["score"]["kind"], "estimate");
  EXPECT_EQ(j["lines"].size(), 1u);
  EXPECT_GT(j["nodes"].get<uint64_t>(), 0u);
  EXPECT_GE(j["depth"].get<int>(), 1);
  for (const char* key : {"nps", "seconds"}) EXPECT_TRUE(j.contains(key)) << key;
}

TEST(CliAnalyse, MultipvRanksDistinctTurns) {
  const auto r =
      run_cli({"analyse", "--variant", "adaptoid", "--nodes", "20000", "--multipv", "3", "--json"});
  ASSERT_EQ(r.status, 0) << r.err;
  const auto lines = nlohmann::json::parse(r.out)["lines"];
  ASSERT_EQ(lines.size(), 3u);
  std::set<std::string> firsts;
  for (size_t i = 0; i < lines.size(); ++i) {
    EXPECT_EQ(lines[i]["multipv"], i + 1);
    firsts.insert(lines[i]["pv"][0].get<std::string>());
  }
  EXPECT_EQ(firsts.size(), 3u);
  const auto text = run_cli({"analyse", "--variant", "adaptoid", "--nodes", "20000", "--multipv", "2"});
  EXPECT_NE(text.out.find("\n2. "), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("best: "), std::string::npos) << text.out;
}

// A score's place for the side to move: a win (the sooner the better) above any estimate, a loss
// (the later the better) below.
std::pair<int, int> line_rank(const nlohmann::json& score) {
  const std::string kind = score["kind"];
  const int value = score["value"];
  if (kind == "win") return {2, -value};
  if (kind == "loss") return {0, value};
  return {1, kind == "draw" ? 0 : value};
}

// The ranked lines agree with one another: each scored at the depth reported, in order. A node
// budget ends most searches inside a depth; the lines once mixed that depth's first turns with
// the depth before's (line 1 scored below line 2).
TEST(CliAnalyse, RankedLinesAreOfOneDepthAndInOrder) {
  for (const std::string& position :
       {kAnalyseStart, std::string("adaptoid ..../...../....../.W10...B01./....../...../.... w 0/0 2")})
    for (const char* nodes : {"3000", "7000", "15000", "30000", "60000", "120000"}) {
      const auto r =
          run_cli({"analyse", "--position", position, "--nodes", nodes, "--multipv", "4", "--json"});
      ASSERT_EQ(r.status, 0) << r.err;
      const auto j = nlohmann::json::parse(r.out);
      const auto& lines = j["lines"];
      ASSERT_EQ(lines.size(), 4u) << r.out;
      EXPECT_EQ(lines[0]["pv"][0], j["best"]) << r.out;
      for (size_t i = 0; i < lines.size(); ++i) {
        EXPECT_EQ(lines[i]["depth"], j["depth"]) << nodes << " nodes: " << r.out;
        if (i > 0) {
          EXPECT_GE(line_rank(lines[i - 1]["score"]), line_rank(lines[i]["score"]))
              << nodes << " nodes: " << r.out;
        }
      }
    }
}

// A proven win found at once is still answered when the time is up (the time rule's hold), and
// the time reported is the answer's, not the proof's ("0.00 s" for an answer of 0.3 s).
TEST(CliAnalyse, AProvenWinReportsTheTimeTheAnswerTook) {
  const std::string won =
      "adaptoid .B11../B00B00.B10B01/W01.B01.B01./.W01W01B00B01B02./W01.W01.B11./.W20.../W20.W11W00 b 4/3 35";
  const auto r = run_cli({"analyse", "--position", won, "--time", "0.3", "--json"});
  ASSERT_EQ(r.status, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["score"]["kind"], "win") << r.out;
  EXPECT_GE(j["seconds"].get<double>(), 0.29) << r.out;
}

void expect_one_line_error(const std::vector<std::string>& args, const std::string& needle) {
  const auto r = run_cli(args);
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  EXPECT_NE(r.err.find(needle), std::string::npos) << r.err;
  EXPECT_TRUE(r.out.empty()) << r.out;
}

TEST(CliAnalyse, RefusesBadLimitsAndAFinishedGame) {
  expect_one_line_error({"analyse", "-v", "adaptoid", "--time", "soon"}, "--time: 'soon' is not a number");
  expect_one_line_error({"analyse", "-v", "adaptoid", "--nodes", "0"}, "--nodes: 0 is out of range");
  expect_one_line_error({"analyse", "-v", "adaptoid", "--time", "1", "--nodes", "5"}, "not both");
  expect_one_line_error({"analyse", "-v", "adaptoid", "--player", "wizard"}, "unknown player 'wizard'");
  const auto over =
      run_cli({"play", "--position", "adaptoid ..../...../....../..W12B00.../....../...../.... w 0/0 3",
               "d3xd4 +c3"});
  ASSERT_EQ(over.status, 0) << over.err;
  expect_one_line_error({"analyse", "--position", over.out.substr(0, over.out.find('\n'))},
                        "the game is over: white wins");
}

}  // namespace
}  // namespace adaptoid
