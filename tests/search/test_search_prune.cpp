// The win-in-one bound (search_prune.hpp) is sound: wherever it says no turn can win, making
// every turn finds none that does. And it is useful: on real positions it says so often.
#include <gtest/gtest.h>
#include <adaptoid/fast/fast_game.hpp>
#include <adaptoid/search/search_prune.hpp>
#include <adaptoid/util/random.hpp>
#include <adaptoid/variants/variant_loader.hpp>

namespace adaptoid {
namespace {

void check_bound(const char* name, const char* extra_toml, int games, int plies) {
  auto v = extra_toml
               ? load_variant_text(std::string("base = \"") + name + "\"\n" + extra_toml, "options", "test")
               : load_variant(name);
  ASSERT_TRUE(v.ok()) << name << ": " << (v.ok() ? "" : v.error());
  const FastAdaptoidGame game(v.value());
  const WinInOneBound bound(*v.value());
  SplitMix64 rng(17);
  std::vector<FastAdaptoidState> kids;
  int pruned = 0, positions = 0, winnable = 0;
  for (int g = 0; g < games; ++g) {
    FastAdaptoidState s = game.from_position(AdaptoidGame(v.value()).start(g));
    for (int ply = 0; ply < plies && !game.status(s).over; ++ply) {
      ++positions;
      game.children(s, kids);
      bool wins = false;
      for (const auto& k : kids) {
        const Status st = game.status(k);
        wins = wins || (st.over && st.winner == s.side);
      }
      winnable += wins;
      if (!bound.possible(s)) {
        ++pruned;
        ASSERT_FALSE(wins) << format_position(game.variant(), game.to_position(s));
      }
      s = kids[rng.below(kids.size())];
    }
  }
  EXPECT_GT(winnable, 0) << name;
  EXPECT_GT(pruned, positions / 4) << name;
}

TEST(SearchPrune, WinInOneBoundIsSoundOnAdaptoid) {
  check_bound("adaptoid", nullptr, 60, 120);
}
TEST(SearchPrune, WinInOneBoundIsSoundOnSuperadaptoid) {
  check_bound("superadaptoid", nullptr, 60, 120);
}
TEST(SearchPrune, WinInOneBoundIsSoundOnAdapt3) {
  check_bound("adapt3", nullptr, 40, 150);
}
TEST(SearchPrune, WinInOneBoundIsSoundWithOptions) {
  check_bound("adaptoid", "capture_goal = 2\nwin_check = \"immediate\"\nattacker_needs_pincer = false\n", 60,
              120);
  check_bound("adaptoid",
              "capture_goal = 3\nno_grow = \"lose\"\nsuicide_attacks = false\n[supply]\nadaptoids = 4\n", 60,
              120);
}

}  // namespace
}  // namespace adaptoid
