// adaptoid puzzle, end to end: answering a published puzzle, and the errors a user can meet.
#include <gtest/gtest.h>
#include <adaptoid/puzzle/puzzle_batch.hpp>
#include <adaptoid/puzzle/puzzle_json.hpp>

#include <nlohmann/json.hpp>

#include <cctype>

#include "cli_runner.hpp"
#include "scratch_dir_test.hpp"

namespace adaptoid {
namespace {

using testing::run_cli;

const std::string kPuzzles = ADAPTOID_SOURCE_DIR "/puzzles";

// The first published Adaptoid puzzle of two turns with a tempting turn that fails.
Puzzle two_turn_puzzle() {
  auto all = read_puzzle_file(kPuzzles + "/adaptoid.jsonl");
  EXPECT_TRUE(all.ok()) << all.error();
  for (const Puzzle& z : all.value())
    if (z.turns == 2 && !z.tempting.empty()) return z;
  ADD_FAILURE() << "no Adaptoid puzzle of two turns with a tempting turn";
  return {};
}

std::vector<std::string> answer(const Puzzle& z, std::vector<std::string> turns) {
  std::vector<std::string> args = {"puzzle", "answer", "--variant", z.variant,
                                   "--date", z.date,   "--puzzles", kPuzzles};
  for (const std::string& t : turns) {
    args.push_back("--turn");
    args.push_back(t);
  }
  return args;
}

TEST(PuzzleCli, AnswerPlaysThePuzzleToTheEnd) {
  const Puzzle z = two_turn_puzzle();
  ASSERT_EQ(z.solution.size(), 3u);
  const auto first = run_cli(answer(z, {z.solution[0].turn}));
  EXPECT_EQ(first.status, 0) << first.err;
  EXPECT_NE(first.out.find("right: " + z.solution[0].turn), std::string::npos) << first.out;
  EXPECT_NE(first.out.find("replies " + z.solution[1].turn), std::string::npos) << first.out;
  const auto all = run_cli(answer(z, {z.solution[0].turn, z.solution[2].turn}));
  EXPECT_EQ(all.status, 0) << all.err;
  EXPECT_NE(all.out.find("solved: " + z.goal()), std::string::npos) << all.out;
}

// Cell names in capitals, as the rulebooks write them, are the same answer; the
// verdict prints the turn in lower case.
TEST(PuzzleCli, AnAnswerInCapitalsIsTheSameAnswer) {
  const Puzzle z = two_turn_puzzle();
  std::string upper = z.solution[0].turn;
  for (std::size_t i = 0; i + 1 < upper.size(); ++i)
    if (upper[i] >= 'a' && upper[i] <= 'z' && std::isdigit(static_cast<unsigned char>(upper[i + 1])))
      upper[i] = static_cast<char>(upper[i] - 'a' + 'A');
  ASSERT_NE(upper, z.solution[0].turn);
  const auto r = run_cli(answer(z, {upper}));
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("right: " + z.solution[0].turn), std::string::npos) << r.out;
}

TEST(PuzzleCli, AWrongAnswerIsCalledWrongAndExitsOne) {
  const Puzzle z = two_turn_puzzle();
  ASSERT_FALSE(z.tempting.empty());
  const auto r = run_cli(answer(z, {z.tempting.front().turn}));
  EXPECT_EQ(r.status, 1) << r.err;
  EXPECT_EQ(r.out.rfind("wrong: " + z.tempting.front().turn, 0), 0u) << r.out;
  EXPECT_TRUE(r.err.empty()) << r.err;
}

TEST(PuzzleCli, AnswerJsonGivesTheVerdictAndTheReply) {
  const Puzzle z = two_turn_puzzle();
  auto args = answer(z, {z.solution[0].turn});
  args.push_back("--json");
  const auto right = run_cli(args);
  ASSERT_EQ(right.status, 0) << right.err;
  const auto j = nlohmann::json::parse(right.out);
  EXPECT_EQ(j["verdict"], "right");
  EXPECT_EQ(j["reply"]["turn"], z.solution[1].turn);
  args = answer(z, {z.tempting.front().turn});
  args.push_back("--json");
  const auto wrong = run_cli(args);
  EXPECT_EQ(wrong.status, 1) << wrong.err;
  const auto w = nlohmann::json::parse(wrong.out);
  EXPECT_EQ(w["verdict"], "wrong");
  // The refutation: what the turn leads to, the defender's reply first, and a sentence saying so.
  const std::string outcome = w["refutation"]["outcome"];
  EXPECT_TRUE(outcome == "loses" || outcome == "draws" || outcome == "wins-later") << wrong.out;
  EXPECT_EQ(w["why"], w["refutation"]["text"]);
  EXPECT_EQ(w["why"].get<std::string>().rfind(z.tempting.front().turn + " ", 0), 0u) << wrong.out;
  EXPECT_FALSE(w["refutation"]["line"].empty()) << wrong.out;
  EXPECT_TRUE(w["reply"].is_null());
  // Solved: the final turn wins (A15), so no reply follows it, not even the one before.
  args = answer(z, {z.solution[0].turn, z.solution[2].turn});
  args.push_back("--json");
  const auto solved = run_cli(args);
  ASSERT_EQ(solved.status, 0) << solved.err;
  const auto s = nlohmann::json::parse(solved.out);
  EXPECT_EQ(s["verdict"], "solved");
  EXPECT_TRUE(s["reply"].is_null()) << solved.out;
  EXPECT_EQ(s["right"].size(), 2u);
}

// A year file edited after generation: the tempting turn written in as the solution. Judged
// against the file, the wrong turn would be "right"; answer re-proves the puzzle and refuses it.
TEST(PuzzleCli, AnswerRefusesAPuzzleFileChangedAfterGeneration) {
  const testing::ScratchDir scratch;
  const Puzzle z = two_turn_puzzle();
  Puzzle bad = z;
  bad.solution[0].turn = z.tempting.front().turn;
  std::ofstream(scratch / "adaptoid.jsonl") << puzzle_to_line(bad) << "\n";
  for (const std::string& turn : {z.tempting.front().turn, z.solution[0].turn}) {
    const auto r = run_cli({"puzzle", "answer", "--variant", "adaptoid", "--date", z.date, "--puzzles",
                            scratch.str(), "--turn", turn});
    EXPECT_EQ(r.status, 2) << r.out;
    EXPECT_NE(r.err.find("damaged"), std::string::npos) << r.err;
    EXPECT_TRUE(r.out.empty()) << r.out;
  }
}

TEST(PuzzleCli, DailyPrintsTheGoalAndHowToAnswer) {
  const Puzzle z = two_turn_puzzle();
  const auto r =
      run_cli({"puzzle", "daily", "--variant", "adaptoid", "--date", z.date, "--puzzles", kPuzzles});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find(z.goal()), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("adaptoid puzzle answer"), std::string::npos) << r.out;
}

