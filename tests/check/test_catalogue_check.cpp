// The catalogue as check runs it (check/catalogue_check.hpp): a turn cap does not make its proofs
// vacuous, and a variant is compared with its own base.
#include <adaptoid/check/catalogue_check.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <gtest/gtest.h>

#include <map>

namespace adaptoid {
namespace {

VariantPtr loaded(const std::string& toml, const std::string& name) {
  auto v = load_variant_text(toml, name, "test");
  if (!v) throw std::runtime_error(v.error());
  return v.value();
}

std::map<std::string, CaseAnswer> verdicts(const CatalogueRun& run) {
  std::map<std::string, CaseAnswer> out;
  for (const CaseRun& c : run.cases) out[c.edge_case->name] = c.result.answer;
  return out;
}

// On the small boards of the Adaptoid family (Quantum Leap has no cap), where Z3 is quick: a copy
// capped at 3 turns finds every case its built-in finds, and proves impossible only what the
// built-in proves impossible.
TEST(CatalogueCheck, ACappedCopyFindsTheSameCasesAsItsBuiltIn) {
  for (const std::string name : {"adaptoid-7", "adaptoid-online-7", "adapt3-7"}) {
    SCOPED_TRACE(name);
    const VariantPtr builtin = load_variant(name).value();
    const VariantPtr capped = loaded("base = \"" + std::string(name) + "\"\nmax_turns = 3\n", "capped");
    const CatalogueRun whole = run_catalogue(capped, 60000);
    ASSERT_FALSE(whole.cases.empty());
    for (const CaseRun& run : whole.cases) {
      const EdgeCaseResult uncapped = run_edge_case(*run.edge_case, builtin, 60000);
      EXPECT_EQ(run.result.answer, uncapped.answer) << run.edge_case->name << " on " << run.variant->name;
    }
  }
}

// A file holding only a built-in's base line is that built-in: its own cases, no advisory.
TEST(CatalogueCheck, AFileWithOnlyABaseIsItsBuiltIn) {
  const VariantPtr v = loaded("base = \"adaptoid-online-7\"\n", "online-copy");
  EXPECT_EQ(builtin_twin(*v), "adaptoid-online-7");
  EXPECT_EQ(catalogue_base(*v)->name, "adaptoid-online-7");
  const VariantPtr builtin = load_variant("adaptoid-online-7").value();
  std::vector<std::string> ours, theirs;
  for (const EdgeCase* c : cases_for(*v)) ours.push_back(c->name);
  for (const EdgeCase* c : cases_for(*builtin)) theirs.push_back(c->name);
  EXPECT_EQ(ours, theirs);
}

// The online rules forbid suicide attacks (A7): a variant of them that changes something else is
// compared with them, and their ban is not called this variant's change.
TEST(CatalogueCheck, ARuleTheBaseAlreadyHasIsNotCalledAChange) {
  const VariantPtr v = loaded("base = \"adaptoid-online-7\"\ncapture_goal = 1\n", "online-goal-1");
  EXPECT_EQ(catalogue_base(*v)->name, "adaptoid-online-7");
  const CatalogueRun run = run_catalogue(v, 60000);
  for (const Finding& f : run.advisories) {
    EXPECT_EQ(f.kind, StatementKind::Advisory);
    if (f.text.find("suicide") != std::string::npos) {
      EXPECT_NE(f.text.find("nor in its base game (adaptoid-online-7)"), std::string::npos) << f.text;
    }
    EXPECT_EQ(f.text.find("from -1 losses"), std::string::npos) << f.text;
  }
  // A goal of 1 leaves no case two losses short of it.
  EXPECT_EQ(verdicts(run).count("starvation-reaches-goal"), 0u);
}

}  // namespace
}  // namespace adaptoid
