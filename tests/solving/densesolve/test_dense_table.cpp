// Dense tables (tables/dense_table.hpp, written by `solve --dense-table`): every class of the
// table of codes has the same value in the dense table, probes answer alike, the verifier finds
// no wrong entry and finds a wrong one; a board past the exact code is taken.
#include "cli_runner.hpp"
#include "folded_table_file.hpp"
#include "resealed_table.hpp"
#include "result_value.hpp"
#include "rules_test_util.hpp"
#include "scratch_dir_test.hpp"

#include <gtest/gtest.h>
#include <adaptoid/denseindex/dense_index.hpp>
#include <adaptoid/solving/densesolve/dense_solve.hpp>
#include <adaptoid/tables/dense_table.hpp>
#include <adaptoid/tables/folded_classes.hpp>
#include <adaptoid/tables/table.hpp>
#include <adaptoid/util/interrupt.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <algorithm>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>

namespace adaptoid {
namespace {

namespace fs = std::filesystem;

using rules_test::builtin;
using testing::resealed;

class DenseTableTest : public testing::ScratchDirTest {
 protected:
  // The variant solved twice by the dense solver: its table of codes and its dense table.
  std::pair<std::string, std::string> both(const VariantPtr& v) const {
    const std::string codes = path(v->name + ".tb"), dense = path(v->name + "-dense.tb");
    testing::value_of(solve_dense(FastAdaptoidGame(v), codes, {}));
    DenseOptions o;
    o.output = DenseOutput::DenseTable;
    testing::value_of(solve_dense(FastAdaptoidGame(v), dense, o));
    return {codes, dense};
  }
  static std::string bytes_of(const std::string& file) {
    std::string bytes(fs::file_size(file), '\0');
    std::ifstream(file, std::ios::binary).read(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    return bytes;
  }
  static std::shared_ptr<DenseAdaptoidTable> mapped_dense(const std::string& path) {
    auto file = open_table(path, nullptr, TableMap::Check::All);
    EXPECT_TRUE(file.ok()) << file.error();
    auto table = map_dense_table(file.value());
    EXPECT_TRUE(table.ok()) << table.error();
    return table.value();
  }
};

TEST_F(DenseTableTest, HoldsEveryClassOfTheTableOfCodesWithItsValue) {
  for (const char* name : {"adaptoid-7", "adaptoid-online-7", "adaptoid-19-1"}) {
    const VariantPtr v = builtin(name);
    const auto [codes_path, dense_path] = both(v);
    const auto codes = testing::mapped_table(codes_path, v);
    const auto dense = mapped_dense(dense_path);
    for (size_t i = 0; i < codes->size(); ++i) {
      const Position p = codes->position(i);
      const auto w = dense->find(p);
      ASSERT_TRUE(w.has_value()) << name << ": " << format_position(*v, p);
      EXPECT_EQ(*w, codes->wins(i)) << name << ": " << format_position(*v, p);
    }
    // Its classes: those of the table of codes less the games ended past the goal (not numbered);
    // each one found with its value at every number of the class (the solver keeps it at the
    // canonical one only, and the table's writer fills the others).
    uint64_t numbered = 0, at_numbers = 0;
    const FastAdaptoidGame fast(v);
    const DenseIndex index(*v, folded_group(v));
    for (size_t i = 0; i < codes->size(); ++i) {
      const FastAdaptoidState s = fast.from_position(codes->position(i));
      if (std::max(s.lost[0], s.lost[1]) >= v->capture_goal) continue;
      ++numbered;
      std::array<uint64_t, DenseIndex::kMostImages> numbers{};
      // From the class's representative, as numbered (a position with Black to move is numbered as
      // its colour-swapped image where the symmetry swaps the colours).
      const size_t k = index.numbers_of(index.state(index.canonical(s)), numbers);
      for (size_t e = 0; e < k; ++e, ++at_numbers)
        ASSERT_EQ(dense->find(fast.to_position(index.state(numbers[e]))), codes->wins(i))
            << name << ": " << format_position(*v, codes->position(i)) << ", number " << numbers[e];
    }
    EXPECT_GT(at_numbers, numbered) << name;  // some classes have more than one number
    EXPECT_EQ(dense->head().classes, numbered) << name;
    const TableCheck all = verify_adaptoid(*dense, 0, 1, 2);
    EXPECT_EQ(all.checked, numbered) << name;
    EXPECT_EQ(all.wrong, 0u) << name << ": " << all.first_wrong;
    // A sample checks as many entries as asked, though most numbers hold no class of its own.
    const TableCheck sampled = verify_adaptoid(*dense, 500, 7, 2);
    EXPECT_LT(numbered * 2, dense->head().numbers) << name;
    EXPECT_EQ(sampled.checked, 500u) << name;
    EXPECT_EQ(sampled.wrong, 0u) << name << ": " << sampled.first_wrong;
  }
}

TEST_F(DenseTableTest, ProbesAnswerAsTheTableOfCodes) {
  const VariantPtr v = builtin("adaptoid-7");
  const auto [codes_path, dense_path] = both(v);
  const auto codes = open_solved_table(codes_path), dense = open_solved_table(dense_path);
  ASSERT_TRUE(codes.ok() && dense.ok());
  const AdaptoidGame game(v);
  std::vector<Position> positions = {game.start(0)};
  std::vector<Turn> turns;
  game.legal_turns(game.start(0), turns);
  for (const Turn& t : turns) positions.push_back(game.apply(game.start(0), t));
  for (const Position& p : positions) {
    const auto a = codes.value()->probe(p), b = dense.value()->probe(p);
    ASSERT_TRUE(a.ok() && b.ok()) << format_position(*v, p);
    EXPECT_EQ(a->value, b->value);
    EXPECT_EQ(a->plies, b->plies);
    EXPECT_EQ(a->forced_win_plies, b->forced_win_plies);
    EXPECT_EQ(a->keeping, b->keeping);
    EXPECT_EQ(a->line, b->line);
  }
}

TEST_F(DenseTableTest, TheVerifierFindsAChangedValue) {
  const VariantPtr v = builtin("adaptoid-7");
  const std::string dense_path = both(v).second;
  const auto table = mapped_dense(dense_path);
  // The start's byte: a win in 11 plies told as a win in 13 (its block index made right again).
  const std::string changed = path("changed.tb");
  std::ofstream(changed, std::ios::binary) << resealed(bytes_of(dense_path), [&](std::string& body) {
    const uint64_t offset = body.size() - table->head().numbers + table->head().start;
    ASSERT_EQ(static_cast<uint8_t>(body[offset]), 12);  // plies_plus_one of an 11-ply win
    body[offset] = 14;
  });
  const auto damaged = mapped_dense(changed);
  const TableCheck check = verify_adaptoid(*damaged, 0, 1, 2);
  EXPECT_GE(check.wrong, 1u);  // the start (which no position leads to)
  EXPECT_FALSE(check.first_wrong.empty());
}

// A table of another layout of the index (an older build's, whose numbers mean other positions)
// is refused in one line, not misread.
TEST_F(DenseTableTest, ATableOfAnotherIndexVersionIsRefused) {
  const std::string out = path("a7.tb");
  ASSERT_EQ(testing::run_cli({"solve", "--variant", "adaptoid-7", "--dense-table", "--out", out}).status, 0);
  const auto table = mapped_dense(out);
  const std::string old = path("old.tb");
  std::ofstream(old, std::ios::binary) << resealed(bytes_of(out), [&](std::string& body) {
    const uint64_t version = body.size() - table->head().numbers - 45;  // the head's first field
    ASSERT_EQ(static_cast<uint8_t>(body[version]), kDenseIndexVersion);
    body[version] = 2;
  });
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"probe", "-T", old, "-p", "adaptoid-7 ../W00.B00/.. w 0/0 1"},
        std::vector<std::string>{"verify", old}}) {
    const auto r = testing::run_cli(args);
    EXPECT_EQ(r.status, 2) << args[0] << ": " << r.err;
    EXPECT_NE(r.err.find("dense index version 2, expected 3"), std::string::npos) << r.err;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  }
}

