// The dense solver spread over ranks (ranked_dense_solve.hpp), in this one process: the share of
// numbers each rank holds, and the ranked solver on a world of one rank writing the one-process
// tables and resuming from its checkpoint. The same solver on 2 and 3 ranks under mpirun is in
// tests/cli/test_solve_mpi.cpp (skipped where mpirun is not installed, and in sanitized builds).
#include "cli_runner.hpp"
#include "result_value.hpp"
#include "rules_test_util.hpp"
#include "scratch_dir_test.hpp"

#include <gtest/gtest.h>
#include <adaptoid/solving/densesolve/dense_checkpoint.hpp>
#include <adaptoid/solving/densesolve/dense_solve.hpp>
#include <adaptoid/solving/densesolve/number_share.hpp>
#include <adaptoid/solving/densesolve/ranked_dense_solve.hpp>

#include <filesystem>
#include <set>
#include <vector>

namespace adaptoid {
namespace {

using rules_test::builtin;

TEST(NumberShare, EveryNumberHasOneOwnerAndItsLocalNumberGoesBack) {
  constexpr uint64_t kNumbers = 5 * (uint64_t{1} << NumberShare::kBlockBits) + 1234;
  for (int ranks = 1; ranks <= 4; ++ranks) {
    std::vector<NumberShare> shares;
    for (int r = 0; r < ranks; ++r) shares.emplace_back(kNumbers, r, ranks);
    uint64_t held = 0;
    for (int r = 0; r < ranks; ++r) held += shares[static_cast<size_t>(r)].local_size();
    EXPECT_EQ(held, kNumbers) << ranks << " ranks";
    std::vector<uint64_t> next(static_cast<size_t>(ranks), 0);  // local numbers come in order
    for (uint64_t n = 0; n < kNumbers; n += 97) {
      const int owner = shares[0].owner(n);
      const NumberShare& s = shares[static_cast<size_t>(owner)];
      ASSERT_TRUE(s.mine(n));
      ASSERT_EQ(s.global(s.local(n)), n);
      ASSERT_GE(s.local(n), next[static_cast<size_t>(owner)]);
      next[static_cast<size_t>(owner)] = s.local(n);
      for (int r = 0; r < ranks; ++r) {
        // The first local number at or after n: n's own on its rank, the next block's on others.
        const uint64_t l = shares[static_cast<size_t>(r)].local_from(n);
        if (r == owner) {
          EXPECT_EQ(l, s.local(n));
        }
        if (l < shares[static_cast<size_t>(r)].local_size()) {
          EXPECT_GE(shares[static_cast<size_t>(r)].global(l), n);
        }
      }
    }
  }
}

class RankedDenseTest : public testing::ScratchDirTest {
 protected:
  static DenseOptions one_thread(bool dense_table) {
    DenseOptions o;
    o.output = dense_table ? DenseOutput::DenseTable : DenseOutput::Codes;
    o.threads = 1;
    return o;
  }
  OneRank one_;
};

TEST_F(RankedDenseTest, OneRankWritesTheOneProcessTables) {
  for (const auto& [name, dense_table] :
       {std::pair{"adaptoid-7", false}, std::pair{"adapt3-7", false}, std::pair{"adaptoid-7", true}}) {
    const VariantPtr v = builtin(name);
    const DenseOptions o = one_thread(dense_table);
    const std::string alone = path("alone.tb"), ranked = path("ranked.tb");
    const DenseSolveReport a = testing::value_of(solve_dense(FastAdaptoidGame(v), alone, o));
    const DenseSolveReport b = testing::value_of(solve_dense_on_ranks(FastAdaptoidGame(v), ranked, o, one_));
    EXPECT_EQ(testing::slurp(alone), testing::slurp(ranked)) << name << (dense_table ? " dense table" : "");
    EXPECT_EQ(a.summary.classes, b.summary.classes) << name;
    EXPECT_EQ(a.summary.turns, b.summary.turns) << name;
    EXPECT_EQ(a.reached, b.reached) << name;
    EXPECT_EQ(a.ended, b.ended) << name;
    EXPECT_EQ(a.inside, b.inside) << name;
    EXPECT_EQ(a.tiers, b.tiers) << name;
    EXPECT_EQ(a.summary.start_wins.plies_plus_one, b.summary.start_wins.plies_plus_one) << name;
    EXPECT_FALSE(std::filesystem::exists(ranked + ".parts")) << name;
  }
}

TEST_F(RankedDenseTest, ADenseTableSentInSmallRoundsIsTheSame) {
  const VariantPtr v = builtin("adaptoid-7");
  DenseOptions o = one_thread(true);
  const std::string whole = path("whole.tb"), rounds = path("rounds.tb");
  testing::value_of(solve_dense_on_ranks(FastAdaptoidGame(v), whole, o, one_));
  o.table_round_bytes = 1;  // a round a walk step: many rounds a piece
  testing::value_of(solve_dense_on_ranks(FastAdaptoidGame(v), rounds, o, one_));
  EXPECT_EQ(testing::slurp(rounds), testing::slurp(whole));
}

TEST_F(RankedDenseTest, AStoppedDenseTableResumesFromItsCheckpoints) {
  const VariantPtr v = builtin("adaptoid-7");
  DenseOptions o = one_thread(true);
  const std::string reference = path("reference.tb"), out = path("a7.tb");
  testing::value_of(solve_dense(FastAdaptoidGame(v), reference, o));
  o.checkpoint_seconds = 0;  // every backward tier
  std::vector<std::string> notes;
  o.note = [&](const std::string& line) { notes.push_back(line); };
  o.stop_after = 5;
  EXPECT_TRUE(testing::value_of(solve_dense_on_ranks(FastAdaptoidGame(v), out, o, one_)).stopped);
  EXPECT_TRUE(std::filesystem::exists(dense_checkpoint_path(out, 0, 1)));
  EXPECT_FALSE(std::filesystem::exists(out));
  o.stop_after = 0;
  testing::value_of(solve_dense_on_ranks(FastAdaptoidGame(v), out, o, one_));
  ASSERT_EQ(notes.size(), 1u);
  EXPECT_NE(notes[0].find("the forward pass and 4 backward tiers done"), std::string::npos) << notes[0];
  EXPECT_EQ(testing::slurp(out), testing::slurp(reference));
  EXPECT_FALSE(std::filesystem::exists(dense_checkpoint_path(out, 0, 1)));
}

}  // namespace
}  // namespace adaptoid
