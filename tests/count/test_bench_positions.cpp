// The bench positions: built into the library and listed in specs/bench/bench.tsv, the same rows;
// each a legal middle game or start of its variant, on which the two generators agree.
#include <gtest/gtest.h>
#include <adaptoid/count/bench_positions.hpp>
#include <adaptoid/count/fast_perft.hpp>
#include <adaptoid/count/perft.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <fstream>

namespace adaptoid {
namespace {

TEST(Bench, BuiltInPositionsAreTheRowsOfTheSpecFile) {
  std::ifstream in(std::string(ADAPTOID_SOURCE_DIR) + "/specs/bench/bench.tsv");
  ASSERT_TRUE(in.good());
  std::vector<std::string> file_rows, built_in;
  for (std::string line; std::getline(in, line);)
    if (!line.empty() && line[0] != '#') file_rows.push_back(line);
  for (const BenchPosition& b : bench_positions())
    built_in.push_back(b.position + "\t" + std::to_string(b.depth) + "\t" + std::to_string(b.nodes));
  EXPECT_EQ(built_in, file_rows);
}

TEST(Bench, PositionsAreMiddleGamesOrStartsWhereBothGeneratorsAgree) {
  int adaptoid_family = 0, quantum = 0;
  for (const BenchPosition& b : bench_positions()) {
    SCOPED_TRACE(b.position);
    auto variant = load_variant(position_variant_name(b.position));
    ASSERT_TRUE(variant.ok());
    const auto fast = make_fast_game(variant.value());
    ASSERT_TRUE(fast.has_value());
    std::visit(
        [&](const auto& plain) {
          auto p = parse_position(plain, b.position);
          ASSERT_TRUE(p.ok()) << p.error();
          EXPECT_FALSE(plain.status(p.value()).over);
          std::visit(
              [&](const auto& game) {
                EXPECT_EQ(fast_perft(game, game.from_position(p.value()), 2), perft(plain, p.value(), 2));
              },
              *fast);
          if (variant.value()->is_adaptoid()) {
            ++adaptoid_family;
            std::array<int, kMaxAdaptoidPlayers> adaptoids{};
            for (int i = 0; i < variant.value()->board.size(); ++i)
              if (p.value().at(i) != kEmpty) ++adaptoids[adaptoid_piece::colour(p.value().at(i))];
            for (Colour c = 0; c < variant.value()->players; ++c) EXPECT_GE(adaptoids[c], 6);
          } else {
            ++quantum;
          }
        },
        make_game(variant.value()));
  }
  EXPECT_GE(adaptoid_family, 4);
  EXPECT_GE(quantum, 2);
}

}  // namespace
}  // namespace adaptoid
