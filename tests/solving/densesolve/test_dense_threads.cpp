// The dense solver's threads within a tier (dense_solve.hpp): chunks of a tier's numbers go to
// whichever thread is free, the bytes are set by any of them, and the plies of a tier (its quiet
// turns, A11) are asked on every thread, so a dense table written on two or three threads must be
// the one thread's byte for byte, on boards whose large tiers are many chunks long.
#include "result_value.hpp"
#include "rules_test_util.hpp"
#include "scratch_dir_test.hpp"

#include <gtest/gtest.h>
#include <adaptoid/denseindex/dense_index.hpp>
#include <adaptoid/solving/densesolve/dense_solve.hpp>
#include <adaptoid/tables/folded_classes.hpp>

#include <algorithm>
#include <fstream>
#include <iterator>

namespace adaptoid {
namespace {

using rules_test::builtin;

class DenseThreadsTest : public testing::ScratchDirTest {
 protected:
  std::string dense_table(const VariantPtr& v, int threads, DenseSolveReport& out) const {
    const std::string file = path(v->name + "-" + std::to_string(threads) + ".dtb");
    DenseOptions o;
    o.output = DenseOutput::DenseTable;
    o.threads = threads;
    out = testing::value_of(solve_dense(FastAdaptoidGame(v), file, o));
    std::ifstream in(file, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  }
};

TEST_F(DenseThreadsTest, ADenseTableOnTwoOrThreeThreadsIsTheOneThreadsByteForByte) {
  for (const char* name : {"adaptoid-7", "adaptoid-online-7"}) {
    const VariantPtr v = builtin(name);
    // Its largest tier is several chunks (4096 numbers) for each thread: every thread works in it
    // (adaptoid-7's: 19 chunks, of the slices a game reaches).
    const DenseIndex index(*v, folded_group(v));
    uint64_t widest = 0;
    for (const DenseTier& t : index.tiers()) widest = std::max(widest, t.end - t.begin);
    ASSERT_GT(widest, uint64_t{3 * 4 * 4096}) << name;
    DenseSolveReport one;
    const std::string bytes = dense_table(v, 1, one);
    ASSERT_GT(one.inside, 0u) << name << ": no class valued by the plies";
    for (const int threads : {2, 3}) {
      DenseSolveReport many;
      EXPECT_EQ(dense_table(v, threads, many), bytes) << name << ", " << threads << " threads";
      EXPECT_EQ(many.summary.classes, one.summary.classes) << name;
      EXPECT_EQ(many.summary.turns, one.summary.turns) << name;
      EXPECT_EQ(many.inside, one.inside) << name;
      EXPECT_EQ(many.summary.start_wins.plies_plus_one, one.summary.start_wins.plies_plus_one) << name;
    }
  }
}

}  // namespace
}  // namespace adaptoid
