// Quantum Leap, Q1-Q6 of specs/rules.md, and its options.
// Expectations are worked out by hand from the rules. Hexagon of side 5, columns: a1-a5,
// b1-b6, c1-c7, d1-d8, e1-e9, f2-f9, g3-g9, h4-h9, i5-i9; side 3: a1-a3, b1-b4, c1-c5, d2-d5,
// e3-e5. The six directions from (c, r): (±1, 0), (0, ±1), ±(1, 1).
#include "rules_test_util.hpp"

#include <rapidcheck/gtest.h>

#include <map>
#include <set>

namespace adaptoid {
namespace {

using namespace rules_test;
using Texts = std::vector<std::string>;

std::map<char, int> letters(const std::string& placement) {
  std::map<char, int> n;
  for (char ch : placement)
    if (ch != '/') ++n[ch];
  return n;
}

// A line of five cells a1 b1 c1 d1 e1, with white a1 c1 and black b1 d1.
std::string line_variant(bool swap) {
  return std::string(R"(base = "quantum-leap"
setup = "W/B/W/B/."
swap = )") +
         (swap ? "true" : "false") + R"(
[board]
shape = "custom"
cells = ["a1", "b1", "c1", "d1", "e1"]
)";
}

// ---------------------------------------------------------------------------------------------
// Q1 Board

TEST(Rules, Q1_BoardIsTheHexagonOfSide5) {
  QuantumLeapGame g(builtin("quantum-leap"));
  const Variant& v = g.variant();
  EXPECT_EQ(v.board.size(), 61);
  for (auto name : {"a1", "a5", "b6", "c7", "d8", "e1", "e9", "f2", "f9", "g3", "h4", "i5", "i9"})
    EXPECT_TRUE(v.board.index(name).has_value()) << name;
  for (auto name : {"a6", "f1", "g2", "h3", "i4", "e10", "j9"})
    EXPECT_FALSE(v.board.index(name).has_value()) << name;
  const std::string text =
      "quantum-leap W..../....../......./......../....B..../......../......./....../....B w - 1";
  EXPECT_EQ(text_of(g, parse(g, text)), text);
  EXPECT_FALSE(
      parses(g, "quantum-leap W..../....../......./......../...B..../......../......./....../....B w - 1"));
}

TEST(Rules, Q1_Option_AnyBoard) {
  QuantumLeapGame small(builtin("quantum-leap-19"));
  EXPECT_EQ(small.variant().board.size(), 19);
  EXPECT_TRUE(parses(small, "quantum-leap-19 WB./WBWB/WBWBW/BWBW/BWB b swap 1"));
  QuantumLeapGame line(custom(line_variant(true), "t-qline"));
  EXPECT_EQ(line.variant().board.size(), 5);
  EXPECT_EQ(text_of(line, line.start(1)), "t-qline W/B/W/B/. b swap 1");
}

// ---------------------------------------------------------------------------------------------
// Q2 Setup

TEST(Rules, Q2_RandomSetupThirtyStonesEachOneEmptyCellNotTheCentre) {
  QuantumLeapGame g(builtin("quantum-leap"));
  const Variant& v = g.variant();
  EXPECT_EQ(v.seed, 1u);
  EXPECT_EQ(v.stones, 30);
  const int centre = cell(v, "e5");
  std::set<std::string> seen;
  for (uint64_t seed = 0; seed < 40; ++seed) {
    Position p = g.start(seed);
    const std::string placement = format_placement(v, p);
    auto n = letters(placement);
    EXPECT_EQ(n['W'], 30) << seed;
    EXPECT_EQ(n['B'], 30) << seed;
    EXPECT_EQ(n['.'], 1) << seed;
    EXPECT_NE(p.at(centre), kEmpty) << "seed " << seed << ": " << placement;
    EXPECT_TRUE(text_of(g, p).ends_with(" b swap 1")) << text_of(g, p);
    seen.insert(placement);
  }
  EXPECT_EQ(seen.size(), 40u);  // different seeds, different starts
  // The same seed, the same start.
  EXPECT_EQ(text_of(g, g.start(v.seed)), text_of(g, g.start(v.seed)));
  EXPECT_NE(text_of(g, g.start(1)), text_of(g, g.start(2)));
}

TEST(Rules, Q2_CentreNeverEmptyOnTheSmallBoard) {
  // 19 cells, 9 stones each: one empty cell, 18 places for it besides c3.
  QuantumLeapGame g(builtin("quantum-leap-19"));
  const int centre = cell(g.variant(), "c3");
  std::set<int> empties;
  for (uint64_t seed = 0; seed < 300; ++seed) {
    Position p = g.start(seed);
    auto n = letters(format_placement(g.variant(), p));
    EXPECT_EQ(n['W'], 9);
    EXPECT_EQ(n['B'], 9);
    EXPECT_NE(p.at(centre), kEmpty) << "seed " << seed;
    for (int i = 0; i < g.variant().board.size(); ++i)
      if (p.at(i) == kEmpty) empties.insert(i);
  }
  EXPECT_GT(empties.size(), 1u);  // the empty cell moves with the seed
  EXPECT_EQ(empties.count(centre), 0u);
}

TEST(Rules, Q2_CentreOfACustomBoardIsTheCellEverySymmetryFixes) {
  // A line a1 b1 c1 d1 e1 is symmetric end to end about c1: 2 stones each, the one empty cell is
  // one of a1 b1 d1 e1, never c1.
  QuantumLeapGame g(custom(R"(base = "quantum-leap"
stones = 2
[board]
shape = "custom"
cells = ["a1", "b1", "c1", "d1", "e1"]
)",
                           "t-qline-random"));
  std::set<std::string> seen;
  for (uint64_t seed = 0; seed < 100; ++seed) {
    const std::string placement = format_placement(g.variant(), g.start(seed));
    auto n = letters(placement);
    EXPECT_EQ(n['W'], 2);
    EXPECT_EQ(n['B'], 2);
    EXPECT_EQ(n['.'], 1);
    EXPECT_NE(placement[4], '.') << "seed " << seed << ": " << placement;  // "a/b/c/d/e": c1 is [4]
    seen.insert(placement);
  }
  EXPECT_GT(seen.size(), 1u);
}

