// Interruptions and concurrent runs: SIGINT and SIGTERM end a long command within a second or
// two with 130 or 143 and one line saying what was kept (never a time-out or a result), and a
// second run writing the same file (by any of its names) fails at once naming the first.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <regex>
#include <string>
#include <thread>
#include <vector>

#include "hostile_process.hpp"

namespace adaptoid::hostile {
namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point t) {
  return std::chrono::duration<double>(Clock::now() - t).count();
}

// The exit status (128 + N when a signal N killed it, as a shell says), waited for at most
// `limit` seconds (then killed: -1).
int wait_within(pid_t pid, double limit) {
  const auto started = Clock::now();
  for (;;) {
    int raw = 0;
    if (::waitpid(pid, &raw, WNOHANG) == pid) return WIFEXITED(raw) ? WEXITSTATUS(raw) : 128 + WTERMSIG(raw);
    if (seconds_since(started) > limit) {
      ::kill(pid, SIGKILL);
      ::waitpid(pid, &raw, 0);
      return -1;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
}

struct Interrupted {
  int status;
  double seconds;  // from the signal to the end
  std::string err, out;
};

// Starts the tool, sends `signal` after `after` seconds (counted once `wait_for_file` exists,
// when given), and waits (at most 10 s) for its end.
Interrupted interrupt(const Scratch& s, const std::vector<std::string>& args, double after, int signal,
                      const std::string& wait_for_file = "") {
  const pid_t pid = start(s.str(), args, s / "run");
  if (!wait_for_file.empty()) {
    EXPECT_TRUE(appears(s / wait_for_file, 30)) << wait_for_file << " never appeared";
  }
  std::this_thread::sleep_for(std::chrono::duration<double>(after));
  const auto sent = Clock::now();
  ::kill(pid, signal);
  const int status = wait_within(pid, 10);
  return {status, seconds_since(sent), text_of(s / "run.err"), text_of(s / "run.out")};
}

// The last line of stderr: the interruption's.
std::string last_line(const std::string& err) {
  const size_t end = err.size() >= 2 ? err.rfind('\n', err.size() - 2) : std::string::npos;
  return end == std::string::npos ? err : err.substr(end + 1);
}

void expect_interrupted(const Interrupted& r, int status, const std::string& kept) {
  EXPECT_EQ(r.status, status) << r.err;
  EXPECT_LT(r.seconds, 2.5) << r.err;
  const std::string line = last_line(r.err);
  EXPECT_EQ(line.rfind("adaptoid: interrupted by SIG", 0), 0u) << r.err;
  EXPECT_NE(line.find(kept), std::string::npos) << r.err;
  EXPECT_EQ(r.err.find("undecided"), std::string::npos) << r.err;
  EXPECT_EQ(r.out.find("result:"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("nodes:"), std::string::npos) << r.out;
}

// An engine against random players, `games` of them, recorded in `out`.
std::vector<std::string> match_args(const std::string& games, const std::string& out) {
  return {"match",  "--variant", "adaptoid", "--players", "engine:nodes=20000",
          "random", "--games",   games,      "--out",     out};
}

// Commands that write nothing, each interrupted mid-work: a check (its Z3 queries interrupted
// too: it ends at once, not at its --timeout), a search (no answer printed, not "unknown", not a
// node count), an enumeration (stopped by the watcher, as it has no check of its own).
TEST(HostileSignal, CommandsThatWriteNothingEndAtOnceWithoutAResult) {
  struct Run {
    std::vector<std::string> args;
    double after;
    int signal, status;
  };
  const std::vector<Run> runs = {
      {{"check", "--variant", "adaptoid", "--timeout", "60"}, 3, SIGINT, 130},
      {{"check", "--variant", "adaptoid"}, 1, SIGTERM, 143},
      {{"solve", "--variant", "quantum-leap", "--turns", "5"}, 1, SIGINT, 130},
      {{"enumerate", "--variant", "adaptoid", "--depth", "9"}, 1, SIGTERM, 143},
  };
  for (const Run& run : runs) {
    SCOPED_TRACE(run.args[0] + " " + run.args[1] + " " + run.args[2]);
    Scratch s;
    expect_interrupted(interrupt(s, run.args, run.after, run.signal), run.status, "nothing was written");
  }
}

// A whole solve keeps the old table and its finished tiers; the rerun resumes to the table.
TEST(HostileSignal, SolveOfAVariantInterruptedKeepsTheOldTable) {
  Scratch s;
  std::ofstream(s / "t.tb") << "the old table\n";
  const std::vector<std::string> args = {"solve", "--variant", "adaptoid-7", "--out",
                                         "t.tb",  "--threads", "1"};
  const auto r = interrupt(s, args, 0.05, SIGTERM, "t.tb.parts");
  // The solve takes about a second: on a busy machine the signal can come after its end, and the
  // line then says the table was written whole, which it must be.
  if (last_line(r.err).find("t.tb is written whole (the solve had finished)") != std::string::npos) {
    expect_interrupted(r, 143, "t.tb is written whole");
    EXPECT_EQ(run(s.str(), {"verify", "t.tb"}, s / "verify"), 0) << text_of(s / "verify.err");
    return;
  }
  expect_interrupted(r, 143, "t.tb is unchanged");
  EXPECT_TRUE(text_of(s / "t.tb") == "the old table\n") << "the old table was replaced";
  EXPECT_EQ(run(s.str(), args, s / "again"), 0) << text_of(s / "again.err");
}

// A dense solve stopped before its first checkpoint names none: the line says nothing was kept
// for a next run, and there is no checkpoint beside the table.
TEST(HostileSignal, ADenseSolveStoppedBeforeItsFirstCheckpointNamesNone) {
  Scratch s;
  const auto r =
      interrupt(s, {"solve", "--variant", "adaptoid-37", "--dense-table", "--out", "t.tb"}, 1, SIGTERM);
  expect_interrupted(r, 143, "t.tb is unchanged; nothing was kept for a next run yet");
  EXPECT_FALSE(fs::exists(s / "t.tb.checkpoint"));
  EXPECT_FALSE(fs::exists(s / "t.tb"));
}

// A match keeps the games finished; the rerun resumes from them and plays only the rest.
TEST(HostileSignal, MatchInterruptedKeepsWholeGamesAndResumes) {
  Scratch s;
  const auto r = interrupt(s, match_args("2000", "m.txt"), 2, SIGINT);
  expect_interrupted(r, 130, "m.txt holds the");
  EXPECT_EQ(run(s.str(), {"play", "--game", "m.txt"}, s / "read"), 0) << text_of(s / "read.err");
}

TEST(HostileSignal, PuzzleGenerateInterruptedKeepsTheOldFile) {
  Scratch s;
  const std::vector<std::string> args = {"puzzle",     "generate",  "--variant", "adaptoid", "--from",
                                         "2029-12-31", "--count",   "60",        "--out",    "p.jsonl",
                                         "--no-svg",   "--threads", "1"};
  const auto r = interrupt(s, args, 1.5, SIGINT);
  expect_interrupted(r, 130, "p.jsonl is unchanged");
  EXPECT_FALSE(fs::exists(s / "p.jsonl"));
}

// Two matches on one records file: the second fails at once naming the first; the file holds
// each game once.
TEST(HostileConcurrent, ASecondMatchOnTheSameFileFailsNamingTheFirst) {
  Scratch s;
  const auto args = match_args("6", "cm.txt");
  const pid_t first = start(s.str(), args, s / "first");
  ASSERT_TRUE(appears(s / "cm.txt.lock", 20));
  const int second = run(s.str(), args, s / "second");
  const std::string err = text_of(s / "second.err");
  EXPECT_EQ(second, 2) << err;
  EXPECT_NE(err.find("pid " + std::to_string(first)), std::string::npos) << err;
  EXPECT_EQ(wait_within(first, 120), 0) << text_of(s / "first.err");
  const std::string records = text_of(s / "cm.txt");
  size_t games = 0;
  for (size_t at = records.find("[Variant "); at != std::string::npos; at = records.find("[Variant ", at + 1))
    ++games;
  EXPECT_EQ(games, 6u) << records.substr(0, 2000);
}

// The lock is the file's, not the name's: a solve through a link waits for none and fails.
TEST(HostileConcurrent, ASolveThroughALinkToATableBeingWrittenFails) {
  Scratch s;
  fs::create_symlink("c.tb", s / "link.tb");
  const pid_t first =
      start(s.str(), {"solve", "--variant", "adaptoid-7", "--out", "c.tb", "--threads", "1"}, s / "first");
  ASSERT_TRUE(appears(s / "c.tb.lock", 20));
  const int second =
      run(s.str(), {"solve", "--variant", "adaptoid-7", "--out", "link.tb", "--threads", "1"}, s / "second");
  const std::string err = text_of(s / "second.err");
  EXPECT_EQ(second, 2) << err;
  EXPECT_NE(err.find("pid " + std::to_string(first)), std::string::npos) << err;
  EXPECT_EQ(wait_within(first, 120), 0) << text_of(s / "first.err");
}

// Two exports into one folder: one at a time, so the index never lists a day another removed.
TEST(HostileConcurrent, ASecondExportIntoTheSameFolderFails) {
  Scratch s;
  fs::create_directories(s / "web");
  const std::string year = std::string(ADAPTOID_SOURCE_DIR) + "/puzzles/adaptoid.jsonl";
  std::vector<pid_t> runs;
  for (const std::string until : {"2026-12-01", "2027-01-01", "2027-03-01", "2027-06-01"})
    runs.push_back(
        start(s.str(), {"puzzle", "export", year, "--out", "web", "--until", until}, s / ("e" + until)));
  int ok = 0, refused = 0;
  for (size_t i = 0; i < runs.size(); ++i) {
    const int status = wait_within(runs[i], 120);
    ok += status == 0;
    refused += status == 2;
  }
  EXPECT_EQ(ok + refused, 4);
  EXPECT_GE(ok, 1);
  // Every day the index lists has its files.
  const std::string index = text_of(s / "web/days/index.json");
  const std::regex day("\"(\\d{4}-\\d{2}-\\d{2})\"");
  for (auto it = std::sregex_iterator(index.begin(), index.end(), day); it != std::sregex_iterator(); ++it) {
    const std::string date = (*it)[1];
    if (index.find("\"until\": \"" + date + "\"") != std::string::npos) continue;
    EXPECT_TRUE(fs::exists(s / ("web/days/adaptoid/" + date + ".json"))) << date;
  }
}

// The budget is a bound: at most a few per cent over, and the JSON says how many nodes ran.
TEST(HostileBudget, TheNodeBudgetOfASearchIsABound) {
  Scratch s;
  const uint64_t budget = 3'000'000;
  const int status = run(
      s.str(),
      {"solve", "--variant", "quantum-leap", "--turns", "5", "--budget", std::to_string(budget), "--json"},
      s / "run");
  const std::string out = text_of(s / "run.out");
  EXPECT_EQ(status, 3) << text_of(s / "run.err");
  std::smatch m;
  ASSERT_TRUE(std::regex_search(out, m, std::regex("\"nodes\": (\\d+)"))) << out;
  const uint64_t nodes = std::stoull(m[1]);
  EXPECT_LE(nodes, budget + budget / 50) << out;
  EXPECT_GE(nodes, budget / 2) << out;
}

}  // namespace
}  // namespace adaptoid::hostile
