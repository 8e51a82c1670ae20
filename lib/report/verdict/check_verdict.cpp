#include <adaptoid/report/verdict/check_verdict.hpp>

#include <adaptoid/report/verdict/case_comparison.hpp>

namespace adaptoid {

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
  v.result = r.result();
  if (v.result == CheckResult::Sound && !v.skipped.empty()) v.result = CheckResult::Undecided;
  if (v.result == CheckResult::Undecided && v.skipped.size() == 4) v.result = CheckResult::NothingChecked;
  v.exit_status = check_exit_status(v.result);
  switch (v.result) {
    case CheckResult::Disagreement:
      v.text = "the rules engine, the Z3 model or the TOML writer disagree (a fault of the toolkit)";
      break;
    case CheckResult::Findings:
      v.text = std::to_string(v.findings.size()) + " finding" + (v.findings.size() == 1 ? "" : "s") +
               " a designer must read, proved or witnessed: " + v.findings.front().text;
      break;
    case CheckResult::NothingChecked:
      v.text = "nothing was checked (skipped: " + skipped + ")";
      break;
    case CheckResult::Undecided:
      v.text = "no finding, but not every question was answered:";
      if (!v.not_shown.empty())
        v.text += " " + std::to_string(v.not_shown.size()) + " not shown (" + v.not_shown.front().text + ")" +
                  (skipped.empty() ? "" : ";");
      if (!skipped.empty()) v.text += " skipped " + skipped;
      break;
    case CheckResult::Sound:
      v.text = r.sound_text();
      break;
  }
  return v;
}

}  // namespace adaptoid
