#pragma once
// The report's first screen: what a designer reads in a minute. The verdict in a sentence; the
// handful of numbers (the first player's result with its interval, draws and stalls, the mean
// length, whether the start is decided and to what depth, check's result); each defect with the
// options of the variant that provoke it, where its rules name them, and what to try; the
// advisories, which do not weigh like defects.
#include <adaptoid/report/verdict/report.hpp>

#include <string>
#include <vector>

namespace adaptoid {

struct KeyNumber {
  std::string what, value;
  bool warning = false;
};

struct GlanceItem {
  std::string text;
  std::vector<std::string> options;  // "suicide_attacks = false": the variant's own, that provoke it
  std::string try_this;              // what to change; "" when nothing general is known
  std::string witness{};             // a game that shows it, in notation; "" for none
};

struct Glance {
  std::string sentence;  // the verdict in one sentence
  bool defects_found = false;
  std::vector<KeyNumber> numbers;
  std::vector<GlanceItem> defects, advisories;
};

Glance at_a_glance(const VariantStudy& s, const std::vector<OptionDiff>& diff);

// Whether a study's exact results carry nothing of the variant (the small boards lost its board
// or every option that differs): then they are another game, and count for nothing.
bool exact_carries_variant(const ExactResult& e);

}  // namespace adaptoid
