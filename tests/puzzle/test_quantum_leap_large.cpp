// Quantum Leap on any size: hexagons up to side 13 and custom boards beyond the 64
// cells of the fast generator's bitboards run on the plain engine, chosen by the library; the two
// generators agree on the largest board both handle; the endgame search and puzzles work on the
// large boards (start, moves, play and perft in the tool: tests/cli/test_cli.cpp). (Perft counts of
// sides 8 and 10: specs/perft/.)
#include <gtest/gtest.h>
#include <adaptoid/core/game.hpp>
#include <adaptoid/fast/fast_game.hpp>
#include <adaptoid/puzzle/puzzle.hpp>
#include <adaptoid/puzzle/puzzle_generate.hpp>
#include <adaptoid/search/endgame.hpp>
#include <adaptoid/util/random.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <algorithm>

namespace adaptoid {
namespace {

VariantPtr side(int n, const std::string& extra = "") {
  auto v =
      load_variant_text("base = \"quantum-leap\"\n" + extra + "[board]\nside = " + std::to_string(n) + "\n",
                        "ql-side-" + std::to_string(n), "test");
  EXPECT_TRUE(v.ok()) << v.error();
  return v.value();
}

TEST(QuantumLeapLarge, HexagonsUpToSide13Load) {
  for (const auto& [n, cells] : {std::pair{8, 169}, {10, 271}, {12, 397}, {13, 469}}) {
    const VariantPtr v = side(n);
    EXPECT_EQ(v->board.size(), cells);
    EXPECT_EQ(v->board.symmetries().size(), 12u);
    EXPECT_FALSE(make_fast_game(v).has_value()) << "the bitboards hold 64 cells";
  }
  auto too_big = load_variant_text("base = \"quantum-leap\"\n[board]\nside = 14\n", "ql-14", "test");
  ASSERT_FALSE(too_big.ok());
  EXPECT_NE(too_big.error().find("out of range 1..13"), std::string::npos) << too_big.error();
}

// Every start, every turn and its outcome on the plain engine: each turn removes one stone, and the
// last cells (index above 255) are reached by turns, which store two-byte cell indices.
TEST(QuantumLeapLarge, RandomGamesOnSide12PlayToTheEndAndTurnsRoundTrip) {
  const VariantPtr v = side(12, "stones = 150\n");
  QuantumLeapGame game(v);
  SplitMix64 rng(3);
  int high_cells = 0;
  for (int g = 0; g < 3; ++g) {
    Position p = game.start(g + 1);
    auto again = parse_position(game, format_position(*v, p));
    ASSERT_TRUE(again.ok()) << again.error();
    EXPECT_EQ(again.value(), p);
    int plies = 0;
    while (!game.status(p).over) {
      const auto turns = legal_turns(game, p);
      ASSERT_FALSE(turns.empty());
      const Turn t = turns[rng.below(turns.size())];
      high_cells += t.from > 255 || t.to > 255;
      auto read = parse_turn(game, p, format_turn(*v, t));
      ASSERT_TRUE(read.ok()) << read.error();
      EXPECT_EQ(read.value(), t);
      p = game.apply(p, t);
      ASSERT_LT(++plies, 400);
    }
  }
  EXPECT_GT(high_cells, 0);
}

// The column x (side 13 has columns a..y): its cells are not read as the capture sign.
TEST(QuantumLeapLarge, ColumnXIsACellNotTheCaptureSign) {
  const VariantPtr v = side(13);
  auto t = parse_turn_text(*v, "x13xx19");
  ASSERT_TRUE(t.ok()) << t.error();
  EXPECT_EQ(v->board.name(t->from), "x13");
  EXPECT_EQ(v->board.name(t->to), "x19");
  EXPECT_EQ(format_turn(*v, t.value()), "x13xx19");
  auto swap = parse_turn_text(*v, "X13~x19");
  ASSERT_TRUE(swap.ok()) << swap.error();
}

// The largest board both generators handle: a 64-cell custom board (the hexagon of side 5 and
// three cells beside it; side 7 has 127 cells, past the bitboards). The same turns, positions and
// outcomes along random games.
TEST(QuantumLeapLarge, FastAndPlainAgreeOnTheLargestBoardBoth) {
  std::string cells;
  for (const BoardCell& c : Board::hexagon(5)) cells += "\"" + coord_name(c.coord) + "\", ";
  cells += "\"j6\", \"j7\", \"j8\"";
  auto v = load_variant_text(
      "base = \"quantum-leap\"\nstones = 31\n[board]\nshape = \"custom\"\ncells = [" + cells + "]\n", "ql-64",
      "test");
  ASSERT_TRUE(v.ok()) << v.error();
  ASSERT_EQ(v.value()->board.size(), 64);
  const auto fast = make_fast_game(v.value());
  ASSERT_TRUE(fast.has_value());
  const auto& f = std::get<FastQuantumLeapGame>(*fast);
  QuantumLeapGame plain(v.value());
  SplitMix64 rng(11);
  int positions = 0;
  std::vector<Turn> fast_turns;
  for (int g = 0; g < 6; ++g) {
    Position p = plain.start(g + 1);
    while (true) {
      const auto s = f.from_position(p);
      ASSERT_EQ(f.to_position(s), p);
      const auto turns = legal_turns(plain, p);
      f.legal_turns(s, fast_turns);
      ASSERT_EQ(fast_turns, turns) << format_position(*v.value(), p);
      ASSERT_EQ(f.status(s).winner, plain.status(p).winner);
      ++positions;
      if (turns.empty()) break;
      const Turn t = turns[rng.below(turns.size())];
      ASSERT_EQ(f.to_position(f.apply(s, t)), plain.apply(p, t));
      p = plain.apply(p, t);
    }
  }
  EXPECT_GE(positions, 100);
}

// The endgame search (the plain one, chosen by the library) on side 8: white's h9 leaps over
// nothing onto h10, and black, left with a lone stone, cannot capture.
TEST(QuantumLeapLarge, EndgameSearchWorksOnSide8) {
  const VariantPtr v = side(8);
  const Board& b = v->board;
  Position p;
  for (const char* cell : {"h8", "h9"}) p.put(*b.index(cell), stone::make(0));
  for (const char* cell : {"h10", "a1"}) p.put(*b.index(cell), stone::make(1));
  p.set_side(0);
  const SearchResult r = solve_endgame(v, p, {.turns = 2});
  EXPECT_EQ(r.value, Proof::Win);
  EXPECT_EQ(r.distance, 1);
  ASSERT_EQ(r.winning_turns.size(), 1u);
  EXPECT_EQ(format_turn(*v, r.winning_turns[0]), "h9xh10");
}

// A daily puzzle on side 8: generated from self-play on the plain engine and proved unique.
TEST(QuantumLeapLarge, APuzzleIsGeneratedOnSide8) {
  const VariantPtr v = side(8, "stones = 12\n");
  const auto z =
      generate_puzzle(v, puzzle_seed(v->name, "2026-11-25"), {.node_budget = 200'000, .max_games = 20});
  ASSERT_TRUE(z.has_value());
  EXPECT_GE(z->turns, 1);
  auto p = parse_position(v, z->position);
  ASSERT_TRUE(p.ok()) << p.error();
  const SearchResult r = solve_endgame(v, p.value(), puzzle_search(z->turns));
  EXPECT_EQ(r.value, Proof::Win);
}

}  // namespace
}  // namespace adaptoid
