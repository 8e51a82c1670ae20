#include <adaptoid/report/check_verdict.hpp>

#include <adaptoid/report/case_comparison.hpp>

namespace adaptoid {

std::string check_result_name(CheckResult r) {
  switch (r) {
    case CheckResult::Sound:
      return "sound";
    case CheckResult::Findings:
      return "findings";
    case CheckResult::Undecided:
      return "undecided";
    case CheckResult::Disagreement:
      return "disagreement";
    case CheckResult::NothingChecked:
      return "nothing checked";
  }
  return "";
}

// The order `check` decides in: a disagreement, then findings, then what has no answer. A part
// not run leaves its questions unanswered, so a check with parts skipped is never called sound.
CheckVerdict check_verdict(const CheckReport& r, const CheckOptions& o) {
  CheckVerdict v;
  v.findings = r.findings;
  // A catalogue finding quotes its case's description, written for the base game's goal.
  for (Finding& f : v.findings)
    for (const CaseRun& run : r.cases)
      if (const auto at = f.text.find(run.edge_case->description); at != std::string::npos)
        f.text.replace(at, run.edge_case->description.size(), case_description(*run.edge_case, *run.variant));
  v.catalogue = o.catalogue;
  v.cross_check = o.positions > 0;
  v.playability = o.playability;
  if (!o.catalogue) v.skipped.push_back("the edge-case catalogue");
  if (o.positions == 0) v.skipped.push_back("the Z3 cross-check");
  if (!o.playability) v.skipped.push_back("the playability search (the ways to end)");
  std::string skipped;
  for (const std::string& s : v.skipped) skipped += (skipped.empty() ? "" : ", ") + s;
  const int undecided = r.undecided();
  if (!r.ok()) {
    v.result = CheckResult::Disagreement;
    v.exit_status = 1;
    v.text = "the rules engine, the Z3 model or the TOML writer disagree (a fault of the toolkit)";
  } else if (!r.findings.empty()) {
    v.result = CheckResult::Findings;
    v.exit_status = 1;
    v.text = std::to_string(v.findings.size()) + " finding" + (v.findings.size() == 1 ? "" : "s") +
             " a designer must read: " + v.findings.front().text;
  } else if (v.skipped.size() == 3) {
    v.result = CheckResult::NothingChecked;
    v.exit_status = 3;
    v.text = "nothing was checked (skipped: " + skipped + ")";
  } else if (undecided > 0 || !v.skipped.empty()) {
    v.result = CheckResult::Undecided;
    v.exit_status = 3;
    v.text = "no finding, but not every question was answered:";
    if (undecided > 0)
      v.text += " " + std::to_string(undecided) + (undecided == 1 ? " Z3 query" : " Z3 queries") +
                " got no answer within the timeout" + (skipped.empty() ? "" : ";");
    if (!skipped.empty()) v.text += " skipped " + skipped;
  } else {
    v.result = CheckResult::Sound;
    v.text = "sound: nothing disagrees, no finding, and every way to end is reached or proved impossible";
  }
  return v;
}

}  // namespace adaptoid
