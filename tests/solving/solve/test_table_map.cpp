// Tables opened by mapping (table_map.hpp): block sums written in any pieces, a damaged block
// refused by the probe that reads it (and by a whole check) while the rest still answers, a
// damaged block index refused at open, version-2 files still read, and Quantum Leap's stored
// turns equal to a search of the game.
#include "folded_table_file.hpp"
#include "scratch_dir_test.hpp"

#include <gtest/gtest.h>
#include <adaptoid/core/game.hpp>
#include <adaptoid/core/notation.hpp>
#include <adaptoid/solving/quantumleapsolve/quantum_leap_retrograde.hpp>
#include <adaptoid/tables/adaptoid_table.hpp>
#include <adaptoid/tables/quantum_leap_probe.hpp>
#include <adaptoid/tables/quantum_leap_table_file.hpp>
#include <adaptoid/tables/table.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <filesystem>
#include <fstream>
#include <unordered_map>
#include "one_pass_solve.hpp"

namespace adaptoid {
namespace {

std::string read_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), {}};
}
void write_bytes(const std::string& path, const std::string& bytes) {
  std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes;
}

// A version-3 file made into the version-2 file of the same table: version field 2, the body
// without its version-3 section (`extra` bytes at its end), one FNV-1a over everything.
std::string as_version_2(const std::string& v3, uint64_t extra) {
  uint64_t body_end;
  std::memcpy(&body_end, v3.data() + v3.size() - 16, 8);
  std::string v2 = v3.substr(0, body_end - extra);
  const uint32_t two = 2;
  std::memcpy(v2.data() + kTableMagic.size(), &two, 4);
  const uint64_t sum = fnv1a(v2);
  v2.append(reinterpret_cast<const char*>(&sum), 8);
  return v2;
}

class TableMapTest : public testing::ScratchDirTest {};

TEST(BlockSummer, PiecesOfAnySizeGiveTheSumsOfWholeBlocks) {
  std::string bytes(3 * kTableBlock + 1234, '\0');
  for (size_t i = 0; i < bytes.size(); ++i) bytes[i] = static_cast<char>(i * 131 + (i >> 9));
  BlockSummer summer;
  for (size_t at = 0, step = 1; at < bytes.size(); at += step, step = step * 3 % 70001 + 1)
    summer.add(std::string_view(bytes).substr(at, step));
  const auto sums = summer.finish();
  ASSERT_EQ(sums.size(), 4u);
  for (size_t b = 0; b < 4; ++b)
    EXPECT_EQ(sums[b], block_sum(std::string_view(bytes).substr(b * kTableBlock, kTableBlock))) << b;
  std::string flipped = bytes.substr(0, kTableBlock);
  flipped[777] ^= 0x10;
  EXPECT_NE(block_sum(flipped), sums[0]);
}

