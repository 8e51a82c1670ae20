// The parallel layer (lib/util/parallel.hpp): every index visited once, slices in order, errors
// rethrown after every thread joined, cancellation stops the queue.
#include <adaptoid/util/parallel.hpp>

#include <gtest/gtest.h>

#include <numeric>
#include <stdexcept>

namespace adaptoid {
namespace {

TEST(Parallel, ParallelForVisitsEveryIndexOnceOnAnyThreadCount) {
  for (int threads : {1, 2, 3, 8}) {
    std::vector<std::atomic<int>> seen(10'007);
    parallel_for(seen.size(), 64, threads, [&](int, uint64_t i) { seen[i].fetch_add(1); });
    for (size_t i = 0; i < seen.size(); ++i)
      ASSERT_EQ(seen[i].load(), 1) << "index " << i << ", " << threads << " threads";
  }
}

TEST(Parallel, SlicesCoverTheRangeInOrder) {
  std::vector<std::pair<size_t, size_t>> slices(4);
  in_slices(10, 110, 4, [&](size_t b, size_t e, int t) { slices[static_cast<size_t>(t)] = {b, e}; });
  EXPECT_EQ(slices.front().first, 10u);
  EXPECT_EQ(slices.back().second, 110u);
  for (size_t t = 1; t < slices.size(); ++t) EXPECT_EQ(slices[t].first, slices[t - 1].second);
  int calls = 0;
  in_slices(0, 2, 8, [&](size_t, size_t, int) { ++calls; });  // no more threads than indices
  EXPECT_EQ(calls, 2);
}

TEST(Parallel, AWorkersErrorIsRethrownAfterAllJoinAndCancelsTheOthers) {
  Cancel cancel;
  std::atomic<int> finished{0};
  EXPECT_THROW(run_workers(
                   3,
                   [&](int id) {
                     if (id == 1) throw std::runtime_error("worker 1 failed");
                     while (!cancel.requested()) std::this_thread::yield();
                     finished.fetch_add(1);
                   },
                   &cancel),
               std::runtime_error);
  EXPECT_EQ(finished.load(), 2);
}

TEST(Parallel, CancelStopsHandingOutChunks) {
  Cancel cancel;
  std::atomic<uint64_t> visited{0};
  parallel_for(
      1'000'000, 100, 2,
      [&](int, uint64_t) {
        if (visited.fetch_add(1) == 500) cancel.request();
      },
      &cancel);
  EXPECT_LT(visited.load(), 1'000'000u);
  EXPECT_GE(visited.load(), 501u);
}

TEST(Parallel, SimulatedSpeedupFollowsTheQueueOrder) {
  EXPECT_DOUBLE_EQ(simulated_speedup({5, 5, 5, 5}, 2), 2.0);
  EXPECT_DOUBLE_EQ(simulated_speedup({5, 5, 5, 5}, 1), 1.0);
  // A large task handed out last leaves the other worker idle: 12 / (2 + 10).
  EXPECT_DOUBLE_EQ(simulated_speedup({1, 1, 10}, 2), 12.0 / 11.0);
  EXPECT_DOUBLE_EQ(simulated_speedup({10, 1, 1}, 2), 1.2);
  EXPECT_DOUBLE_EQ(simulated_speedup({3, 3, 3}, 64), 3.0);  // no more than the tasks
}

// Splits run one after another: the total over the sum of their makespans, 8 / (3 + 2).
TEST(Parallel, SplitProjectionAddsTheMakespans) {
  SplitProjection p;
  p.add({3, 1});
  p.add({});  // a position solved without a split
  p.add({2, 2});
  EXPECT_EQ(p.total(), 8u);
  EXPECT_DOUBLE_EQ(p.speedup(2), 1.6);
  EXPECT_DOUBLE_EQ(p.speedup(1), 1.0);
  EXPECT_DOUBLE_EQ(SplitProjection{}.speedup(64), 1.0);
}

}  // namespace
}  // namespace adaptoid
