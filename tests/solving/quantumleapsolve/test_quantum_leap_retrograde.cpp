// Retrograde analysis of Quantum Leap on small boards: the table against the endgame search,
// the verifier, and the table file (round trip, damage, another variant, resume).
#include "quantum_leap_plain_index.hpp"
#include "scratch_dir_test.hpp"

#include <gtest/gtest.h>
#include <adaptoid/search/search.hpp>
#include <adaptoid/solving/quantumleapsolve/quantum_leap_retrograde.hpp>
#include <adaptoid/tables/quantum_leap_probe.hpp>
#include <adaptoid/tables/quantum_leap_table_file.hpp>
#include <adaptoid/util/random.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>

namespace adaptoid {
namespace {

VariantPtr small_variant(int stones = 3, int side = 2) {
  auto v = load_variant_text("base = \"quantum-leap\"\nstones = " + std::to_string(stones) +
                                 "\n[board]\nside = " + std::to_string(side) + "\n",
                             "ql-small", "test");
  EXPECT_TRUE(v.ok()) << v.error();
  return v.value();
}

std::shared_ptr<QuantumLeapTable> solved(const VariantPtr& v, int threads = 1) {
  auto table = std::make_shared<QuantumLeapTable>(v, v->stones);
  solve_quantum_leap(*table, threads);
  return table;
}

TEST(QuantumLeapRetrograde, IndexRanksAndUnranksEveryPositionOfALayer) {
  QuantumLeapIndex index(7);
  for (int w = 0; w <= 3; ++w)
    for (int b = 0; b <= 3; ++b)
      for (uint64_t i = 0; i < index.layer_size(w, b); ++i) {
        const auto [white, black] = index.unrank(w, b, i);
        ASSERT_EQ(white & black, 0u);
        ASSERT_EQ(std::popcount(white), w);
        ASSERT_EQ(std::popcount(black), b);
        ASSERT_EQ(index.rank(white, black), i);
      }
}

// The folded index: every position of a layer gets an entry in range, and the entry's
// representative is the same position up to a symmetry of the board (same orbit).
TEST(QuantumLeapRetrograde, FoldedIndexMapsEveryPositionToAnEquivalentEntry) {
  const auto v = small_variant(3, 3);
  const Board& board = v->board;
  const QuantumLeapFoldedIndex folded(board, 4);
  const QuantumLeapIndex plain(board.size());
  const SetPermutations perms(board);
  ASSERT_EQ(perms.count(), 12);
  const ColexTable colex(board.size());
  for (int o = 0; o <= 4; ++o) {
    uint64_t classes = 0;  // the classes are the orbits: count them independently
    for (uint64_t i = 0; i < kBinomial(board.size(), o); ++i) {
      const uint64_t set = colex_unrank(i, o, board.size());
      ASSERT_EQ(colex.rank(set), i);
      bool least = true;
      for (int s = 0; s < perms.count(); ++s) least = least && colex_rank(perms.apply(s, set)) >= i;
      classes += least;
    }
    EXPECT_EQ(folded.classes(o), classes) << o;
    EXPECT_LT(folded.classes(o) * 6, kBinomial(board.size(), o) + 12 * 6) << o;  // about 1/12 folded
    for (int e = 0; e <= 3; ++e)
      for (uint64_t i = 0; i < plain.layer_size(o, e); i += 7) {
        const auto [own, enemy] = plain.unrank(o, e, i);
        const uint64_t r = folded.rank(own, enemy);
        ASSERT_LT(r, folded.layer_size(o, e));
        const auto [own2, enemy2] = folded.unrank(o, e, r);
        ASSERT_EQ(folded.rank(own2, enemy2), r);
        bool same_orbit = false;
        for (int s = 0; s < perms.count(); ++s)
          same_orbit = same_orbit || (perms.apply(s, own) == own2 && perms.apply(s, enemy) == enemy2);
        ASSERT_TRUE(same_orbit) << o << " " << e << " " << i;
      }
  }
}

// The entry of every position is the one the first folded index gave (tables on disk are laid out
// by it): the class is the count of least-in-orbit sets before the set's least image, the
// symmetry the first one that maps the set onto that image. Recomputed here the original way, one
// set at a time, on the board of quantum-leap-19 (its sizes up to 9).
TEST(QuantumLeapRetrograde, FoldedIndexNumbersEntriesAsTheOriginalIndexDid) {
  const VariantPtr v = load_variant("quantum-leap-19").value();
  const Board& board = v->board;
  const int n = board.size();
  const QuantumLeapFoldedIndex folded(board, 9);
  const SetPermutations perms(board);
  const ColexTable colex(n);
  for (int o = 0; o <= 9; ++o) {
    std::vector<uint64_t> class_of_least;  // by colex rank of the least sets
    std::vector<std::pair<uint64_t, int>> least_and_via(kBinomial(n, o));
    for (uint64_t i = 0; i < kBinomial(n, o); ++i) {
      const uint64_t set = colex_unrank(i, o, n);
      uint64_t least = i;
      int via = 0;
      for (int s = 1; s < perms.count(); ++s)
        if (const uint64_t image = colex.rank(perms.apply(s, set)); image < least) least = image, via = s;
      least_and_via[i] = {least, via};
    }
    uint64_t classes = 0;
    std::vector<uint64_t> cls(kBinomial(n, o));
    for (uint64_t i = 0; i < cls.size(); ++i) cls[i] = least_and_via[i].first == i ? classes++ : 0;
    ASSERT_EQ(folded.classes(o), classes) << o;
    const int e = std::min(2, n - o);
    for (uint64_t i = 0; i < cls.size(); ++i) {
      const uint64_t own = colex_unrank(i, o, n);
      const auto [least, via] = least_and_via[i];
      const uint64_t rep = colex_unrank(least, o, n);
      ASSERT_EQ(folded.representative(o, cls[least]), rep);
      const uint64_t enemy = deposit_bits((uint64_t{1} << e) - 1, folded.all() & ~own);
      const uint64_t expected = cls[least] * kBinomial(n - o, e) +
                                colex.rank(extract_bits(perms.apply(via, enemy), folded.all() & ~rep));
      ASSERT_EQ(folded.rank(own, enemy), expected) << o << " " << i;
    }
  }
}

TEST(QuantumLeapRetrograde, TableAgreesWithExhaustiveSearch) {
  const auto v = small_variant(3, 3);
  const auto table = solved(v, 2);
  QuantumLeapGame game(v);
  SplitMix64 rng(5);
  int checked = 0, wins = 0;
  for (int i = 0; i < 300; ++i) {
    Position p = game.start(i + 1);
    const int plies = 1 + static_cast<int>(rng.below(6));
    for (int k = 0; k < plies && !game.status(p).over; ++k) {
      const auto turns = legal_turns(game, p);
      p = game.apply(p, turns[rng.below(turns.size())]);
    }
    if (p.swap_pending()) continue;
    // Every turn removes a stone, so 8 turns of the mover see every game to its end.
    const SearchResult r = solve_position(game, p, 8);
    const bool win = r.value == Proof::Win;
    ASSERT_TRUE(win || r.value == Proof::Loss) << format_position(*v, p);
    EXPECT_EQ(*table->side_to_move_wins(p), win) << format_position(*v, p);
    auto probe = probe_quantum_leap(game, *table, p);
    ASSERT_TRUE(probe.ok());
    if (win) {
      EXPECT_EQ(probe->keeping, r.winning_turns) << format_position(*v, p);
      EXPECT_EQ((*probe->plies + 1) / 2, *r.distance) << format_position(*v, p);
      ++wins;
    }
    ++checked;
  }
  EXPECT_GT(checked, 200);
  // Both values are compared, the win's turns and distance too.
  ::testing::Test::RecordProperty("wins", wins);
  EXPECT_GT(wins, 0);
  EXPECT_GT(checked - wins, 0);
}

TEST(QuantumLeapRetrograde, VerifierFindsNoErrorInASolvedTableAndFindsAFlippedEntry) {
  const auto v = small_variant(3, 3);
  auto table = solved(v);
  const TableCheck ok = verify_quantum_leap(*table, 0, 1, 2);
  EXPECT_EQ(ok.checked, table->entries());
  EXPECT_EQ(ok.wrong, 0u);
  table->layer(2, 2).wins[0] ^= 1;  // damage one entry
  const TableCheck bad = verify_quantum_leap(*table, 0, 1, 2);
  EXPECT_GE(bad.wrong, 1u);
  EXPECT_FALSE(bad.first_wrong.empty());
  table->layer(2, 2).wins[0] ^= 1;
  // A wrong distance (the turns to the end) with the right value is found too.
  QuantumLeapLayer& l = table->layer(3, 2);
  uint64_t won = 0;
  while (!l.win(won)) ++won;
  l.turns[won / 16] ^= uint64_t{1} << ((won % 16) * 4 + 2);
  EXPECT_GE(verify_quantum_leap(*table, 0, 1, 2).wrong, 1u);
}

TEST(QuantumLeapRetrograde, OneAndTwoThreadsGiveTheSameTable) {
  const auto v = small_variant(3, 3);
  const auto one = solved(v, 1), two = solved(v, 2);
  for (size_t k = 0; k < one->layers().size(); ++k) EXPECT_EQ(one->layers()[k].wins, two->layers()[k].wins);
}

class QuantumLeapTableFile : public testing::ScratchDirTest {
 protected:
  void SetUp() override {
    testing::ScratchDirTest::SetUp();
    path_ = path("t.tb");
  }
  std::string path_;
};

TEST_F(QuantumLeapTableFile, RoundTrips) {
  const auto v = small_variant();
  const auto table = solved(v);
  ASSERT_TRUE(write_quantum_leap_table(*table, path_).ok());
  EXPECT_FALSE(std::filesystem::exists(path_ + ".tmp"));
  auto read = read_quantum_leap_table(path_, v.get());
  ASSERT_TRUE(read.ok()) << read.error();
  for (size_t k = 0; k < table->layers().size(); ++k)
    EXPECT_EQ(read.value()->layers()[k].wins, table->layers()[k].wins);
}

TEST_F(QuantumLeapTableFile, AWriteThatFailsIsAnErrorInOneLine) {
  const auto table = solved(small_variant());
  const auto full = write_quantum_leap_table(*table, "/dev/full");
  ASSERT_FALSE(full.ok());
  EXPECT_EQ(full.error(), "cannot write /dev/full: " + std::string(std::strerror(ENOSPC)));
  const std::string missing = path_ + ".missing/table.tb";  // no folder is made for it
  const auto no_directory = write_quantum_leap_table(*table, missing);
  ASSERT_FALSE(no_directory.ok());
  EXPECT_EQ(no_directory.error(), "cannot write " + missing + ": " + std::strerror(ENOENT));
  EXPECT_FALSE(std::filesystem::exists(path_ + ".missing"));
}

TEST_F(QuantumLeapTableFile, RefusesAFlippedByteATruncationAndAnotherVariant) {
  const auto v = small_variant();
  ASSERT_TRUE(write_quantum_leap_table(*solved(v), path_).ok());
  std::string bytes;
  {
    std::ifstream in(path_, std::ios::binary);
    bytes.assign(std::istreambuf_iterator<char>(in), {});
  }
  auto rewrite = [&](const std::string& content) { std::ofstream(path_, std::ios::binary) << content; };
  std::string flipped = bytes;
  flipped[flipped.size() / 2] ^= 0x10;
  rewrite(flipped);
  auto r = read_quantum_leap_table(path_);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().find("checksum"), std::string::npos) << r.error();
  rewrite(bytes.substr(0, bytes.size() - 100));
  r = read_quantum_leap_table(path_);
  ASSERT_FALSE(r.ok());
  rewrite("not a table");
  r = read_quantum_leap_table(path_);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().find("wrong magic"), std::string::npos) << r.error();
  rewrite(bytes);
  const auto other = small_variant(2);
  r = read_quantum_leap_table(path_, other.get());
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().find("not 'ql-small'"), std::string::npos) << r.error();
}

