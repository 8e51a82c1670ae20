// The perft counts pinned in specs/perft/*.tsv, and the seeded starts of specs/perft/starts.tsv.
// Rows above the node budget (ADAPTOID_PERFT_BUDGET, default 3 million) are pinned but not run here.
#include <gtest/gtest.h>
#include <adaptoid/count/perft.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace adaptoid {
namespace {

struct Row {
  std::string file;
  std::vector<std::string> cells;
};

std::vector<Row> read_rows(bool starts) {
  std::vector<Row> rows;
  const auto dir = std::filesystem::path(ADAPTOID_SOURCE_DIR) / "specs" / "perft";
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(dir))
    if (entry.path().extension() == ".tsv" && (entry.path().stem() == "starts") == starts)
      files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  for (const auto& path : files) {
    std::ifstream in(path);
    std::string line;
    while (std::getline(in, line)) {
      if (line.empty() || line[0] == '#') continue;
      Row row{path.filename().string(), {}};
      std::stringstream fields(line);
      std::string cell;
      while (std::getline(fields, cell, '\t')) row.cells.push_back(cell);
      rows.push_back(row);
    }
  }
  return rows;
}

uint64_t budget() {
  const char* env = std::getenv("ADAPTOID_PERFT_BUDGET");
  return env ? std::strtoull(env, nullptr, 10) : 3'000'000;
}

TEST(Perft, PinnedCountsMatch) {
  const auto rows = read_rows(false);
  ASSERT_GE(rows.size(), 30u);
  int checked = 0;
  for (const Row& row : rows) {
    ASSERT_EQ(row.cells.size(), 3u) << row.file;
    const uint64_t expected = std::stoull(row.cells[2]);
    if (expected > budget()) continue;
    const std::string name = position_variant_name(row.cells[0]);
    auto variant = load_variant(name);
    if (!variant)
      variant = load_variant(std::string(ADAPTOID_SOURCE_DIR) + "/specs/perft/variants/" + name + ".toml");
    ASSERT_TRUE(variant.ok()) << variant.error();
    std::visit(
        [&](const auto& game) {
          auto p = parse_position(game, row.cells[0]);
          ASSERT_TRUE(p.ok()) << p.error();
          EXPECT_EQ(perft(game, p.value(), std::stoi(row.cells[1])), expected)
              << row.file << ": " << row.cells[0] << " depth " << row.cells[1];
        },
        make_game(variant.value()));
    ++checked;
  }
  EXPECT_GE(checked, 25);
}

TEST(Perft, DivideSumsToTheTotal) {
  auto variant = load_variant("adaptoid");
  ASSERT_TRUE(variant.ok());
  AdaptoidGame game(variant.value());
  const Position start = game.start(0);
  uint64_t sum = 0;
  for (const auto& [turn, count] : perft_divide(game, start, 3)) sum += count;
  EXPECT_EQ(sum, perft(game, start, 3));
  EXPECT_EQ(perft(game, start, 0), 1u);
}

TEST(Perft, Q2_SeededStartsArePinned) {
  const auto rows = read_rows(true);
  ASSERT_GE(rows.size(), 7u);
  for (const Row& row : rows) {
    ASSERT_EQ(row.cells.size(), 3u);
    auto variant = load_variant(row.cells[0]);
    ASSERT_TRUE(variant.ok()) << variant.error();
    std::visit(
        [&](const auto& game) {
          EXPECT_EQ(format_position(game.variant(), game.start(std::stoull(row.cells[1]))), row.cells[2])
              << row.cells[0] << " seed " << row.cells[1];
        },
        make_game(variant.value()));
  }
}

}  // namespace
}  // namespace adaptoid
