// adaptoid report end to end: its JSON, several variants in one table, a catalogue skipped, and a
// broken variant's one-line error.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>

#include "cli_runner.hpp"
#include "scratch_dir_test.hpp"

namespace adaptoid {
namespace {

using testing::run_cli;
using testing::slurp;

class ReportCli : public testing::ScratchDirTest {};
class ReportManyCli : public testing::ScratchDirTest {};
class ReportTruthCli : public testing::ScratchDirTest {};

TEST_F(ReportCli, JsonHasTheSectionsNumbers) {
  const auto r =
      run_cli({"report", "--variant", "adaptoid-7", "--games", "2", "--players", "engine:nodes=100",
               "--no-check", "--no-exact", "--json", "--games-file", path("g.txt")});
  ASSERT_EQ(r.status, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["variant"], "adaptoid-7");
  EXPECT_EQ(j["base"], "adaptoid");
  EXPECT_EQ(j["subject"]["self_play"]["games"], 2);
  EXPECT_FALSE(j["subject"].contains("consistency"));
  EXPECT_TRUE(j["verdict"].is_array());
  // The page's first screen: its sentence and key numbers, the defects and advisories apart.
  EXPECT_NE(j["glance"]["sentence"].get<std::string>().find("adaptoid-7"), std::string::npos) << r.out;
  ASSERT_FALSE(j["glance"]["numbers"].empty()) << r.out;
  EXPECT_EQ(j["glance"]["numbers"][0]["what"], "White (first to move) wins") << r.out;
  EXPECT_TRUE(j["glance"]["defects"].is_array());
  EXPECT_TRUE(j["glance"]["advisories"].is_array());
  EXPECT_NE(r.err.find("report: self-play adaptoid-7"), std::string::npos) << r.err;
}

TEST_F(ReportCli, BrokenVariantGivesTheOneLineErrorAndNoReport) {
  const auto toml = dir_ / "broken.toml", out = dir_ / "r.html";
  std::ofstream(toml) << "base = \"adaptoid\"\nsuicide_attacks = maybe\n";
  const auto r = run_cli({"report", "--variant", toml.string(), "--out", out.string(), "--games", "2"});
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  EXPECT_NE(r.err.find("broken.toml"), std::string::npos) << r.err;
  EXPECT_FALSE(std::filesystem::exists(out));
  EXPECT_FALSE(std::filesystem::exists(out.string() + ".games"));
}

// Two variants on one page: a report each beside it, and one table of their verdicts and measures.
TEST_F(ReportManyCli, SeveralVariantsAreComparedInOneTable) {
  const auto out = dir_ / "both.html";
  const auto r = run_cli({"report", "--variant", "adaptoid-7", "--variant", "adapt3-7", "--games", "2",
                          "--players", "engine:nodes=50", "--skill-games", "0", "--no-check", "--no-exact",
                          "--max-plies", "30", "--out", out.string(), "--json"});
  ASSERT_EQ(r.status, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  ASSERT_EQ(j["variants"].size(), 2u);
  EXPECT_EQ(j["variants"][1]["variant"], "adapt3-7");
  EXPECT_EQ(j["variants"][0]["subject"]["self_play"]["measures"].size(), 10u);
  std::ifstream in(out);
  const std::string page((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_NE(page.find("<a href=\"both.1-adaptoid-7.html\">adaptoid-7</a>"), std::string::npos);
  EXPECT_NE(page.find("<tr><th>balance</th>"), std::string::npos);
  EXPECT_TRUE(std::filesystem::exists(dir_ / "both.2-adapt3-7.html"));
  // The settings the report names, said as the flags that gave them.
  const std::string subject = slurp(dir_ / "both.1-adaptoid-7.html");
  EXPECT_NE(subject.find("Not run (<code>--no-check</code>)."), std::string::npos);
  EXPECT_NE(subject.find("Skill trace: not played (--skill-games 0)."), std::string::npos);
  for (const std::string& text : {page, subject, r.out})
    EXPECT_EQ(text.find_first_of("\x1e\x1f"), std::string::npos) << "a mark left unphrased";
}

// A part of the check skipped is said to be skipped, and leaves the result short of sound.
TEST_F(ReportTruthCli, NoCatalogueIsSkippedNotZeroFound) {
  const auto out = path("r.html");
  const auto r = run_cli({"report", "--variant", "adaptoid-7", "--games", "2", "--players",
                          "engine:nodes=100", "--no-catalogue", "--check-positions", "0", "--no-exact",
                          "--json", "--out", out, "--games-file", path("g.txt")});
  ASSERT_EQ(r.status, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  const auto& c = j["subject"]["consistency"];
  EXPECT_NE(c["result"], "sound");
  EXPECT_NE(c["exit_status"], 0);
  EXPECT_TRUE(std::any_of(c["skipped"].begin(), c["skipped"].end(), [](const auto& s) {
    return s.template get<std::string>().starts_with("the edge-case catalogue");
  })) << c["skipped"];
  EXPECT_TRUE(c["cases"].empty());
  const std::string page = slurp(out);
  EXPECT_NE(page.find("Edge cases: skipped."), std::string::npos);
  EXPECT_EQ(page.find("Edge cases: 0 run"), std::string::npos);
}

}  // namespace
}  // namespace adaptoid
