#include <adaptoid/report/verdict/case_comparison.hpp>

#include <algorithm>
#include <map>

namespace adaptoid {

namespace {

// Why `check` did not run case c on v (cases_for and edge_case_applies decide it).
std::string why_not_run(const EdgeCase& c, const Variant& v, bool catalogue) {
  if (!catalogue) return "not run: the catalogue was skipped";
  if (c.phase != Phase::Play && !v.has_placement_opening())
    return "not applicable: no placement opening (A21) in these rules";
  if (c.swap_pending && !v.swap) return "not applicable: no swap (Q3) in these rules";
  if (!edge_case_applies(c, v)) return "not applicable: written for another game or player count";
  if (c.overrides.find("holes") != std::string::npos) return "not run: the board has no holes";
  if (c.rules.find("S4") != std::string::npos) return "not run: the board has no stacks";
  if (!c.overrides.empty())
    return "not run: written for " + c.variant + " with options of its own, other rules than these";
  return "not run: written for " + c.variant + " alone";
}

// A case a built-in runs with options of its own is told with them: it tests other rules.
std::string verdict_text(const CaseRun& run, const CheckReport& r) {
  std::string text = case_answer_name(run.result.answer);
  if (run.variant != r.variant) {
    std::string options = run.edge_case->overrides;
    std::replace(options.begin(), options.end(), '\n', ' ');
    while (!options.empty() && options.back() == ' ') options.pop_back();
    text += " (under its own options: " + options + ")";
  }
  return text;
}

}  // namespace

std::vector<CaseComparison> compare_cases(const CheckReport& subject, const CheckReport& base) {
  std::map<std::string, const CaseRun*> a, b;
  std::map<std::string, const EdgeCase*> cases;
  for (const CaseRun& r : subject.cases) {
    a.emplace(r.edge_case->name, &r);
    cases.emplace(r.edge_case->name, r.edge_case);
  }
  for (const CaseRun& r : base.cases) {
    b.emplace(r.edge_case->name, &r);
    cases.emplace(r.edge_case->name, r.edge_case);
  }
  std::vector<CaseComparison> out;
  for (const auto& [name, c] : cases) {
    const auto x = a.find(name), y = b.find(name);
    CaseComparison row{name, edge_case_description(*c, *subject.variant), "", "", false};
    row.subject = x != a.end() ? verdict_text(*x->second, subject)
                               : why_not_run(*c, *subject.variant, subject.options.catalogue);
    row.base = y != b.end() ? verdict_text(*y->second, base)
                            : why_not_run(*c, *base.variant, base.options.catalogue);
    // A difference is one of the rules: both ran under the rule sets compared, and Z3 decided
    // both (an unknown is its timeout, wall time, not the rules).
    const auto decided = [](const CaseRun& r, const CheckReport& of) {
      return r.variant == of.variant && r.result.answer != CaseAnswer::Unknown;
    };
    row.differs = x != a.end() && y != b.end() && decided(*x->second, subject) && decided(*y->second, base) &&
                  x->second->result.answer != y->second->result.answer;
    out.push_back(std::move(row));
  }
  return out;
}

}  // namespace adaptoid
