// `mpirun -np 3 adaptoid solve`: three processes solve the tiers together (lib/solving/ranks/ranks.hpp)
// and write the one-process table byte for byte, also when resuming a run stopped part way, or
// value Quantum Leap starts by search as one process does; and
// the tool itself needs no MPI (the plugin is loaded only under mpirun). Skipped, and counted as
// skipped, only where mpirun is not installed.
#include "cli_runner.hpp"
#include "result_value.hpp"
#include "scratch_dir_test.hpp"

#include <adaptoid/fast/fast_adaptoid_game.hpp>
#include <adaptoid/solving/quantumleapsolve/start_values.hpp>
#include <adaptoid/solving/tieredsolve/tiered_retrograde.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

namespace adaptoid {
namespace {

namespace fs = std::filesystem;
using testing::shell_quote;
using testing::slurp;

bool mpirun_installed() {
  return std::system("command -v mpirun >/dev/null 2>&1") == 0;
}

class SolveMpi : public testing::ScratchDirTest {
 protected:
  void SetUp() override {
    if (!mpirun_installed()) {
      // CI installs Open MPI (setup.sh) and sets ADAPTOID_REQUIRE_MPI: there a skip would hide a failure.
      if (std::getenv("ADAPTOID_REQUIRE_MPI"))
        FAIL() << "mpirun is not installed, and ADAPTOID_REQUIRE_MPI is set";
      GTEST_SKIP() << "mpirun is not installed (Debian: openmpi-bin)";
    }
    testing::ScratchDirTest::SetUp();
  }