TEST(Rules, Q2_Option_Stones) {
  // 5 stones each on 19 cells: 9 empty cells, never the centre.
  QuantumLeapGame g(custom("base = \"quantum-leap-19\"\nstones = 5\n", "t-stones5"));
  const int centre = cell(g.variant(), "c3");
  for (uint64_t seed = 0; seed < 100; ++seed) {
    Position p = g.start(seed);
    auto n = letters(format_placement(g.variant(), p));
    EXPECT_EQ(n['W'], 5);
    EXPECT_EQ(n['B'], 5);
    EXPECT_EQ(n['.'], 9);
    EXPECT_NE(p.at(centre), kEmpty) << "seed " << seed;
  }
  // Three players with 20 each on 61 cells.
  QuantumLeapGame three(builtin("quantum-leap-3p"));
  auto n = letters(format_placement(three.variant(), three.start(three.variant().seed)));
  EXPECT_EQ(n['W'], 20);
  EXPECT_EQ(n['B'], 20);
  EXPECT_EQ(n['R'], 20);
  EXPECT_EQ(n['.'], 1);
  // More stones than the board holds (with one cell left empty) is rejected.
  EXPECT_FALSE(try_custom("base = \"quantum-leap-19\"\nstones = 10\n", "t-stones10").ok());
}

TEST(Rules, Q2_Option_Seed) {
  QuantumLeapGame seven(custom("base = \"quantum-leap-19\"\nseed = 7\n", "t-seed7"));
  QuantumLeapGame plain(builtin("quantum-leap-19"));
  EXPECT_EQ(seven.variant().seed, 7u);
  EXPECT_EQ(format_placement(seven.variant(), seven.start(seven.variant().seed)),
            format_placement(plain.variant(), plain.start(7)));
  EXPECT_NE(format_placement(seven.variant(), seven.start(seven.variant().seed)),
            format_placement(plain.variant(), plain.start(plain.variant().seed)));
}

