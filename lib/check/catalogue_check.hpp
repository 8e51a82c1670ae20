#pragma once
// The edge-case catalogue as `check` runs it on a variant: which cases, on which variant, and
// what a case the variant makes impossible says. A case asks about positions, not about how long
// a game lasts: where the turn cap would cut the case's position short, the case runs without the
// cap. A case that comes out impossible is an advisory (the rule can never fire here), said
// against the variant's base (the built-in with its rules, or the nearest built-in of its game and
// player count): what this variant changed where the base allows the case, else a rule it kept.
#include <adaptoid/check/edge_cases.hpp>
#include <adaptoid/check/playability.hpp>

#include <string>
#include <vector>

namespace adaptoid {

struct CaseRun {
  const EdgeCase* edge_case;
  VariantPtr variant;  // the case's variant: the checked one, or it with the case's options
  EdgeCaseResult result;
};

// The cases run for v: for a built-in (or a file with a built-in's rules), the catalogue's cases
// written for it (with their own options); for another variant, the cases of its game and player
// count that change no option, and the catalogue's hole cases when its board has holes, its stack
// cases when it has stacks (on its own board, which has them).
std::vector<const EdgeCase*> cases_for(const Variant& v);

// The built-in whose rules v has ("" for none; v's own name for a built-in).
std::string builtin_twin(const Variant& v);
// The built-in the catalogue compares v with: its twin, else the built-in of its game and player
// count from which v's TOML differs in the fewest lines.
VariantPtr catalogue_base(const Variant& v);

struct CatalogueRun {
  std::vector<CaseRun> cases;
  std::vector<std::string> problems;  // a case's variant that does not load
  std::vector<Finding> advisories;    // the cases the base allows and v makes impossible
};

CatalogueRun run_catalogue(const VariantPtr& v, unsigned timeout_ms);

}  // namespace adaptoid