void expect_input_error(const std::vector<std::string>& args, const std::string& needle) {
  const auto r = run_cli(args);
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  EXPECT_NE(r.err.find(needle), std::string::npos) << "stderr: " << r.err << "expected: " << needle;
}

TEST(PuzzleCli, BadInputIsOneLine) {
  const testing::ScratchDir scratch;
  expect_input_error({"puzzle", "daily", "--variant", "adaptoid", "--date", "2026-13-01"}, "--date");
  expect_input_error(
      {"puzzle", "daily", "--variant", "quantum-leap", "--puzzles", "no-such-dir", "--date", "x"}, "--date");
  const Puzzle z = two_turn_puzzle();
  expect_input_error(answer(z, {"z9-z10"}), "--turn 1");
  // A file with a puzzle whose solution was changed: verify names the line and refuses it.
  const std::string tampered = scratch / "tampered.jsonl";
  Puzzle bad = z;
  bad.solution[0].turn = z.tempting.front().turn;
  {
    std::ofstream out(tampered);
    out << puzzle_to_line(bad) << "\n";
  }
  expect_input_error({"puzzle", "verify", tampered}, tampered + ":1: " + z.id);
  // The same puzzle again on another date with a white disc moved to an empty cell (two cells
  // changed): refused as a repeat.
  Puzzle again = z;
  again.date = "2099-01-01", again.id = "adaptoid-2099-01-01";
  const std::size_t disc = again.position.find("W00");
  ASSERT_NE(disc, std::string::npos);
  again.position.replace(disc, 3, "#");
  const std::size_t dot = again.position.find('.');
  ASSERT_NE(dot, std::string::npos);
  again.position.replace(dot, 1, "W00");
  again.position.replace(again.position.find('#'), 1, ".");
  {
    std::ofstream out(tampered);
    out << puzzle_to_line(z) << "\n" << puzzle_to_line(again) << "\n";
  }
  expect_input_error({"puzzle", "verify", tampered},
                     tampered + ":2: adaptoid-2099-01-01: repeats " + z.id + " (line 1)");
}

}  // namespace
}  // namespace adaptoid
