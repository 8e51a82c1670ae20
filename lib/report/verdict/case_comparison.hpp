#pragma once
// The edge-case catalogue of a variant beside its base's (`report --against`): every case run on
// either side, each side's verdict, or why the case was not run there, so a table that compares
// two checks shows every case either ran and explains each gap.
#include <adaptoid/check/check_report.hpp>

#include <string>
#include <vector>

namespace adaptoid {

struct CaseComparison {
  std::string name, description;
  // "found", "impossible", ... with the options it ran under where they are the case's own;
  // "not applicable: ..." where the situation cannot arise under the rules; "not run: ...".
  std::string subject, base;
  bool differs = false;  // both ran under their own rules with decided, different verdicts
};

// Cases by name; each side's options tell whether its check ran the catalogue at all.
std::vector<CaseComparison> compare_cases(const CheckReport& subject, const CheckReport& base);

}  // namespace adaptoid
