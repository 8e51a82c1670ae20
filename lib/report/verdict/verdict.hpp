#pragma once
// The verdict: short findings, each with its number and its confidence, from one variant's study;
// and, against a base, every difference that is significant at 95% (two-share z for win, draw
// and turn-cap shares and for how often a rule fires; Welch's z for means).
#include <adaptoid/report/verdict/report.hpp>

#include <vector>

namespace adaptoid {

std::vector<VerdictFinding> findings(const VariantStudy& s);
std::vector<VerdictFinding> significant_differences(const VariantStudy& subject, const VariantStudy& base);

}  // namespace adaptoid
