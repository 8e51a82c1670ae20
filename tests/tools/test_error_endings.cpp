// The tool's one switch from the library's kinds of error to its exit statuses, and its one table
// of the settings' flags (tools/exit_status.hpp, tools/setting_flags.hpp), compiled in from tools/.
#include <gtest/gtest.h>

#include <set>
#include <sstream>
#include <string>

#include "cli_runner.hpp"
#include "exit_status.hpp"
#include "setting_flags.hpp"

namespace adaptoid {
namespace {

// The statuses of the table --help ends with ("129, 130, 143" is three).
std::set<int> tabled_statuses() {
  std::set<int> out;
  for (const cli::ExitStatusRow& row : cli::kExitStatuses) {
    std::istringstream in{std::string(row.status)};
    for (std::string word; std::getline(in, word, ',');) out.insert(std::stoi(word));
  }
  return out;
}

TEST(ExitStatusOf, EachKindEndsWithItsStatusOfTheTable) {
  EXPECT_EQ(cli::exit_status_of(ErrorKind::Input), 2);
  EXPECT_EQ(cli::exit_status_of(ErrorKind::Budget), 3);
  EXPECT_EQ(cli::exit_status_of(ErrorKind::Output), 1);
  EXPECT_EQ(cli::exit_status_of(ErrorKind::Disagreement), 1);
  const std::set<int> tabled = tabled_statuses();
  for (ErrorKind k : {ErrorKind::Input, ErrorKind::Budget, ErrorKind::Output, ErrorKind::Disagreement})
    EXPECT_TRUE(tabled.contains(cli::exit_status_of(k))) << static_cast<int>(k);
}

// Every option the tool's subcommands take ("--out"), their --help read down the tree: the
// subcommands are the lines of "Subcommands:" up to the next blank line, "  name  what it does".
void collect_options(const std::vector<std::string>& command, std::set<std::string>& options) {
  std::vector<std::string> args = command;
  args.push_back("--help");
  const testing::Run r = testing::run_cli(args);
  ASSERT_EQ(r.status, 0) << r.err;
  std::istringstream in(r.out);
  bool subcommands = false;
  for (std::string line; std::getline(in, line);) {
    if (line.empty()) subcommands = false;
    std::istringstream words(line);
    std::string first;
    words >> first;
    if (subcommands && line.starts_with("  ") && line[2] != ' ') {
      std::vector<std::string> sub = command;
      sub.push_back(first);
      collect_options(sub, options);
    }
    if (line == "Subcommands:") subcommands = true;
    for (std::string word = first; !word.empty(); word.clear(), words >> word)
      if (word.starts_with("--")) options.insert(word.substr(0, word.find_first_of(",=")));
  }
}

TEST(SettingFlags, EachSettingIsAFlagOfTheTool) {
  std::set<std::string> options;
  collect_options({}, options);
  ASSERT_TRUE(options.contains("--variant")) << "the options were not read from --help";
  std::set<std::string_view> flags;
  for (int k = 0; k < kSettings; ++k) {
    const std::string_view flag = cli::flag_of(static_cast<Setting>(k));
    EXPECT_TRUE(options.contains(std::string(flag))) << flag << " is no option of the tool";
    flags.insert(flag);
  }
  EXPECT_EQ(flags.size(), static_cast<size_t>(kSettings)) << "two settings share a flag";
}

TEST(SettingFlags, TextAndJsonArePhrasedAsFlags) {
  const std::string text = "raise " + mention(Setting::MaxPositions) + ", or " + mention(Setting::Force);
  EXPECT_EQ(cli::phrased(text), "raise --max-positions, or --force");
  const nlohmann::ordered_json j{{"note", text}, {"list", {1, mention(Setting::Out)}}, {"n", 3}};
  EXPECT_EQ(cli::phrased_json(j).dump(),
            R"({"note":"raise --max-positions, or --force","list":[1,"--out"],"n":3})");
}

}  // namespace
}  // namespace adaptoid
