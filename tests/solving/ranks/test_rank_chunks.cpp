// The chunks the ranks of a solve deal one another (ranks.hpp): every item once, in guided chunks.
#include <adaptoid/solving/ranks/ranks.hpp>

#include <gtest/gtest.h>

#include <vector>

namespace adaptoid {
namespace {

TEST(RankChunks, CoverTheRangeOnceInChunksThatShrinkWithinTheLimits) {
  for (const int ranks : {2, 3, 8}) {
    for (const size_t n : {size_t{0}, size_t{1}, size_t{255}, size_t{65536}, size_t{3'000'001}}) {
      const std::vector<size_t> bounds = rank_chunk_bounds(100, 100 + n, ranks);
      ASSERT_EQ(bounds.front(), 100U);
      ASSERT_EQ(bounds.back(), 100 + n);
      for (size_t j = 0; j + 1 < bounds.size(); ++j) {
        const size_t size = bounds[j + 1] - bounds[j];
        ASSERT_GT(size, 0U);
        ASSERT_LE(size, kMaxRankChunk);
        if (bounds[j + 1] != bounds.back()) {
          ASSERT_GE(size, kMinRankChunk) << "only the last may be short";
        }
        if (j > 0) {
          ASSERT_LE(size, bounds[j] - bounds[j - 1]) << "chunk " << j << " grew";
        }
      }
    }
  }
  // A batch of the forward pass with two ranks: large chunks first, and the last ones small.
  const std::vector<size_t> batch = rank_chunk_bounds(0, size_t{1} << 18, 2);
  EXPECT_EQ(batch[1] - batch[0], kMaxRankChunk);
  EXPECT_EQ(batch[batch.size() - 2] - batch[batch.size() - 3], kMinRankChunk);
  EXPECT_LE(batch.back() - batch[batch.size() - 2], kMinRankChunk);
  EXPECT_LT(batch.size(), 100U);
}

TEST(RankChunks, OneProcessTakesTheWholeRangeInOneCall) {
  OneRank one;
  std::vector<std::vector<size_t>> calls;
  for_dealt_chunks(one, 7, 1'000'000, [&](size_t chunk, size_t from, size_t to) {
    calls.push_back({chunk, from, to});
  });
  EXPECT_EQ(calls, (std::vector<std::vector<size_t>>{{0, 7, 1'000'000}}));
}

}  // namespace
}  // namespace adaptoid