TEST_F(TableMapTest, ADamagedBlockIsRefusedByTheProbeThatReadsItAndTheOthersStillAnswer) {
  const auto v = load_variant("adaptoid-7").value();
  const FoldedSolve s = solve_folded(FastAdaptoidGame(v), 5'000'000, 2);
  const auto reference = testing::folded_table(v, path("a7-reference.tb"));
  ASSERT_TRUE(reference);
  ASSERT_TRUE(testing::write_folded_table(v, s, path("a7.tb")).ok());
  auto file = open_table(path("a7.tb"), v.get(), TableMap::Check::Lazy);
  ASSERT_TRUE(file.ok()) << file.error();
  const auto mapped = map_adaptoid_table(file.value());
  ASSERT_TRUE(mapped.ok()) << mapped.error();
  // Every class is found, with its entry, through the sparse codes and one block of codes.
  for (size_t i = 0; i < reference->size(); i += 97) {
    const auto e = mapped.value()->find(reference->position(i));
    ASSERT_TRUE(e);
    EXPECT_EQ(*e, reference->wins(i));
  }
  // Damage the entry of one class (in the entries, far from the header): its probe is refused
  // with one line naming the block; a class whose blocks are whole still answers.
  const size_t start = std::lower_bound(s.codes.begin(), s.codes.end(), s.start) - s.codes.begin();
  const size_t victim = (start + reference->size() / 2) % reference->size();
  const uint64_t wins_at = file->body_at + 8 + 1 + 16 + 16 + reference->size() * 16;
  std::string bytes = read_bytes(path("a7.tb"));
  bytes[wins_at + victim * 4] ^= 0x01;
  write_bytes(path("a7.tb"), bytes);
  auto table = open_solved_table(path("a7.tb"));
  ASSERT_TRUE(table.ok()) << table.error();
  const auto refused = table.value()->probe(reference->position(victim), ProbeDetail::Value);
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.error().find("is damaged: the checksum does not match"), std::string::npos)
      << refused.error();
  EXPECT_EQ(refused.error().find('\n'), std::string::npos);
  EXPECT_TRUE(table.value()->probe(reference->start(), ProbeDetail::Value).ok());
  const auto whole = table.value()->check_file(2);
  ASSERT_FALSE(whole.ok());
  EXPECT_NE(whole.error().find("is damaged"), std::string::npos);
  // A file checked whole at open (the way the solver reads its parts) is refused at once.
  EXPECT_FALSE(open_table(path("a7.tb"), v.get()).ok());
}

TEST_F(TableMapTest, ADamagedOrTruncatedBlockIndexIsRefusedWhenTheTableIsOpened) {
  const auto v = load_variant("quantum-leap-7").value();
  QuantumLeapTable table(v, v->stones);
  solve_quantum_leap(table, 2);
  ASSERT_TRUE(write_quantum_leap_table(table, path("q.tb")).ok());
  const std::string bytes = read_bytes(path("q.tb"));
  std::string damaged = bytes;
  damaged[damaged.size() - 20] ^= 0x40;  // a block's sum
  write_bytes(path("q.tb"), damaged);
  auto r = open_solved_table(path("q.tb"));
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().find("block index"), std::string::npos) << r.error();
  write_bytes(path("q.tb"), bytes.substr(0, bytes.size() - 3));
  EXPECT_FALSE(open_solved_table(path("q.tb")).ok());
}

TEST_F(TableMapTest, VersionTwoFilesAreStillReadAndAnswerTheSame) {
  const auto a7 = load_variant("adaptoid-7").value();
  const auto reference = testing::folded_table(a7, path("a7.tb"));
  ASSERT_TRUE(reference);
  const uint64_t sparse = 16 + (reference->size() + kAdaptoidSparse - 1) / kAdaptoidSparse * 16;
  write_bytes(path("a7-v2.tb"), as_version_2(read_bytes(path("a7.tb")), sparse));
  const auto q7 = load_variant("quantum-leap-7").value();
  QuantumLeapTable ql(q7, q7->stones);
  solve_quantum_leap(ql, 2);
  ASSERT_TRUE(write_quantum_leap_table(ql, path("q7.tb")).ok());
  uint64_t turns = 8;  // the count of swap decisions (none here)
  for (const auto& l : ql.layers()) turns += l.turns.size() * 8;
  write_bytes(path("q7-v2.tb"), as_version_2(read_bytes(path("q7.tb")), turns));

  const QuantumLeapGame qgame(q7);
  const std::vector<std::pair<std::string, Position>> cases = {
      {"a7", reference->start()}, {"a7", reference->position(reference->size() / 3)}, {"q7", qgame.start(3)}};
  for (const auto& [name, p] : cases) {
    auto v3 = open_solved_table(path(name + ".tb"));
    auto v2 = open_solved_table(path(name + "-v2.tb"));
    ASSERT_TRUE(v3.ok()) << v3.error();
    ASSERT_TRUE(v2.ok()) << v2.error();
    const auto a = v3.value()->probe(p), b = v2.value()->probe(p);
    ASSERT_TRUE(a.ok() && b.ok());
    EXPECT_EQ(a->value, b->value) << name;
    EXPECT_EQ(a->plies, b->plies) << name;
    EXPECT_EQ(a->keeping.size(), b->keeping.size()) << name;
    EXPECT_EQ(a->line.size(), b->line.size()) << name;
  }
  std::string damaged = read_bytes(path("q7-v2.tb"));
  damaged[damaged.size() / 2] ^= 0x08;
  write_bytes(path("q7-v2.tb"), damaged);
  auto r = open_solved_table(path("q7-v2.tb"));
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().find("checksum"), std::string::npos) << r.error();
}