TEST_F(DenseTableTest, AStoppedSolveResumesFromItsCheckpointToTheSameTable) {
  const VariantPtr v = builtin("adaptoid-7");
  DenseOptions o;
  o.output = DenseOutput::DenseTable;
  const std::string reference = path("reference.tb"), out = path("a7.tb");
  testing::value_of(solve_dense(FastAdaptoidGame(v), reference, o));
  o.checkpoint_seconds = 0;  // every backward tier
  std::vector<std::string> notes;
  o.note = [&](const std::string& line) { notes.push_back(line); };
  for (const size_t stop : {1, 10}) {
    o.stop_after = stop;
    EXPECT_TRUE(testing::value_of(solve_dense(FastAdaptoidGame(v), out, o)).stopped);
    EXPECT_TRUE(fs::exists(out + ".checkpoint"));
    EXPECT_FALSE(fs::exists(out));
  }
  // Stopped again after 10 tiers of the second run, which took up the first's checkpoint.
  ASSERT_EQ(notes.size(), 1u);
  EXPECT_NE(notes[0].find("the forward pass and 0 backward tiers done"), std::string::npos) << notes[0];
  o.stop_after = 0;
  const DenseSolveReport resumed = testing::value_of(solve_dense(FastAdaptoidGame(v), out, o));
  ASSERT_EQ(notes.size(), 2u);
  EXPECT_NE(notes[1].find("the forward pass and 9 backward tiers done"), std::string::npos) << notes[1];
  EXPECT_EQ(testing::slurp(out), testing::slurp(reference));
  EXPECT_EQ(resumed.summary.classes, 126827u);
  EXPECT_FALSE(fs::exists(out + ".checkpoint"));
  // A damaged checkpoint is said and the solve starts again, to the same table.
  o.stop_after = 3;
  EXPECT_TRUE(testing::value_of(solve_dense(FastAdaptoidGame(v), out, o)).stopped);
  std::string bytes = testing::slurp(out + ".checkpoint");
  bytes[bytes.size() / 2] ^= 0x20;
  std::ofstream(out + ".checkpoint", std::ios::binary) << bytes;
  o.stop_after = 0;
  notes.clear();
  testing::value_of(
      solve_dense(FastAdaptoidGame(v), path("again.tb"), o));  // another table: no checkpoint of its own
  EXPECT_TRUE(notes.empty());
  testing::value_of(solve_dense(FastAdaptoidGame(v), out, o));
  ASSERT_EQ(notes.size(), 1u);
  EXPECT_NE(notes[0].find("starting again"), std::string::npos) << notes[0];
  EXPECT_EQ(testing::slurp(out), testing::slurp(reference));
}