TEST(Rules, Q2_Option_SetupGivesThePlacement) {
  QuantumLeapGame g(custom("base = \"quantum-leap-19\"\nsetup = \"WB./WBWB/WBWBW/BWBW/BWB\"\n", "t-setup"));
  EXPECT_EQ(text_of(g, g.start(1)), "t-setup WB./WBWB/WBWBW/BWBW/BWB b swap 1");
  EXPECT_EQ(text_of(g, g.start(12345)), "t-setup WB./WBWB/WBWBW/BWBW/BWB b swap 1");
}

// ---------------------------------------------------------------------------------------------
// Q3 Swap

TEST(Rules, Q3_SwapOnlyOfDifferentColoursOrDecline) {
  QuantumLeapGame g(custom(line_variant(true), "t-qline"));
  const std::string start = "t-qline W/B/W/B/. b swap 1";
  Position p = parse(g, start);
  EXPECT_EQ(p, g.start(1));
  EXPECT_EQ(p.side(), kBlack);
  EXPECT_FALSE(g.status(p).over);
  EXPECT_EQ(sorted_turns(g, p), sorted({"-", "a1~b1", "a1~d1", "b1~c1", "c1~d1"}));
  EXPECT_FALSE(is_legal(g, p, "a1~c1"));  // two white stones: not a turn
  EXPECT_FALSE(is_legal(g, p, "b1~d1"));
  EXPECT_FALSE(is_legal(g, p, "a1~e1"));  // e1 is empty
  EXPECT_FALSE(is_legal(g, p, "b1xa1"));  // no capture before the decision
  // The swap: turn number 1, White to move, no swap pending.
  Position s = play(g, p, "a1~b1");
  EXPECT_EQ(text_of(g, s), "t-qline B/W/W/B/. w - 1");
  EXPECT_EQ(text_of(g, play(g, p, "b1~a1")), "t-qline B/W/W/B/. w - 1");
  EXPECT_EQ(sorted_turns(g, s), sorted({"b1xa1", "c1xd1"}));
  // The decline leaves the stones; here White then has no capture and loses (Q5).
  Position d = play(g, p, "-");
  EXPECT_EQ(text_of(g, d), "t-qline W/B/W/B/. w - 1");
  EXPECT_EQ(outcome(g, d), "black wins");
}

TEST(Rules, Q3_SwapCountOnTheStandardBoard) {
  QuantumLeapGame g(builtin("quantum-leap"));
  Position p = g.start(g.variant().seed);
  // The decline and every white stone with every black one.
  EXPECT_EQ(legal_turns(g, p).size(), 1u + 30u * 30u);
  Position d = play(g, p, "-");
  EXPECT_EQ(d.side(), kWhite);
  EXPECT_EQ(d.turn_number(), 1);
  EXPECT_FALSE(d.swap_pending());
  EXPECT_EQ(format_placement(g.variant(), d), format_placement(g.variant(), p));
}

TEST(Rules, Q3_WithThreePlayersTheSwapIsStillBlacks) {
  QuantumLeapGame g(builtin("quantum-leap-3p"));
  Position p = g.start(g.variant().seed);
  EXPECT_EQ(p.side(), kBlack);
  EXPECT_TRUE(p.swap_pending());
  EXPECT_TRUE(text_of(g, p).ends_with(" b swap 1"));
  // Pairs of different colours among 20 + 20 + 20 stones: 3 x 20 x 20, and the decline.
  EXPECT_EQ(legal_turns(g, p).size(), 1u + 3u * 20u * 20u);
  Position d = play(g, p, "-");
  EXPECT_TRUE(text_of(g, d).ends_with(" w - 1")) << text_of(g, d);
}

