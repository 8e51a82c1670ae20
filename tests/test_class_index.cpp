// The sharded index of classes: a batch filed on several threads gives the ids one-by-one filing
// gives, so a tier's classes come in the same order on any number of threads.
#include <adaptoid/solve/class_index.hpp>

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <random>

namespace adaptoid {
namespace {

std::vector<Code> random_codes(std::mt19937_64& rng, size_t n, uint64_t distinct) {
  std::vector<Code> codes(n);
  for (Code& c : codes) {
    const uint64_t k = rng() % distinct;  // repeats within the batch and across batches
    c = (Code{k} << 64) | (k * 0x2545F4914F6CDD1DULL + 12345);
  }
  return codes;
}

RC_GTEST_PROP(ClassIndex, BatchesOnThreadsFileWhatOneByOneFiles, ()) {
  const auto seed = *rc::gen::arbitrary<uint64_t>();
  const int threads = *rc::gen::inRange(1, 5);
  const auto batches = *rc::gen::inRange(1, 6);
  std::mt19937_64 rng(seed);
  const uint64_t distinct = *rc::gen::element<uint64_t>(10, 5'000, 200'000);
  std::vector<Code> one_by_one, batched;
  ClassIndex serial(one_by_one), sharded(batched);
  for (int b = 0; b < batches; ++b) {
    const std::vector<Code> batch = random_codes(rng, *rc::gen::inRange<size_t>(0, 60'000), distinct);
    for (const Code c : batch) serial.id(c);
    sharded.add_new(batch, threads);
    RC_ASSERT(batched == one_by_one);
  }
  for (uint32_t id = 0; id < batched.size(); ++id) RC_ASSERT(sharded.find(batched[id]) == id);
  RC_ASSERT(sharded.find(Code{distinct} << 64) == ClassIndex::kEmpty);
  if (!batched.empty()) RC_ASSERT(sharded.id(batched.back()) == batched.size() - 1);
}

TEST(ClassIndex, AnEmptyBatchFilesNothing) {
  std::vector<Code> codes;
  ClassIndex index(codes);
  index.add_new({}, 2);
  EXPECT_TRUE(codes.empty());
  EXPECT_EQ(index.find(7), ClassIndex::kEmpty);
}

}  // namespace
}  // namespace adaptoid
