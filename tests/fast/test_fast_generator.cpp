// The fast generators against the plain reference, on the positions of seeded random games of
// every built-in variant and of variants that switch each rule option: the same turns in the same
// order, the same position after each turn, the same count without making them, the same status;
// and the children made until one passes a test, the same as all the children as far as that one;
// a turn legal alone exactly when it is listed.
#include <gtest/gtest.h>
#include <adaptoid/fast/fast_game.hpp>
#include <adaptoid/util/random.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <algorithm>
#include <cstdio>

namespace adaptoid {
namespace {

struct Coverage {
  int positions = 0;
  int attacks = 0;      // attack turns listed
  int most_pieces = 0;  // the most crowded position
  int ended = 0;        // positions where the game was over
};

template <Game G, FastGame F>
Coverage compare_on_random_games(const G& plain, const F& fast, int games, int plies, uint64_t seed) {
  const Variant& v = plain.variant();
  SplitMix64 rng(seed);
  Coverage seen;
  std::vector<typename F::State> kids, until;
  std::vector<Turn> fast_turns, last_turns;
  for (int g = 0; g < games; ++g) {
    Position p = plain.start(g + 1);
    for (int ply = 0; ply < plies; ++ply) {
      SCOPED_TRACE(format_position(v, p));
      ++seen.positions;
      int pieces = 0;
      for (int i = 0; i < v.board.size(); ++i) pieces += p.at(i) != kEmpty;
      seen.most_pieces = std::max(seen.most_pieces, pieces);
      const auto s = fast.from_position(p);
      EXPECT_EQ(fast.to_position(s), p);
      const auto turns = legal_turns(plain, p);
      fast.legal_turns(s, fast_turns);
      EXPECT_EQ(fast_turns, turns);
      EXPECT_EQ(fast.count_turns(s), turns.size());
      if constexpr (requires { fast.is_legal(s, Turn{}); }) {
        // Every turn listed, and of the last position's turns those listed here too.
        for (const Turn& t : turns) EXPECT_TRUE(fast.is_legal(s, t)) << format_turn(v, t);
        for (const Turn& t : last_turns)
          EXPECT_EQ(fast.is_legal(s, t), std::find(turns.begin(), turns.end(), t) != turns.end())
              << format_turn(v, t);
      }
      const Status a = plain.status(p), b = fast.status(s);
      EXPECT_EQ(a.over, b.over);
      EXPECT_EQ(a.winner, b.winner);
      seen.ended += a.over;
      seen.attacks += static_cast<int>(std::count_if(
          turns.begin(), turns.end(), [](const Turn& t) { return t.move == MoveKind::Attack; }));
      std::vector<Position> expected, got;
      for (const Turn& t : turns) {
        expected.push_back(plain.apply(p, t));
        EXPECT_EQ(fast.to_position(fast.apply(s, t)), expected.back()) << format_turn(v, t);
      }
      fast.children(s, kids);
      for (const auto& k : kids) got.push_back(fast.to_position(k));
      const auto by_text = [&](const Position& x, const Position& y) {
        return format_position(v, x) < format_position(v, y);
      };
      std::sort(expected.begin(), expected.end(), by_text);
      std::sort(got.begin(), got.end(), by_text);
      EXPECT_EQ(got, expected);
      if constexpr (requires { fast.children_until(s, until, [](const auto&) { return false; }); }) {
        // Stopped at the k-th child, the same children as far as it, in the same order.
        EXPECT_FALSE(fast.children_until(s, until, [](const auto&) { return false; }));
        EXPECT_TRUE(until == kids);
        if (!kids.empty()) {
          const std::size_t stop_at = static_cast<std::size_t>(ply) % kids.size();
          std::size_t asked = 0;
          EXPECT_TRUE(fast.children_until(s, until, [&](const auto&) { return asked++ == stop_at; }));
          EXPECT_GT(until.size(), stop_at);
          EXPECT_TRUE(until.size() > stop_at &&
                      std::equal(until.begin(), until.begin() + static_cast<std::ptrdiff_t>(stop_at) + 1,
                                 kids.begin()));
        }
      }
      if constexpr (requires { fast.count_two_plies(s); }) {
        uint64_t two = 0;
        for (const auto& k : kids) two += fast.count_turns(k);
        EXPECT_EQ(fast.count_two_plies(s), two);
      }
      last_turns = turns;
      if (turns.empty() || ::testing::Test::HasFailure()) break;
      // Prefer turns that grow the material, so that the games reach crowded middle games.
      Turn t = turns[rng.below(turns.size())];
      for (int tries = 0; tries < 2 && t.move == MoveKind::None && t.grow != GrowKind::Create; ++tries)
        t = turns[rng.below(turns.size())];
      p = plain.apply(p, t);
    }
  }
  return seen;
}

void compare_variant(const VariantPtr& variant, int games, int plies) {
  SCOPED_TRACE(variant->name);
  const auto fast = make_fast_game(variant);
  ASSERT_TRUE(fast.has_value());
  Coverage seen;
  if (variant->is_adaptoid()) {
    seen = compare_on_random_games(AdaptoidGame(variant), std::get<FastAdaptoidGame>(*fast), games, plies, 7);
  } else {
    seen = compare_on_random_games(QuantumLeapGame(variant), std::get<FastQuantumLeapGame>(*fast), games,
                                   plies, 7);
  }
  std::printf("%-16s %4d positions, %5d attacks listed, at most %2d pieces, %d over\n", variant->name.c_str(),
              seen.positions, seen.attacks, seen.most_pieces, seen.ended);
  EXPECT_GE(seen.positions, 40);
  if (variant->is_adaptoid()) {
    EXPECT_GT(seen.attacks, 0);
  }
}

VariantPtr variant_from_text(const std::string& name, const std::string& toml) {
  auto v = load_variant_text(toml, name, "test " + name);
  EXPECT_TRUE(v.ok()) << (v.ok() ? "" : v.error());
  return v.value();
}

TEST(FastGenerator, MatchesThePlainOneOnEveryBuiltInVariant) {
  for (const std::string& name : builtin_variant_names()) {
    auto v = load_variant(name);
    ASSERT_TRUE(v.ok()) << v.error();
    const bool quantum = v.value()->is_quantum_leap();
    // Games on the small boards end within a few plies: play more of them.
    const int cells = v.value()->board.size();
    const int games = cells < 10 ? 300 : cells < 20 ? 30 : quantum ? 10 : 5;
    compare_variant(v.value(), games, quantum ? 40 : 70);
  }
}

// A6, A7, A9, A11, A14, A17, A21, T4, S2, S3: every option that changes the turns or their outcome.
TEST(FastGenerator, MatchesThePlainOneUnderEveryRuleOption) {
  const std::vector<std::pair<std::string, std::string>> variants = {
      {"immediate", "base = \"adaptoid\"\nwin_check = \"immediate\"\ncapture_goal = 2\n"},
      {"no-grow-lose",
       "base = \"adaptoid\"\nno_grow = \"lose\"\n[supply]\nadaptoids = 3\nlegs = 3\npincers = 3\n"},
      {"bare-attack", "base = \"adaptoid\"\nattacker_needs_pincer = false\nsuicide_attacks = false\n"},
      {"four-limbs", "base = \"adaptoid\"\nmax_extremities = 4\nmax_turns = 20\n"},
      {"holes", "base = \"superadaptoid\"\n[board]\nholes = [\"d3\", \"e5\", \"b2\"]\n"},
      {"prey-only",
       "base = \"adapt3\"\nattack = \"prey-only\"\nwin_check = \"immediate\"\nelimination_goal = 3\n"},
      {"small",
       "base = \"adaptoid\"\ncapture_goal = 2\n[board]\nside = 3\n[start]\nwhite = [\"c2\"]\nblack = "
       "[\"c4\"]\n"
       "[supply]\nadaptoids = 3\nlegs = 3\npincers = 3\n"},
      {"placement",
       "base = \"adaptoid\"\nopening = \"placement\"\nattacker_needs_pincer = false\nsuicide_attacks = "
       "false\n"},
      {"ql-6p", "base = \"quantum-leap\"\nplayers = 6\nstones = 10\nswap = false\n"},
  };
  for (const auto& [name, toml] : variants) compare_variant(variant_from_text(name, toml), 5, 60);
}

}  // namespace
}  // namespace adaptoid
