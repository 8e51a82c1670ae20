// The union of sorted code sets by key ranges against std::set: any sets, any number of threads,
// codes that collide across sets and keys that fall on the ranges' cuts.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>
#include <adaptoid/codes/code_union.hpp>

#include <set>

namespace adaptoid {
namespace {

// Codes from a small range, so the sets share many codes; some with high bits set.
std::vector<std::vector<Code>> sorted_sets(const std::vector<std::vector<uint16_t>>& raw) {
  std::vector<std::vector<Code>> sets;
  for (const auto& values : raw) {
    std::vector<Code> set;
    for (uint16_t x : values) set.push_back((Code{x % 7u} << 100) | (x % 301u));
    sort_unique(set);
    sets.push_back(std::move(set));
  }
  return sets;
}

RC_GTEST_PROP(CodeUnion, MergeAndSizeAreTheSetUnion, (const std::vector<std::vector<uint16_t>>& raw)) {
  const auto sets = sorted_sets(raw);
  std::set<Code> expected;
  for (const auto& set : sets) expected.insert(set.begin(), set.end());
  const int threads = *rc::gen::inRange(1, 6);
  RC_ASSERT(union_size(sets, threads) == expected.size());
  const std::vector<Code> merged = merge_unique(sets, threads);
  RC_ASSERT(merged == std::vector<Code>(expected.begin(), expected.end()));
}

RC_GTEST_PROP(CodeUnion, SortingABatchIntoASortedPrefix,
              (std::vector<uint16_t> prefix, std::vector<uint16_t> batch)) {
  auto sets = sorted_sets({prefix, batch});
  std::vector<Code> codes = sets[0];
  const size_t sorted = codes.size();
  codes.insert(codes.end(), sets[1].rbegin(), sets[1].rend());  // the batch in no useful order
  std::set<Code> expected(codes.begin(), codes.end());
  sort_unique(codes, sorted);
  RC_ASSERT(codes == std::vector<Code>(expected.begin(), expected.end()));
}

TEST(CodeUnion, EmptyAndSingleSets) {
  EXPECT_EQ(union_size({}, 2), 0u);
  EXPECT_TRUE(merge_unique({}, 2).empty());
  EXPECT_EQ(merge_unique({{1, 2, 3}}, 2), (std::vector<Code>{1, 2, 3}));
  EXPECT_EQ(union_size({{}, {5}}, 3), 1u);
}

}  // namespace
}  // namespace adaptoid
