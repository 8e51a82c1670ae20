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

const std::string kVariantsDir = ADAPTOID_SOURCE_DIR "/tests/variants/";

TEST(CheckCli, ExitStatusSaysSoundFindingsOrInvalid) {
  const auto findings_run = run_cli(
      {"check", "--variant", kVariantsDir + "check-no-limbs-big.toml", "--no-catalogue", "--positions", "0"});
  EXPECT_EQ(findings_run.status, 1) << findings_run.err;
  EXPECT_NE(findings_run.out.find("\nresult: "), std::string::npos) << findings_run.out;
  EXPECT_NE(findings_run.out.find("a designer must fix (exit 1): no side can ever win"), std::string::npos)
      << findings_run.out;
  // (adaptoid-7 is a first player's win in 6 turns, specs/solved.tsv: searched to 4, it is sound.)
  const auto sound =
      run_cli({"check", "--variant", "adaptoid-7", "--positions", "2", "--start-max-turns", "4"});
  EXPECT_EQ(sound.status, 0) << sound.out << sound.err;
  EXPECT_NE(sound.out.find("result: sound"), std::string::npos) << sound.out;
  // A part skipped is a question not answered: undecided, never sound.
  const auto skipped =
      run_cli({"check", "--variant", "quantum-leap-19", "--no-catalogue", "--no-start", "--positions", "0"});
  EXPECT_EQ(skipped.status, 3) << skipped.out << skipped.err;
  EXPECT_NE(skipped.out.find("result: undecided: "), std::string::npos) << skipped.out;
  EXPECT_NE(skipped.out.find("edge cases: skipped"), std::string::npos) << skipped.out;
  const auto invalid = run_cli({"check", "--variant", kVariantsDir + "stones-do-not-fit.toml"});
  EXPECT_EQ(invalid.status, 2) << invalid.out;
}

}  // namespace
}  // namespace adaptoid
