#pragma once
// `adaptoid check`: everything the toolkit can verify about a variant, as a value: the variant
// file (it loads, and writes back to TOML that loads to the same rules), whether its start is
// decided (start_decision.hpp), the edge-case catalogue on its board, the Z3 cross-check of the
// engine on positions from seeded random games, and whether the variant can be played
// (playability.hpp). Each statement is proved, witnessed or not shown (playability.hpp's
// Statement): the findings a designer must read are proved or witnessed; a question the tool
// could not answer within its budget is not shown and leaves the result undecided.
#include <adaptoid/check/edge_cases.hpp>
#include <adaptoid/check/playability.hpp>
#include <adaptoid/check/smt_cross_check.hpp>
#include <adaptoid/check/start_decision.hpp>

#include <optional>
#include <string>
#include <vector>

namespace adaptoid {

struct CheckOptions {
  int positions = 12;           // cross-checked positions
  uint64_t seed = 1;            // of the random games that give them
  unsigned timeout_ms = 60000;  // per Z3 query
  bool catalogue = true;
  bool playability = true;
  bool start = true;          // search the start for a forced win
  PlayabilityOptions play{};  // (an initializer, so a designated list may leave it out without a warning)
  StartDecisionOptions start_search{};
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
  std::optional<StartDecision> start;  // when searched
  Playability playability;             // the ways to end and the termination search
  // Proved or witnessed: the start, playability, material and catalogue findings, in that order.
  std::vector<Finding> findings;
  // Not shown: each question left open (a search's budget ran out, Z3 gave no answer, a part was
  // skipped), with what was tried.
  std::vector<Finding> not_shown;
  double seconds = 0;
  int count(Verdict v) const;
  // The rules engine, the Z3 model and the TOML writer agree (a disagreement is the toolkit's).
  bool ok() const {
    return variant_problems.empty() && disagreements.empty() && count(Verdict::Disagreement) == 0;
  }
  enum class Result { Sound, Findings, Undecided, Disagreement };
  // Disagreement before findings before questions left open; sound only when every question was
  // answered and none found a defect.
  Result result() const {
    if (!ok()) return Result::Disagreement;
    if (!findings.empty()) return Result::Findings;
    return not_shown.empty() ? Result::Sound : Result::Undecided;
  }
  bool sound() const { return result() == Result::Sound; }
  // What Z3 left without an answer within its budget: edge cases and cross-checked positions.
  int undecided() const { return count(Verdict::Unknown) + unknown; }
};

// The cases run for v: for a built-in, the catalogue's cases written for it (with their own
// options); for another variant, the cases of its game and player count that change no option,
// and the catalogue's hole cases when its board has holes, its stack cases when it has stacks
// (on its own board, which has them; a stack case is left out on a board without stacks).
std::vector<const EdgeCase*> cases_for(const Variant& v);
CheckReport run_check(const VariantPtr& v, const CheckOptions& o);

}  // namespace adaptoid
