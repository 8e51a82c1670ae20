// Every numbered rule of specs/rules.md has at least one test whose name starts with its number.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>

namespace {

TEST(RuleCoverage, EveryNumberedRuleHasATestNamedAfterIt) {
  std::ifstream in(std::filesystem::path(ADAPTOID_SOURCE_DIR) / "specs" / "rules.md");
  const std::regex numbered(R"(^- \*\*([ASTQ][0-9]+) )");
  std::set<std::string> rules;
  for (std::string line; std::getline(in, line);) {
    std::smatch m;
    if (std::regex_search(line, m, numbered)) rules.insert(m[1]);
  }
  ASSERT_GE(rules.size(), 38u);  // A1-A20, S1-S5, T1-T7, Q1-Q6

  std::set<std::string> tested;
  const auto& unit = *::testing::UnitTest::GetInstance();
  for (int s = 0; s < unit.total_test_suite_count(); ++s) {
    const auto& suite = *unit.GetTestSuite(s);
    for (int t = 0; t < suite.total_test_count(); ++t) {
      const std::string name = suite.GetTestInfo(t)->name();
      const auto end = name.find('_');
      if (end != std::string::npos) tested.insert(name.substr(0, end));
    }
  }
  for (const auto& rule : rules) EXPECT_TRUE(tested.count(rule)) << "no test named " << rule << "_...";
}

}  // namespace