// A signal (SIGINT, SIGTERM) noted during the backward pass ends the solve at that tier with
// Interrupted, its checkpoint holding every tier solved; the next run resumes from it to the same
// table. The signal is noted in a child process: an interruption is the whole run's, for good.
TEST_F(DenseTableTest, AnInterruptedSolveKeepsItsTiersInTheCheckpointAndResumesToTheSameTable) {
  GTEST_FLAG_SET(death_test_style, "fast");  // the child forked here sees this scratch directory
  const VariantPtr v = builtin("adaptoid-7");
  DenseOptions o;
  o.output = DenseOutput::DenseTable;
  const std::string reference = path("reference.tb"), out = path("a7.tb");
  testing::value_of(solve_dense(FastAdaptoidGame(v), reference, o));
  const auto interrupted_at_the_fourth_backward_tier = [&] {
    DenseOptions run = o;
    run.progress = [](const TierProgress& p) {
      if (p.phase == "backward" && p.done == 4) note_interrupt(SIGINT);
    };
    try {
      (void)solve_dense(FastAdaptoidGame(v), out, run);
    } catch (const Interrupted& e) {
      std::exit(e.signal_number == SIGINT && fs::exists(out + ".checkpoint") && !fs::exists(out) ? 0 : 1);
    }
    std::exit(2);  // not interrupted
  };
  EXPECT_EXIT(interrupted_at_the_fourth_backward_tier(), ::testing::ExitedWithCode(0), "");
  std::vector<std::string> notes;
  o.note = [&](const std::string& line) { notes.push_back(line); };
  testing::value_of(solve_dense(FastAdaptoidGame(v), out, o));
  ASSERT_EQ(notes.size(), 1u);
  EXPECT_NE(notes[0].find("the forward pass and 4 backward tiers done"), std::string::npos) << notes[0];
  EXPECT_EQ(testing::slurp(out), testing::slurp(reference));
  EXPECT_FALSE(fs::exists(out + ".checkpoint"));
}

TEST_F(DenseTableTest, TakesTheBoardOf37CellsThatCodesCannotHold) {
  const VariantPtr v = builtin("adaptoid-37");
  EXPECT_EQ(v->board.size(), 37u);
  EXPECT_NE(dense_unsupported(*v), "");  // past 120 bits of code
  EXPECT_EQ(dense_unsupported(*v, DenseOutput::DenseTable), "");
}

}  // namespace
}  // namespace adaptoid
