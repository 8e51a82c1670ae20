// The solved values pinned in specs/solved.tsv, recomputed.
#include "quantum_leap_plain_index.hpp"

#include <gtest/gtest.h>
#include <adaptoid/solving/quantumleapsolve/quantum_leap_retrograde.hpp>
#include <adaptoid/tables/quantum_leap_probe.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include "one_pass_solve.hpp"

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

// Counts of classes (positions up to symmetry); with two players wins, losses and draws for the
// side to move, with three the classes where the mover, the next or the third forces a win.
std::map<std::string, std::string> solve_adaptoid(const VariantPtr& v) {
  const FoldedSolve s = solve_folded(FastAdaptoidGame(v), 20'000'000, 2);
  EXPECT_TRUE(s.complete);
  const int n = v->players;
  std::array<uint64_t, kMaxAdaptoidPlayers> forced{};
  uint64_t nobody = 0;
  for (const ForcedWins& w : s.wins) {
    bool any = false;
    for (int k = 0; k < n; ++k)
      if (w.forces(k)) ++forced[k], any = true;
    nobody += !any;
  }
  const auto at = std::lower_bound(s.codes.begin(), s.codes.end(), s.start) - s.codes.begin();
  const ForcedWins& start = s.wins[at];
  std::map<std::string, std::string> got{{"classes", std::to_string(s.codes.size())}};
  if (n == 2) {
    std::string value(proof_word(outcome_of(start)));
    if (outcome_of(start) != Proof::Draw) value += " in " + std::to_string(plies_of(start)) + " plies";
    got.insert({{"wins", std::to_string(forced[0])},
                {"losses", std::to_string(forced[1])},
                {"draws", std::to_string(nobody)},
                {"start", value}});
  } else {
    std::string value;
    for (int k = 0; k < n; ++k)
      if (start.forces(k))
        value =
            "player " + std::to_string(k) + " forces a win in " + std::to_string(start.plies(k)) + " plies";
    got.insert({{"forced by the mover", std::to_string(forced[0])},
                {"forced by the next", std::to_string(forced[1])},
                {"forced by the third", std::to_string(forced[2])},
                {"forced by nobody", std::to_string(nobody)},
                {"start", value.empty() ? "nobody forces a win" : value}});
  }
  return got;
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
          {"start",
           std::string(start.swap_pending() ? "black to swap " : "white ") + (probe->win ? "wins" : "loses")},
          {"white wins without swap, seeds 1-100", std::to_string(stats.white_wins_without_swap)},
          {"white wins with swap, seeds 1-100", std::to_string(stats.white_wins_with_swap)}};
}

TEST(Solved, PinnedValuesOfSmallVariants) {
  const auto rows = pinned();
  ASSERT_GE(rows.size(), 2u);
  for (const auto& [name, measures] : rows) {
    auto v = load_variant(name);
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
