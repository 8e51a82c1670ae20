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

// check's own result (CheckReport::result: a disagreement, then findings, then what has no
// answer); a part the options skipped leaves its questions open, so a check with parts skipped is
// never called sound, even on a report made without run_check.
CheckVerdict check_verdict(const CheckReport& r, const CheckOptions& o) {
  CheckVerdict v;
  v.findings = r.findings;
  v.advisories = r.advisories;
  for (const Finding& q : r.not_shown)
    if (q.topic != "skipped") v.not_shown.push_back(q);
  // A catalogue finding quotes its case's description, written for the base game's goal.
  for (Finding& f : v.findings)
    for (const CaseRun& run : r.cases)
      if (const auto at = f.text.find(run.edge_case->description); at != std::string::npos)
        f.text.replace(at, run.edge_case->description.size(), case_description(*run.edge_case, *run.variant));
  v.catalogue = o.catalogue;
  v.cross_check = o.positions > 0;
  v.playability = o.playability;
  if (!o.start) v.skipped.push_back("the search of the start for a forced win");
  if (!o.catalogue) v.skipped.push_back("the edge-case catalogue");
  if (o.positions == 0) v.skipped.push_back("the Z3 cross-check");
  if (!o.playability) v.skipped.push_back("the playability search (the ways to end)");
  std::string skipped;
  for (const std::string& s : v.skipped) skipped += (skipped.empty() ? "" : ", ") + s;
  CheckReport::Result result = r.result();
  if (result == CheckReport::Result::Sound && !v.skipped.empty()) result = CheckReport::Result::Undecided;
  switch (result) {
    case CheckReport::Result::Disagreement:
      v.result = CheckResult::Disagreement;
      v.exit_status = 1;
      v.text = "the rules engine, the Z3 model or the TOML writer disagree (a fault of the toolkit)";
      break;
    case CheckReport::Result::Findings:
      v.result = CheckResult::Findings;
      v.exit_status = 1;
      v.text = std::to_string(v.findings.size()) + " finding" + (v.findings.size() == 1 ? "" : "s") +
               " a designer must read, proved or witnessed: " + v.findings.front().text;
      break;
    case CheckReport::Result::Undecided:
      v.exit_status = 3;
      if (v.skipped.size() == 4) {
        v.result = CheckResult::NothingChecked;
        v.text = "nothing was checked (skipped: " + skipped + ")";
        break;
      }
      v.result = CheckResult::Undecided;
      v.text = "no finding, but not every question was answered:";
      if (!v.not_shown.empty())
        v.text += " " + std::to_string(v.not_shown.size()) + " not shown (" + v.not_shown.front().text + ")" +
                  (skipped.empty() ? "" : ";");
      if (!skipped.empty()) v.text += " skipped " + skipped;
      break;
    case CheckReport::Result::Sound:
      v.result = CheckResult::Sound;
      v.text = "sound: every question answered, nothing disagrees, the start is not decided" +
               (r.start ? " within " + std::to_string(r.start->limit) + " turns" : std::string()) +
               ", and every way to end is reached or proved impossible";
      break;
  }
  return v;
}

}  // namespace adaptoid
