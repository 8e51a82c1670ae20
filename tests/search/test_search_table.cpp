// The endgame search's table of proven bounds (search_table.hpp): what is stored is read back,
// growing keeps it, and one table written by two threads at once never answers a key with
// bounds that were not stored for it.
#include <adaptoid/search/search_table.hpp>
#include <adaptoid/util/parallel.hpp>
#include <adaptoid/util/random.hpp>

#include <gtest/gtest.h>

namespace adaptoid {
namespace {

TEST(BoundsTable, StoredBoundsAreReadBackAndSurviveGrowth) {
  BoundsTable table(1 << 16);
  for (uint64_t k = 1; k <= 20000; ++k) table.store(k * 0x9E3779B97F4A7C15ull, 3, k % 2 == 0);
  EXPECT_GT(table.size(), 10000u);  // grown well past its first 4,096 entries
  int hits = 0;
  for (uint64_t k = 1; k <= 20000; ++k) {
    const auto known = table.lookup(k * 0x9E3779B97F4A7C15ull, 3);
    if (!known) continue;
    ++hits;
    EXPECT_EQ(*known, k % 2 == 0) << k;
  }
  EXPECT_GT(hits, 15000);
  // A win within 3 is a win within 4; a failure within 3 says nothing about 4.
  table.store(7, 3, true);
  table.store(8, 3, false);
  EXPECT_EQ(table.lookup(7, 4), std::optional<bool>(true));
  EXPECT_EQ(table.lookup(8, 4), std::nullopt);
  EXPECT_EQ(table.lookup(8, 2), std::optional<bool>(false));
}

// Each key's truth is a function of the key, so any answer that differs came from a torn or
// misplaced entry. Few buckets, so the threads collide on the same entries all the time.
TEST(BoundsTable, SharedBetweenThreadsNeverAnswersWrongly) {
  BoundsTable table = BoundsTable::shared(1 << 8);
  const auto truth = [](uint64_t key) { return (key >> 7 & 1) != 0; };
  std::atomic<int> wrong{0}, hits{0};
  run_workers(2, [&](int id) {
    SplitMix64 rng(static_cast<uint64_t>(id) + 1);
    for (int i = 0; i < 400000; ++i) {
      const uint64_t key = rng.next() % 5000 + 1;
      if (i % 3 == 0) {
        table.store(key, 2, truth(key));
      } else if (const auto known = table.lookup(key, 2)) {
        ++hits;
        if (*known != truth(key)) ++wrong;
      }
    }
  });
  EXPECT_EQ(wrong.load(), 0);
  EXPECT_GT(hits.load(), 1000);
}

}  // namespace
}  // namespace adaptoid
