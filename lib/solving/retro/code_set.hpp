#pragma once
// Codes gathered with repeats (a class is reached by many turns), made unique again whenever they
// have doubled, so they take about twice the distinct codes: the tiered solve's exits to a later
// tier (tier_expand.cpp), the dense solve's games ended past the goal (dense_solve.cpp).
#include <adaptoid/codes/code_union.hpp>

#include <vector>

namespace adaptoid {

struct CodeSet {
  std::vector<Code> codes;  // the first `unique` sorted and distinct, then the codes added since
  size_t unique = 0;
  // Codes added before the first sort: a solver whose ranks each hold a share keeps it small.
  size_t slack = size_t{1} << 20;
  void add(Code c) {
    codes.push_back(c);
    if (codes.size() >= 2 * unique + slack) {
      sort_unique(codes, unique);
      unique = codes.size();
    }
  }
  // The codes sorted and distinct.
  void finish() {
    sort_unique(codes, unique);
    unique = codes.size();
  }
};

}  // namespace adaptoid
