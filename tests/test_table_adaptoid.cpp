// Adaptoid tables on disk: the file round trip, the verifier (re-derives every entry from its
// successors, and finds a damaged one), the probe, and the refusals (flipped byte, truncation,
// another variant, another scheme).
#include <adaptoid/adaptoid_table.hpp>
#include <adaptoid/game.hpp>
#include <adaptoid/table_file.hpp>
#include <adaptoid/variant_loader.hpp>
#include <gtest/gtest.h>

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
  const AdaptoidGame game(v);
  const SolvedGraph g = solve_reachable(game, game.start(0), 5'000'000);
  EXPECT_TRUE(g.complete);
  return std::make_shared<AdaptoidTable>(v, g);
}

class AdaptoidTableFile : public ::testing::Test {
 protected:
  void SetUp() override {
    path_ = (std::filesystem::temp_directory_path() / ("adaptoid_test_a_" + std::to_string(::getpid()) + ".tb")).string();
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
  const auto v = tiny();
  const auto table = solved(v);
  ASSERT_GT(table->size(), 1000u);
  ASSERT_TRUE(write_adaptoid_table(*table, path_).ok());
  EXPECT_FALSE(std::filesystem::exists(path_ + ".tmp"));
  auto file = open_table(path_, v.get());
  ASSERT_TRUE(file.ok()) << file.error();
  auto read = read_adaptoid_table(file.value());
  ASSERT_TRUE(read.ok()) << read.error();
  ASSERT_EQ(read.value()->size(), table->size());
  for (size_t i = 0; i < table->size(); ++i) {
    ASSERT_EQ(read.value()->text(i), table->text(i));
    ASSERT_EQ(read.value()->entry(i).value, table->entry(i).value);
    ASSERT_EQ(read.value()->entry(i).plies, table->entry(i).plies);
  }
  const TableCheck ok = verify_adaptoid(*read.value(), 0, 1, 2);
  EXPECT_EQ(ok.checked, table->size());
  EXPECT_EQ(ok.wrong, 0u) << ok.first_wrong;
}

TEST(AdaptoidTable, VerifierFindsAWrongValueAndAWrongDistance) {
  const auto v = tiny();
  auto table = solved(v);
  size_t win = 0;
  while (table->entry(win).value != Outcome::Win || table->entry(win).plies < 3) ++win;
  table->entry(win).plies += 2;
  TableCheck bad = verify_adaptoid(*table, 0, 1, 2);
  EXPECT_GE(bad.wrong, 1u);
  table->entry(win).plies -= 2;
  table->entry(win).value = Outcome::Draw;
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
  EXPECT_EQ(probe->value.value, table->find(start)->value);
  ASSERT_FALSE(probe->keeping.empty());
  for (const Turn& t : probe->keeping) {
    const auto next = table->find(game.apply(start, t));
    ASSERT_TRUE(next);
    if (probe->value.value == Outcome::Win) {
      EXPECT_EQ(next->value, Outcome::Loss);
    }
    if (probe->value.value == Outcome::Draw) {
      EXPECT_EQ(next->value, Outcome::Draw);
    }
  }
}

TEST_F(AdaptoidTableFile, RefusesAFlippedByteATruncationAnotherVariantAndAnotherScheme) {
  const auto v = tiny();
  ASSERT_TRUE(write_adaptoid_table(*solved(v), path_).ok());
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
