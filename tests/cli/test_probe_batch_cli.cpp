// probe --batch from the command line, for every table scheme (Adaptoid, Adapt3, Quantum Leap):
// one JSON object a line, the same values as a single probe, the turns with --turns, a bad line
// answered by an error object with its line number and exit status 2 at the end, standard input.
#include "cli_runner.hpp"
#include "scratch_dir_test.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace adaptoid {
namespace {

using testing::run_cli;

class ProbeBatchCli : public testing::ScratchDirFixture<::testing::TestWithParam<const char*>> {};

std::vector<std::string> output_lines(const std::string& text) {
  std::vector<std::string> out;
  std::stringstream s(text);
  for (std::string line; std::getline(s, line);) out.push_back(line);
  return out;
}

TEST_P(ProbeBatchCli, AnswersEveryLineAsASingleProbeDoesAndReportsBadLines) {
  const std::string variant = GetParam(), table = path("t.tb");
  ASSERT_EQ(run_cli({"solve", "--variant", variant, "--out", table}).status, 0);
  const auto start = run_cli({"start", "--variant", variant});
  ASSERT_EQ(start.status, 0) << start.err;
  const std::string first = output_lines(start.out).at(0);
  const auto single = run_cli({"probe", "--table", table, "--position", first, "--json"});
  ASSERT_EQ(single.status, 0) << single.err;
  // The positions along the main line from the start; without one (nobody forces a win in
  // Adapt3-7), the positions after each turn that keeps the value.
  std::vector<std::string> positions = {first}, turns;
  const auto answer = nlohmann::json::parse(single.out);
  const bool along = !answer["line"].empty();
  for (const auto& t : along ? answer["line"] : answer["keeping_turns"]) {
    if (!along) turns.clear();
    turns.push_back(t);
    std::vector<std::string> args = {"play", "--position", first};
    args.insert(args.end(), turns.begin(), turns.end());
    const auto played = run_cli(args);
    ASSERT_EQ(played.status, 0) << played.err;
    positions.push_back(output_lines(played.out).at(0));
  }
  ASSERT_GE(positions.size(), 3u);
  std::vector<std::string> input = positions;
  input.insert(input.begin() + 2, "not a position");  // line 3
  input.push_back("");                                // the last line, empty
  std::ofstream(path("in.txt")) << [&] {
    std::string all;
    for (const auto& l : input) all += l + "\n";
    return all;
  }();
  const auto batch =
      run_cli({"probe", "--table", table, "--batch", path("in.txt"), "--turns", "--threads", "2"});
  EXPECT_EQ(batch.status, 2);
  EXPECT_NE(batch.err.find("2 of " + std::to_string(input.size()) + " lines"), std::string::npos)
      << batch.err;
  EXPECT_NE(batch.err.find("line 3"), std::string::npos) << batch.err;
  const auto out = output_lines(batch.out);
  ASSERT_EQ(out.size(), input.size());
  for (size_t i = 0; i < out.size(); ++i) {
    const auto j = nlohmann::json::parse(out[i]);
    EXPECT_EQ(j["line"], i + 1);
    if (i == 2 || i + 1 == out.size()) {
      EXPECT_TRUE(j.contains("error")) << out[i];
      continue;
    }
    const auto one = run_cli({"probe", "--table", table, "--position", input[i], "--json"});
    ASSERT_EQ(one.status, 0) << one.err;
    const auto k = nlohmann::json::parse(one.out);
    EXPECT_EQ(j["value"], k["value"]) << input[i];
    EXPECT_EQ(j["distance"], k["distance"]) << input[i];
    EXPECT_EQ(j["plies"], k["plies"]) << input[i];
    EXPECT_EQ(j["keeping_turns"], k["keeping_turns"]) << input[i];
    if (variant == "adapt3-7") {
      EXPECT_EQ(j["forced_win_plies"], k["forced_win_plies"]) << input[i];
    }
  }
  // Standard input, without the bad lines and without --turns: exit 0, no keeping_turns.
  std::ofstream(path("good.txt")) << positions[0] << "\n" << positions[1] << "\n";
  const std::string cmd =
      testing::shell_quote(ADAPTOID_CLI) + " probe --table " + testing::shell_quote(table) + " --batch - <" +
      testing::shell_quote(path("good.txt")) + " >" + testing::shell_quote(path("out.txt"));
  ASSERT_EQ(std::system(cmd.c_str()), 0);
  const auto piped = output_lines(testing::slurp(path("out.txt")));
  ASSERT_EQ(piped.size(), 2u);
  EXPECT_EQ(nlohmann::json::parse(piped[1])["line"], 2);
  EXPECT_FALSE(nlohmann::json::parse(piped[1]).contains("keeping_turns"));
}

INSTANTIATE_TEST_SUITE_P(EveryScheme, ProbeBatchCli,
                         ::testing::Values("adaptoid-7", "adapt3-7", "quantum-leap-7"),
                         [](const ::testing::TestParamInfo<const char*>& param) {
                           std::string name = param.param;
                           std::erase(name, '-');
                           return name;
                         });

}  // namespace
}  // namespace adaptoid
