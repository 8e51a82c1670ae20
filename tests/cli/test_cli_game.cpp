// adaptoid game from a scripted standard input: illegal turns explained, words that are not turns,
// any case, the list of turns, undo, review after the end, the saved record.
#include <gtest/gtest.h>

#include "cli_game_test.hpp"
#include "cli_process.hpp"

#include <sstream>

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
  EXPECT_NE(out.find("8 legal turns, by the piece they move or grow:"), std::string::npos) << out;
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

// The notation reads in either case (specs/notation.md, "Cells"): commands, limb letters and the
// capture sign as a person types them.
TEST_F(CliGame, TurnsCommandsAndLimbLettersReadInAnyCase) {
  const auto g =
      play_script(path("game.txt"), {"--variant", "adaptoid", "--vs", "random"}, "MOVES\nd2+l\nQUIT\n");
  ASSERT_EQ(g.run.status, 0) << g.run.err;
  EXPECT_NE(g.run.out.find("8 legal turns"), std::string::npos) << g.run.out;
  const auto turns = turn_lines(g.record);
  ASSERT_EQ(turns.size(), 2u) << g.record;
  EXPECT_EQ(turns[0], "1w d2+L");
}

// A line that is not a turn is answered as such, with what this variant's turns look like (no
// placement opening, A21, in the fixed-start game), apart from a turn the rules forbid (A5).
TEST_F(CliGame, WordsThatAreNotTurnsAreToldSoApartFromIllegalTurns) {
  const auto g = play_script(path("game.txt"), {"--variant", "adaptoid", "--vs", "random"},
                             "resign now\nhello\nd2-d3\nquit\n");
  const std::string& out = g.run.out;
  EXPECT_NE(out.find("not a turn: 'resign now': the command resign takes nothing after it"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("not a turn: turn 'hello': expected a move (d2-d3, d2xd4), then a grow"),
            std::string::npos)
      << out;
  EXPECT_EQ(out.find("opening"), std::string::npos) << out;
  EXPECT_NE(out.find("illegal: turn 'd2-d3': the adaptoid on d2 has no legs"), std::string::npos) << out;
  EXPECT_EQ(out.find("illegal: turn 'resign now'"), std::string::npos) << out;
}

// `moves` lists the turns grouped by the piece that moves, in columns within 80 characters, and
// never breaks a turn across lines.
TEST_F(CliGame, MovesAreGroupedByPieceWithinEightyColumns) {
  const auto g =
      play_script(path("game.txt"), {"--variant", "adaptoid", "--vs", "random"}, "d2+L\nmoves\nquit\n");
  const std::string& out = g.run.out;
  const size_t from =
      out.find("legal turns, by the piece they move or grow:\n", out.find("white to play> moves"));
  ASSERT_NE(from, std::string::npos) << out;
  std::istringstream lines(out.substr(out.find('\n', from) + 1));
  int listed = 0;
  for (std::string line; std::getline(lines, line) && line.rfind("  ", 0) == 0;) {
    EXPECT_LE(line.size(), 80u) << line;
    EXPECT_NE(line.back(), ' ') << line;
    ++listed;
  }
  EXPECT_GT(listed, 2) << out;
  EXPECT_NE(out.find("  d2:   d2+L"), std::string::npos) << out;
}

// When the rules end the game (A15: black's winning turn), the prompt stays: the last turn is
// reviewed with back and forward, saved, taken back and replayed, and a new game starts.
TEST_F(CliGame, AfterTheEndThePromptStaysForReviewUndoSaveAndNew) {
  const std::string position =
      "adaptoid .B11../B00B00.B10B01/W01.B01.B01./.W01W01B00B01B02./W01.W01.B11./.W20.../W20.W11W00 b 4/3 35";
  const std::string saved = path("after.txt");
  const auto g = play_script(path("game.txt"), {"--position", position, "--vs", "random", "--as", "black"},
                             "e6-f6 +f5\nback\nforward\nsave " + saved + "\nundo\ne6-f6 +f5\nnew\nquit\n");
  ASSERT_EQ(g.run.status, 0) << g.run.err;
  const std::string& out = g.run.out;
  EXPECT_NE(out.find("game over: black wins; the game stays here"), std::string::npos) << out;
  EXPECT_NE(out.find("the start"), std::string::npos) << out;
  EXPECT_NE(out.find("after 1 of 1 turns: black played e6-f6 +f5"), std::string::npos) << out;
  EXPECT_NE(out.find("saved the game to " + saved), std::string::npos) << out;
  EXPECT_NE(out.find("took back 1 turn"), std::string::npos) << out;
  EXPECT_NE(out.find("a new game: you play black"), std::string::npos) << out;
  const std::string after = slurp(saved);
  EXPECT_NE(after.find("[Result \"0-1\"]"), std::string::npos) << after;
  EXPECT_EQ(turn_lines(after), std::vector<std::string>{"35b e6-f6 +f5"});
  EXPECT_TRUE(turn_lines(g.record).empty()) << g.record;  // the new game, stopped at once
}

// Reviewing an earlier position (back), the prompt says so and a typed turn is refused with the
// way on: 'end' returns to the game, 'here' cuts the game at the position shown and play goes on
// from it (a turn typed there was once played in the game's position, not the one on screen).
TEST_F(CliGame, ATurnTypedWhileReviewingIsRefusedAndHereCutsTheGame) {
  const auto g = play_script(path("game.txt"), {"--variant", "adaptoid", "--vs", "engine:nodes=2000"},
                             "d2+L\nback\nback\nd2+P\nend\nback\nback\nhere\nd2+P\nquit\n");
  ASSERT_EQ(g.run.status, 0) << g.run.err;
  const std::string& out = g.run.out;
  EXPECT_NE(out.find("white (reviewing: after 0 of 2 turns)> "), std::string::npos) << out;
  EXPECT_NE(
      out.find("not played: you are reviewing the position after 0 of 2 turns; 'end' returns to the game, "
               "'here' cuts the game here to play on from this position"),
      std::string::npos)
      << out;
  EXPECT_NE(out.find("cut the game after 0 turns (2 dropped): play on from here"), std::string::npos) << out;
  const auto turns = turn_lines(g.record);
  ASSERT_EQ(turns.size(), 2U) << g.record;  // the cut game: white's d2+P and the engine's reply
  EXPECT_EQ(turns[0], "1w d2+P");
}

}  // namespace
}  // namespace adaptoid
