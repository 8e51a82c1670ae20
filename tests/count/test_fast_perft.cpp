// The pinned perft counts (specs/perft/*.tsv, specs/bench/bench.tsv) on the fast generator, one
// thread and two. Rows above ADAPTOID_FAST_PERFT_BUDGET nodes (default 30 million, about a
// second) are pinned but left to `adaptoid perft`; the plain generator checks its own budget in
// test_perft.cpp.
#include <gtest/gtest.h>
#include <adaptoid/count/fast_perft.hpp>
#include <adaptoid/count/perft.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace adaptoid {
namespace {

struct FastRow {
  std::string where, position;
  int depth;
  uint64_t nodes;
};

std::vector<FastRow> pinned_rows() {
  std::vector<FastRow> rows;
  for (const char* dir : {"perft", "bench"}) {
    const auto path = std::filesystem::path(ADAPTOID_SOURCE_DIR) / "specs" / dir;
    if (!std::filesystem::exists(path)) continue;
    for (const auto& entry : std::filesystem::directory_iterator(path)) {
      // starts.tsv, the endgame bench (endgames.tsv) and its candidates pin other things than perft
      // counts.
      const auto stem = entry.path().stem();
      if (entry.path().extension() != ".tsv" || stem == "starts" || stem == "endgames" ||
          stem == "endgame_candidates")
        continue;
      std::ifstream in(entry.path());
      std::string line;
      for (int n = 1; std::getline(in, line); ++n) {
        if (line.empty() || line[0] == '#') continue;
        std::stringstream fields(line);
        std::string position, depth, nodes;
        std::getline(fields, position, '\t');
        std::getline(fields, depth, '\t');
        std::getline(fields, nodes, '\t');
        rows.push_back({entry.path().filename().string() + ":" + std::to_string(n), position,
                        std::stoi(depth), std::stoull(nodes)});
      }
    }
  }
  return rows;
}

uint64_t fast_budget() {
  const char* env = std::getenv("ADAPTOID_FAST_PERFT_BUDGET");
  return env ? std::strtoull(env, nullptr, 10) : 30'000'000;
}

TEST(FastPerft, PinnedCountsMatchOnOneAndTwoThreads) {
  int checked = 0, on_two_threads = 0;
  for (const FastRow& row : pinned_rows()) {
    if (row.nodes > fast_budget()) continue;
    SCOPED_TRACE(row.where);
    // Variants that are not built in live in specs/perft/variants/<name>.toml.
    const std::string name = position_variant_name(row.position);
    auto variant = load_variant(name);
    if (!variant.ok())
      variant = load_variant(std::string(ADAPTOID_SOURCE_DIR) + "/specs/perft/variants/" + name + ".toml");
    ASSERT_TRUE(variant.ok()) << variant.error();
    auto fast = make_fast_game(variant.value());
    // Boards past the bitboards' 64 cells (Quantum Leap of side 8 and 10) are the plain
    // engine's alone: test_perft.cpp counts them.
    if (!fast) {
      EXPECT_GT(variant.value()->board.size(), kMaxBitboardCells);
      continue;
    }
    std::visit(
        [&](const auto& game) {
          auto p = parse_position_text(game.variant(), row.position);
          ASSERT_TRUE(p.ok()) << p.error();
          const auto s = game.from_position(p.value());
          EXPECT_EQ(fast_perft(game, s, row.depth), row.nodes) << row.position << " depth " << row.depth;
          if (row.nodes > 100'000) {
            EXPECT_EQ(fast_perft_parallel(game, s, row.depth, 2), row.nodes);
            ++on_two_threads;
          }
        },
        *fast);
    ++checked;
  }
  EXPECT_GE(checked, 40);
  // Rows of up to 100,000 nodes stay on one thread; with a budget too small for the rest, the
  // two-thread count would go unchecked.
  EXPECT_GE(on_two_threads, 10) << "rows between 100,000 nodes and the budget (" << fast_budget() << ")";
}

TEST(FastPerft, DivideMatchesThePlainDivide) {
  for (const char* name : {"adaptoid", "adapt3", "quantum-leap-19"}) {
    auto variant = load_variant(name);
    ASSERT_TRUE(variant.ok());
    auto fast = make_fast_game(variant.value());
    std::visit(
        [&](const auto& game) {
          using Plain = std::conditional_t<std::is_same_v<std::decay_t<decltype(game)>, FastAdaptoidGame>,
                                           AdaptoidGame, QuantumLeapGame>;
          const Plain plain(variant.value());
          const Position start = plain.start(1);
          const auto s = game.from_position(start);
          const auto expected = perft_divide(plain, start, 3);
          EXPECT_EQ(fast_perft_divide(game, s, 3, 1), expected) << name;
          EXPECT_EQ(fast_perft_divide(game, s, 3, 3), expected) << name;
          EXPECT_EQ(fast_perft(game, s, 0), 1u);
        },
        *fast);
  }
}

TEST(FastPerft, ABoardOfMoreThan64CellsHasNoFastGenerator) {
  auto variant = load_variant_text("base = \"adaptoid\"\n[board]\nside = 6\n", "side-6", "test");
  ASSERT_TRUE(variant.ok()) << variant.error();
  EXPECT_EQ(variant.value()->board.size(), 91);
  EXPECT_FALSE(make_fast_game(variant.value()).has_value());
}

}  // namespace
}  // namespace adaptoid
