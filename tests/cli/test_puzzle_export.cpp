// adaptoid puzzle export, as an editor runs it: the folder it writes opens as a page (the page's
// own files beside the days), and what it does not publish is said (a day shallower than its
// weekday asks, specs/puzzles.md; no day at all).
#include <gtest/gtest.h>
#include <adaptoid/publish/page_program.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "cli_runner.hpp"
#include "scratch_dir_test.hpp"

namespace adaptoid {
namespace {

std::string file_text(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

const std::string kYear = ADAPTOID_SOURCE_DIR "/puzzles/adaptoid.jsonl";

TEST(PuzzleExport, AnEmptyFolderBecomesAPageThatOpens) {
  testing::ScratchDir dir;
  const auto r = testing::run_cli({"puzzle", "export", kYear, "--out", dir.str(), "--until", "2026-11-26"});
  ASSERT_EQ(r.status, 0) << r.err;
  // Outside the repository the toolkit's page is not two folders up: the page does not link to it.
  const std::string index = file_text(std::filesystem::path(dir.str()) / "index.html");
  EXPECT_EQ(index.find("toolkit-link"), std::string::npos);
  EXPECT_EQ(index.find("tools/web/index.html\""), std::string::npos);
  EXPECT_NE(
      file_text(std::filesystem::path(ADAPTOID_SOURCE_DIR) / "puzzles/web/index.html").find("toolkit-link"),
      std::string::npos)
      << "the page has no toolkit link any more: this test and page_toolkit_link.cpp can go";
  const std::filesystem::path web = std::filesystem::path(ADAPTOID_SOURCE_DIR) / "puzzles" / "web";
  const auto files = page_program_files();
  ASSERT_GE(files.size(), 5u);
  for (const char* name : {"index.html", "app.js", "board.js", "notation.js", "style.css"})
    EXPECT_TRUE(std::any_of(files.begin(), files.end(), [&](const PageFile& f) { return f.path == name; }))
        << name;
  for (const PageFile& f : files) {
    if (f.path != "index.html") {
      EXPECT_EQ(file_text(std::filesystem::path(dir.str()) / f.path), file_text(web / f.path)) << f.path;
    }
    EXPECT_EQ(f.content, file_text(web / f.path)) << f.path << ": the tool was built from another page";
  }
  EXPECT_TRUE(
      std::filesystem::exists(std::filesystem::path(dir.str()) / "days" / "adaptoid" / "2026-11-26.js"));
}

// --out is made with its parents, as `mkdir -p` would.
TEST(PuzzleExport, TheOutFolderIsMadeWithItsParents) {
  testing::ScratchDir dir;
  const auto out = std::filesystem::path(dir.str()) / "a" / "b" / "page";
  const auto r =
      testing::run_cli({"puzzle", "export", kYear, "--out", out.string(), "--until", "2026-11-24"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(std::filesystem::exists(out / "days" / "adaptoid" / "2026-11-24.json"));
  EXPECT_TRUE(std::filesystem::exists(out / "index.html"));
}

TEST(PuzzleExport, ShallowDaysAndAnExportOfNoDayAreSaid) {
  testing::ScratchDir dir;
  // Adaptoid's 2026-11-24 (a Tuesday, asking 2 turns) and 2026-11-26 (a Thursday, 3) are wins in 1.
  const auto shallow =
      testing::run_cli({"puzzle", "export", kYear, "--out", dir.str(), "--until", "2026-11-26"});
  EXPECT_NE(shallow.err.find("warning: adaptoid: 2 days are shallower than the weekday asks: 2026-11-24 "
                             "(Tuesday: 1 turn, asks 2), 2026-11-26 (Thursday: 1 turn, asks 3)"),
            std::string::npos)
      << shallow.err;
  EXPECT_EQ(shallow.err.find("no day published"), std::string::npos) << shallow.err;
  const auto none =
      testing::run_cli({"puzzle", "export", kYear, "--out", dir.str(), "--until", "2020-01-01"});
  EXPECT_EQ(none.status, 0) << none.err;
  EXPECT_NE(none.err.find("warning: no day published: every puzzle is dated after 2020-01-01 (the first is "
                          "2026-11-23)"),
            std::string::npos)
      << none.err;
}

}  // namespace
}  // namespace adaptoid
