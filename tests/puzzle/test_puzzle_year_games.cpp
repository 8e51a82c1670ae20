// The year files of Adapt3, three-player Quantum Leap and Quantum Leap's rated days
// (specs/puzzles.md): a whole year, the goal said in words, the depth following the weekday, no
// theme that fits every puzzle, the rating the fit of the game's own ladder, and Quantum Leap's
// ratings spread along the depth.
#include "puzzle_theme_names.hpp"

#include <gtest/gtest.h>
#include <adaptoid/puzzle/puzzle_batch.hpp>
#include <adaptoid/puzzle/puzzle_ladder.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <set>

namespace adaptoid {
namespace {

// The rated puzzles of a game's year file (those of the rating generator).
std::vector<Puzzle> rated(const std::string& game) {
  auto read = read_puzzle_file(ADAPTOID_SOURCE_DIR "/puzzles/" + game + ".jsonl");
  EXPECT_TRUE(read.ok()) << read.error();
  std::vector<Puzzle> out;
  if (read)
    for (Puzzle& z : read.value())
      if (z.rating) out.push_back(std::move(z));
  return out;
}

// 0 Monday .. 6 Sunday of the i-th day of a year beginning on 2026-11-27, a Friday (the years
// are whole, day after day: the first test checks it).
int monday_first(std::size_t i) {
  return static_cast<int>((4 + i) % 7);
}

TEST(PuzzleYearGames, ThreePlayerYearsAreWholeYearsWithTheGoalInWords) {
  for (const std::string game : {"adapt3", "quantum-leap-3p"}) {
    const auto all = rated(game);
    ASSERT_EQ(all.size(), 365u) << game;
    for (std::size_t i = 0; i < all.size(); ++i) {
      EXPECT_EQ(all[i].date, add_days("2026-11-27", static_cast<int>(i)).value()) << game;
      // Against the joint play of the other two (a win in one leaves them no turn), and what
      // winning means (T7 or Q5).
      EXPECT_NE(all[i].goal_text.find(all[i].turns == 1 ? "win in one turn: " : "against any joint play of"),
                std::string::npos)
          << all[i].id;
      EXPECT_NE(all[i].goal_text.find(game == "adapt3" ? "(its prey)" : "cannot capture"), std::string::npos)
          << all[i].id;
    }
  }
}

// Monday's mean depth is the lowest, Sunday's the highest (three players: Monday asks for one
// turn, Tuesday to Saturday for two, Sunday for three in Quantum Leap, for two with twice the
// seeds in Adapt3), and Sunday's mean rating is above Monday's.
TEST(PuzzleYearGames, ThreePlayerDifficultyFollowsTheWeekday) {
  for (const std::string game : {"adapt3", "quantum-leap-3p"}) {
    std::array<double, 7> depth{}, rating{}, n{};
    const auto all = rated(game);
    for (std::size_t i = 0; i < all.size(); ++i) {
      const Puzzle& z = all[i];
      const int w = monday_first(i);
      depth[w] += z.turns;
      rating[w] += *z.rating;
      n[w] += 1;
    }
    for (int w = 0; w < 7; ++w) {
      ASSERT_GT(n[w], 0) << game;
      depth[w] /= n[w];
      rating[w] /= n[w];
    }
    for (int w = 1; w < 6; ++w) {
      EXPECT_LT(depth[0], depth[w]) << game << " weekday " << w;
      EXPECT_LT(depth[w], depth[6]) << game << " weekday " << w;
    }
    EXPECT_GT(rating[6], rating[0]) << game;
  }
}

// The three-player years ask as much as the others (specs/puzzles.md): at most 30 % wins in one,
// at least 20 % of two turns or more, each proven against the joint play of the two opponents
// (T7, Q5; Puzzles.YearFilesVerify re-proves them).
TEST(PuzzleYearGames, ThreePlayerYearsAreNotMostlyWinsInOne) {
  for (const std::string game : {"adapt3", "quantum-leap-3p"}) {
    const auto all = rated(game);
    ASSERT_FALSE(all.empty()) << game;
    const auto ones = std::count_if(all.begin(), all.end(), [](const Puzzle& z) { return z.turns == 1; });
    const auto deep = static_cast<long>(all.size()) - ones;
    EXPECT_LE(ones * 10, static_cast<long>(all.size()) * 3) << game << ": " << ones << " wins in one";
    EXPECT_GE(deep * 5, static_cast<long>(all.size())) << game << ": " << deep << " of two turns or more";
  }
}

// The rating is the fit of the game's own ladder, whose rungs the record lists.
TEST(PuzzleYearGames, RatingsAreTheirLaddersFit) {
  for (const std::string game : {"adapt3", "quantum-leap-3p", "quantum-leap"}) {
    const auto& steps = solver_ladder(*load_variant(game).value());
    const auto all = rated(game);
    ASSERT_FALSE(all.empty()) << game;
    for (const Puzzle& z : all) {
      ASSERT_EQ(z.ladder.size(), steps.size()) << z.id;
      for (std::size_t i = 0; i < steps.size(); ++i) EXPECT_EQ(z.ladder[i].player, steps[i].player) << z.id;
      EXPECT_EQ(*z.rating, fit_rating(z.ladder)) << z.id;
    }
  }
}

// Every theme is one specs/puzzles.md defines, and none fits every puzzle of the game.
void expect_themes_say_something(const std::string& game) {
  const auto& names = theme_names(*load_variant(game).value());
  const auto all = rated(game);
  ASSERT_FALSE(all.empty()) << game;
  std::map<std::string, std::size_t> seen;
  for (const Puzzle& z : all)
    for (const std::string& t : z.themes) {
      EXPECT_NE(std::find(names.begin(), names.end(), t), names.end()) << z.id << ": " << t;
      ++seen[t];
    }
  EXPECT_FALSE(seen.empty()) << game << ": no theme at all";
  for (const auto& [theme, count] : seen)
    EXPECT_LT(count, all.size()) << game << ": " << theme << " fits every puzzle";
}

TEST(PuzzleYearGames, QuantumLeapThemesSaySomething) {
  expect_themes_say_something("quantum-leap");
  expect_themes_say_something("quantum-leap-3p");
}

// `grow to block` counts only before the winning turn (a win in one by starvation nearly always
// grows the adaptoid that takes the last food, so on the winning turn it fitted all 365).
TEST(PuzzleYearGames, Adapt3ThemesSaySomething) {
  expect_themes_say_something("adapt3");
}

// Ranks with ties averaged, for Spearman's coefficient.
std::vector<double> ranks(const std::vector<double>& x) {
  std::vector<std::size_t> order(x.size());
  for (std::size_t i = 0; i < x.size(); ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return x[a] < x[b]; });
  std::vector<double> r(x.size());
  for (std::size_t i = 0; i < order.size();) {
    std::size_t j = i;
    while (j + 1 < order.size() && x[order[j + 1]] == x[order[i]]) ++j;
    for (std::size_t k = i; k <= j; ++k) r[order[k]] = (static_cast<double>(i) + static_cast<double>(j)) / 2;
    i = j + 1;
  }
  return r;
}

double spearman(const std::vector<double>& a, const std::vector<double>& b) {
  const std::vector<double> ra = ranks(a), rb = ranks(b);
  const double n = static_cast<double>(a.size()), mean = (n - 1) / 2;
  double c = 0, va = 0, vb = 0;
  for (std::size_t i = 0; i < ra.size(); ++i) {
    c += (ra[i] - mean) * (rb[i] - mean);
    va += (ra[i] - mean) * (ra[i] - mean);
    vb += (rb[i] - mean) * (rb[i] - mean);
  }
  return c / std::sqrt(va * vb);
}

// Quantum Leap's ladder spreads the ratings (the earlier one gave 5 values, 293 of 365 puzzles
// solved by every rung) and the rating rises with the depth.
TEST(PuzzleYearGames, QuantumLeapRatingsSpreadAlongTheDepth) {
  const auto all = rated("quantum-leap");
  ASSERT_GE(all.size(), 365u);
  std::vector<double> rating, depth;
  std::set<int> values;
  for (const Puzzle& z : all) {
    rating.push_back(*z.rating);
    depth.push_back(z.turns);
    values.insert(*z.rating);
  }
  EXPECT_GE(values.size(), 8u);
  EXPECT_GE(*values.rbegin() - *values.begin(), 800);
  EXPECT_GE(spearman(rating, depth), 0.5);
}

// Quantum Leap's ratings follow the depth and the tempting failures at least as closely as
// Adaptoid's do (Spearman's coefficient over each year's rated puzzles).
TEST(PuzzleYearGames, QuantumLeapRatingsFollowDepthAndTemptationsAsAdaptoidsDo) {
  std::map<std::string, std::pair<double, double>> by_game;  // game -> (with depth, with tempting)
  for (const std::string game : {"adaptoid", "quantum-leap"}) {
    std::vector<double> rating, depth, tempting;
    for (const Puzzle& z : rated(game)) {
      rating.push_back(*z.rating);
      depth.push_back(z.turns);
      tempting.push_back(z.difficulty.tempting_failures);
    }
    ASSERT_GE(rating.size(), 365u) << game;
    by_game[game] = {spearman(rating, depth), spearman(rating, tempting)};
  }
  EXPECT_GE(by_game["quantum-leap"].first, by_game["adaptoid"].first);
  EXPECT_GE(by_game["quantum-leap"].second, by_game["adaptoid"].second);
}

}  // namespace
}  // namespace adaptoid
