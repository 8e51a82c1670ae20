// adaptoid game from a scripted standard input: illegal turns explained, undo, the saved record.
#include <gtest/gtest.h>

#include "cli_game_test.hpp"
#include "cli_process.hpp"

namespace adaptoid {
namespace {

using testing::run_cli_with_input;
using testing::slurp;

struct SavedGame {
  testing::Run run;
  std::string record;
};

// The game saved to `file`, which holds no earlier game (a test may play several).
SavedGame play_script(const std::string& file, std::vector<std::string> args, const std::string& script) {
  std::filesystem::remove(file);
  args.insert(args.begin(), "game");
  args.insert(args.end(), {"--save", file});
  return {run_cli_with_input(args, script), slurp(file)};
}

// The turn lines of a record ("1w d2+P"), without the headers.
std::vector<std::string> turn_lines(const std::string& record) {
  std::vector<std::string> turns;
  std::istringstream in(record);
  for (std::string line; std::getline(in, line);)
    if (!line.empty() && line[0] != '[' && line[0] != '|') turns.push_back(line);
  return turns;
}

TEST_F(CliGame, IllegalTurnIsExplainedUndoTakesBackAndTheRecordIsSaved) {
  const auto g = play_script(path("game.txt"), {"--variant", "adaptoid", "--vs", "engine:nodes=2000"},
                             "d2-d5\nd2+L\nundo\nmoves\nd2+P\nquit\n");
  ASSERT_EQ(g.run.status, 0) << g.run.err;
  const std::string& out = g.run.out;
  EXPECT_NE(out.find("illegal: turn 'd2-d5': "), std::string::npos) << out;
  EXPECT_NE(out.find("took back 2 turns"), std::string::npos) << out;
  EXPECT_NE(out.find("8 legal turns: "), std::string::npos) << out;
  EXPECT_NE(out.find("black plays "), std::string::npos) << out;
  EXPECT_NE(out.find("white to play> d2+P"), std::string::npos) << out;  // the script is echoed
  EXPECT_NE(out.find("W10"), std::string::npos);                         // the board drawn after d2+L
  EXPECT_NE(g.record.find("[Variant \"adaptoid\"]"), std::string::npos) << g.record;
  EXPECT_NE(g.record.find("[White \"human\"]"), std::string::npos) << g.record;
  EXPECT_NE(g.record.find("[Black \"engine:nodes=2000\"]"), std::string::npos) << g.record;
  EXPECT_NE(g.record.find("[Result \"*\"]"), std::string::npos) << g.record;
  EXPECT_NE(g.record.find("[Termination \"stopped\"]"), std::string::npos) << g.record;
  const auto turns = turn_lines(g.record);
  ASSERT_EQ(turns.size(), 2u) << g.record;
  EXPECT_EQ(turns[0], "1w d2+P");
  EXPECT_EQ(turns[1].rfind("1b ", 0), 0u);
}

TEST_F(CliGame, ResigningLosesAndEndOfInputStops) {
  const auto resigned =
      play_script(path("game.txt"), {"-v", "adaptoid", "--vs", "greedy", "--as", "b"}, "resign\n");
  ASSERT_EQ(resigned.run.status, 0) << resigned.run.err;
  EXPECT_NE(resigned.record.find("[Result \"1-0\"]"), std::string::npos) << resigned.record;
  EXPECT_NE(resigned.record.find("[Termination \"black resigns\"]"), std::string::npos) << resigned.record;
  EXPECT_EQ(turn_lines(resigned.record).size(), 1u);  // the computer, white, moved first
  const auto ended = play_script(path("game.txt"), {"-v", "adaptoid", "--vs", "random"}, "d2+L\n");
  EXPECT_EQ(turn_lines(ended.record).size(), 2u) << ended.record;
}

TEST_F(CliGame, WithThreePlayersTheComputerTakesBothOtherSeats) {
  const auto g =
      play_script(path("game.txt"), {"-v", "adapt3", "--vs", "engine:nodes=500", "--as", "red"}, "quit\n");
  ASSERT_EQ(g.run.status, 0) << g.run.err;
  EXPECT_NE(g.record.find("[Red \"human\"]"), std::string::npos) << g.record;
  EXPECT_NE(g.record.find("[White \"engine:nodes=500\"]"), std::string::npos) << g.record;
  EXPECT_EQ(turn_lines(g.record).size(), 2u) << g.record;
}

TEST_F(CliGame, RefusesAColourTheVariantHasNot) {
  const auto r = testing::run_cli({"game", "-v", "adaptoid", "--as", "red"});
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("--as red: adaptoid has the colours white, black"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace adaptoid
