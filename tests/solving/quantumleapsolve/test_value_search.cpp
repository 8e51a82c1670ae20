// The exact value of a Quantum Leap position by search (value_search.hpp): the same value as the
// retrograde table on every position of random games of a small board (swap pending or not, the
// table for positions of any size or none), a winning turn that wins, no answer when the budget
// runs out, and the refusals; the table of proven values and the hash it is keyed by (the tool's
// `solve --position`: tests/cli/test_solve_cli.cpp).

#include <gtest/gtest.h>
#include <adaptoid/core/quantum_leap_game.hpp>
#include <adaptoid/search/search_hash.hpp>
#include <adaptoid/search/value_search.hpp>
#include <adaptoid/solving/quantumleapsolve/quantum_leap_retrograde.hpp>
#include <adaptoid/util/random.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <iostream>

namespace adaptoid {
namespace {

VariantPtr ql_variant(int stones, int side) {
  auto v = load_variant_text("base = \"quantum-leap\"\nstones = " + std::to_string(stones) +
                                 "\n[board]\nside = " + std::to_string(side) + "\n",
                             "ql-small", "test");
  EXPECT_TRUE(v.ok()) << v.error();
  return v.value();
}

// The table's value of p for its side to move; with the swap pending, whether one of Black's
// choices (decline, or a swap) leaves White lost.
bool table_wins(const QuantumLeapGame& game, const QuantumLeapTable& table, const Position& p) {
  if (!p.swap_pending()) return *table.side_to_move_wins(p);
  for (const Turn& t : legal_turns(game, p)) {
    const Position after = game.apply(p, t);
    if (game.status(after).over || !*table.side_to_move_wins(after)) return true;
  }
  return false;
}

TEST(ValueSearch, AgreesWithTheRetrogradeTableOnRandomGamesAndItsWinningTurnWins) {
  const auto v = ql_variant(5, 3);
  QuantumLeapTable table(v, v->stones);
  solve_quantum_leap(table, 2);
  const QuantumLeapGame game(v);
  SplitMix64 rng(11);
  int wins = 0, losses = 0, swaps = 0;
  for (int i = 0; i < 400; ++i) {
    Position p = game.start(i + 1);
    const int plies = static_cast<int>(rng.below(7));
    for (int k = 0; k < plies && !game.status(p).over; ++k) {
      const auto turns = legal_turns(game, p);
      p = game.apply(p, turns[rng.below(turns.size())]);
    }
    if (game.status(p).over) continue;
    const ValueAnswer a = search_value(v, p, 0, size_t{1} << 20);
    ASSERT_TRUE(a.wins.has_value()) << format_position(*v, p);
    EXPECT_EQ(*a.wins, table_wins(game, table, p)) << format_position(*v, p);
    // The table for the positions of every size, and for none: the same value.
    for (const int stones : {0, 100})
      EXPECT_EQ(search_value(v, p, 0, size_t{1} << 20, 1, stones).wins, a.wins)
          << stones << format_position(*v, p);
    // The root's turns split over threads, one table between them: the same value, a winning turn.
    const ValueAnswer split = search_value(v, p, 0, size_t{1} << 20, 2);
    ASSERT_TRUE(split.wins.has_value()) << format_position(*v, p);
    EXPECT_EQ(*split.wins, *a.wins) << format_position(*v, p);
    EXPECT_EQ(split.winning_turn.has_value(), *a.wins) << format_position(*v, p);
    if (split.winning_turn) {
      const Position after = game.apply(p, *split.winning_turn);
      EXPECT_TRUE(game.status(after).over || !*table.side_to_move_wins(after)) << format_position(*v, p);
    }
    EXPECT_GT(a.nodes, 0U);
    swaps += p.swap_pending();
    if (!*a.wins) {
      EXPECT_FALSE(a.winning_turn.has_value());
      ++losses;
      continue;
    }
    ++wins;
    ASSERT_TRUE(a.winning_turn.has_value()) << format_position(*v, p);
    const Position after = game.apply(p, *a.winning_turn);
    EXPECT_TRUE(game.status(after).over || !*table.side_to_move_wins(after)) << format_position(*v, p);
  }
  std::cerr << wins << " wins, " << losses << " losses, " << swaps << " with the swap\n";
  EXPECT_GT(wins, 20);
  EXPECT_GT(losses, 20);
  EXPECT_GT(swaps, 5);  // the swap's choices searched too
}

TEST(ValueSearch, AnswersNothingWhenTheBudgetRunsOutAndRefusesGamesThatNeedNotEnd) {
  const auto v = ql_variant(9, 3);
  const QuantumLeapGame game(v);
  const Position start = game.start(3);
  const ValueAnswer cut = search_value(v, start, 50, size_t{1} << 20);
  EXPECT_FALSE(cut.wins.has_value());
  EXPECT_FALSE(cut.winning_turn.has_value());
  EXPECT_GE(cut.nodes, 50U);
  // Split, a budget of 50 a thread: which turns a thread reaches before its budget ends depends on
  // the threads' timing, so an answer may come or not; one that comes is the value.
  const ValueAnswer full = search_value(v, start, 0, size_t{1} << 20);
  ASSERT_TRUE(full.wins.has_value());
  const ValueAnswer split = search_value(v, start, 50, size_t{1} << 20, 2);
  EXPECT_TRUE(!split.wins || *split.wins == *full.wins);
  const auto adaptoid = load_variant("adaptoid-7").value();
  EXPECT_NE(value_search_unsupported(*adaptoid).find("always ends"), std::string::npos);
  EXPECT_THROW(search_value(adaptoid, AdaptoidGame(adaptoid).start(0), 0, 1 << 20), std::logic_error);
  EXPECT_NE(value_search_unsupported(*load_variant("quantum-leap-3p").value()).find("two players"),
            std::string::npos);
  EXPECT_EQ(value_search_unsupported(*v), "");
}

TEST(StateHash, QuantumLeapStatesThatDifferInAColourOrTheSideToMoveHashApart) {
  // Colours without stones are skipped by the hash: what a colour holds must still say whose it is.
  const Bitboard a = 0x00F0'0000'1234ULL, x = 0x0F00'0040'0001ULL;
  std::vector<FastQuantumLeapState> states(6);
  states[0].stones[0] = a, states[0].stones[1] = x;
  states[1].stones[0] = x, states[1].stones[1] = a;      // the colours swapped
  states[2].stones[0] = a, states[2].stones[2] = x - 1;  // the same words, another colour: no sum
  states[3].stones[0] = a, states[3].stones[2] = x;
  states[4].stones[1] = a, states[4].stones[2] = x;
  states[5] = states[0], states[5].side = 1;
  for (size_t i = 0; i < states.size(); ++i)
    for (size_t j = 0; j < i; ++j)
      EXPECT_NE(state_hash(states[i]), state_hash(states[j])) << i << " and " << j;
  FastQuantumLeapState same = states[0];
  EXPECT_EQ(state_hash(same), state_hash(states[0]));
}

TEST(ValueTable, KeepsWhatItStoresAndGivesUpTheCheapestProofOfAFullBucket) {
  ValueTable t(64);  // one bucket of eight entries
  EXPECT_EQ(t.bytes(), 64U);
  EXPECT_FALSE(t.lookup(0x1234'5678'9ABC'DE00ULL).has_value());
  const auto key = [](uint64_t i) { return (i + 1) << 20; };  // one bucket, distinct tags
  for (uint64_t i = 0; i < 8; ++i) t.store(key(i), i % 2 == 0, 1000 + i);
  for (uint64_t i = 0; i < 8; ++i) EXPECT_EQ(t.lookup(key(i)), i % 2 == 0) << i;
  t.store(key(3), true, 1);  // overwritten in place, now the cheapest
  EXPECT_EQ(t.lookup(key(3)), true);
  t.store(key(8), false, 5000);  // a ninth: the cheapest proof goes
  EXPECT_FALSE(t.lookup(key(3)).has_value());
  EXPECT_EQ(t.lookup(key(8)), false);
  for (uint64_t i : {0, 1, 2, 4, 5, 6, 7}) EXPECT_EQ(t.lookup(key(i)), i % 2 == 0) << i;
}

}  // namespace
}  // namespace adaptoid
