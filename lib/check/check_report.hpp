#pragma once
// `adaptoid check`: everything the toolkit can verify about a variant, as a value: the variant
// file (it loads, and writes back to TOML that loads to the same rules), the edge-case catalogue
// on its board, and the Z3 cross-check of the engine on positions from seeded random games.
#include <adaptoid/check/edge_cases.hpp>
#include <adaptoid/check/smt_cross_check.hpp>

#include <string>
#include <vector>

namespace adaptoid {

struct CheckOptions {
  int positions = 12;           // cross-checked positions
  uint64_t seed = 1;            // of the random games that give them
  unsigned timeout_ms = 60000;  // per Z3 query
  bool catalogue = true;
};

struct CaseRun {
  const EdgeCase* edge_case;
  VariantPtr variant;  // the case's variant: the checked one, or it with the case's options
  EdgeCaseResult result;
};

struct CheckReport {
  VariantPtr variant;
  std::vector<std::string> variant_problems;  // the TOML round trip
  std::vector<CaseRun> cases;
  int positions = 0, agreeing = 0, unknown = 0;
  long engine_turns = 0;  // turns compared in all
  std::vector<smt::CrossCheck> disagreements;
  double seconds = 0;
  int count(Verdict v) const;
  bool ok() const {
    return variant_problems.empty() && disagreements.empty() && count(Verdict::Disagreement) == 0;
  }
};

// The cases run for v: for a built-in, the catalogue's cases written for it (with their own
// options); for another variant, the cases of its game and player count that change no option.
std::vector<const EdgeCase*> cases_for(const Variant& v);
CheckReport run_check(const VariantPtr& v, const CheckOptions& o);

}  // namespace adaptoid