TEST(Rules, Q3_Option_SwapFalse) {
  QuantumLeapGame g(custom(line_variant(false), "t-qline-noswap"));
  EXPECT_EQ(text_of(g, g.start(1)), "t-qline-noswap W/B/W/B/. w - 1");
  EXPECT_FALSE(parses(g, "t-qline-noswap W/B/W/B/. b swap 1"));
  // White to move at once: a1 and c1 have no white neighbour, so White has no capture.
  EXPECT_EQ(outcome(g, g.start(1)), "black wins");
}

// ---------------------------------------------------------------------------------------------
// Q4 Capture

TEST(Rules, Q4_StoneWithThreeFriendsLeapsExactlyThree) {
  QuantumLeapGame g(builtin("quantum-leap"));
  // White e5 has three white neighbours (d4 d5 e4); black stones on f5 g5 h5 i5, 1 to 4 cells
  // away in the direction (1, 0). Only h5 can be taken from e5. The other white stones: d5 has
  // two friends and reaches f5; d4 has three and e4 two, with nothing to land on.
  const std::string start =
      "quantum-leap ...../....../......./...WW.../...WW..../...B..../..B..../.B..../B.... w - 1";
  Position p = parse(g, start);
  EXPECT_EQ(sorted_turns(g, p), sorted({"d5xf5", "e5xh5"}));
  EXPECT_FALSE(is_legal(g, p, "e5xf5"));
  EXPECT_FALSE(is_legal(g, p, "e5xg5"));
  EXPECT_FALSE(is_legal(g, p, "e5xi5"));
  EXPECT_EQ(text_of(g, play(g, p, "e5xh5")),
            "quantum-leap ...../....../......./...WW.../...W...../...B..../..B..../.W..../B.... b - 1");
}

TEST(Rules, Q4_LeapPassesOverAnEmptyCell) {
  QuantumLeapGame g(builtin("quantum-leap"));
  // e5 has two friends (d4 e4): over the empty f5 onto g5.
  Position p =
      parse(g, "quantum-leap ...../....../......./...W..../...WW..../......../..B..../....../..... w - 1");
  EXPECT_EQ(turn_texts(g, p), Texts({"e5xg5"}));
  EXPECT_EQ(text_of(g, play(g, p, "e5xg5")),
            "quantum-leap ...../....../......./...W..../...W...../......../..W..../....../..... b - 1");
}

TEST(Rules, Q4_LeapPassesOverAHoleButNeverLandsOnOne) {
  QuantumLeapGame g(custom("base = \"quantum-leap\"\nstones = 29\n[board]\nholes = [\"f5\"]\n", "t-qhole"));
  // Column f is f2 f3 f4 f6 f7 f8 f9. e5 with two friends leaps over the hole f5 onto g5.
  Position p = parse(g, "t-qhole ...../....../......./...W..../...WW..../......./..B..../....../..... w - 1");
  EXPECT_EQ(turn_texts(g, p), Texts({"e5xg5"}));
  // With one friend e5 would land on f5, which is not on the board: no capture at all.
  Position q = parse(g, "t-qhole ...../....../......./......../...WW..../......./..B..../....../..... w - 1");
  EXPECT_TRUE(legal_turns(g, q).empty());
  EXPECT_EQ(outcome(g, q), "black wins");
}

TEST(Rules, Q4_StoneWithoutFriendsCannotMove) {
  QuantumLeapGame g(builtin("quantum-leap"));
  // White's lone a1 touches black a2 (whose friend is a3): no capture for White.
  Position p =
      parse(g, "quantum-leap WBB../....../......./......../........./......../......./....../..... w - 1");
  EXPECT_TRUE(legal_turns(g, p).empty());
  EXPECT_FALSE(parse_turn_text(g.variant(), "pass").ok());
  // Black's a2 has one friend and takes a1.
  Position b =
      parse(g, "quantum-leap WBB../....../......./......../........./......../......./....../..... b - 1");
  EXPECT_EQ(turn_texts(g, b), Texts({"a2xa1"}));
}

// ---------------------------------------------------------------------------------------------
// Q5 End