// Plies to the end by plain search of the game: the winner's fewest, the loser's most.
int searched_plies(const QuantumLeapGame& game, const QuantumLeapTable& table, const Position& p,
                   std::unordered_map<uint64_t, int>& memo) {
  if (const auto it = memo.find(p.key()); it != memo.end()) return it->second;
  const bool win = *table.side_to_move_wins(p);
  std::vector<Turn> turns;
  game.legal_turns(p, turns);
  int best = turns.empty() ? 0 : -1;
  for (const Turn& t : turns) {
    const Position q = game.apply(p, t);
    if (win && *table.side_to_move_wins(q)) continue;
    const int d = searched_plies(game, table, q, memo) + 1;
    if (best < 0 || (win ? d < best : d > best)) best = d;
  }
  return memo[p.key()] = best;
}

TEST(QuantumLeapTurns, StoredTurnsEqualASearchOfTheGameForEveryEntry) {
  const auto v = load_variant("quantum-leap-7").value();
  QuantumLeapTable table(v, v->stones);
  solve_quantum_leap(table, 2);
  const QuantumLeapGame game(v);
  std::unordered_map<uint64_t, int> memo;
  uint64_t compared = 0, longest = 0;
  for (const auto& l : table.layers())
    for (uint64_t i = 0; i < l.size; ++i) {
      const auto [own, enemy] = table.index().unrank(l.own, l.enemy, i);
      Position p;
      for (int c = 0; c < table.index().cells(); ++c) {
        if (own & bit(c)) p.put(c, stone::make(0));
        if (enemy & bit(c)) p.put(c, stone::make(1));
      }
      p.set_side(0);
      const auto stored = table.value(p);
      ASSERT_TRUE(stored);
      ASSERT_EQ(stored->win, l.win(i));
      ASSERT_EQ(stored->plies(), searched_plies(game, table, p, memo)) << format_position(*v, p);
      longest = std::max<uint64_t>(longest, stored->plies());
      ++compared;
    }
  EXPECT_EQ(compared, table.entries());
  EXPECT_GE(longest, 3u);  // a loss against the longest resistance, then a win
}

TEST(QuantumLeapSwaps, StoredSwapDecisionsEqualTheSearchThroughTheSwaps) {
  const auto v = load_variant("quantum-leap-7").value();
  QuantumLeapTable table(v, v->stones);
  solve_quantum_leap(table, 2);
  const QuantumLeapGame game(v);
  std::vector<std::pair<bool, std::optional<int>>> searched;
  std::vector<Position> starts;
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    const Position p = game.start(seed);
    ASSERT_TRUE(p.swap_pending());
    EXPECT_FALSE(table.swap_value(p));  // none stored yet
    const auto probe = probe_quantum_leap(game, table, p, 4'000'000, ProbeDetail::Value);
    ASSERT_TRUE(probe.ok());
    searched.emplace_back(probe->win, probe->plies);
    starts.push_back(p);
  }
  solve_swaps(table, 2);
  ASSERT_EQ(table.swaps().size(), table.layer(v->stones, v->stones).size);
  for (size_t k = 0; k < starts.size(); ++k) {
    const auto stored = table.swap_value(starts[k]);
    ASSERT_TRUE(stored);
    EXPECT_EQ(stored->first, searched[k].first) << format_position(*v, starts[k]);
    EXPECT_EQ(std::optional<int>(stored->second), searched[k].second) << format_position(*v, starts[k]);
  }
}

}  // namespace
}  // namespace adaptoid
