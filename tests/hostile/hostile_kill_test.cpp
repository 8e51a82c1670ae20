// Long writes under attack: a run killed while it writes leaves the old output as it was and
// resumes to the same result; a second run writing the same table fails at once, naming the
// first.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "hostile_process.hpp"
#include "hostile_scratch.hpp"

namespace adaptoid::hostile {
namespace {

const std::vector<std::string> kSolve = {"solve", "--variant", "adaptoid-7", "--out",
                                         "t.tb",  "--threads", "1"};

// Killed while it solves (its parts being written), then run again: the old table stays until
// the new one is whole, the rerun resumes from the parts, and the result is the table a run
// that was never killed writes.
TEST(HostileKill, ASolveKilledMidWayKeepsTheOldTableAndResumesToTheSameTable) {
  Scratch s;
  std::ofstream(s / "t.tb") << "the old table\n";
  const pid_t pid = start(s.str(), kSolve, s / "first");
  ASSERT_TRUE(appears(s / "t.tb.parts", 20)) << "the solve made no parts";
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  ::kill(pid, SIGKILL);
  wait_for(pid);
  EXPECT_EQ(text_of(s / "t.tb"), "the old table\n");
  EXPECT_EQ(run(s.str(), kSolve, s / "second"), 0) << text_of(s / "second.err");
  EXPECT_NE(text_of(s / "second.err").find("read back"), std::string::npos);
  EXPECT_EQ(
      run(s.str(), {"solve", "--variant", "adaptoid-7", "--out", "fresh.tb", "--threads", "1"}, s / "fresh"),
      0);
  EXPECT_EQ(content_hash(s / "t.tb"), content_hash(s / "fresh.tb"));
  for (const auto& e : fs::directory_iterator(s.str()))
    EXPECT_TRUE(e.path().extension() != ".lock" &&
                e.path().filename().string().find(".parts") == std::string::npos &&
                e.path().filename().string().find(".tmp.") == std::string::npos)
        << "left behind: " << e.path();
}

TEST(HostileKill, ASecondSolveOfTheSameTableFailsAtOnceNamingTheFirst) {
  Scratch s;
  const pid_t first = start(s.str(), kSolve, s / "first");
  ASSERT_TRUE(appears(s / "t.tb.lock", 20));
  const auto started = std::chrono::steady_clock::now();
  const int status = run(s.str(), kSolve, s / "second");
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  const std::string err = text_of(s / "second.err");
  if (::kill(first, 0) != 0 && status == 0) GTEST_SKIP() << "the first solve ended before the second started";
  EXPECT_EQ(status, 2) << err;
  EXPECT_NE(err.find("pid " + std::to_string(first)), std::string::npos) << err;
  EXPECT_EQ(std::count(err.begin(), err.end(), '\n'), 1) << err;
  EXPECT_LT(seconds, 2.0);
  EXPECT_EQ(wait_for(first), 0) << text_of(s / "first.err");
  EXPECT_FALSE(fs::exists(s / "t.tb.lock"));
}

// A lock left by a killed run is taken over (flock: the kernel dropped it with the process).
TEST(HostileKill, ALockLeftByAKilledRunDoesNotStopTheNext) {
  Scratch s;
  std::ofstream(s / "t.tb.lock") << "999999\n";
  EXPECT_EQ(run(s.str(), kSolve, s / "run"), 0) << text_of(s / "run.err");
  EXPECT_FALSE(fs::exists(s / "t.tb.lock"));
}

// puzzle generate killed mid-way: the old --out stays; a rerun resumes from the progress file
// (--force: the old content is no puzzle file, which is otherwise refused).
TEST(HostileKill, APuzzleGenerateKilledMidWayKeepsTheOldFileAndResumes) {
  Scratch s;
  std::ofstream(s / "p.jsonl") << "the old puzzles\n";
  // A Monday's win in one is done in a moment and Tuesday's win in two takes seconds, so the kill
  // lands mid-way (four deeper days took minutes under the sanitizers).
  const std::vector<std::string> args = {"puzzle",     "generate",  "--variant", "adaptoid", "--from",
                                         "2029-12-31", "--count",   "2",         "--out",    "p.jsonl",
                                         "--no-svg",   "--threads", "1",         "--force"};
  const pid_t pid = start(s.str(), args, s / "first");
  const bool progressed = appears(s / "p.jsonl.partial", 60);
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  ::kill(pid, SIGKILL);
  wait_for(pid);
  EXPECT_EQ(text_of(s / "p.jsonl"), "the old puzzles\n");
  if (!progressed) GTEST_SKIP() << "no puzzle finished before the kill";
  EXPECT_EQ(run(s.str(), args, s / "second"), 0) << text_of(s / "second.err");
  EXPECT_FALSE(fs::exists(s / "p.jsonl.partial"));
  const std::string text = text_of(s / "p.jsonl");
  EXPECT_EQ(std::count(text.begin(), text.end(), '\n'), 2) << text;
}

}  // namespace
}  // namespace adaptoid::hostile
