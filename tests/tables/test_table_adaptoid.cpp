// Adaptoid tables on disk: the file round trip, the verifier (re-derives every entry from its
// successors, and finds a damaged one), the probe, and the refusals (flipped byte, truncation,
// another variant, another scheme).
#include "folded_table_file.hpp"
#include "scratch_dir_test.hpp"

#include <gtest/gtest.h>
#include <adaptoid/core/game.hpp>
#include <adaptoid/tables/adaptoid_table.hpp>
#include <adaptoid/tables/quantum_leap_table_file.hpp>
#include <adaptoid/variants/builtin_variants.hpp>
#include <adaptoid/variants/variant_loader.hpp>
#include <algorithm>

#include <filesystem>
#include <fstream>
#include "one_pass_solve.hpp"

namespace adaptoid {
namespace {

VariantPtr tiny(int goal = 1) {
  auto v = load_variant_text("base = \"adaptoid\"\ncapture_goal = " + std::to_string(goal) +
                                 "\n[board]\nside = 2\n[start]\nwhite = [\"b1\"]\nblack = [\"b3\"]\n"
                                 "[supply]\nadaptoids = 2\nlegs = 1\npincers = 1\n",
                             "tiny", "test");
  EXPECT_TRUE(v.ok()) << v.error();
  return v.value();
}

class AdaptoidTableFile : public testing::ScratchDirTest {
 protected:
  void SetUp() override {
    testing::ScratchDirTest::SetUp();
    path_ = path("t.tb");
  }
  std::string read_bytes() const {
    std::ifstream in(path_, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), {}};
  }
  void rewrite(const std::string& content) const { std::ofstream(path_, std::ios::binary) << content; }
  std::string path_;
};

TEST_F(AdaptoidTableFile, RoundTripsAndEveryEntryAgreesWithItsSuccessors) {
  for (const VariantPtr& v : {tiny(), load_variant("adapt3-7").value()}) {
    const FoldedSolve s = solve_folded(FastAdaptoidGame(v), 5'000'000, 2);
    ASSERT_GT(s.codes.size(), 1000u);
    ASSERT_TRUE(testing::write_folded_table(v, s, path_).ok());
    EXPECT_FALSE(std::filesystem::exists(path_ + ".tmp"));
    const auto read = testing::mapped_table(path_, v);
    ASSERT_TRUE(read);
    ASSERT_EQ(read->size(), s.codes.size());
    for (size_t i = 0; i < s.codes.size(); ++i) {
      ASSERT_TRUE(read->code(i) == s.codes[i]) << i;
      ASSERT_EQ(read->wins(i), s.wins[i]) << i;
    }
    EXPECT_TRUE(read->key(read->start()) == s.start);
    const TableCheck ok = verify_adaptoid(*read, 0, 1, 2);
    EXPECT_EQ(ok.checked, s.codes.size());
    EXPECT_EQ(ok.wrong, 0u) << v->name << ": " << ok.first_wrong;
  }
}

TEST(AdaptoidTable, VerifierFindsAWrongValueAndAWrongDistance) {
  const testing::ScratchDir scratch;
  const auto v = tiny();
  FoldedSolve s = solve_folded(FastAdaptoidGame(v), 5'000'000, 2);
  const std::string table = scratch / "verifier.tb";
  // The table written with entry `win` changed by `change`, and verified on `threads` threads.
  const auto verify_with = [&](size_t win, int change, int threads) {
    FoldedSolve changed = s;
    changed.wins[win].plies_plus_one[0] = static_cast<uint16_t>(changed.wins[win].plies_plus_one[0] + change);
    EXPECT_TRUE(testing::write_folded_table(v, changed, table).ok());
    return verify_adaptoid(*testing::mapped_table(table, v), 0, 1, threads);
  };
  size_t win = 0;
  while (!s.wins[win].forces(0) || s.wins[win].plies(0) < 3) ++win;
  EXPECT_GE(verify_with(win, 2, 2).wrong, 1u);
  EXPECT_EQ(verify_with(win, 0, 2).wrong, 0u);
  const TableCheck bad = verify_with(win, -s.wins[win].plies_plus_one[0], 1);  // a draw now
  EXPECT_GE(bad.wrong, 1u);
  EXPECT_FALSE(bad.first_wrong.empty());
}

TEST(AdaptoidTable, ProbeGivesTheStartsValueAndTurnsThatKeepIt) {
  const testing::ScratchDir scratch;
  const auto v = tiny();
  const std::string file = scratch / "probe.tb";
  const auto table = testing::folded_table(v, file);
  ASSERT_TRUE(table);
  std::filesystem::remove(file);  // the mapping stays
  const AdaptoidGame game(v);
  const Position start = game.start(0);
  auto probe = probe_adaptoid(game, *table, start);
  ASSERT_TRUE(probe.ok()) << probe.error();
  EXPECT_EQ(probe->wins, *table->find(start));
  // White, to move, wins the tiny variant (in 5 plies): every turn kept (every winning turn, the
  // fastest or not) must leave black lost, in one ply fewer than its win, the fastest in 5.
  ASSERT_EQ(outcome_of(probe->wins), Proof::Win);
  ASSERT_FALSE(probe->keeping.empty());
  ASSERT_EQ(probe->keeping_plies.size(), probe->keeping.size());
  for (size_t i = 0; i < probe->keeping.size(); ++i) {
    const auto next = table->find(game.apply(start, probe->keeping[i]));
    ASSERT_TRUE(next);
    EXPECT_EQ(outcome_of(*next), Proof::Loss);
    EXPECT_EQ(plies_of(*next) + 1, probe->keeping_plies[i]);
  }
  EXPECT_EQ(*std::min_element(probe->keeping_plies.begin(), probe->keeping_plies.end()),
            plies_of(probe->wins));
  // And no other turn wins.
  for (const Turn& t : legal_turns(game, start))
    if (std::find(probe->keeping.begin(), probe->keeping.end(), t) == probe->keeping.end())
      EXPECT_NE(outcome_of(*table->find(game.apply(start, t))), Proof::Loss);
  // The main line plays the value out: as many turns as plies, ending in the winner's win.
  ASSERT_EQ(static_cast<int>(probe->line.size()), plies_of(probe->wins));
  Position p = start;
  for (const Turn& t : probe->line) p = game.apply(p, t);
  const Status end = game.status(p);
  ASSERT_TRUE(end.winner);
  EXPECT_EQ(*end.winner, start.side());
}

TEST_F(AdaptoidTableFile, RefusesAFlippedByteATruncationAnotherVariantAndAnotherScheme) {
  const auto v = tiny();
  ASSERT_TRUE(testing::folded_table(v, path_));
  const std::string bytes = read_bytes();
  std::string flipped = bytes;
  flipped[flipped.size() / 2] ^= 0x04;
  rewrite(flipped);
  auto r = open_table(path_);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().find("checksum"), std::string::npos) << r.error();
  rewrite(bytes.substr(0, bytes.size() - 1000));
  EXPECT_FALSE(open_table(path_).ok());
  rewrite(bytes);
  const auto other = tiny(2);
  r = open_table(path_, other.get());
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().find("not 'tiny'"), std::string::npos) << r.error();
  auto file = open_table(path_);
  ASSERT_TRUE(file.ok());
  auto as_quantum_leap = read_quantum_leap_table(file.value());
  ASSERT_FALSE(as_quantum_leap.ok());
  EXPECT_NE(as_quantum_leap.error().find("index scheme"), std::string::npos) << as_quantum_leap.error();
}

}  // namespace
}  // namespace adaptoid
