// The solved values pinned in specs/solved.tsv, recomputed.
#include <adaptoid/graph_retrograde.hpp>
#include <adaptoid/ql_index.hpp>
#include <adaptoid/ql_probe.hpp>
#include <adaptoid/variant_loader.hpp>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

namespace adaptoid {
namespace {

std::map<std::string, std::map<std::string, std::string>> pinned() {
  std::map<std::string, std::map<std::string, std::string>> rows;
  std::ifstream in(std::filesystem::path(ADAPTOID_SOURCE_DIR) / "specs" / "solved.tsv");
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::stringstream s(line);
    std::string variant, measure, value;
    std::getline(s, variant, '\t');
    std::getline(s, measure, '\t');
    std::getline(s, value);
    rows[variant][measure] = value;
  }
  return rows;
}

std::map<std::string, std::string> solve_adaptoid(const VariantPtr& v) {
  AdaptoidGame game(v);
  const SolvedGraph g = solve_reachable(game, game.start(0), 20'000'000);
  EXPECT_TRUE(g.complete);
  uint64_t count[3] = {0, 0, 0};
  for (Outcome o : g.outcome) ++count[static_cast<int>(o) + 1];
  const char* names[3] = {"loss", "draw", "win"};
  std::string start = names[static_cast<int>(g.outcome[0]) + 1];
  if (g.outcome[0] != Outcome::Draw) start += " in " + std::to_string(g.plies[0]) + " plies";
  return {{"positions", std::to_string(g.positions.size())}, {"wins", std::to_string(count[2])},
          {"losses", std::to_string(count[0])}, {"draws", std::to_string(count[1])}, {"start", start}};
}

std::map<std::string, std::string> solve_quantum_leap(const VariantPtr& v) {
  QuantumLeapTable table(v, v->stones);
  solve_quantum_leap(table, 2);
  // Wins among every position (both sides to move), unfolded through the plain index.
  uint64_t wins = 0;
  const QuantumLeapIndex plain(v->board.size());
  for (int w = 0; w <= v->stones; ++w)
    for (int b = 0; b <= v->stones; ++b)
      for (uint64_t i = 0; i < kBinomial(v->board.size(), w) * kBinomial(v->board.size() - w, b); ++i) {
        const auto [white, black] = plain.unrank(w, b, i);
        wins += *table.wins(white, black) + *table.wins(black, white);
      }
  QuantumLeapGame game(v);
  const Position start = game.start(v->seed);
  auto probe = probe_quantum_leap(game, table, start);
  EXPECT_TRUE(probe.ok());
  const StartStatistics stats = start_statistics(game, table, 1, 100);
  return {{"positions", std::to_string(table.positions())},
          {"wins", std::to_string(wins)},
          {"start", std::string(start.swap_pending() ? "black to swap " : "white ") + (probe->win ? "wins" : "loses")},
          {"white wins without swap, seeds 1-100", std::to_string(stats.white_wins_without_swap)},
          {"white wins with swap, seeds 1-100", std::to_string(stats.white_wins_with_swap)}};
}

TEST(Solved, PinnedValuesOfSmallVariants) {
  const auto rows = pinned();
  ASSERT_GE(rows.size(), 2u);
  for (const auto& [name, measures] : rows) {
    auto v = load_variant(name.find('/') == std::string::npos ? name : std::string(ADAPTOID_SOURCE_DIR) + "/" + name);
    ASSERT_TRUE(v.ok()) << v.error();
    const auto got = v.value()->is_adaptoid() ? solve_adaptoid(v.value()) : solve_quantum_leap(v.value());
    for (const auto& [measure, value] : measures) {
      ASSERT_TRUE(got.count(measure)) << name << ": unknown measure " << measure;
      EXPECT_EQ(got.at(measure), value) << name << ": " << measure;
    }
  }
}

}  // namespace
}  // namespace adaptoid
