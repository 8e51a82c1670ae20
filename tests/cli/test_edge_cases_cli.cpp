// `adaptoid check` end to end: a quick run, its JSON, and bad input.
#include "cli_runner.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace adaptoid {
namespace {

using testing::run_cli;

TEST(CheckCli, QuickRunOnTheSmallQuantumLeapPrintsTheCasesAndAgrees) {
  // (Its start is decided within 6 turns, which the quick run does not search: undecided.)
  const auto r = run_cli({"check", "--variant", "quantum-leap-19", "--positions", "3", "--no-start"});
  EXPECT_EQ(r.status, 3) << r.err;
  EXPECT_NE(r.out.find("leap-6-small-board"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("swap-leaves-white-no-capture"), std::string::npos);
  EXPECT_NE(r.out.find("result: undecided"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("0 disagreements"), std::string::npos) << r.out;
}

TEST(CheckCli, JsonCountsAgreeingPositions) {
  const auto r = run_cli({"check", "--variant", "adaptoid", "--no-catalogue", "--positions", "2", "--json"});
  ASSERT_EQ(r.status, 3) << r.err;  // the catalogue skipped: undecided
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_TRUE(j["ok"].get<bool>());
  EXPECT_EQ(j["result"], "undecided");
  EXPECT_EQ(j["cross_check"]["positions"].get<int>(), 2);
  EXPECT_EQ(j["cross_check"]["agreeing"].get<int>(), 2);
  EXPECT_TRUE(j["cases"].empty());
}

// Z3 queries cut at 0.1 s of work leave edge cases unknown: nothing disagrees, but the variant is not
// proved sound within the budget, so the exit status is 3 and the result line says so.
TEST(CheckCli, QueriesThatRunOutOfTheTimeoutAreUndecidedExitThree) {
  const auto r =
      run_cli({"check", "--variant", "adaptoid", "--positions", "0", "--no-playability", "--timeout", "0.1"});
  EXPECT_EQ(r.status, 3) << r.out << r.err;
  EXPECT_NE(r.out.find("result: undecided: nothing proved or witnessed wrong, but "), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("got no answer from Z3 within the budget of 0.1 s a query"), std::string::npos)
      << r.out;
  const auto j = run_cli({"check", "--variant", "adaptoid", "--positions", "0", "--no-playability",
                          "--timeout", "0.1", "--json"});
  EXPECT_EQ(j.status, 3) << j.err;
  EXPECT_GT(nlohmann::json::parse(j.out)["undecided"].get<int>(), 0);
}

TEST(CheckCli, UnknownVariantIsBadInput) {
  const auto r = run_cli({"check", "--variant", "no-such-variant"});
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
}

}  // namespace
}  // namespace adaptoid
