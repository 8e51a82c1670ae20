// `check` judges playability: each finding on a small variant file of tests/variants/, and no
// finding on the built-in variants (the tool's exit status for each: tests/cli/test_edge_cases_cli.cpp).
#include <gtest/gtest.h>
#include <adaptoid/check/check_report.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>

namespace adaptoid {
namespace {

const std::string kDir = ADAPTOID_SOURCE_DIR "/tests/variants/";

VariantPtr file(const std::string& name) {
  auto v = load_variant(kDir + name);
  EXPECT_TRUE(v.ok()) << v.error();
  return v.value();
}

// The findings without the Z3 parts (catalogue, cross-check), which have their own tests below.
std::vector<Finding> findings(const VariantPtr& v) {
  CheckOptions o;
  o.catalogue = false;
  o.positions = 0;
  return run_check(v, o).findings;
}

const Finding* find(const std::vector<Finding>& all, const std::string& topic, const std::string& text) {
  for (const Finding& f : all)
    if (f.topic == topic && f.text.find(text) != std::string::npos) return &f;
  return nullptr;
}

std::string listed(const std::vector<Finding>& all) {
  std::string out;
  for (const Finding& f : all) out += f.topic + ": " + f.text + "\n";
  return out;
}

TEST(CheckPlayability, NoLimbsMeansNoSideCanEverWin) {
  const auto all = findings(file("check-no-limbs.toml"));
  const Finding* f = find(all, "ends", "no side can ever win: ");
  ASSERT_NE(f, nullptr) << listed(all);
  EXPECT_NE(f->text.find("max_extremities = 0"), std::string::npos) << f->text;
  EXPECT_NE(find(all, "termination", "no capture can ever happen"), nullptr) << listed(all);
  // Once the supply is placed both sides only pass: a witness game to that position.
  const Finding* dead = find(all, "termination", "every player can only pass");
  ASSERT_NE(dead, nullptr) << listed(all);
  EXPECT_NE(dead->witness.find(" then "), std::string::npos) << dead->witness;
}

TEST(CheckPlayability, AWayThatCannotHappenIsAFindingWithItsProof) {
  const VariantPtr v = file("check-no-limbs-no-grow-lose.toml");
  const CheckReport r = run_check(v, {.positions = 0, .catalogue = false});
  EXPECT_EQ(find(r.findings, "ends", "no side can ever win"), nullptr) << listed(r.findings);
  const Finding* f =
      find(r.findings, "ends", "a colour loses by losing 2 adaptoids (A15): never, max_extremities = 0");
  EXPECT_NE(f, nullptr) << listed(r.findings);
  // The failure to grow is reached, by a witness game.
  const auto way = std::find_if(r.playability.ends.begin(), r.playability.ends.end(), [](const EndWay& e) {
    return e.name.find("failing to grow") != std::string::npos;
  });
  ASSERT_NE(way, r.playability.ends.end());
  EXPECT_TRUE(way->reached);
  EXPECT_FALSE(way->witness.empty());
}

TEST(CheckPlayability, PositionsWhereEveryoneOnlyPassesAreFound) {
  const auto all = findings(file("check-pass-forever.toml"));
  const Finding* f = find(all, "termination", "every player can only pass and nothing changes");
  ASSERT_NE(f, nullptr) << listed(all);
  EXPECT_FALSE(f->witness.empty());
  EXPECT_EQ(find(all, "termination", "no capture can ever happen"), nullptr) << listed(all);
}

TEST(CheckPlayability, MaterialAgainstTheSuperadaptoidSet) {
  const auto all = material_findings(*file("check-too-many-discs.toml"));
  EXPECT_NE(find(all, "material", "the board needs 64 discs (61 cells, 3 of them stacks counting two)"),
            nullptr)
      << listed(all);
  EXPECT_NE(find(all, "material", "[supply] adaptoids = 13: a set holds 12"), nullptr) << listed(all);
  EXPECT_TRUE(material_findings(*load_variant("superadaptoid").value()).empty());
}

TEST(CheckPlayability, TheCatalogueCasesTheVariantMakesImpossibleAreAdvisories) {
  const VariantPtr v = file("check-no-limbs.toml");
  CheckOptions o;
  o.positions = 0;
  o.playability = false;
  const CheckReport r = run_check(v, o);
  const Finding* f = find(r.advisories, "catalogue", "edge case grow-on-moved-adaptoid");
  ASSERT_NE(f, nullptr) << listed(r.advisories);
  EXPECT_EQ(f->kind, StatementKind::Advisory);
  EXPECT_NE(f->text.find("this variant makes it impossible"), std::string::npos) << f->text;
  EXPECT_NE(f->text.find("max_extremities = 0"), std::string::npos) << f->text;
}

TEST(CheckPlayability, HoleAndStackCasesRunOnEveryBoardThatHasThem) {
  auto names = [](const Variant& v) {
    std::vector<std::string> out;
    for (const EdgeCase* c : cases_for(v)) out.push_back(c->name);
    return out;
  };
  const auto holes = names(*file("check-holes.toml"));
  EXPECT_NE(std::find(holes.begin(), holes.end(), "path-around-hole"), holes.end());
  EXPECT_NE(std::find(holes.begin(), holes.end(), "path-blocked-by-hole"), holes.end());
  EXPECT_EQ(std::find(holes.begin(), holes.end(), "fed-only-by-stack"), holes.end()) << "no stacks there";
  const auto stacks = names(*file("check-too-many-discs.toml"));
  EXPECT_NE(std::find(stacks.begin(), stacks.end(), "fed-only-by-stack"), stacks.end());
  EXPECT_EQ(std::find(stacks.begin(), stacks.end(), "path-around-hole"), stacks.end()) << "no holes there";
}

// The start values of specs/solved.tsv whose loser is the side to move within a few turns: the
// small boards check must call decided ("black to swap loses": quantum-leap-7).
std::map<std::string, std::string> solved_starts() {
  std::ifstream in(ADAPTOID_SOURCE_DIR "/specs/solved.tsv");
  std::map<std::string, std::string> out;
  for (std::string line; std::getline(in, line);) {
    std::istringstream fields(line);
    std::string variant, measure, value;
    if (line.starts_with("#") || !std::getline(fields, variant, '\t') || !std::getline(fields, measure, '\t'))
      continue;
    std::getline(fields, value);
    if (measure == "start") out[variant] = value;
  }
  return out;
}

TEST(CheckPlayability, EveryBuiltInVariantIsSoundButTheSmallBoardsTheSolverDecides) {
  const auto solved = solved_starts();
  ASSERT_EQ(solved.count("quantum-leap-7"), 1u);
  for (const std::string& name : builtin_variant_names()) {
    SCOPED_TRACE(name);
    CheckOptions o;
    o.catalogue = false;
    o.positions = 0;
    o.start_search.turns = o.start_search.max_turns = 3;  // (the solved starts are decided sooner)
    const CheckReport r = run_check(load_variant(name).value(), o);
    ASSERT_TRUE(r.start.has_value());
    const auto value = solved.find(name);
    if (value != solved.end() && value->second.find("loses") != std::string::npos) {
      EXPECT_EQ(r.start->answer, StartDecision::Answer::Decided) << r.start->text;
      ASSERT_FALSE(r.findings.empty());
      EXPECT_EQ(r.findings.front().topic, "start");
      continue;
    }
    // The stall games are the only defect allowed here: the small counting boards (few pieces,
    // one of them solved as a draw) stall under engine play, which check says.
    for (const Finding& f : r.findings) EXPECT_EQ(f.topic, "stall") << f.text;
    // Only the parts skipped here are left open: the start is searched to the end, every way to
    // end is reached or proved impossible.
    for (const Finding& q : r.not_shown) EXPECT_EQ(q.topic, "skipped") << q.text;
    EXPECT_EQ(r.start->answer, StartDecision::Answer::NotDecided) << r.start->text;
  }
}

}  // namespace
}  // namespace adaptoid
