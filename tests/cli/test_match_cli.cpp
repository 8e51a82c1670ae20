// adaptoid match end to end: one-line errors, a small match's JSON and table, resuming --out.
#include <gtest/gtest.h>

#include <adaptoid/play/game_record.hpp>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <set>

#include "cli_runner.hpp"
#include "scratch_dir_test.hpp"

namespace adaptoid {
namespace {

using testing::expect_bad_input;
using testing::run_cli;
using testing::slurp;

class MatchCli : public testing::ScratchDirTest {};

TEST_F(MatchCli, RefusesBadInputInOneLine) {
  const std::vector<std::string> base = {"match", "-v", "adaptoid", "--games", "2"};
  auto with = [&](std::vector<std::string> more) {
    auto args = base;
    args.insert(args.end(), more.begin(), more.end());
    return args;
  };
  expect_bad_input(with({"--players", "random", "wizard"}), "wizard");
  expect_bad_input(with({"--players", "random", "engine:depth=3"}), "depth");
  expect_bad_input(with({"--players", "random", "greedy", "random"}), "adaptoid needs 2 players");
  expect_bad_input({"match", "-v", "adapt3", "-n", "2", "-p", "random", "greedy"}, "adapt3 needs 3 players");
  expect_bad_input({"match", "-v", "adaptoid", "-n", "0", "-p", "random", "greedy"}, "--games");
  expect_bad_input(with({"-p", "random", "greedy", "--threads", "0"}), "--threads");
  expect_bad_input(with({"-p", "random", "greedy", "--threads", "300"}), "--threads");
  expect_bad_input(with({"-p", "random", "greedy", "--max-plies", "0"}), "--max-plies");
  expect_bad_input(with({"-p", "random", "greedy", "--opening-plies", "-1"}), "--opening-plies");
  expect_bad_input(with({"-p", "random", "greedy", "--sprt", "5,0"}), "--sprt");
  expect_bad_input({"match", "-v", "adapt3", "-n", "2", "-p", "random", "greedy", "random", "--sprt", "0,5"},
                   "--sprt");
  expect_bad_input({"match", "-v", "no-such-variant", "-n", "2", "-p", "random", "greedy"},
                   "no-such-variant");
  expect_bad_input(with({"-p", "random", "greedy", "--out", dir_.string()}), "--out");
}

TEST_F(MatchCli, SmallMatchJson) {
  const auto r = run_cli(
      {"match", "-v", "adaptoid", "-p", "random", "greedy", "--games", "4", "--threads", "2", "--json"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(r.err.empty()) << r.err;  // no progress line when stderr is not a terminal
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["games"], 4);
  EXPECT_EQ(j["played"], 4);
  ASSERT_EQ(j["players"].size(), 2u);
  EXPECT_EQ(j["players"][0]["player"], "random");
  int points2 = 0;
  for (const auto& p : j["players"]) {
    EXPECT_EQ(p["wins"].get<int>() + p["draws"].get<int>() + p["losses"].get<int>(), 4);
    EXPECT_EQ(p["by_seat"]["white"]["wins"].get<int>() + p["by_seat"]["white"]["draws"].get<int>() +
                  p["by_seat"]["white"]["losses"].get<int>(),
              2);
    points2 += 2 * p["wins"].get<int>() + p["draws"].get<int>();
  }
  EXPECT_EQ(points2, 8);
  EXPECT_TRUE(j.contains("elo"));
  EXPECT_GT(j["mean_plies"].get<double>(), 0);
}

TEST_F(MatchCli, TableRoundsUpAndReportsEloAndSprt) {
  const auto r = run_cli({"match", "-v", "adaptoid", "-p", "greedy", "random", "-n", "3", "--sprt", "0,50"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.err.find("rounded up to 4"), std::string::npos) << r.err;
  EXPECT_NE(r.out.find("1 greedy"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("as black"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Elo of greedy against random"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("SPRT (elo0 0, elo1 50"), std::string::npos) << r.out;
}

TEST_F(MatchCli, OutAppendsAndTheSameCommandResumes) {
  const std::string out = path("games.txt");
  auto args = [&](const std::string& games) {
    return std::vector<std::string>{"match", "-v", "adaptoid", "-p",    "random", "greedy", "-n",
                                    games,   "-t", "2",        "--out", out,      "--json"};
  };
  const auto first = run_cli(args("4"));
  ASSERT_EQ(first.status, 0) << first.err;
  auto records = parse_game_records(slurp(out));
  ASSERT_TRUE(records) << records.error();
  EXPECT_EQ(records->size(), 4u);
  const auto second = run_cli(args("8"));
  ASSERT_EQ(second.status, 0) << second.err;
  const auto j = nlohmann::json::parse(second.out);
  EXPECT_EQ(j["resumed"], 4);
  EXPECT_EQ(j["played"], 4);
  EXPECT_EQ(j["finished"], 8);
  records = parse_game_records(slurp(out));
  ASSERT_TRUE(records) << records.error();
  ASSERT_EQ(records->size(), 8u);
  std::set<std::string> events;
  for (const GameRecord& g : records.value()) events.insert(g.event);
  EXPECT_EQ(events.size(), 8u);
  EXPECT_TRUE(events.count("match 0 game 8"));
  // Everything already there: nothing is played or written.
  const auto third = run_cli(args("8"));
  ASSERT_EQ(third.status, 0) << third.err;
  EXPECT_EQ(nlohmann::json::parse(third.out)["played"], 0);
  EXPECT_EQ(parse_game_records(slurp(out))->size(), 8u);
  // A file that is not game records is refused, not overwritten.
  const std::string other = path("notes.txt");
  testing::run_cli({"start", "-v", "adaptoid", "--json"}, other);
  const std::string before = slurp(other);
  auto bad = args("2");
  bad[11] = other;
  expect_bad_input(bad, "--out");
  EXPECT_EQ(slurp(other), before);
}

}  // namespace
}  // namespace adaptoid
