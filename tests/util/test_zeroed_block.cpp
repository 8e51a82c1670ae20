// Recycled zeroed blocks (lib/util/zeroed_block.hpp): a block a thread freed comes back to it for
// the next request of its size, zeroed; one block of a size is kept, and other threads keep their own.
#include <adaptoid/util/zeroed_block.hpp>

#include <gtest/gtest.h>

#include <cstring>
#include <thread>

namespace adaptoid {
namespace {

bool all_zero(const void* block, std::size_t bytes) {
  const auto* b = static_cast<const unsigned char*>(block);
  for (std::size_t i = 0; i < bytes; ++i)
    if (b[i] != 0) return false;
  return true;
}

TEST(ZeroedBlock, AFreedBlockComesBackZeroedForItsSize) {
  constexpr std::size_t kBytes = 3 << 20;
  void* first = nullptr;
  {
    ZeroedBlock a = zeroed_block(kBytes);
    ASSERT_TRUE(all_zero(a.get(), kBytes));
    std::memset(a.get(), 0xAB, kBytes);  // used: every byte written
    first = a.get();
  }
  const ZeroedBlock again = zeroed_block(kBytes);
  EXPECT_EQ(again.get(), first);  // recycled, not a fresh allocation
  EXPECT_TRUE(all_zero(again.get(), kBytes));
  const ZeroedBlock other = zeroed_block(kBytes + 64);  // another size: a block of its own
  EXPECT_NE(other.get(), first);
  EXPECT_TRUE(all_zero(other.get(), kBytes + 64));
}

TEST(ZeroedBlock, OneBlockOfASizeIsKeptAndThreadsKeepTheirOwn) {
  constexpr std::size_t kBytes = 1 << 16;
  void* kept = nullptr;
  {
    ZeroedBlock a = zeroed_block(kBytes), b = zeroed_block(kBytes);
    std::memset(a.get(), 1, kBytes);
    std::memset(b.get(), 1, kBytes);
    kept = b.get();  // b is freed first (declared last), so it is the one kept
  }
  const ZeroedBlock c = zeroed_block(kBytes), d = zeroed_block(kBytes);
  EXPECT_EQ(c.get(), kept);
  EXPECT_TRUE(all_zero(c.get(), kBytes));
  EXPECT_TRUE(all_zero(d.get(), kBytes));
  // The calling thread keeps a block of another size; a second thread asking for that size gets
  // a block of its own, and the kept one is still there for this thread.
  void* mine = nullptr;
  {
    const ZeroedBlock f = zeroed_block(2 * kBytes);
    mine = f.get();
  }
  void* theirs = nullptr;
  std::thread([&] {
    const ZeroedBlock e = zeroed_block(2 * kBytes);
    theirs = e.get();
    EXPECT_TRUE(all_zero(e.get(), 2 * kBytes));
  }).join();
  EXPECT_NE(theirs, mine);
  EXPECT_EQ(zeroed_block(2 * kBytes).get(), mine);
}

}  // namespace
}  // namespace adaptoid
