// Puzzles of a variant no one has registered, and published puzzles found wherever the tool is run
// from: a variant file's puzzles go generate, verify, export, answer and daily with nothing but the
// file; a changed variant file is refused with both digests; a record cannot name a path.
#include <gtest/gtest.h>

#include <adaptoid/puzzle/puzzle_json.hpp>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "cli_runner.hpp"
#include "scratch_dir_test.hpp"

namespace adaptoid {
namespace {

namespace fs = std::filesystem;

// Quantum Leap on a ring: the hexagon of side 3 without its centre.
const char* kRing = R"(base = "quantum-leap"
stones = 6

[board]
side = 3
holes = ["c3"]
)";

void write_text(const fs::path& path, const std::string& text) {
  std::ofstream(path, std::ios::binary) << text;
}

std::string read_text(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

TEST(PuzzleAnywhere, AVariantFilesPuzzlesGoEveryStepWithoutARegisteredName) {
  testing::ScratchDir dir;
  const fs::path made = fs::path(dir.str()) / "made", toml = made / "ring.toml", year = made / "ring.jsonl";
  fs::create_directories(made);
  write_text(toml, kRing);
  const std::string date = "2027-01-04";
  auto r = testing::run_cli({"puzzle", "generate", "--variant", toml.string(), "--from", date, "--count", "1",
                             "--out", year.string(), "--no-svg"});
  ASSERT_EQ(r.status, 0) << r.err;
  // The record carries the variant: the file goes on alone, elsewhere.
  const fs::path moved = fs::path(dir.str()) / "elsewhere" / "ring.jsonl";
  fs::create_directories(moved.parent_path());
  fs::copy_file(year, moved);
  r = testing::run_cli({"puzzle", "verify", moved.string()});
  ASSERT_EQ(r.status, 0) << r.err;
  const fs::path page = fs::path(dir.str()) / "page";
  r = testing::run_cli({"puzzle", "export", moved.string(), "--out", page.string(), "--until", "2027-01-05"});
  ASSERT_EQ(r.status, 0) << r.err;
  const auto day = nlohmann::json::parse(read_text(page / "days" / "ring" / (date + ".json")));
  EXPECT_EQ(day["variant"], "ring");
  EXPECT_FALSE(day["refutations"].empty());

  r = testing::run_cli({"puzzle", "daily", "--variant", "ring", "--puzzles", moved.string(), "--date", date});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("Puzzle ring-" + date), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("--variant ring --date " + date + " --puzzles " + moved.string()), std::string::npos)
      << r.out;
  EXPECT_TRUE(r.err.empty()) << r.err;
  const Puzzle z = puzzle_from_line(read_text(moved)).value();
  r = testing::run_cli({"puzzle", "answer", "--variant", "ring", "--puzzles", moved.string(), "--date", date,
                        "--turn", z.solution[0].turn});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out.rfind("right: " + z.solution[0].turn, 0), 0u) << r.out;
  const std::string wrong = day["refutations"].begin().key();
  r = testing::run_cli({"puzzle", "answer", "--variant", toml.string(), "--puzzles", moved.string(), "--date",
                        date, "--turn", wrong});
  EXPECT_EQ(r.status, 1) << r.err;
  EXPECT_EQ(r.out.rfind("wrong: " + day["refutations"][wrong]["text"].get<std::string>() + "\n", 0), 0u)
      << r.out;

  // The variant file changed since: refused, naming both digests.
  write_text(toml, std::string(kRing).replace(std::string(kRing).find("stones = 6"), 10, "stones = 5"));
  testing::expect_bad_input(
      {"puzzle", "daily", "--variant", toml.string(), "--puzzles", moved.string(), "--date", date},
      "the variant changed since its puzzles were made");
  r = testing::run_cli(
      {"puzzle", "daily", "--variant", toml.string(), "--puzzles", moved.string(), "--date", date});
  EXPECT_NE(r.err.find("sha256:"), r.err.rfind("sha256:")) << r.err;
}

// A record names its variant by a built-in name or carries it whole: a name that is a path is
// never opened.
TEST(PuzzleAnywhere, ARecordCannotMakeTheToolOpenAPath) {
  testing::ScratchDir dir;
  std::string line = read_text(fs::path(ADAPTOID_SOURCE_DIR) / "puzzles" / "adaptoid.jsonl");
  line = line.substr(0, line.find('\n'));
  const std::string from = R"("variant":"adaptoid")";
  line.replace(line.find(from), from.size(), R"("variant":"../../../../etc/passwd")");
  const fs::path file = fs::path(dir.str()) / "bad.jsonl";
  write_text(file, line + "\n");
  testing::expect_bad_input({"puzzle", "verify", file.string()},
                            "not a built-in, and the record carries no variant_toml");
}

// Without --puzzles the published year is found from the tool's own place, whatever the working
// folder; a date no file holds is made now, and said so.
TEST(PuzzleAnywhere, PublishedPuzzlesAreFoundFromAnywhereAndAMadeOneIsSaid) {
  testing::ScratchDir dir;
  const std::string cli = ADAPTOID_CLI;
  const auto run_in = [&](const std::string& args) {
    const fs::path out = fs::path(dir.str()) / "out", err = fs::path(dir.str()) / "err";
    const std::string cmd = "cd " + testing::shell_quote(dir.str()) + " && env -u ADAPTOID_PUZZLES " +
                            testing::shell_quote(cli) + " " + args + " >" +
                            testing::shell_quote(out.string()) + " 2>" + testing::shell_quote(err.string());
    const int status = std::system(cmd.c_str());
    return testing::Run{WIFEXITED(status) ? WEXITSTATUS(status) : -1, read_text(out), read_text(err)};
  };
  auto r = run_in("puzzle daily --variant adaptoid --date 2026-11-23");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("White wins in 2"), std::string::npos) << r.out;
  EXPECT_TRUE(r.err.empty()) << r.err;
  r = run_in("puzzle daily --variant quantum-leap-7 --date 2027-01-04");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.err.find("no published puzzle for quantum-leap-7 2027-01-04 (looked in "), std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find("puzzles/quantum-leap-7.jsonl): made one now"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace adaptoid
