// The dense solver (dense_solve.hpp) against the one-pass folded solver: the same table file,
// byte for byte, on one and two threads, two and three players; the variants it does not take
// are refused; a value's byte (dense_value_byte.hpp) holds every win it should.
#include "cli_runner.hpp"
#include "folded_table_file.hpp"
#include "result_value.hpp"
#include "rules_test_util.hpp"
#include "scratch_dir_test.hpp"

#include <gtest/gtest.h>
#include <adaptoid/solving/densesolve/dense_solve.hpp>
#include <adaptoid/tables/adaptoid_table.hpp>
#include <adaptoid/tables/dense_value_byte.hpp>
#include <adaptoid/util/dense_bytes.hpp>
#include <adaptoid/util/process_usage.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <filesystem>
#include "one_pass_solve.hpp"

namespace adaptoid {
namespace {

namespace fs = std::filesystem;

using rules_test::builtin;

class DenseSolveTest : public testing::ScratchDirTest {};

TEST_F(DenseSolveTest, WritesTheOnePassSolversTableByteForByte) {
  for (const char* name : {"adaptoid-7", "adaptoid-19-1", "adaptoid-online-7", "adapt3-19-1"}) {
    const VariantPtr v = builtin(name);
    const std::string reference = path(std::string(name) + "-one-pass.tb");
    const FoldedSolve one = solve_folded(FastAdaptoidGame(v), 5'000'000, 2);
    ASSERT_TRUE(testing::write_folded_table(v, one, reference).ok());
    for (const int threads : {1, 2}) {
      const std::string out = path(std::string(name) + "-dense.tb");
      DenseOptions o;
      o.threads = threads;
      const DenseSolveReport d = testing::value_of(solve_dense(FastAdaptoidGame(v), out, o));
      EXPECT_FALSE(fs::exists(out + ".parts")) << name;
      EXPECT_EQ(d.summary.classes, one.codes.size()) << name;
      EXPECT_EQ(d.summary.turns, one.edges) << name;
      EXPECT_EQ(d.reached + d.ended, one.codes.size()) << name;
      EXPECT_EQ(testing::slurp(out), testing::slurp(reference)) << name << ", " << threads << " threads";
    }
  }
}

TEST_F(DenseSolveTest, ReportsTheCpuOfEachPhaseWithinTheProcesssCpu) {
  const double before = cpu_seconds();
  const DenseSolveReport d =
      testing::value_of(solve_dense(FastAdaptoidGame(builtin("adaptoid-7")), path("a7.tb"), {}));
  const double spent = cpu_seconds() - before;
  EXPECT_GE(d.forward_cpu, 0);
  EXPECT_GE(d.backward_cpu, 0);
  EXPECT_GE(d.table_cpu, 0);
  EXPECT_GT(d.forward_cpu + d.backward_cpu + d.table_cpu, 0);
  EXPECT_LE(d.forward_cpu + d.backward_cpu + d.table_cpu, spent + 1e-3);
}

TEST(DenseBytes, HoldsItsBytesFilledAndRefusesANumberPastTheEnd) {
  DenseBytes b(5'000'000, 0xFE);
  ASSERT_EQ(b.size(), 5'000'000u);
  EXPECT_EQ(b[0], 0xFE);
  EXPECT_EQ(b[4'999'999], 0xFE);
  b[123] = 7;
  EXPECT_EQ(b.at(123), 7);
  EXPECT_THROW(b.at(5'000'000), std::logic_error);
  b.release();
  EXPECT_EQ(b.size(), 0u);
  EXPECT_THROW(b.at(0), std::logic_error);
  const DenseBytes none(0, 1);
  EXPECT_EQ(none.size(), 0u);
}

TEST_F(DenseSolveTest, RefusesVariantsItDoesNotTake) {
  EXPECT_EQ(dense_unsupported(*builtin("adapt3-7")), "");
  EXPECT_NE(dense_unsupported(*builtin("adapt3-7"), DenseOutput::DenseTable),
            "");                                           // a dense table of three players
  EXPECT_NE(dense_unsupported(*builtin("adaptoid")), "");  // past 120 bits of code
  EXPECT_EQ(dense_unsupported(*builtin("adaptoid-19")), "");
  DenseOptions table;
  table.output = DenseOutput::DenseTable;
  const Result<DenseSolveReport> three =
      solve_dense(FastAdaptoidGame(builtin("adapt3-7")), path("a3.tb"), table);
  ASSERT_FALSE(three.ok());
  EXPECT_NE(three.error().find("3 players"), std::string::npos) << three.error();
}

TEST(DenseValue, EveryPlayersWinRoundTripsThroughItsByteAndTheByteStaysBelowTheMarks) {
  for (const int players : {2, 3}) {
    EXPECT_EQ(dense_value::of(ForcedWins{}, players), 0);
    for (int k = 0; k < players; ++k) {
      const int most = dense_value::most_plies_plus_one(players, k);
      EXPECT_GE(most, players == 2 ? 124 : 82);
      for (int q = 1; q <= most; ++q) {
        ForcedWins w;
        w.plies_plus_one[k] = static_cast<uint16_t>(q);
        const uint8_t b = dense_value::of(w, players);
        ASSERT_TRUE(dense_value::solved(b)) << players << " " << k << " " << q;
        ASSERT_EQ(dense_value::wins(b, players), w) << players << " " << k << " " << q;
      }
      ForcedWins too_long;
      too_long.plies_plus_one[k] = static_cast<uint16_t>(most + 1);
      EXPECT_THROW(dense_value::of(too_long, players), Error);
    }
  }
  ForcedWins two;
  two.plies_plus_one = {3, 0, 5};
  EXPECT_THROW(dense_value::of(two, 3), std::logic_error);
  EXPECT_EQ(dense_value::of(dense_value::wins(200), 2), 200);  // the dense table's bytes kept
}

}  // namespace
}  // namespace adaptoid