// The layers go through the retrograde driver (retro_driver.hpp): those a killed run left in the
// parts directory are read back, a damaged one is said and solved again, the rest are solved.
TEST(QuantumLeapRetrograde, SolvingReadsBackTheLayersAKilledRunLeft) {
  const testing::ScratchDir scratch;
  const auto v = small_variant();
  const auto full = solved(v);
  const std::string base = scratch / "t.tb";
  std::filesystem::create_directories(base + ".layers");
  for (int w = 0; w <= 3; ++w)
    for (int b = 0; b + w <= 3; ++b) {
      const auto layer = [&](int o, int e) { return o == w && e == b; };
      ASSERT_TRUE(write_quantum_leap_table(*full, layer_file(base, w, b), layer).ok());
    }
  std::ofstream(layer_file(base, 1, 2), std::ios::binary | std::ios::trunc) << "damaged";
  QuantumLeapTable resumed(v, v->stones);
  QuantumLeapRun run;
  run.threads = 1;
  run.parts_base = base;
  std::vector<std::string> notes;
  run.note = [&](const std::string& n) { notes.push_back(n); };
  int solved_now = 0;
  run.progress = [&](const TierProgress& p) { solved_now += !p.resumed; };
  EXPECT_EQ(solve_quantum_leap(resumed, run), 10 - 1);
  EXPECT_EQ(solved_now, 16 - 10 + 1);
  ASSERT_EQ(notes.size(), 1u);
  EXPECT_NE(notes[0].find("1-2.tb"), std::string::npos) << notes[0];
  for (size_t k = 0; k < full->layers().size(); ++k)
    EXPECT_EQ(resumed.layers()[k].wins, full->layers()[k].wins);
}

}  // namespace
}  // namespace adaptoid
