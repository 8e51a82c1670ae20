// The corpus of variants with known verdicts (tests/variants/verdicts/): each file's first lines
// say its expected result (`# expect: sound|findings|undecided`), for findings the start of the
// first defect (`# first: ...`) and of any other defect it must give (`# defect: ...`), and the
// start of each advisory it must give (`# advisory: ...`, a line each; a sound variant may have
// advisories, which leave it sound). `check` runs each with the Z3 parts skipped (the catalogue and
// the cross-check test the toolkit, not the variant, and have suites of their own), so a sound
// variant's only open questions must be those skipped parts; a file whose statement comes from the
// catalogue says `# run: whole` and is checked with every part. VerdictCorpus.FalseAlarmCase runs
// one whole.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <ostream>

#include "cli_runner.hpp"

namespace adaptoid {
namespace {

const std::filesystem::path kCorpus = ADAPTOID_SOURCE_DIR "/tests/variants/verdicts";

struct Expected {
  std::string file, result, first;
  std::vector<std::string> defects, advisories;
  bool whole = false;
};

std::vector<std::string> header_values(const std::string& text, const std::string& key) {
  std::vector<std::string> out;
  const std::string tag = "# " + key + ": ";
  for (size_t at = text.find(tag); at != std::string::npos; at = text.find(tag, at + 1)) {
    const size_t end = text.find('\n', at);
    out.push_back(text.substr(at + tag.size(), end - at - tag.size()));
  }
  return out;
}

std::string header_value(const std::string& text, const std::string& key) {
  const auto values = header_values(text, key);
  return values.empty() ? "" : values.front();
}

std::vector<Expected> corpus() {
  std::vector<Expected> out;
  for (const auto& entry : std::filesystem::directory_iterator(kCorpus))
    if (entry.path().extension() == ".toml") {
      const std::string text = testing::slurp(entry.path());
      out.push_back({entry.path().filename().string(), header_value(text, "expect"),
                     header_value(text, "first"), header_values(text, "defect"),
                     header_values(text, "advisory"), header_value(text, "run") == "whole"});
    }
  std::sort(out.begin(), out.end(), [](const Expected& a, const Expected& b) { return a.file < b.file; });
  return out;
}

// (gtest prints a parameter in the test's name: the file, not its bytes.)
void PrintTo(const Expected& e, std::ostream* os) {
  *os << e.file;
}

class VerdictCorpus : public ::testing::TestWithParam<Expected> {};

TEST_P(VerdictCorpus, CheckGivesTheKnownResultAndFirstFinding) {
  const Expected& e = GetParam();
  ASSERT_FALSE(e.result.empty()) << e.file << ": no '# expect:' line";
  std::vector<std::string> args{"check", "--variant", (kCorpus / e.file).string(), "--start-max-turns",
                                "4",     "--json"};
  if (e.whole)
    args.insert(args.end(), {"--positions", "2"});
  else
    args.insert(args.end(), {"--no-catalogue", "--positions", "0"});
  const auto r = testing::run_cli(args);
  ASSERT_TRUE(r.status == 0 || r.status == 1 || r.status == 3) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  std::vector<std::string> open;
  for (const auto& q : j["not_shown"])
    if (q["topic"] != "skipped") open.push_back(q["text"].get<std::string>());
  for (const std::string& advisory : e.advisories) {
    bool given = false;
    for (const auto& a : j["advisories"])
      given = given || (a["text"].get<std::string>().starts_with(advisory) && a["kind"] == "advisory");
    EXPECT_TRUE(given) << "no advisory starting: " << advisory << "\n" << j["advisories"].dump(1);
  }
  for (const std::string& defect : e.defects) {
    bool given = false;
    for (const auto& f : j["findings"])
      given = given || (f["text"].get<std::string>().starts_with(defect) && f["kind"] == "defect");
    EXPECT_TRUE(given) << "no defect starting: " << defect << "\n" << j["findings"].dump(1);
  }
  if (e.result == "findings") {
    EXPECT_EQ(r.status, 1) << r.out;
    ASSERT_FALSE(j["findings"].empty()) << r.out;
    const std::string first = j["findings"][0]["text"].get<std::string>();
    EXPECT_TRUE(first.starts_with(e.first)) << "first finding: " << first << "\nexpected: " << e.first;
    EXPECT_EQ(j["findings"][0]["kind"], "defect");
    EXPECT_TRUE(j["findings"][0]["basis"] == "proved" || j["findings"][0]["basis"] == "witnessed");
  } else if (e.result == "sound") {
    EXPECT_EQ(r.status, e.whole ? 0 : 3) << "only skipped parts may leave it undecided: " << r.out;
    EXPECT_TRUE(j["findings"].empty()) << r.out;
    EXPECT_TRUE(open.empty()) << "open beyond the skipped parts: " << open.front();
  } else {
    EXPECT_EQ(r.status, 3) << r.out;
    EXPECT_TRUE(j["findings"].empty()) << r.out;
    EXPECT_FALSE(open.empty()) << r.out;
  }
}

INSTANTIATE_TEST_SUITE_P(Files, VerdictCorpus, ::testing::ValuesIn(corpus()),
                         [](const ::testing::TestParamInfo<Expected>& param_info) {
                           const std::string& file = param_info.param.file;
                           std::string name = file.substr(0, file.size() - 5);
                           std::replace(name.begin(), name.end(), '-', '_');
                           return name;
                         });

// A variant that is sound (holes at c3 and e5, a goal of four captures) whose rarest end random
// games do not reach (a colour emptied before the goal, A15): the whole check says sound, exit 0.
TEST(VerdictCorpusWhole, FalseAlarmCaseIsSound) {
  const auto r = testing::run_cli({"check", "--variant", (kCorpus / "holes-goal4.toml").string(),
                                   "--positions", "2", "--start-max-turns", "4", "--no-diagrams"});
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("result: sound: every question answered"), std::string::npos) << r.out;
}

// Nothing checked is never sound.
TEST(VerdictCorpusWhole, NothingCheckedIsUndecided) {
  const auto r = testing::run_cli({"check", "--variant", "adaptoid-7", "--no-start", "--no-catalogue",
                                   "--no-playability", "--positions", "0"});
  EXPECT_EQ(r.status, 3) << r.out << r.err;
  EXPECT_NE(r.out.find("result: undecided: nothing proved or witnessed wrong, but 4 questions not answered"),
            std::string::npos)
      << r.out;
}

}  // namespace
}  // namespace adaptoid
