#pragma once
// What `check` concluded about a variant, in the words the report shows: its result (as `check`
// prints and exits with it), what was skipped, and the findings a designer must read. The one
// place the report reads a CheckReport's conclusion, so the report cannot say more than the
// check did (a report that calls a variant consistent while `check` exits 1 misleads).
#include <adaptoid/check/check_report.hpp>

#include <string>
#include <vector>

namespace adaptoid {

struct CheckVerdict {
  CheckResult result = CheckResult::NothingChecked;
  int exit_status = 0;               // what `check` with the same options exits with (check_exit_status)
  std::string text;                  // one line: the result and its reason
  std::vector<std::string> skipped;  // the parts not run ("the edge-case catalogue")
  bool catalogue = true, cross_check = true, playability = true;  // which parts ran
  std::vector<Finding> findings;    // check's defects, proved or witnessed, in its order
  std::vector<Finding> advisories;  // check's advisories: true, worth reading, not a defect
  std::vector<Finding> not_shown;   // the questions check could not answer within their budgets
};

CheckVerdict check_verdict(const CheckReport& r, const CheckOptions& o);

}  // namespace adaptoid
