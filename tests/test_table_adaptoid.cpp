// Adaptoid tables on disk: the file round trip, the verifier (re-derives every entry from its
// successors, and finds a damaged one), the probe, and the refusals (flipped byte, truncation,
// another variant, another scheme).
#include <gtest/gtest.h>
#include <adaptoid/core/game.hpp>
#include <adaptoid/solve/folded_retrograde.hpp>
#include <adaptoid/tables/adaptoid_table.hpp>
#include <adaptoid/tables/table_file.hpp>
#include <adaptoid/variants/builtin_variants.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <filesystem>
#include <fstream>

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

std::shared_ptr<AdaptoidTable> solved(const VariantPtr& v) {
  FoldedSolve s = solve_folded(FastAdaptoidGame(v), 5'000'000, 2);
  EXPECT_TRUE(s.complete);
  return std::make_shared<AdaptoidTable>(v, std::move(s));
}

class AdaptoidTableFile : public ::testing::Test {
 protected:
  void SetUp() override {
    path_ =
        (std::filesystem::temp_directory_path() / ("adaptoid_test_a_" + std::to_string(::getpid()) + ".tb"))
            .string();
  }
  void TearDown() override { std::filesystem::remove(path_); }
  std::string read_bytes() const {
    std::ifstream in(path_, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), {}};
  }
  void rewrite(const std::string& content) const { std::ofstream(path_, std::ios::binary) << content; }
  std::string path_;
};

TEST_F(AdaptoidTableFile, RoundTripsAndEveryEntryAgreesWithItsSuccessors) {
  for (const VariantPtr& v : {tiny(), load_variant("adapt3-7").value()}) {
    const auto table = solved(v);
    ASSERT_GT(table->size(), 1000u);
    ASSERT_TRUE(write_adaptoid_table(*table, path_).ok());
    EXPECT_FALSE(std::filesystem::exists(path_ + ".tmp"));
    auto file = open_table(path_, v.get());
    ASSERT_TRUE(file.ok()) << file.error();
    auto read = read_adaptoid_table(file.value());
    ASSERT_TRUE(read.ok()) << read.error();
    ASSERT_EQ(read.value()->size(), table->size());
    EXPECT_EQ(read.value()->solved().codes, table->solved().codes);
    EXPECT_EQ(read.value()->solved().wins, table->solved().wins);
    EXPECT_EQ(read.value()->solved().start, table->solved().start);
    const TableCheck ok = verify_adaptoid(*read.value(), 0, 1, 2);
    EXPECT_EQ(ok.checked, table->size());
    EXPECT_EQ(ok.wrong, 0u) << v->name << ": " << ok.first_wrong;
  }
}

TEST(AdaptoidTable, VerifierFindsAWrongValueAndAWrongDistance) {
  const auto v = tiny();
  auto table = solved(v);
  size_t win = 0;
  while (!table->wins(win).forces(0) || table->wins(win).plies(0) < 3) ++win;
  table->wins(win).plies_plus_one[0] += 2;
  TableCheck bad = verify_adaptoid(*table, 0, 1, 2);
  EXPECT_GE(bad.wrong, 1u);
  table->wins(win).plies_plus_one[0] -= 2;
  EXPECT_EQ(verify_adaptoid(*table, 0, 1, 2).wrong, 0u);
  table->wins(win).plies_plus_one[0] = 0;  // a draw now
  bad = verify_adaptoid(*table, 0, 1, 1);
  EXPECT_GE(bad.wrong, 1u);
  EXPECT_FALSE(bad.first_wrong.empty());
}

TEST(AdaptoidTable, ProbeGivesTheStartsValueAndTurnsThatKeepIt) {
  const auto v = tiny();
  const auto table = solved(v);
  const AdaptoidGame game(v);
  const Position start = game.start(0);
  auto probe = probe_adaptoid(game, *table, start);
  ASSERT_TRUE(probe.ok()) << probe.error();
  EXPECT_EQ(probe->wins, *table->find(start));
  // White, to move, wins the tiny variant (in 5 plies): every turn kept must leave black lost.
  ASSERT_EQ(outcome_of(probe->wins), Proof::Win);
  ASSERT_FALSE(probe->keeping.empty());
  for (const Turn& t : probe->keeping) {
    const auto next = table->find(game.apply(start, t));
    ASSERT_TRUE(next);
    EXPECT_EQ(outcome_of(*next), Proof::Loss);
    EXPECT_EQ(plies_of(*next) + 1, plies_of(probe->wins));
  }
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
  ASSERT_TRUE(write_adaptoid_table(*solved(v), path_).ok());
  const std::string bytes = read_bytes();
  ASSERT_TRUE(read_adaptoid_table(open_table(path_).value()).ok());
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
