// merge_runs (util/merge_runs.hpp): sorted runs merged in order, ties to the lower run, empty
// runs and no runs at all.
#include <gtest/gtest.h>
#include <adaptoid/util/merge_runs.hpp>

#include <utility>
#include <vector>

namespace adaptoid {
namespace {

std::vector<std::pair<size_t, int>> merged_runs(const std::vector<std::vector<int>>& runs) {
  std::vector<std::pair<size_t, int>> out;
  merge_runs(
      runs.size(), [&](size_t k) { return runs[k].size(); },
      [&](size_t j, size_t i, size_t k, size_t l) { return runs[j][i] < runs[k][l]; },
      [&](size_t k, size_t i) { out.emplace_back(k, runs[k][i]); });
  return out;
}

TEST(MergeRuns, TakesTheLeastHeadEachStepAndTiesToTheLowerRun) {
  const std::vector<std::pair<size_t, int>> want = {{1, 0}, {0, 1}, {2, 2}, {0, 3}, {1, 3}, {0, 7}, {2, 9}};
  EXPECT_EQ(merged_runs({{1, 3, 7}, {0, 3}, {2, 9}}), want);
  EXPECT_EQ(merged_runs({{}, {4, 5}, {}}), (std::vector<std::pair<size_t, int>>{{1, 4}, {1, 5}}));
  EXPECT_TRUE(merged_runs({}).empty());
}

}  // namespace
}  // namespace adaptoid
