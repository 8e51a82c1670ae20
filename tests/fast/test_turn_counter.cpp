// The turn number past 16 bits (a position at turn 65535 played on printed turn 0, which
// the position reader itself refused): the counter is wide enough for a game of any length the
// notation can write, in both rules engines, and the notation refuses only what is past its stated
// maximum.
#include <gtest/gtest.h>

#include <adaptoid/core/game.hpp>
#include <adaptoid/core/notation.hpp>
#include <adaptoid/fast/fast_adaptoid_game.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <random>

namespace adaptoid {
namespace {

const char* const kCounterStart = "adaptoid ..../...../...W10../.W21...B02./....../...../.... w 1/0 1";

// Plays random legal turns from kCounterStart for more than 70,000 turns of each side, starting the board
// over (with the clock kept) whenever a game ends: every round adds exactly one to the turn
// number, which must never wrap, and every position must write and read back the same.
TEST(TurnCounter, AGamePlayedPast70000TurnsCountsEveryTurn) {
  const VariantPtr v = load_variant("adaptoid").value();
  const AdaptoidGame game(v);
  const Position start = parse_position(game, kCounterStart).value();
  Position p = start;
  std::mt19937_64 random(20);
  int rounds = 0;
  while (p.turn_number() <= 70'000) {
    if (game.status(p).over) {
      const int clock = p.turn_number();
      p = start;
      p.set_turn_number(clock);
    }
    const int before = p.turn_number();
    const bool last_of_round = p.side() == 1;  // black ends each round in Adaptoid
    const auto turns = legal_turns(game, p);
    ASSERT_FALSE(turns.empty());
    p = game.apply(p, turns[random() % turns.size()]);
    ASSERT_EQ(p.turn_number(), before + (last_of_round ? 1 : 0)) << format_position(*v, p);
    if (last_of_round) ++rounds;
    if (p.turn_number() % 10'000 == 0 || (p.turn_number() >= 65'534 && p.turn_number() <= 65'538)) {
      const std::string text = format_position(*v, p);
      auto again = parse_position(game, text);
      ASSERT_TRUE(again.ok()) << text << ": " << again.error();
      EXPECT_EQ(again.value().turn_number(), p.turn_number());
    }
  }
  EXPECT_EQ(rounds, 70'000);
  EXPECT_NE(format_position(*v, p).find(" 70001"), std::string::npos) << format_position(*v, p);
}

// The fast generator keeps the same clock: a state past 65535 goes there and back, and a round
// played in it counts.
TEST(TurnCounter, TheFastGeneratorCountsPast65535Too) {
  const VariantPtr v = load_variant("adaptoid").value();
  const AdaptoidGame plain(v);
  const FastAdaptoidGame fast(v);
  Position p = parse_position(plain, kCounterStart).value();
  p.set_turn_number(65'535);
  auto s = fast.from_position(p);
  EXPECT_EQ(fast.to_position(s).turn_number(), 65'535);
  for (int ply = 0; ply < 4; ++ply) {
    std::vector<Turn> turns;
    fast.legal_turns(s, turns);
    ASSERT_FALSE(turns.empty());
    s = fast.apply(s, turns.front());
    p = plain.apply(p, turns.front());
    EXPECT_EQ(fast.to_position(s), p);
  }
  EXPECT_EQ(p.turn_number(), 65'537);
}

TEST(TurnCounter, TheNotationReadsUpToItsStatedMaximumOnly) {
  const VariantPtr v = load_variant("adaptoid").value();
  const AdaptoidGame game(v);
  const std::string board = "adaptoid ..../...../...W10../.W21...B02./....../...../.... w 1/0 ";
  EXPECT_TRUE(parse_position(game, board + std::to_string(kMaxTurnNumber)).ok());
  for (const std::string bad : {"0", "-1", "1000000001", "4294967297", "18446744073709551617", "1e3"}) {
    auto p = parse_position(game, board + bad);
    ASSERT_FALSE(p.ok()) << bad;
    EXPECT_NE(p.error().find("turn number"), std::string::npos) << p.error();
  }
}

}  // namespace
}  // namespace adaptoid