TEST(Rules, Q5_PlayerWhoCannotCaptureLoses) {
  QuantumLeapGame g(builtin("quantum-leap"));
  Position p =
      parse(g, "quantum-leap WWB../....../......./......../....B..../......../......./....../..... w - 1");
  EXPECT_EQ(turn_texts(g, p), Texts({"a2xa3"}));
  EXPECT_EQ(outcome(g, p), "ongoing");
  // After a2xa3 the black e5 has no friend: Black loses, White wins.
  Position q = play(g, p, "a2xa3");
  EXPECT_EQ(text_of(g, q),
            "quantum-leap W.W../....../......./......../....B..../......../......./....../..... b - 1");
  EXPECT_EQ(outcome(g, q), "white wins");
  EXPECT_TRUE(legal_turns(g, q).empty());
  // With White to move in that placement, White is the one stuck.
  EXPECT_EQ(
      outcome(
          g,
          parse(g,
                "quantum-leap W.W../....../......./......../....B..../......../......./....../..... w - 1")),
      "black wins");
}

TEST(Rules, Q5_WithThreePlayersThePlayerBeforeTheStuckOneWins) {
  // Red (i9) is stuck; white a1 a2 and black e5 e6 are there too.
  const std::string placement = " WW.../....../......./......../....BB.../......../......./....../....R ";
  QuantumLeapGame g(builtin("quantum-leap-3p"));  // white, black, red
  EXPECT_EQ(outcome(g, parse(g, "quantum-leap-3p" + placement + "r - 1")), "black wins");
  EXPECT_EQ(outcome(g, parse(g, "quantum-leap-3p" + placement + "w - 1")), "red wins");
  QuantumLeapGame r(
      custom("base = \"quantum-leap-3p\"\nturn_order = [\"white\", \"red\", \"black\"]\n", "t-ql3r"));
  EXPECT_EQ(outcome(r, parse(r, "t-ql3r" + placement + "r - 1")), "white wins");
  EXPECT_EQ(outcome(r, parse(r, "t-ql3r" + placement + "w - 1")), "black wins");
}

TEST(Rules, Q5_Option_Players) {
  QuantumLeapGame g(custom("base = \"quantum-leap\"\nplayers = 4\nstones = 15\n", "t-ql4"));
  EXPECT_EQ(g.variant().players, 4);
  // Green is stuck; the player before green (white, black, red, green) is red.
  Position p = parse(g, "t-ql4 WW.../....../..R..../......../....B..../......../......./....../....G g - 1");
  EXPECT_EQ(outcome(g, p), "red wins");
  EXPECT_FALSE(
      parses(g, "t-ql4 WW.../....../..R..../......../....B..../......../......./....../....Y g - 1"));
  auto n = letters(format_placement(g.variant(), g.start(g.variant().seed)));
  EXPECT_EQ(n['W'], 15);
  EXPECT_EQ(n['G'], 15);
  EXPECT_EQ(n['.'], 1);
  // Six players: white, black, red, green, yellow, orange.
  QuantumLeapGame six(custom("base = \"quantum-leap\"\nplayers = 6\nstones = 10\n", "t-ql6"));
  auto m = letters(format_placement(six.variant(), six.start(1)));
  for (char c : std::string("WBRGYO")) EXPECT_EQ(m[c], 10) << c;
  EXPECT_FALSE(try_custom("base = \"quantum-leap\"\nplayers = 7\nstones = 5\n", "t-ql7").ok());
}

// ---------------------------------------------------------------------------------------------
// Q6 Turn order

