// Generic checks on seeded random games of every built-in variant (in the spirit of OpenSpiel's
// RandomSimTest): notation round trips, distinct turns, Zobrist keys, starvation, counts.
#include <gtest/gtest.h>
#include <adaptoid/core/game.hpp>
#include <adaptoid/util/random.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <set>

namespace adaptoid {
namespace {

int stones_on_board(const Variant& v, const Position& p) {
  int n = 0;
  for (int i = 0; i < v.board.size(); ++i) n += p.at(i) != kEmpty;
  return n;
}

template <Game G>
void check_random_games(const G& game, int games, int max_turns) {
  const Variant& v = game.variant();
  SplitMix64 rng(12345);
  for (int g = 0; g < games; ++g) {
    Position p = game.start(g + 1);
    for (int ply = 0; ply < max_turns; ++ply) {
      const std::string text = format_position(v, p);
      SCOPED_TRACE(text);
      auto reread = parse_position(game, text);
      ASSERT_TRUE(reread.ok()) << reread.error();
      EXPECT_EQ(reread.value(), p);
      EXPECT_EQ(p.key(), p.compute_key());
      const auto turns = legal_turns(game, p);
      EXPECT_EQ(turns.empty(), game.status(p).over);
      if (turns.empty()) break;
      std::set<std::string> names;
      for (const Turn& t : turns) {
        const std::string name = format_turn(v, t);
        EXPECT_TRUE(names.insert(name).second) << "listed twice: " << name;
        auto parsed = parse_turn(game, p, name);
        ASSERT_TRUE(parsed.ok()) << parsed.error();
        EXPECT_EQ(parsed.value(), t) << name;
      }
      const Turn t = turns[rng.below(turns.size())];
      const Position q = game.apply(p, t);
      EXPECT_EQ(q.key(), q.compute_key());
      for (Colour c = 0; c < v.players; ++c) EXPECT_GE(q.lost(c), p.lost(c));
      if constexpr (std::is_same_v<G, AdaptoidGame>) {
        for (int cell = 0; cell < v.board.size(); ++cell)  // A13, T5: no unfed enemy survives a turn
          if (q.at(cell) != kEmpty && adaptoid_piece::colour(q.at(cell)) != p.side() &&
              !game.status(q).over) {
            EXPECT_TRUE(game.fed(q, cell)) << format_turn(v, t) << " left " << v.board.name(cell) << " unfed";
          }
      } else if (t.move == MoveKind::Leap) {
        EXPECT_EQ(stones_on_board(v, q), stones_on_board(v, p) - 1);  // Q4: one stone a turn
      }
      p = q;
    }
  }
}

class RandomGames : public ::testing::TestWithParam<std::string> {};

TEST_P(RandomGames, NotationKeysAndTurnsStayConsistent) {
  auto variant = load_variant(GetParam());
  ASSERT_TRUE(variant.ok()) << variant.error();
  std::visit([](const auto& game) { check_random_games(game, 6, 60); }, make_game(variant.value()));
}

INSTANTIATE_TEST_SUITE_P(BuiltIns, RandomGames,
                         ::testing::Values("adaptoid", "superadaptoid", "adapt3", "adapt3-reversed",
                                           "quantum-leap", "quantum-leap-3p", "quantum-leap-19"),
                         [](const ::testing::TestParamInfo<std::string>& param) {
                           std::string name = param.param;
                           std::replace(name.begin(), name.end(), '-', '_');
                           return name;
                         });

}  // namespace
}  // namespace adaptoid
