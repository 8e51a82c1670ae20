// The edge-case catalogue (specs/edge-cases.md) under Z3: a few quick cases run here; the whole
// catalogue runs in `adaptoid check`. Every witness found is pinned in test_edge_cases_pinned.cpp.
#include <adaptoid/check/edge_cases.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <gtest/gtest.h>

#include <cstdlib>
#include <set>

namespace adaptoid {
namespace {

const EdgeCase& find_case(const std::string& name) {
  for (const auto& c : edge_cases())
    if (c.name == name) return c;
  throw std::runtime_error("no edge case " + name);
}

TEST(EdgeCases, CatalogueHasAtLeast25NamedCasesEachWithAVariant) {
  std::set<std::string> names, variants;
  for (const auto& c : edge_cases()) {
    EXPECT_TRUE(names.insert(c.name).second) << c.name;
    auto v = edge_case_variant(c);
    ASSERT_TRUE(v.ok()) << c.name << ": " << v.error();
    variants.insert(c.variant);
  }
  EXPECT_GE(names.size(), 25u);
  EXPECT_GE(variants.size(), 6u);
}

void expect_case(const std::string& name) {
  const EdgeCase& c = find_case(name);
  const auto r = run_edge_case(c, edge_case_variant(c).value(), 60000);
  EXPECT_TRUE(r.as_expected) << name << ": " << case_answer_name(r.answer) << " " << r.detail << "\n"
                             << r.position << "\n"
                             << r.turn;
  EXPECT_NE(r.answer, CaseAnswer::Disagreement) << r.detail;
}

// A query's budget is Z3's work, not the clock: a case that needs millions of units, given 0.1 s
// (400,000 units), gives up on Z3's resource limit, as it would on any machine under any load.
TEST(EdgeCases, A11_AQueryStopsAtItsBudgetOfWorkNotTheClock) {
  const EdgeCase& c = find_case("no-grow-move-alone");
  const auto r = run_edge_case(c, edge_case_variant(c).value(), 100);
  EXPECT_EQ(r.answer, CaseAnswer::Unknown) << case_answer_name(r.answer);
  EXPECT_NE(r.detail.find("resource limit"), std::string::npos) << r.detail;
}

TEST(EdgeCases, A8_A16_EqualExchangeLastAdaptoids) {
  expect_case("equal-exchange-last-adaptoids");
}
TEST(EdgeCases, A16_EqualExchangeMoverAlwaysWins) {
  expect_case("equal-exchange-mover-not-winning");
}
TEST(EdgeCases, S3_PathBlockedByHole) {
  expect_case("path-blocked-by-hole");
}
TEST(EdgeCases, Q4_Leap6ImpossibleOnSide3) {
  expect_case("leap-6-small-board");
}
TEST(EdgeCases, Q3_SwapLeavesWhiteNoCapture) {
  expect_case("swap-leaves-white-no-capture");
}

// A variant without the swap has no swap turn: the swap's cases do not apply to it (a witness the
// engine would refuse), the others still do.
TEST(EdgeCases, Q3_SwapCasesApplyOnlyWithTheSwap) {
  const auto with = load_variant("quantum-leap-19").value();
  const auto without =
      load_variant_text("base = \"quantum-leap-19\"\nswap = false\n", "no-swap", "test").value();
  const EdgeCase& swap_case = find_case("swap-leaves-white-no-capture");
  EXPECT_TRUE(edge_case_applies(swap_case, *with));
  EXPECT_FALSE(edge_case_applies(swap_case, *without));
  EXPECT_TRUE(edge_case_applies(find_case("capture-last-stone"), *without));
}

}  // namespace
}  // namespace adaptoid