TEST(Rules, Q6_PlayersMoveInTurnOrder) {
  // Each colour has a pair of stones with an enemy one cell on: white a2xa3, red e6xe7, black
  // i8xi7.
  const std::string start = "WWR../....../......./......../....RRB../......../......./....../..WBB w - 1";
  QuantumLeapGame r(
      custom("base = \"quantum-leap-3p\"\nturn_order = [\"white\", \"red\", \"black\"]\n", "t-ql3r"));
  Position p = parse(r, "t-ql3r " + start);
  p = play(r, p, "a2xa3");
  EXPECT_EQ(text_of(r, p),
            "t-ql3r W.W../....../......./......../....RRB../......../......./....../..WBB r - 1");
  p = play(r, p, "e6xe7");
  EXPECT_EQ(text_of(r, p),
            "t-ql3r W.W../....../......./......../....R.R../......../......./....../..WBB b - 1");
  p = play(r, p, "i8xi7");
  EXPECT_EQ(text_of(r, p),
            "t-ql3r W.W../....../......./......../....R.R../......../......./....../..B.B w - 2");
  EXPECT_EQ(outcome(r, p), "black wins");  // White is stuck; black played before White
  // In the default order black moves after white.
  QuantumLeapGame g(builtin("quantum-leap-3p"));
  Position q = play(g, parse(g, "quantum-leap-3p " + start), "a2xa3");
  EXPECT_EQ(q.side(), kBlack);
  EXPECT_EQ(turn_texts(g, q), Texts({"i8xi7"}));
}

TEST(Rules, Q6_Option_TurnOrderStartsWithWhite) {
  EXPECT_FALSE(
      try_custom("base = \"quantum-leap-3p\"\nturn_order = [\"black\", \"white\", \"red\"]\n", "t-bad").ok());
  EXPECT_FALSE(try_custom("base = \"quantum-leap\"\nturn_order = [\"black\", \"white\"]\n", "t-bad2").ok());
  EXPECT_TRUE(
      try_custom("base = \"quantum-leap-3p\"\nturn_order = [\"white\", \"red\", \"black\"]\n", "t-ok").ok());
}

// Random playouts: after the swap decision every turn is one capture (Q4): the mover's stone
// leaves its cell and lands on an enemy stone exactly k cells away in a straight line, k its
// friendly neighbours, and one enemy stone goes; the game ends exactly when the player to move
// has no capture, and the player before them wins (Q5).
RC_GTEST_PROP(Rules, Q4_Property_EveryTurnIsExactlyOneCapture, ()) {
  static const std::vector<std::string> names = {"quantum-leap-19", "quantum-leap", "quantum-leap-3p"};
  const std::string name = *rc::gen::elementOf(names);
  QuantumLeapGame g(builtin(name));
  const Variant& v = g.variant();
  Position p = g.start(*rc::gen::inRange<uint64_t>(0, 1000));
  p = play(g, p, "-");
  for (int i = 0; i < 200; ++i) {
    std::vector<Turn> turns = legal_turns(g, p);
    const Status s = g.status(p);
    RC_ASSERT(s.over == turns.empty());
    if (s.over) {
      RC_ASSERT(*s.winner == v.previous(p.side()));
      break;
    }
    const Turn t = turns[*rc::gen::inRange<size_t>(0, turns.size())];
    RC_ASSERT(t.move == MoveKind::Leap);
    const Coord from = v.board.coord(t.from), to = v.board.coord(t.to);
    const int k = g.friendly_neighbours(p, t.from);
    RC_ASSERT(k >= 1);
    bool straight = false;
    for (Coord d : kDirections) straight = straight || from + d * k == to;
    RC_ASSERT(straight);
    RC_ASSERT(p.at(t.from) == stone::make(p.side()));
    RC_ASSERT(p.at(t.to) != kEmpty);
    RC_ASSERT(p.at(t.to) != p.at(t.from));
    Position q = g.apply(p, t);
    int before = 0, after = 0;
    for (int c = 0; c < v.board.size(); ++c) {
      before += p.at(c) != kEmpty;
      after += q.at(c) != kEmpty;
    }
    RC_ASSERT(after == before - 1);
    RC_ASSERT(q.at(t.from) == kEmpty);
    RC_ASSERT(q.at(t.to) == p.at(t.from));
    RC_ASSERT(q.side() == v.next(p.side()));
    p = q;
  }
}

}  // namespace
}  // namespace adaptoid
