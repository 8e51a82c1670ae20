// The tiered solve (tiered_retrograde.hpp) against the one-pass solver (solve_folded): the same
// classes and forced wins, the same table file; and its files on disk: a stopped run resumes from
// the tiers it wrote, a damaged tier file is computed again, a directory of another variant is
// refused.
#include "cli_runner.hpp"
#include "folded_table_file.hpp"
#include "result_value.hpp"
#include "rules_test_util.hpp"
#include "scratch_dir_test.hpp"

#include <gtest/gtest.h>
#include <adaptoid/solving/tieredsolve/tiered_retrograde.hpp>
#include <adaptoid/tables/adaptoid_table.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <filesystem>
#include <fstream>

namespace adaptoid {
namespace {

namespace fs = std::filesystem;

using rules_test::builtin;

std::string bytes_of(const fs::path& p) {
  return testing::slurp(p);
}

class FoldedTiers : public testing::ScratchDirTest {
 protected:
  // The one-pass solver's table of `v`, written by the tests' own writer.
  std::string reference(const VariantPtr& v) {
    const std::string at = path(v->name + "-one-pass.tb");
    EXPECT_TRUE(testing::folded_table(v, at));
    return at;
  }
  TieredSolveReport tiered(const VariantPtr& v, const std::string& out, uint64_t stop_after = 0,
                           int threads = 2) {
    TieredOptions o;
    o.max_classes = 5'000'000;
    o.threads = threads;
    o.stop_after = stop_after;
    o.note = [this](const std::string& note) { notes_.push_back(note); };
    return testing::value_of(solve_folded_tiered(FastAdaptoidGame(v), out, o));
  }
  std::vector<std::string> notes_;
};

TEST_F(FoldedTiers, EqualTheOnePassSolveClassForClass) {
  for (const char* name : {"adaptoid-7", "adaptoid-19-1", "adapt3-7", "adapt3-19-1"}) {
    const VariantPtr v = builtin(name);
    const FoldedSolve one = solve_folded(FastAdaptoidGame(v), 5'000'000, 2);
    const std::string out = path(std::string(name) + ".tb");
    const TieredSolveReport t = tiered(v, out, 0, std::string(name) == "adapt3-7" ? 1 : 2);
    ASSERT_TRUE(t.complete) << name;
    EXPECT_FALSE(fs::exists(out + ".parts")) << name;
    EXPECT_EQ(t.computed, 2 * t.tiers) << name;
    EXPECT_EQ(t.resumed, 0u) << name;

    const auto two = testing::mapped_table(out, v);
    ASSERT_TRUE(two) << name;
    EXPECT_TRUE(two->key(two->start()) == one.start) << name;
    ASSERT_EQ(two->size(), one.codes.size()) << name;
    for (size_t i = 0; i < one.codes.size(); ++i) {
      ASSERT_TRUE(two->code(i) == one.codes[i]) << name << " class " << i;
      ASSERT_EQ(two->wins(i), one.wins[i]) << name << " " << format_position(*v, two->position(i));
    }

    const FoldedSummary expected = summarize(one, v->players), &got = t.summary;
    EXPECT_EQ(got.classes, expected.classes) << name;
    EXPECT_EQ(got.turns, expected.turns) << name;
    EXPECT_EQ(got.forced, expected.forced) << name;
    EXPECT_EQ(got.longest, expected.longest) << name;
    EXPECT_EQ(got.nobody, expected.nobody) << name;
    EXPECT_EQ(got.start_wins, expected.start_wins) << name;
    EXPECT_EQ(bytes_of(out), bytes_of(reference(v))) << name << ": the same table file";
  }
}

TEST_F(FoldedTiers, AStoppedRunResumesFromTheTiersItWrote) {
  const VariantPtr v = builtin("adaptoid-7");
  const std::string expected = bytes_of(reference(v));
  // Stopped in the forward pass, then in the backward pass (adaptoid-7 has 71 tiers).
  for (const uint64_t stop : {30u, 100u}) {
    const std::string out = path("a7-" + std::to_string(stop) + ".tb");
    const TieredSolveReport first = tiered(v, out, stop);
    EXPECT_TRUE(first.stopped);
    EXPECT_EQ(first.computed, stop);
    EXPECT_FALSE(fs::exists(out));
    EXPECT_TRUE(fs::exists(out + ".parts"));
    const TieredSolveReport second = tiered(v, out);
    ASSERT_TRUE(second.complete && !second.stopped);
    EXPECT_EQ(second.resumed, stop) << "every tier pass of the first run is read back";
    EXPECT_EQ(second.computed, 2 * second.tiers - stop);
    EXPECT_EQ(bytes_of(out), expected);
    EXPECT_FALSE(fs::exists(out + ".parts"));
  }
  EXPECT_TRUE(notes_.empty());
}

TEST_F(FoldedTiers, ADamagedTierFileIsComputedAgainNeverTrusted) {
  const VariantPtr v = builtin("adapt3-7");
  const std::string expected = bytes_of(reference(v)), out = path("t.tb");
  const TieredSolveReport first = tiered(v, out, 0);
  ASSERT_TRUE(first.complete);
  const uint64_t tiers = first.tiers;
  fs::remove(out);
  // Every forward pass and all but the first few backward passes.
  ASSERT_TRUE(tiered(v, out, tiers + tiers / 2).stopped);
  std::vector<fs::path> forward, solved;
  for (const auto& e : fs::directory_iterator(out + ".parts")) {
    const std::string name = e.path().filename().string();
    if (name.starts_with("forward-")) forward.push_back(e.path());
    if (name.starts_with("solved-")) solved.push_back(e.path());
  }
  std::sort(forward.begin(), forward.end());
  std::sort(solved.begin(), solved.end());
  ASSERT_GE(forward.size(), 3u);
  ASSERT_GE(solved.size(), 2u);
  {  // a flipped byte in the middle of a forward file
    std::fstream f(forward[0], std::ios::in | std::ios::out | std::ios::binary);
    f.seekg(static_cast<std::streamoff>(fs::file_size(forward[0]) / 2));
    char c;
    f.read(&c, 1);
    f.seekp(static_cast<std::streamoff>(fs::file_size(forward[0]) / 2));
    c = static_cast<char>(c ^ 0x10);
    f.write(&c, 1);
  }
  fs::resize_file(solved[0], fs::file_size(solved[0]) - 9);                     // a truncated solved file
  fs::copy_file(forward[2], forward[1], fs::copy_options::overwrite_existing);  // another tier's file
  const TieredSolveReport second = tiered(v, out);
  ASSERT_TRUE(second.complete);
  EXPECT_EQ(bytes_of(out), expected);
  ASSERT_EQ(notes_.size(), 3u);
  const auto said = [&](const std::string& what) {
    return std::count_if(notes_.begin(), notes_.end(),
                         [&](const std::string& n) { return n.find(what) != std::string::npos; });
  };
  EXPECT_EQ(said("the checksum does not match"), 2);
  EXPECT_EQ(said("holds another tier"), 1);
  // Computed: the backward passes the first run did not reach, and the three damaged files' passes.
  EXPECT_EQ(second.computed, 2 * tiers - (tiers + tiers / 2) + 3);
  EXPECT_EQ(second.resumed, tiers + tiers / 2 - 3);
}

TEST_F(FoldedTiers, APartsDirectoryOfAnotherVariantIsRefused) {
  const std::string out = path("x.tb");
  ASSERT_TRUE(tiered(builtin("adaptoid-7"), out, 5).stopped);
  TieredOptions other;
  other.max_classes = 5'000'000;
  const Result<TieredSolveReport> refused =
      solve_folded_tiered(FastAdaptoidGame(builtin("adapt3-7")), out, other);
  ASSERT_FALSE(refused.ok()) << "a parts directory of adaptoid-7 taken for adapt3-7";
  EXPECT_NE(refused.error().find("'adaptoid-7', not 'adapt3-7'"), std::string::npos) << refused.error();
  const auto cli = testing::run_cli({"solve", "--variant", "adapt3-7", "--out", out});
  EXPECT_EQ(cli.status, 2);
  EXPECT_NE(cli.err.find("'adaptoid-7', not 'adapt3-7'"), std::string::npos) << cli.err;
  EXPECT_EQ(std::count(cli.err.begin(), cli.err.end(), '\n'), 1) << cli.err;
  EXPECT_FALSE(fs::exists(out));
  EXPECT_TRUE(tiered(builtin("adaptoid-7"), out).complete) << "the right variant still resumes";
}

TEST_F(FoldedTiers, AClassLimitStopsTheSolveAsIncomplete) {
  TieredOptions o;
  o.max_classes = 1000;
  const TieredSolveReport small =
      testing::value_of(solve_folded_tiered(FastAdaptoidGame(builtin("adaptoid-7")), path("small.tb"), o));
  EXPECT_FALSE(small.complete);
  EXPECT_FALSE(fs::exists(path("small.tb")));
}

}  // namespace
}  // namespace adaptoid
