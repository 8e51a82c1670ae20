// The tool's exit status table and option ranges: the table in --help, each status
// reached, and every numeric option's range shown and enforced.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "cli_runner.hpp"
#include "scratch_dir_test.hpp"

namespace adaptoid {
namespace {

using testing::expect_bad_input;
using testing::run_cli;

// Words separated by single spaces, without Markdown's code marks.
std::string plain_words(const std::string& text) {
  std::istringstream in(text);
  std::string out;
  for (std::string word; in >> word;) {
    word.erase(std::remove(word.begin(), word.end(), '`'), word.end());
    out += (out.empty() ? "" : " ") + word;
  }
  return out;
}

// The rows of docs/cli.md's table "| status | meaning |", as "status meaning".
std::vector<std::string> documented_exit_statuses() {
  std::ifstream in(std::string(ADAPTOID_SOURCE_DIR) + "/docs/cli.md");
  std::vector<std::string> rows;
  bool inside = false;
  for (std::string line; std::getline(in, line);) {
    if (line == "| status | meaning |") {
      inside = true;
    } else if (inside && line.rfind("| ---", 0) != 0) {
      if (line.empty() || line[0] != '|') break;
      const size_t bar = line.find(" | ");
      rows.push_back(line.substr(2, bar - 2) + " " + line.substr(bar + 3, line.size() - bar - 5));
    }
  }
  return rows;
}

// --help ends with the tool's table of exit statuses, and docs/cli.md shows the same table, word
// for word: a status added, dropped or reworded on one side fails here.
TEST(ExitStatus, DocsTableIsTheTool) {
  const auto r = run_cli({"--help"});
  EXPECT_EQ(r.status, 0);
  const size_t at = r.out.find("Exit status:");
  ASSERT_NE(at, std::string::npos) << r.out;
  const std::vector<std::string> rows = documented_exit_statuses();
  ASSERT_GE(rows.size(), 5u) << "docs/cli.md has no table '| status | meaning |'";
  std::string documented = "Exit status:";
  for (const std::string& row : rows) documented += " " + row;
  EXPECT_EQ(plain_words(r.out.substr(at)), plain_words(documented));
}

TEST(ExitStatus, EachStatusIsReached) {
  EXPECT_EQ(run_cli({"start", "--variant", "adaptoid"}).status, 0);
  // 1: a write that fails (CliOutput.*) and a wrong puzzle answer (PuzzleCli.*), tested there.
  EXPECT_EQ(run_cli({"start", "--variant", "adaptoid-99"}).status, 2);
  const auto budget = run_cli({"solve", "--variant", "adaptoid", "--turns", "3", "--budget", "10"});
  EXPECT_EQ(budget.status, 3) << budget.err;
  EXPECT_NE(budget.out.find("node budget ran out"), std::string::npos) << budget.out;
  const auto proven =
      run_cli({"solve", "--position", "adaptoid ..../...../..B11.../...W11B01../....../...../...B00 w 4/4 12",
               "--turns", "1", "--budget", "100000000"});
  EXPECT_EQ(proven.status, 0) << proven.err;
}

// Every way a command can end with no answer within the budget it was given is status 3 with one
// line (docs/cli.md, "Exit status"): a solve or enumeration past --max-positions, no puzzle found.
TEST(ExitStatus, ABudgetThatRunsOutIsThree) {
  const testing::ScratchDir scratch;
  const auto solve =
      run_cli({"solve", "--variant", "adaptoid-7", "--out", scratch / "a7.tb", "--max-positions", "10"});
  EXPECT_EQ(solve.status, 3) << solve.err;
  EXPECT_NE(solve.err.find("more than 10 classes"), std::string::npos) << solve.err;
  const auto count = run_cli({"enumerate", "--variant", "adaptoid-7", "--all", "--max-positions", "10"});
  EXPECT_EQ(count.status, 3) << count.err;
  const std::string none = ADAPTOID_SOURCE_DIR "/tests/variants/quantum-leap-no-puzzle.toml";
  const auto daily = run_cli({"puzzle", "daily", "--variant", none, "--date", "2030-01-01"});
  EXPECT_EQ(daily.status, 3) << daily.err;
  EXPECT_EQ(daily.err,
            "adaptoid: no puzzle found for 2030-01-01 (every attempt and its node budgets tried)\n");
  const auto generate = run_cli({"puzzle", "generate", "--variant", none, "--from", "2030-01-01", "--no-svg",
                                 "--out", scratch / "p.jsonl"});
  EXPECT_EQ(generate.status, 3) << generate.err;
  EXPECT_EQ(generate.err,
            "adaptoid: no puzzle found for 2030-01-01 (every attempt and its node budgets tried)\n");
}

TEST(ExitStatus, AnUnknownCommandIsNamed) {
  expect_bad_input({"wizard"}, "unknown command 'wizard'");
}

// Found by fuzz_cli: an argument with a newline, quoted in the message, made it two lines.
TEST(ExitStatus, ControlCharactersInAMessageAreEscaped) {
  expect_bad_input({"play", "--variant", "adaptoid", "d2+L\nx\r\x01"}, "d2+L\\nx\\r\\x01");
  expect_bad_input({"wiz\nard"}, "unknown command 'wiz\\nard'");
}

TEST(OptionRanges, HelpShowsTheRangeOfEveryNumericOption) {
  const auto r = run_cli({"verify", "--help"});
  EXPECT_NE(r.out.find("UINT in [0 - 1000000000000]"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("INT in [1 - 256]"), std::string::npos) << r.out;
  const auto solve = run_cli({"solve", "--help"});
  EXPECT_NE(solve.out.find("INT in [1 - 20]"), std::string::npos) << solve.out;
  EXPECT_NE(run_cli({"analyse", "--help"}).out.find("NUMBER in [0.000001 - 86400]"), std::string::npos);
}

TEST(OptionRanges, NegativeHugeAndNonNumbersAreRefusedNotWrapped) {
  expect_bad_input({"verify", "t.tb", "--sample", "-1"}, "--sample: '-1' is not a whole number");
  expect_bad_input({"start", "--variant", "quantum-leap", "--seed", "18446744073709551616"}, "too large");
  expect_bad_input({"start", "--variant", "quantum-leap", "--seed", "0x10"}, "is not a whole number");
  expect_bad_input({"perft", "--variant", "adaptoid", "--depth", "1", "--threads", "-3"},
                   "out of range [1 - 256]");
  expect_bad_input({"check", "--variant", "adaptoid", "--timeout", "nan"}, "is not a number in [0.1 - 3600]");
  expect_bad_input({"solve", "--variant", "adaptoid", "--turns", "1", "--budget", "1e30"}, "--budget");
  // The largest seed is a seed.
  EXPECT_EQ(run_cli({"start", "--variant", "quantum-leap", "--seed", "18446744073709551615"}).status, 0);
}

}  // namespace
}  // namespace adaptoid
