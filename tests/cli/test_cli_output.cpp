// The command line's outputs: a file that cannot be written and standard output that cannot be
// written are errors (exit 1, one line); a link is followed, a FIFO written through; an output
// path that is a directory or in a missing one is refused before any work (exit 2).
#include <gtest/gtest.h>

#include <cerrno>
#include <cstring>
#include <filesystem>

#include "cli_runner.hpp"
#include "output_targets.hpp"

namespace adaptoid {
namespace {

namespace fs = std::filesystem;
using testing::contents;
using testing::run_cli;
using testing::ScratchDir;

const std::string kNoSpace = std::strerror(ENOSPC);

bool is_svg(const std::string& text) {
  return text.rfind("<?xml", 0) == 0 && text.find("<svg") != std::string::npos &&
         text.find("</svg>\n") == text.size() - 7;
}

// Exit status `status` and exactly `line` (and its newline) on stderr.
void expect_failure(const testing::Run& r, int status, const std::string& line) {
  EXPECT_EQ(r.status, status) << r.err;
  EXPECT_EQ(r.err, line + "\n");
}

TEST(CliOutput, AnSvgThatCannotBeWrittenIsAnErrorInOneLine) {
  const auto r = run_cli({"show", "--variant", "adaptoid", "--svg", "/dev/full"});
  expect_failure(r, 1, "adaptoid: cannot write /dev/full: " + kNoSpace);
  EXPECT_EQ(r.out.find("wrote"), std::string::npos) << r.out;
  EXPECT_TRUE(fs::is_character_file("/dev/full"));
}

TEST(CliOutput, AnSvgLinkIsFollowedAndKept) {
  ScratchDir dir;
  std::ofstream(dir / "picture.svg") << "old";
  fs::create_symlink("picture.svg", dir / "link.svg");
  const auto r = run_cli({"show", "--variant", "adaptoid", "--svg", dir / "link.svg"});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(fs::is_symlink(dir / "link.svg"));
  EXPECT_TRUE(is_svg(contents(dir / "picture.svg"))) << contents(dir / "picture.svg").substr(0, 80);
  EXPECT_EQ(dir.names(), (std::vector<std::string>{"link.svg", "picture.svg"}));
}

TEST(CliOutput, AnSvgFifoIsWrittenThrough) {
  ScratchDir dir;
  auto reader = testing::read_fifo(dir / "pipe");
  const auto r = run_cli({"show", "--variant", "adaptoid", "--svg", dir / "pipe"});
  EXPECT_EQ(r.status, 0) << r.err;
  const std::string got = reader.get();
  EXPECT_TRUE(is_svg(got)) << got.substr(0, 80);
  EXPECT_TRUE(fs::is_fifo(dir / "pipe")) << "the FIFO was replaced";
}

TEST(CliOutput, AnSvgIntoADirectoryIsRefusedAtOnce) {
  ScratchDir dir;
  const auto r = run_cli({"show", "--variant", "adaptoid", "--svg", dir.str()});
  expect_failure(r, 2, "adaptoid: --svg: cannot write " + dir.str() + ": " + std::strerror(EISDIR));
  EXPECT_TRUE(r.out.empty()) << r.out;
  EXPECT_TRUE(dir.names().empty());
}

TEST(CliOutput, StandardOutputThatCannotBeWrittenIsAnError) {
  for (const std::vector<std::string>& args : {std::vector<std::string>{"start", "--variant", "adaptoid"},
                                               {"moves", "--variant", "adaptoid", "--json"},
                                               {"moves", "--variant", "adaptoid"},
                                               {"show", "--variant", "quantum-leap"},
                                               {"--help"}}) {
    const auto r = run_cli(args, "/dev/full");
    expect_failure(r, 1, "adaptoid: cannot write standard output: " + kNoSpace);
  }
  EXPECT_EQ(run_cli({"start", "--variant", "adaptoid"}, "/dev/null").status, 0);
}

// A solve is refused before it starts: nothing solved, no parts directory made.
TEST(CliOutput, SolveRefusesAnOutputItCannotWriteBeforeSolving) {
  ScratchDir dir;
  fs::create_directory(dir / "tables");
  const auto into_directory = run_cli({"solve", "--variant", "adaptoid-7", "--out", dir / "tables"});
  expect_failure(into_directory, 2,
                 "adaptoid: --out: cannot write " + (dir / "tables") + ": " + std::strerror(EISDIR));
  const auto missing = run_cli({"solve", "--variant", "adaptoid-7", "--out", dir / "missing/a7.tb"});
  expect_failure(missing, 2,
                 "adaptoid: --out: cannot write " + (dir / "missing/a7.tb") + ": directory " +
                     (dir / "missing") + ": " + std::strerror(ENOENT));
  const auto quantum_leap = run_cli({"solve", "--variant", "quantum-leap-7", "--out", dir / "tables"});
  EXPECT_EQ(quantum_leap.status, 2) << quantum_leap.err;
  EXPECT_EQ(dir.names(), std::vector<std::string>{"tables"});
  EXPECT_TRUE(fs::is_empty(dir / "tables"));
}

}  // namespace
}  // namespace adaptoid
