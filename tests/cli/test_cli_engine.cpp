// adaptoid engine through pipes (specs/engine-protocol.md), and adaptoid game from a script.
#include <gtest/gtest.h>

#include <adaptoid/core/game.hpp>
#include <adaptoid/search/endgame.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <algorithm>
#include <thread>

#include "cli_process.hpp"

namespace adaptoid {
namespace {

using testing::CliProcess;

// Lines up to and including the first that starts with `prefix` (empty when it never came).
std::vector<std::string> lines_until(CliProcess& engine, const std::string& prefix, double seconds = 20) {
  std::vector<std::string> lines;
  while (auto l = engine.line(seconds)) {
    lines.push_back(*l);
    if (l->rfind(prefix, 0) == 0) return lines;
  }
  return {};
}

bool legal_after(const std::vector<std::string>& turns, const std::string& turn) {
  const AdaptoidGame game(load_variant("adaptoid").value());
  Position p = game.start(0);
  for (const auto& t : turns) p = game.apply(p, parse_turn(game, p, t).value());
  return parse_turn(game, p, turn).ok();
}

TEST(CliEngine, HandshakeAndReady) {
  CliProcess engine({"engine"});
  ASSERT_TRUE(engine.started());
  engine.send("adaptoid");
  const auto hello = lines_until(engine, "adaptoidok");
  ASSERT_FALSE(hello.empty());
  EXPECT_EQ(hello.front().rfind("id name adaptoid ", 0), 0u) << hello.front();
  EXPECT_NE(std::find(hello.begin(), hello.end(), "option name Player type string default engine"),
            hello.end());
  engine.send("isready");
  EXPECT_EQ(engine.line(), "readyok");
  engine.send("quit");
  EXPECT_EQ(engine.wait(), 0);
}

TEST(CliEngine, GoNodesAnswersInfoAndALegalBestmove) {
  CliProcess engine({"engine"});
  engine.send("position startpos turns d2+L; d6+L");
  engine.send("go nodes 20000 multipv 2");
  const auto lines = lines_until(engine, "bestmove ");
  ASSERT_GE(lines.size(), 2u);
  EXPECT_EQ(lines.front().rfind("info depth ", 0), 0u) << lines.front();
  EXPECT_NE(lines.front().find(" score "), std::string::npos);
  EXPECT_NE(lines.front().find(" pv "), std::string::npos);
  EXPECT_TRUE(
      std::any_of(lines.begin(), lines.end(), [](const auto& l) { return l.find(" multipv 2 ") != l.npos; }));
  EXPECT_TRUE(legal_after({"d2+L", "d6+L"}, lines.back().substr(9))) << lines.back();
  engine.send("quit");
  EXPECT_EQ(engine.wait(), 0);
}

TEST(CliEngine, StopEndsAnInfiniteSearchPromptly) {
  CliProcess engine({"engine"});
  engine.send("go infinite");
  engine.send("isready");  // answered while the search runs
  EXPECT_TRUE(!lines_until(engine, "readyok", 5).empty());
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  const auto asked = std::chrono::steady_clock::now();
  engine.send("stop");
  const auto lines = lines_until(engine, "bestmove ", 5);
  const double waited = std::chrono::duration<double>(std::chrono::steady_clock::now() - asked).count();
  ASSERT_FALSE(lines.empty());
  EXPECT_LT(waited, 1.0);
  EXPECT_TRUE(legal_after({}, lines.back().substr(9))) << lines.back();
  engine.send("quit");
  EXPECT_EQ(engine.wait(), 0);
}

TEST(CliEngine, BadInputAnswersAnErrorAndTheEngineCarriesOn) {
  CliProcess engine({"engine"});
  engine.send("position startpos turns d2-d5");
  const auto illegal = engine.line();
  ASSERT_TRUE(illegal);
  EXPECT_EQ(illegal->rfind("error position: turn 1: turn 'd2-d5': ", 0), 0u) << *illegal;
  engine.send("fly");
  EXPECT_EQ(engine.line().value_or("").rfind("error unknown command 'fly'", 0), 0u);
  engine.send("go nodes lots");
  EXPECT_EQ(engine.line().value_or("").rfind("error go: nodes 'lots'", 0), 0u);
  engine.send("setoption name Player value wizard");
  EXPECT_EQ(engine.line().value_or("").rfind("error setoption: player 'wizard'", 0), 0u);
  engine.send("position adaptoid ..../...../....../.W00...B00./....../...../.... b 0/0 1 turns d6+P");
  engine.send("isready");
  EXPECT_EQ(engine.line(), "readyok");  // the position was taken without a word
  EXPECT_EQ(engine.wait(), 0);          // end of input is quit
}

TEST(CliEngine, LegalListsTheTurnsOfTheGameInItsOrder) {
  CliProcess engine({"engine"});
  engine.send("position startpos turns d2+L; d6+L");
  engine.send("legal");
  const AdaptoidGame game(load_variant("adaptoid").value());
  Position p = game.start(0);
  for (const char* t : {"d2+L", "d6+L"}) p = game.apply(p, parse_turn(game, p, t).value());
  const auto turns = legal_turns(game, p);
  EXPECT_EQ(engine.line(),
            "legal " + std::to_string(turns.size()) + " " + format_turns(game.variant(), turns));
  engine.send("variant quantum-leap-3p");
  engine.send("legal");
  const QuantumLeapGame ql(load_variant("quantum-leap-3p").value());
  const Position start = ql.start(ql.variant().seed);
  EXPECT_EQ(engine.line(), "legal " + std::to_string(legal_turns(ql, start).size()) + " " +
                               format_turns(ql.variant(), legal_turns(ql, start)));
  engine.send("quit");
  EXPECT_EQ(engine.wait(), 0);
}

TEST(CliEngine, StatusSaysWhetherTheGameIsOverWhoWonAndWhy) {
  CliProcess engine({"engine"});
  engine.send("status");
  EXPECT_EQ(engine.line(), "status ongoing side white turn 1");
  // White wins at once with d5xe5 (examples/first_turns.cpp's position): the capture goal.
  const AdaptoidGame game(load_variant("adaptoid").value());
  const Position p =
      parse_position(game, "adaptoid ..../...../..B11.../...W11B01../....../...../...B00 w 4/4 12").value();
  const SearchResult won = solve_endgame(game.variant_ptr(), p, {.turns = 1});
  ASSERT_FALSE(won.winning_turns.empty());
  engine.send("position " + format_position(game.variant(), p) + " turns " +
              format_turn(game.variant(), won.winning_turns.front()));
  engine.send("status");
  EXPECT_EQ(engine.line(), "status over winner white reason white wins");
  engine.send("legal");
  EXPECT_EQ(engine.line(), "legal 0");
  engine.send("go nodes 100");
  EXPECT_EQ(engine.line().value_or("").rfind("error go: the game is over", 0), 0u);
  // A drawn game: the turn cap of max_turns (A17).
  engine.send("variant " + std::string(ADAPTOID_SOURCE_DIR) + "/specs/perft/variants/cap-2.toml");
  engine.send("position startpos turns d2+L; d6+L; d2+P; d6+P");
  engine.send("status");
  EXPECT_EQ(engine.line(), "status over winner none reason drawn (max_turns = 2)");
  engine.send("quit");
  EXPECT_EQ(engine.wait(), 0);
}

}  // namespace
}  // namespace adaptoid