  // `adaptoid solve` of `variant` into `out` in `ranks` processes (mpirun, 1 thread each), or in
  // this one process without mpirun (ranks 0), with the `extra` options; its exit status, standard
  // output in *out_text.
  int solve(const std::string& variant, const std::string& out, int ranks, std::string* out_text = nullptr,
            const std::string& extra = "") {
    std::string cmd;
    if (ranks > 0)  // also as root (a container's CI); more ranks than cores
      cmd = "OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 mpirun --oversubscribe -np " +
            std::to_string(ranks) + " ";
    cmd += shell_quote(ADAPTOID_CLI) + " solve --variant " + variant + extra + " --threads 1 --out " +
           shell_quote(out) + " >" + shell_quote(path("stdout")) + " 2>" + shell_quote(path("stderr")) +
           " </dev/null";
    const int raw = std::system(cmd.c_str());
    if (out_text) *out_text = slurp(path("stdout"));
    err_ = slurp(path("stderr"));
    return WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  }
  std::string err_;
};

TEST_F(SolveMpi, ThreeRanksWriteTheOneProcessTable) {
  for (const char* variant : {"adaptoid-7", "adapt3-7"}) {
    const std::string one = path(std::string(variant) + "-one.tb"),
                      three = path(std::string(variant) + "-3.tb");
    ASSERT_EQ(solve(variant, one, 0), 0) << err_;
    std::string report;
    ASSERT_EQ(solve(variant, three, 3, &report), 0) << err_;
    EXPECT_EQ(slurp(one), slurp(three)) << variant << ": the tables differ";
    EXPECT_NE(report.find("on 3 processes"), std::string::npos) << report;
    EXPECT_NE(report.find("bytes sent between them"), std::string::npos) << report;
    EXPECT_FALSE(fs::exists(three + ".parts")) << variant;
  }
}

// The dense solver's ranks (ranked_dense_solve.hpp) each hold a share of the numbers, and write the
// one process's table of codes and dense table.
TEST_F(SolveMpi, DenseRanksWriteTheOneProcessTable) {
  for (const auto& [variant, table] : {std::pair{"adaptoid-7", " --dense"}, std::pair{"adapt3-7", " --dense"},
                                       std::pair{"adaptoid-7", " --dense-table"}}) {
    const std::string one = path(std::string(variant) + "-one.tb");
    ASSERT_EQ(solve(variant, one, 0, nullptr, table), 0) << err_;
    for (const int ranks : {2, 3}) {
      const std::string out = path(std::string(variant) + "-" + std::to_string(ranks) + ".tb");
      std::string report;
      ASSERT_EQ(solve(variant, out, ranks, &report, table), 0) << err_;
      EXPECT_EQ(slurp(one), slurp(out)) << variant << " on " << ranks << " ranks: the tables differ";
      EXPECT_NE(report.find("on " + std::to_string(ranks) + " processes"), std::string::npos) << report;
      EXPECT_EQ(report.find(" 0 bytes sent between them"), std::string::npos) << report;
      EXPECT_FALSE(fs::exists(out + ".parts")) << variant;
      EXPECT_FALSE(fs::exists(out + ".rank1.parts")) << variant;
    }
  }
}

TEST_F(SolveMpi, ThreeRanksResumeTheTierFilesOfAStoppedRun) {
  const VariantPtr v = load_variant("adaptoid-7").value();
  const std::string one = path("one.tb"), resumed = path("resumed.tb");
  ASSERT_EQ(solve("adaptoid-7", one, 0), 0) << err_;
  TieredOptions o;  // stopped as a kill would stop it, after 40 of the 142 tier passes
  o.stop_after = 40;
  o.threads = 1;
  ASSERT_TRUE(testing::value_of(solve_folded_tiered(FastAdaptoidGame(v), resumed, o)).stopped);
  ASSERT_TRUE(fs::exists(resumed + ".parts"));
  ASSERT_EQ(solve("adaptoid-7", resumed, 3), 0) << err_;
  EXPECT_NE(err_.find("102 tier passes computed, 40 read back"), std::string::npos) << err_;
  EXPECT_EQ(slurp(one), slurp(resumed)) << "the resumed table differs";
}

TEST_F(SolveMpi, TheToolIsNotLinkedToMpiAndQuantumLeapIsRefusedUnderMpirun) {
  const int raw = std::system(("ldd " + shell_quote(ADAPTOID_CLI) + " >" + shell_quote(path("ldd"))).c_str());
  ASSERT_EQ(raw, 0);
  EXPECT_EQ(slurp(path("ldd")).find("libmpi"), std::string::npos) << slurp(path("ldd"));
  EXPECT_EQ(solve("quantum-leap-7", path("ql7.tb"), 2), 2);
  EXPECT_NE(err_.find("is solved in one process: run it without mpirun"), std::string::npos) << err_;
}

// The values of Quantum Leap starts by search (start_values.hpp): the ranks take the seeds one
// at a time (Ranks::deal), and rank 0 gathers every rank's lines into the results file, which holds the one
// process's values; no rank file is left.
TEST_F(SolveMpi, ThreeRanksValueTheStartsOfOneProcess) {
  const std::string options = " --by-search --starts 12 --memory 16";
  const std::string one = path("one.jsonl"), three = path("three.jsonl");
  ASSERT_EQ(solve("quantum-leap-19", one, 0, nullptr, options), 0) << err_;
  std::string report;
  ASSERT_EQ(solve("quantum-leap-19", three, 3, &report, options), 0) << err_;
  EXPECT_NE(report.find("12 known (0 read back"), std::string::npos) << report;
  EXPECT_NE(report.find("on 3 processes"), std::string::npos) << report;
  const auto values = [](const std::string& file) {  // by seed, without the nodes and times
    std::map<uint64_t, std::pair<bool, bool>> out;
    std::istringstream in(slurp(file));
    for (std::string line; std::getline(in, line);) {
      const StartValue s = parse_start_value(line).value();
      out[s.seed] = {s.white_wins_without_swap, s.white_wins_with_swap};
    }
    return out;
  };
  EXPECT_EQ(values(three).size(), 12u);
  const std::string lines = slurp(three);  // each seed dealt to one rank: searched once, one line
  EXPECT_EQ(std::count(lines.begin(), lines.end(), '\n'), 12) << lines;
  EXPECT_EQ(values(one), values(three));
  for (int r = 0; r < 3; ++r) EXPECT_FALSE(fs::exists(three + ".rank" + std::to_string(r)));
}

TEST_F(SolveMpi, ASearchOfOnePositionIsRefusedOnceUnderMpirun) {
  const std::string cmd =
      "OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 mpirun --oversubscribe -np 2 " +
      shell_quote(ADAPTOID_CLI) + " solve --variant adaptoid-7 --turns 1 >" + shell_quote(path("stdout")) +
      " 2>" + shell_quote(path("stderr")) + " </dev/null";
  const int raw = std::system(cmd.c_str());
  ASSERT_TRUE(WIFEXITED(raw));
  EXPECT_EQ(WEXITSTATUS(raw), 2);
  const std::string err = slurp(path("stderr"));
  const std::string refusal = "a position is searched in one process: run it without mpirun";
  const auto first = err.find(refusal);
  ASSERT_NE(first, std::string::npos) << err;
  EXPECT_EQ(err.find(refusal, first + 1), std::string::npos) << "said by more than one rank:\n" << err;
  EXPECT_EQ(slurp(path("stdout")), "") << "a rank searched";
}

// SIGINT to every rank mid-solve: rank 0 alone says what was kept, the run ends with 130, and the
// old table stays (adaptoid-19 takes minutes under mpirun: the signal comes a second after its
// parts appear).
TEST_F(SolveMpi, AnInterruptedRunIsSaidOnceAndKeepsTheOldTable) {
  const std::string out = path("a19.tb");
  std::ofstream(out) << "the old table\n";
  const std::string ranks_of_this_run = "^" + std::string(ADAPTOID_CLI) + " solve --variant adaptoid-19";
  const std::string cmd =
      "OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 mpirun --oversubscribe -np 2 " +
      shell_quote(ADAPTOID_CLI) + " solve --variant adaptoid-19 --threads 1 --out " + shell_quote(out) +
      " >" + shell_quote(path("stdout")) + " 2>" + shell_quote(path("stderr")) + " </dev/null & run=$!; " +
      "for i in $(seq 600); do [ -d " + shell_quote(out + ".parts") +
      " ] && break; sleep 0.1; done; sleep 1; " + "pkill -INT -f " +
      shell_quote(ranks_of_this_run + " --threads 1 --out " + out) + "; wait $run";
  const int raw = std::system(cmd.c_str());
  const std::string err = slurp(path("stderr"));
  EXPECT_EQ(WIFEXITED(raw) ? WEXITSTATUS(raw) : -1, 130) << err;
  size_t said = 0;
  for (size_t at = err.find("adaptoid: interrupted by SIGINT: "); at != std::string::npos;
       at = err.find("adaptoid: interrupted by SIGINT: ", at + 1))
    ++said;
  EXPECT_EQ(said, 1u) << err;
  EXPECT_NE(err.find("a19.tb is unchanged"), std::string::npos) << err;
  EXPECT_EQ(err.find("adaptoid: error"), std::string::npos) << err;
  EXPECT_EQ(slurp(out), "the old table\n");
  EXPECT_EQ(slurp(path("stdout")), "");
}

}  // namespace
}  // namespace adaptoid
