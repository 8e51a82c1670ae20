// The rules of two-player Adaptoid, A1-A20 of specs/rules.md, and their options.
// Every expectation is worked out by hand from the rules; each test is built so that it fails
// when the rule is implemented the other way. Board: the hexagon of side 4, placement columns
// a1-a4 / b1-b5 / c1-c6 / d1-d7 / e2-e7 / f3-f7 / g4-g7; neighbours of (c, r): (c±1, r),
// (c, r±1), (c+1, r+1), (c-1, r-1). Counts are "white lost/black lost".
#include "rules_test_util.hpp"

#include <rapidcheck/gtest.h>

namespace adaptoid {
namespace {

using namespace rules_test;
namespace ap = adaptoid_piece;
using Texts = std::vector<std::string>;

// Small supplies make the turn lists short enough to write out in full.
// t-small: white with 3 adaptoids and 2 legs on the board has no grow at all.
constexpr std::string_view kSmall = R"(base = "adaptoid"
[supply]
adaptoids = 3
legs = 2
pincers = 0
)";
// t-atk: as t-small, with 2 pincers.
constexpr std::string_view kAtk = R"(base = "adaptoid"
[supply]
adaptoids = 3
legs = 2
pincers = 2
)";

// ---------------------------------------------------------------------------------------------
// A1 Board

TEST(Rules, A1_BoardIsTheHexagonOfSide4With37CellsOfHeight1) {
  AdaptoidGame g(builtin("adaptoid"));
  const Variant& v = g.variant();
  EXPECT_EQ(v.board.size(), 37);
  for (int i = 0; i < v.board.size(); ++i) EXPECT_EQ(v.board.height(i), 1) << v.board.name(i);
  // The columns: a1-a4, b1-b5, c1-c6, d1-d7, e2-e7, f3-f7, g4-g7.
  for (auto name : {"a1", "a4", "b5", "c6", "d1", "d7", "e2", "e7", "f3", "f7", "g4", "g7"})
    EXPECT_TRUE(v.board.index(name).has_value()) << name;
  for (auto name : {"a5", "b6", "c7", "d8", "e1", "f2", "g3", "g8", "h4"})
    EXPECT_FALSE(v.board.index(name).has_value()) << name;

  const std::string corners = "adaptoid W00.../...../....../......./....../...../...B00 w 0/0 1";
  Position p = parse(g, corners);
  EXPECT_EQ(p.at(cell(v, "a1")), ap::make(kWhite, 0, 0));
  EXPECT_EQ(p.at(cell(v, "g7")), ap::make(kBlack, 0, 0));
  EXPECT_EQ(text_of(g, p), corners);
  // A column of the wrong length, or an eighth column, is not this board.
  EXPECT_FALSE(parses(g, "adaptoid W00.../...../....../....../....../...../...B00 w 0/0 1"));
  EXPECT_FALSE(parses(g, "adaptoid W00.../...../....../......./....../...../...B00/.... w 0/0 1"));
  EXPECT_FALSE(parse_turn_text(v, "+a5").ok());
  EXPECT_FALSE(parse_turn_text(v, "+e1").ok());

  // Every cell has height 1: an empty neighbour gives 1 food, the edge nothing.
  Position c = parse(g, "adaptoid ..../...../....../...W00.../....../...../...B00 w 0/0 1");
  EXPECT_EQ(g.food(c, cell(v, "d4")), 6);
  EXPECT_EQ(g.food(c, cell(v, "g7")), 3);
  EXPECT_EQ(g.food(c, cell(v, "e4")), 5);  // d4 is occupied
}

TEST(Rules, A1_Option_BoardSide3) {
  AdaptoidGame g(custom(R"(base = "adaptoid"
[board]
side = 3
[start]
white = ["a1"]
black = ["e5"]
)",
                        "t-side3"));
  EXPECT_EQ(g.variant().board.size(), 19);
  Position p = g.start(0);
  EXPECT_EQ(text_of(g, p), "t-side3 W00../..../...../..../..B00 w 0/0 1");
  EXPECT_EQ(sorted_turns(g, p), sorted({"+a2", "+b1", "+b2", "a1+L", "a1+P"}));
  EXPECT_FALSE(parses(g, "t-side3 ..../...../....../.W00...B00./....../...../.... w 0/0 1"));
}

// ---------------------------------------------------------------------------------------------
// A2 Start

TEST(Rules, A2_StartIsBareWhiteOnD2BareBlackOnD6WhiteToMove) {
  AdaptoidGame g(builtin("adaptoid"));
  Position p = g.start(0);
  EXPECT_EQ(text_of(g, p), "adaptoid ..../...../....../.W00...B00./....../...../.... w 0/0 1");
  EXPECT_EQ(p.side(), kWhite);
  EXPECT_FALSE(g.status(p).over);
  // The bare white adaptoid cannot move: only grows. d2 touches c1 c2 d1 d3 e2 e3.
  EXPECT_EQ(sorted_turns(g, p), sorted({"+c1", "+c2", "+d1", "+d3", "+e2", "+e3", "d2+L", "d2+P"}));
}

TEST(Rules, A2_Option_StartListsEachColoursCells) {
  AdaptoidGame g(custom(R"(base = "adaptoid"
[start]
white = ["a1", "b1"]
black = ["g7", "f7"]
)",
                        "t-start"));
  EXPECT_EQ(text_of(g, g.start(0)), "t-start W00.../W00..../....../......./....../....B00/...B00 w 0/0 1");
}

// ---------------------------------------------------------------------------------------------
// A3 Supply

TEST(Rules, A3_TwelveAdaptoidsLegsAndPincersPerColour) {
  AdaptoidGame g(builtin("adaptoid"));
  // Twelve white adaptoids on a1-a4, b1-b5, c1-c3: none is left to create, so the turns are the
  // 24 limbs (a leg or a pincer on each).
  Position p =
      parse(g, "adaptoid W00W00W00W00/W00W00W00W00W00/W00W00W00.../......./....../...../...B00 w 0/0 1");
  Texts turns = turn_texts(g, p);
  EXPECT_EQ(turns.size(), 24u);
  for (const auto& t : turns) EXPECT_NE(t.front(), '+') << t;
  EXPECT_FALSE(is_legal(g, p, "+c4"));
  // A thirteenth is more than the supply holds.
  EXPECT_FALSE(
      parses(g, "adaptoid W00W00W00W00/W00W00W00W00W00/W00W00W00W00../......./....../...../...B00 w 0/0 1"));
  // 13 legs or 13 pincers are too many; 12 legs on the board leave none to add.
  EXPECT_FALSE(parses(g, "adaptoid W60.../W60..../W10...../......./....../...../...B00 w 0/0 1"));
  EXPECT_FALSE(parses(g, "adaptoid W06.../W06..../W01...../......./....../...../...B00 w 0/0 1"));
  Position legs = parse(g, "adaptoid W50.../W50..../W20...../......./....../...../...B00 w 0/0 1");
  EXPECT_FALSE(is_legal(g, legs, "c1+L"));
  EXPECT_TRUE(is_legal(g, legs, "c1+P"));
  EXPECT_TRUE(is_legal(g, legs, "+a2"));
}

TEST(Rules, A3_RemovedAdaptoidReturnsToItsSupplyWithItsLimbs) {
  // Two adaptoids, one leg and one pincer a colour. Black's only leg is on d4.
  AdaptoidGame g(custom(R"(base = "adaptoid"
[supply]
adaptoids = 2
legs = 1
pincers = 1
)",
                        "t-supply"));
  // With black to move, a1 cannot take a leg: the supply has none left.
  Position black_first = parse(g, "t-supply B00.../...../....../..W11B10.../....../...../.... b 0/0 1");
  EXPECT_FALSE(is_legal(g, black_first, "a1+L"));
  EXPECT_TRUE(is_legal(g, black_first, "a1+P"));

  // White's W11 takes the B10 (1 pincer against 0); white creates on e4 next to d4.
  Position p = parse(g, "t-supply B00.../...../....../..W11B10.../....../...../.... w 0/0 1");
  Position q = play(g, p, "d3xd4 +e4");
  EXPECT_EQ(text_of(g, q), "t-supply B00.../...../....../...W11.../..W00.../...../.... b 0/1 1");
  // The captured B10 went back with its leg: black may now add a leg, and create again.
  EXPECT_EQ(sorted_turns(g, q), sorted({"+a2", "+b1", "+b2", "a1+L", "a1+P"}));
}

TEST(Rules, A3_Option_SupplyCountsLimitTheGrows) {
  AdaptoidGame g(custom(R"(base = "adaptoid"
[supply]
adaptoids = 1
legs = 1
pincers = 0
)",
                        "t-supply1"));
  // One adaptoid (on the board), one leg, no pincer: the only grow is the leg.
  Position p = g.start(0);
  EXPECT_EQ(text_of(g, p), "t-supply1 ..../...../....../.W00...B00./....../...../.... w 0/0 1");
  EXPECT_EQ(turn_texts(g, p), Texts({"d2+L"}));
}

// ---------------------------------------------------------------------------------------------
// A4 Turn: move, grow, starvation, then the next player

TEST(Rules, A4_TurnIsMoveThenGrowThenStarvationThenNextPlayer) {
  AdaptoidGame g(builtin("adaptoid"));
  // Black B10 on a1 is fed by b1 alone (a2 and b2 are white).
  const std::string start = "adaptoid B10W00../.W00.../W10...../......./....../...../...B00 w 0/0 1";
  // The grow fills b1, then starvation sees a1 unfed: the grow comes before starvation.
  EXPECT_EQ(play_text(g, start, {"+b1"}),
            "adaptoid .W00../W00W00.../W10...../......./....../...../...B00 b 0/1 1");
  // The move fills b1 and the grow uses c1, just left: move, then grow, then starvation.
  EXPECT_EQ(play_text(g, start, {"c1-b1 +c1"}),
            "adaptoid .W00../W10W00.../W00...../......./....../...../...B00 b 0/1 1");
  // Then black plays; after the last player the turn number grows.
  EXPECT_EQ(play_text(g, start, {"+b1", "+g6"}),
            "adaptoid .W00../W00W00.../W10...../......./....../...../..B00B00 w 0/1 2");
  // The grow is written after the move, never before.
  EXPECT_FALSE(parse_turn_text(g.variant(), "+c1 c1-b1").ok());
}

// ---------------------------------------------------------------------------------------------
// A5 Move

TEST(Rules, A5_AdaptoidWithLLegsTakesOneToLStepsEachDestinationOnce) {
  AdaptoidGame g(custom(kSmall, "t-small"));
  // White has all its adaptoids and legs on the board and no pincers: no grow. The W20 on a1
  // reaches a2 b1 b2 in one step and a3 b3 c1 c2 c3 in two; b2, b3 and c2 have two paths each
  // and are listed once; not moving is the pass.
  Position p = parse(g, "t-small W20.../...../....../......B00/....../...../W00W00.. w 0/0 1");
  EXPECT_EQ(sorted_turns(g, p),
            sorted({"pass", "a1-a2", "a1-a3", "a1-b1", "a1-b2", "a1-b3", "a1-c1", "a1-c2", "a1-c3"}));
  EXPECT_FALSE(is_legal(g, p, "a1-a4"));  // three steps
  EXPECT_EQ(play_text(g, "t-small W20.../...../....../......B00/....../...../W00W00.. w 0/0 1", {"a1-c3"}),
            "t-small ..../...../..W20.../......B00/....../...../W00W00.. b 0/0 1");
}

TEST(Rules, A5_EveryStepButTheLastEntersAnEmptyCell) {
  AdaptoidGame g(custom(kSmall, "t-small"));
  // Friends on a2 and b1 leave a1 one way out, through b2: a2 a3 b1 c1 are out of reach.
  Position p = parse(g, "t-small W20W00../W00..../....../......B00/....../...../.... w 0/0 1");
  EXPECT_EQ(sorted_turns(g, p), sorted({"pass", "a1-b2", "a1-b3", "a1-c2", "a1-c3"}));
}

TEST(Rules, A5_TheLastStepMayAttackAnEnemyAndLeglessAdaptoidsDoNotMove) {
  AdaptoidGame g(custom(kAtk, "t-atk"));
  // W21 on a1: attacks a2 (one step) and c3 (two steps, through b2); a3 is behind the enemy on
  // a2 and out of reach. W01 on g4 touches the enemy on g5 but has no leg. No grow is possible.
  const std::string start = "t-atk W21B00../...../..B00.../......./....../...../W01B00W00. w 0/0 1";
  Position p = parse(g, start);
  EXPECT_EQ(sorted_turns(g, p),
            sorted({"pass", "a1-b1", "a1-b2", "a1-b3", "a1-c1", "a1-c2", "a1xa2", "a1xc3"}));
  EXPECT_FALSE(is_legal(g, p, "g4xg5"));
  EXPECT_FALSE(is_legal(g, p, "a1-c3"));  // c3 is occupied: a step cannot end there
  // One pincer against none: the defender is removed, black counts a loss.
  EXPECT_EQ(play_text(g, start, {"a1xc3"}),
            "t-atk .B00../...../..W21.../......./....../...../W01B00W00. b 0/1 1");
}

// ---------------------------------------------------------------------------------------------
// A6 Attack needs a pincer

constexpr std::string_view kA6 = R"(base = "adaptoid"
[supply]
adaptoids = 2
legs = 1
pincers = 1
)";

TEST(Rules, A6_AttackerWithoutPincerMayNotEndOnAnEnemy) {
  AdaptoidGame g(custom(kA6, "t-a6"));
  // W10 on a1 touches B00 on a2 and B01 on b1; white has no grow left.
  Position p = parse(g, "t-a6 W10B00../B01..../....../......./....../...../W01... w 0/0 1");
  EXPECT_EQ(sorted_turns(g, p), sorted({"a1-b2", "pass"}));
  EXPECT_FALSE(is_legal(g, p, "a1xa2"));
}

TEST(Rules, A6_Option_AttackerNeedsPincerFalseLetsBareAttackerAttack) {
  AdaptoidGame x(custom(R"(base = "adaptoid"
attacker_needs_pincer = false
[supply]
adaptoids = 2
legs = 1
pincers = 1
)",
                        "t-a6x"));
  const std::string start = "t-a6x W10B00../B01..../....../......./....../...../W01... w 0/0 1";
  Position p = parse(x, start);
  // a1xa2: 0 against 0 pincers, both removed (A8); a1xb1: 0 against 1, a suicide (A7). Either
  // way W10 returns to the supply, so after the move g4 can grow or create beside it (A10).
  EXPECT_EQ(sorted_turns(x, p), sorted({"pass", "a1-b2", "a1xa2 +f3", "a1xa2 +f4", "a1xa2 +g5", "a1xa2 g4+L",
                                        "a1xb1 +f3", "a1xb1 +f4", "a1xb1 +g5", "a1xb1 g4+L"}));
  EXPECT_EQ(play_text(x, start, {"a1xa2 +g5"}),
            "t-a6x ..../B01..../....../......./....../...../W01W00.. b 1/1 1");
  EXPECT_EQ(play_text(x, start, {"a1xb1 +g5"}),
            "t-a6x .B00../B01..../....../......./....../...../W01W00.. b 1/0 1");
}

// ---------------------------------------------------------------------------------------------
// A7 Suicide attack

TEST(Rules, A7_SuicideAttackScoresForTheDefender) {
  AdaptoidGame g(builtin("adaptoid"));
  // W11 on d3 attacks B12 on d4: the attacker is removed, white counts the loss, B12 stays on d4.
  const std::string start = "adaptoid W00.../...../....../..W11B12.../....../...../...B00 w 0/0 1";
  EXPECT_TRUE(is_legal(g, parse(g, start), "d3xd4 +a2"));
  EXPECT_EQ(play_text(g, start, {"d3xd4 +a2"}),
            "adaptoid W00W00../...../....../...B12.../....../...../...B00 b 1/0 1");
}

TEST(Rules, A7_AttackerWithMorePincersRemovesTheDefenderAndTakesItsCell) {
  AdaptoidGame g(builtin("adaptoid"));
  // W12 takes B11 and stands on d4; the grow creates on d3, the cell it left.
  EXPECT_EQ(
      play_text(g, "adaptoid W00.../...../....../..W12B11.../....../...../...B00 w 0/0 1", {"d3xd4 +d3"}),
      "adaptoid W00.../...../....../..W00W12.../....../...../...B00 b 0/1 1");
}

TEST(Rules, A7_Option_SuicideAttacksFalseForbidsAttackingStronger) {
  // W11 on a1 touches B12 (a2), B11 (b1) and B10 (b2).
  const std::string pos = " W11B12../B11B10.../....../......./....../...../...B00 w 0/0 1";
  AdaptoidGame g(builtin("adaptoid"));
  EXPECT_EQ(distinct_moves(g, parse(g, "adaptoid" + pos)), Texts({"a1xa2", "a1xb1", "a1xb2"}));
  AdaptoidGame no(custom("base = \"adaptoid\"\nsuicide_attacks = false\n", "t-nosuicide"));
  Position p = parse(no, "t-nosuicide" + pos);
  EXPECT_EQ(distinct_moves(no, p), Texts({"a1xb1", "a1xb2"}));
  // a1 is white's only adaptoid, so after an exchange or a suicide no grow is left (A11).
  EXPECT_FALSE(is_legal(no, p, "a1xa2"));
  EXPECT_TRUE(is_legal(no, p, "a1xb1"));  // equal pincers stay allowed
  EXPECT_TRUE(is_legal(g, parse(g, "adaptoid" + pos), "a1xa2"));
}

// ---------------------------------------------------------------------------------------------
// A8 Equal pincers

TEST(Rules, A8_EqualPincersRemoveBothAndEachColourCountsALoss) {
  AdaptoidGame g(builtin("adaptoid"));
  EXPECT_EQ(
      play_text(g, "adaptoid W00.../...../....../..W11B11.../....../...../...B00 w 0/0 1", {"d3xd4 +a2"}),
      "adaptoid W00W00../...../....../......./....../...../...B00 b 1/1 1");
  // The same with black attacking.
  EXPECT_EQ(
      play_text(g, "adaptoid W00.../...../....../..W11B11.../....../...../...B00 b 2/3 5", {"d4xd3 +g6"}),
      "adaptoid W00.../...../....../......./....../...../..B00B00 w 3/4 6");
}

// ---------------------------------------------------------------------------------------------
// A9 Limbs

TEST(Rules, A9_AtMostSixLegsAndPincers) {
  AdaptoidGame g(builtin("adaptoid"));
  Position p = parse(g, "adaptoid W00.../...../....../...W42.../....../...../...B00 w 0/0 1");
  EXPECT_FALSE(is_legal(g, p, "d4+L"));
  EXPECT_FALSE(is_legal(g, p, "d4+P"));
  EXPECT_FALSE(is_legal(g, p, "d4-d5 d5+L"));
  EXPECT_TRUE(is_legal(g, p, "a1+L"));
  // Not even after a move: every limb in the list goes on a1.
  for (const auto& t : turn_texts(g, p)) {
    const std::string grow = t.substr(t.rfind(' ') + 1);
    if (grow.ends_with("+L") || grow.ends_with("+P")) {
      EXPECT_EQ(grow.substr(0, 2), "a1") << t;
    }
  }
  EXPECT_FALSE(parses(g, "adaptoid W00.../...../....../...W43.../....../...../...B00 w 0/0 1"));
}

TEST(Rules, A9_Option_MaxExtremities7) {
  AdaptoidGame g(custom("base = \"adaptoid\"\nmax_extremities = 7\n", "t-max7"));
  EXPECT_EQ(play_text(g, "t-max7 W00.../...../....../...W42.../....../...../...B00 w 0/0 1", {"d4+L"}),
            "t-max7 W00.../...../....../...W52.../....../...../...B00 b 0/0 1");
  EXPECT_TRUE(parses(g, "t-max7 W00.../...../....../...W43.../....../...../...B00 w 0/0 1"));
  Position full = parse(g, "t-max7 W00.../...../....../...W43.../....../...../...B00 w 0/0 1");
  EXPECT_FALSE(is_legal(g, full, "d4+P"));
  EXPECT_FALSE(parses(g, "t-max7 W00.../...../....../...W44.../....../...../...B00 w 0/0 1"));
}

TEST(Rules, A9_Option_MaxExtremities3) {
  AdaptoidGame g(custom("base = \"adaptoid\"\nmax_extremities = 3\n", "t-max3"));
  Position p = parse(g, "t-max3 W20.../...../....../...W21.../....../...../...B00 w 0/0 1");
  EXPECT_FALSE(is_legal(g, p, "d4+L"));
  EXPECT_FALSE(is_legal(g, p, "d4+P"));
  EXPECT_TRUE(is_legal(g, p, "a1+L"));
  EXPECT_TRUE(is_legal(g, p, "a1+P"));
  EXPECT_FALSE(parses(g, "t-max3 W20.../...../....../...W22.../....../...../...B00 w 0/0 1"));
}

TEST(Rules, A9_Option_MaxExtremities0) {
  AdaptoidGame g(custom("base = \"adaptoid\"\nmax_extremities = 0\n", "t-max0"));
  // No limb at all: from the start white can only create beside d2.
  EXPECT_EQ(sorted_turns(g, g.start(0)), sorted({"+c1", "+c2", "+d1", "+d3", "+e2", "+e3"}));
  EXPECT_FALSE(parses(g, "t-max0 ..../...../....../.W10...B00./....../...../.... w 0/0 1"));
}

// ---------------------------------------------------------------------------------------------
// A10 Grow

TEST(Rules, A10_GrowIsACreateBesideAFriendOrOneLimb) {
  AdaptoidGame g(builtin("adaptoid"));
  // A bare W00 in the corner a1: create on a2, b1, b2, or add a leg or a pincer.
  Position p = parse(g, "adaptoid W00.../...../....../......./....../...../...B00 w 0/0 1");
  EXPECT_EQ(sorted_turns(g, p), sorted({"+a2", "+b1", "+b2", "a1+L", "a1+P"}));
  EXPECT_FALSE(is_legal(g, p, "+g6"));   // beside an enemy only
  EXPECT_FALSE(is_legal(g, p, "g7+L"));  // not a friend
  EXPECT_FALSE(is_legal(g, p, "+c1"));   // not adjacent to a1
}

TEST(Rules, A10_CreateBesideAFriendAsTheBoardStandsAfterTheMove) {
  AdaptoidGame g(builtin("adaptoid"));
  const std::string start = "adaptoid W10.../...../....../......./....../...../...B00 w 0/0 1";
  Position p = parse(g, start);
  EXPECT_TRUE(is_legal(g, p, "+a2"));
  // After a1-b1, a2 touches no white adaptoid (a1 is empty now), a1 and c1 do.
  EXPECT_FALSE(is_legal(g, p, "a1-b1 +a2"));
  EXPECT_TRUE(is_legal(g, p, "a1-b1 +c1"));
  EXPECT_TRUE(is_legal(g, p, "a1-b1 b1+L"));
  EXPECT_FALSE(is_legal(g, p, "a1-b1 a1+L"));
  EXPECT_EQ(play_text(g, start, {"a1-b1 +a1"}),
            "adaptoid W00.../W10..../....../......./....../...../...B00 b 0/0 1");
}

// ---------------------------------------------------------------------------------------------
// A11 No grow possible

TEST(Rules, A11_PassOnlyWhenNoMoveAndNoGrowIsPossible) {
  AdaptoidGame g(builtin("adaptoid"));
  // W60 on a1 is full, has no pincer and no empty neighbour: no move, no grow.
  const std::string boxed = "adaptoid W60B00../B00B00.../....../......./....../...../...B00 w 0/0 1";
  Position p = parse(g, boxed);
  EXPECT_EQ(turn_texts(g, p), Texts({"pass"}));
  Position q = play(g, p, "pass");
  EXPECT_EQ(text_of(g, q), "adaptoid W60B00../B00B00.../....../......./....../...../...B00 b 0/0 1");
  EXPECT_EQ(outcome(g, q), "ongoing");
  // Where a grow is possible, a turn without one is not legal.
  Position start = g.start(0);
  EXPECT_FALSE(is_legal(g, start, "pass"));
}

TEST(Rules, A11_TurnIsTheMoveAloneWhenTheMoveLeavesNoGrow) {
  AdaptoidGame g(builtin("adaptoid"));
  // White's only adaptoid W11 attacks B12: it is removed, white has nothing to grow beside or
  // on, so the turn is the move alone; before the move a grow was possible.
  const std::string start = "adaptoid ..../...../....../..W11B12.../....../...../...B00 w 0/0 1";
  Position p = parse(g, start);
  EXPECT_TRUE(is_legal(g, p, "d3xd4"));
  EXPECT_FALSE(is_legal(g, p, "d3xd4 +d3"));
  EXPECT_FALSE(is_legal(g, p, "pass"));
  EXPECT_FALSE(is_legal(g, p, "d3-d2"));
  EXPECT_TRUE(is_legal(g, p, "d3-d2 +d3"));
  EXPECT_EQ(times_listed(g, p, "d3xd4"), 1);
  Position q = play(g, p, "d3xd4");
  EXPECT_EQ(text_of(g, q), "adaptoid ..../...../....../...B12.../....../...../...B00 b 1/0 1");
  EXPECT_EQ(outcome(g, q), "black wins");  // A15: white has no adaptoid left
}

// A line of four cells; each colour has one adaptoid and two legs, so white cannot grow.
std::string line_variant(std::string_view no_grow) {
  return "base = \"adaptoid\"\nno_grow = \"" + std::string(no_grow) + R"("
[board]
shape = "custom"
cells = ["a1", "b1", "c1", "d1"]
[start]
white = ["a1"]
black = ["d1"]
[supply]
adaptoids = 1
legs = 2
pincers = 0
)";
}

TEST(Rules, A11_Option_NoGrowLoseThePlayerWhoCannotGrowLoses) {
  AdaptoidGame skip(custom(line_variant("skip"), "t-line"));
  AdaptoidGame lose(custom(line_variant("lose"), "t-line-lose"));
  // W20 on a1, B10 on d1 (fed by c1 only).
  const std::string pos = " W20/././B10 w 0/0 1";
  EXPECT_EQ(sorted_turns(lose, parse(lose, "t-line-lose" + pos)), sorted({"pass", "a1-b1", "a1-c1"}));

  Position s = play(skip, parse(skip, "t-line" + pos), "a1-b1");
  EXPECT_EQ(text_of(skip, s), "t-line ./W20/./B10 b 0/0 1");
  EXPECT_EQ(outcome(skip, s), "ongoing");

  Position l = play(lose, parse(lose, "t-line-lose" + pos), "a1-b1");
  EXPECT_EQ(text_of(lose, l), "t-line-lose ./W20/./B10 b 0/0 1");  // the text cannot show it
  EXPECT_EQ(outcome(lose, l), "black wins");
  EXPECT_EQ(outcome(lose, play(lose, parse(lose, "t-line-lose" + pos), "pass")), "black wins");
  EXPECT_TRUE(legal_turns(lose, l).empty());
}

TEST(Rules, A11_Option_NoGrowLoseWithOpponentLosingToo_MoverWins) {
  AdaptoidGame lose(custom(line_variant("lose"), "t-line-lose"));
  // a1-c1 starves black's last adaptoid (d1's only neighbour is c1), and white cannot grow:
  // both lose at the same check, so the mover wins (A16).
  Position q = play(lose, parse(lose, "t-line-lose W20/././B10 w 0/0 1"), "a1-c1");
  EXPECT_EQ(text_of(lose, q), "t-line-lose ././W20/. b 0/1 1");
  EXPECT_EQ(outcome(lose, q), "white wins");
}

// ---------------------------------------------------------------------------------------------
// A12 Food

TEST(Rules, A12_FedWhenFoodReachesLegsPlusPincers) {
  AdaptoidGame g(builtin("adaptoid"));
  // B20 in the corner a1 eats from a2 and b1 (b2 is white, the edge gives nothing): 2 for 2.
  const std::string start = "adaptoid B20.../.W00.../....../......./....../...../...B00 w 0/0 1";
  EXPECT_EQ(g.food(parse(g, start), cell(g.variant(), "a1")), 2);
  EXPECT_EQ(play_text(g, start, {"+c2"}),
            "adaptoid B20.../.W00.../.W00..../......./....../...../...B00 b 0/0 1");
  // Filling b1 leaves 1 food for 2 limbs: starved.
  EXPECT_EQ(play_text(g, start, {"+b1"}),
            "adaptoid ..../W00W00.../....../......./....../...../...B00 b 0/1 1");
}

TEST(Rules, A12_FriendlyNeighboursGiveNoFood) {
  AdaptoidGame g(builtin("adaptoid"));
  // B10 on a1 between black a2 and b1: once white takes b2 it has no food.
  EXPECT_EQ(play_text(g, "adaptoid B10B00../B00..../..W00.../......./....../...../.... w 0/0 1", {"+b2"}),
            "adaptoid .B00../B00W00.../..W00.../......./....../...../.... b 0/1 1");
}

TEST(Rules, A12_BareAdaptoidIsAlwaysFed) {
  AdaptoidGame g(builtin("adaptoid"));
  EXPECT_EQ(play_text(g, "adaptoid B00W00../W00..../..W00.../......./....../...../.... w 0/0 1", {"+b2"}),
            "adaptoid B00W00../W00W00.../..W00.../......./....../...../.... b 0/0 1");
}

// ---------------------------------------------------------------------------------------------
// A13 Starvation

TEST(Rules, A13_AllUnfedEnemiesAreRemovedAtOnce) {
  AdaptoidGame g(builtin("adaptoid"));
  // B10 on a1 and B10 on a2 feed on b1 and b3. White steps into b1 and creates on b3: both are
  // unfed and both go (one at a time, removing a1 would have fed a2).
  EXPECT_EQ(
      play_text(g, "adaptoid B10B10W00./.W00.../W10...../......./....../...../...B00 w 0/0 1", {"c1-b1 +b3"}),
      "adaptoid ..W00./W10W00W00../....../......./....../...../...B00 b 0/2 1");
}

TEST(Rules, A13_MoversOwnUnfedAdaptoidsStay) {
  AdaptoidGame g(builtin("adaptoid"));
  // W20 on a1 is boxed in by black: unfed, but white's own turn does not starve it.
  const std::string start = "adaptoid W20B00../B00B00.../....../......B00/....../...../W00... w 0/0 1";
  Position after_white = play(g, parse(g, start), "+g5");
  EXPECT_EQ(text_of(g, after_white),
            "adaptoid W20B00../B00B00.../....../......B00/....../...../W00W00.. b 0/0 1");
  // Black's turn ends with white's starvation step: W20 goes.
  EXPECT_EQ(text_of(g, play(g, after_white, "+a3")),
            "adaptoid .B00B00./B00B00.../....../......B00/....../...../W00W00.. w 1/0 2");
}

// ---------------------------------------------------------------------------------------------
// A14 End check

// White W11 d3, W00 a2, W00 b1; black B12 d4, B10 a1 (fed by b2 alone), B00 g7.
constexpr std::string_view kA14 = " B10W00../W00..../....../..W11B12.../....../...../...B00 w 4/4 1";

TEST(Rules, A14_EndCheckAfterStarvation) {
  AdaptoidGame g(builtin("adaptoid"));
  // The suicide brings white to 5 losses, yet the turn goes on: the grow on b2 starves a1, black
  // reaches 5 too at the end check, and the mover wins (A16).
  Position p = parse(g, "adaptoid" + std::string(kA14));
  EXPECT_FALSE(is_legal(g, p, "d3xd4"));
  Position q = play(g, p, "d3xd4 +b2");
  EXPECT_EQ(text_of(g, q), "adaptoid .W00../W00W00.../....../...B12.../....../...../...B00 b 5/5 1");
  EXPECT_EQ(outcome(g, q), "white wins");
}

TEST(Rules, A14_Option_WinCheckImmediateEndsTheTurnAfterTheMove) {
  AdaptoidGame g(custom("base = \"adaptoid\"\nwin_check = \"immediate\"\n", "t-imm"));
  // The same suicide now ends the game at once: white has lost 5, black wins; no grow is listed
  // and no starvation follows (a1 stays).
  Position p = parse(g, "t-imm" + std::string(kA14));
  EXPECT_TRUE(is_legal(g, p, "d3xd4"));
  EXPECT_FALSE(is_legal(g, p, "d3xd4 +b2"));
  EXPECT_EQ(times_listed(g, p, "d3xd4"), 1);
  Position q = play(g, p, "d3xd4");
  EXPECT_EQ(text_of(g, q), "t-imm B10W00../W00..../....../...B12.../....../...../...B00 b 5/4 1");
  EXPECT_EQ(outcome(g, q), "black wins");
  // A move that does not end the game still needs its grow.
  EXPECT_FALSE(is_legal(g, p, "d3-d2"));
  EXPECT_TRUE(is_legal(g, p, "d3-d2 +d3"));
}

TEST(Rules, A14_Option_WinCheckImmediateMoverCapturesTheFifth) {
  const std::string pos = " B10W00../W00..../....../..W12B11.../....../...../...B00 w 0/4 1";
  // End of turn: the capture, the grow on b2, a1 starves: 6 losses for black.
  AdaptoidGame end(builtin("adaptoid"));
  Position e = play(end, parse(end, "adaptoid" + pos), "d3xd4 +b2");
  EXPECT_EQ(text_of(end, e), "adaptoid .W00../W00W00.../....../...W12.../....../...../...B00 b 0/6 1");
  EXPECT_EQ(outcome(end, e), "white wins");
  // Immediate: the capture alone, black at 5, a1 untouched.
  AdaptoidGame imm(custom("base = \"adaptoid\"\nwin_check = \"immediate\"\n", "t-imm"));
  Position p = parse(imm, "t-imm" + pos);
  EXPECT_FALSE(is_legal(imm, p, "d3xd4 +b2"));
  Position i = play(imm, p, "d3xd4");
  EXPECT_EQ(text_of(imm, i), "t-imm B10W00../W00..../....../...W12.../....../...../...B00 b 0/5 1");
  EXPECT_EQ(outcome(imm, i), "white wins");
}

// ---------------------------------------------------------------------------------------------
// A15 Win

TEST(Rules, A15_ColourThatHasLostFiveLoses) {
  AdaptoidGame g(builtin("adaptoid"));
  const std::string pos = "adaptoid W00.../...../....../..W12B11.../....../...../...B00 w 0/";
  Position four = play(g, parse(g, pos + "3 1"), "d3xd4 +d3");
  EXPECT_EQ(text_of(g, four), "adaptoid W00.../...../....../..W00W12.../....../...../...B00 b 0/4 1");
  EXPECT_EQ(outcome(g, four), "ongoing");
  Position five = play(g, parse(g, pos + "4 1"), "d3xd4 +d3");
  EXPECT_EQ(text_of(g, five), "adaptoid W00.../...../....../..W00W12.../....../...../...B00 b 0/5 1");
  EXPECT_EQ(outcome(g, five), "white wins");
  EXPECT_TRUE(legal_turns(g, five).empty());
  // Read from text: 5 losses decide the game.
  EXPECT_EQ(outcome(g, parse(g, "adaptoid ..../...../....../.W00...B00./....../...../.... w 0/5 7")),
            "white wins");
  EXPECT_EQ(outcome(g, parse(g, "adaptoid ..../...../....../.W00...B00./....../...../.... w 5/0 7")),
            "black wins");
  EXPECT_EQ(outcome(g, parse(g, "adaptoid ..../...../....../.W00...B00./....../...../.... w 4/4 7")),
            "ongoing");
}

TEST(Rules, A15_ColourWithNoAdaptoidOnTheBoardLoses) {
  AdaptoidGame g(builtin("adaptoid"));
  // Black's only adaptoid is taken: one loss, but none left on the board.
  Position q =
      play(g, parse(g, "adaptoid W00.../...../....../..W12B11.../....../...../.... w 0/0 1"), "d3xd4 +d3");
  EXPECT_EQ(text_of(g, q), "adaptoid W00.../...../....../..W00W12.../....../...../.... b 0/1 1");
  EXPECT_EQ(outcome(g, q), "white wins");
}

TEST(Rules, A15_Option_CaptureGoal2) {
  AdaptoidGame g(custom("base = \"adaptoid\"\ncapture_goal = 2\n", "t-goal2"));
  Position q =
      play(g, parse(g, "t-goal2 W00.../...../....../..W12B11.../....../...../...B00 w 0/1 1"), "d3xd4 +d3");
  EXPECT_EQ(text_of(g, q), "t-goal2 W00.../...../....../..W00W12.../....../...../...B00 b 0/2 1");
  EXPECT_EQ(outcome(g, q), "white wins");
  // The default goal of 5 goes on.
  AdaptoidGame d(builtin("adaptoid"));
  Position r =
      play(d, parse(d, "adaptoid W00.../...../....../..W12B11.../....../...../...B00 w 0/1 1"), "d3xd4 +d3");
  EXPECT_EQ(outcome(d, r), "ongoing");
}

// ---------------------------------------------------------------------------------------------
// A16 Tie

TEST(Rules, A16_BothSidesReachTheGoalInOneTurn_MoverWins) {
  AdaptoidGame g(builtin("adaptoid"));
  const std::string placement = " W00.../...../....../..W11B11.../....../...../...B00 ";
  // White's equal exchange: 5 losses each; white made the turn.
  Position w = play(g, parse(g, "adaptoid" + placement + "w 4/4 1"), "d3xd4 +a2");
  EXPECT_EQ(text_of(g, w), "adaptoid W00W00../...../....../......./....../...../...B00 b 5/5 1");
  EXPECT_EQ(outcome(g, w), "white wins");
  // Black's equal exchange from the same placement: black made the turn.
  Position b = play(g, parse(g, "adaptoid" + placement + "b 4/4 1"), "d4xd3 +g6");
  EXPECT_EQ(text_of(g, b), "adaptoid W00.../...../....../......./....../...../..B00B00 w 5/5 2");
  EXPECT_EQ(outcome(g, b), "black wins");
}

TEST(Rules, A16_ReadFromTextThePlayerWhoMadeTheLastTurnWins) {
  // A position read with both sides at 5: the side not to move made the last turn.
  AdaptoidGame g(builtin("adaptoid"));
  EXPECT_EQ(outcome(g, parse(g, "adaptoid ..../...../....../.W00...B00./....../...../.... w 5/5 3")),
            "black wins");
  EXPECT_EQ(outcome(g, parse(g, "adaptoid ..../...../....../.W00...B00./....../...../.... b 5/5 3")),
            "white wins");
}

TEST(Rules, A16_BothSidesWithoutAdaptoids_MoverWins) {
  AdaptoidGame g(builtin("adaptoid"));
  // Each side's last adaptoids exchange: nobody has an adaptoid; the mover wins.
  Position q = play(g, parse(g, "adaptoid ..../...../....../..W11B11.../....../...../.... b 0/0 3"), "d4xd3");
  EXPECT_EQ(text_of(g, q), "adaptoid ..../...../....../......./....../...../.... w 1/1 4");
  EXPECT_EQ(outcome(g, q), "black wins");
}

// ---------------------------------------------------------------------------------------------
// A17 Draws

TEST(Rules, A17_NoDrawWithoutACap) {
  AdaptoidGame g(builtin("adaptoid"));
  Position q = play(g, parse(g, "adaptoid ..../...../....../.W00...B00./....../...../.... b 0/0 300"), "+d5");
  EXPECT_EQ(text_of(g, q), "adaptoid ..../...../....../.W00..B00B00./....../...../.... w 0/0 301");
  EXPECT_EQ(outcome(g, q), "ongoing");
}

TEST(Rules, A17_Option_MaxTurnsCapGivesADraw) {
  AdaptoidGame g(custom("base = \"adaptoid\"\nmax_turns = 3\n", "t-cap"));
  // White's third turn: the turn number stays 3, the game goes on.
  Position w = play(g, parse(g, "t-cap ..../...../....../.W00...B00./....../...../.... w 0/0 3"), "+d3");
  EXPECT_EQ(text_of(g, w), "t-cap ..../...../....../.W00W00..B00./....../...../.... b 0/0 3");
  EXPECT_EQ(outcome(g, w), "ongoing");
  // Black's third turn completes turn 3: turn 4 passes the cap, a draw.
  Position b = play(g, w, "+d5");
  EXPECT_EQ(text_of(g, b), "t-cap ..../...../....../.W00W00.B00B00./....../...../.... w 0/0 4");
  EXPECT_EQ(outcome(g, b), "draw");
  EXPECT_TRUE(legal_turns(g, b).empty());
  EXPECT_EQ(outcome(g, parse(g, "t-cap ..../...../....../.W00...B00./....../...../.... w 0/0 4")), "draw");
}

// ---------------------------------------------------------------------------------------------
// A18 A move goes somewhere

TEST(Rules, A18_NoMoveBackToItsOrigin) {
  AdaptoidGame g(builtin("adaptoid"));
  // W20 on d4 could step out and back in two steps; that is not a move.
  Position p = parse(g, "adaptoid ..../...../....../...W20.../....../...../...B00 w 0/0 1");
  for (const Turn& t : legal_turns(g, p)) {
    if (t.move != MoveKind::None) {
      EXPECT_NE(t.from, t.to) << format_turn(g.variant(), t);
    }
  }
  EXPECT_FALSE(is_legal(g, p, "d4-d4 +d5"));
  EXPECT_TRUE(is_legal(g, p, "+d5"));
  // 18 destinations: the 6 neighbours and the 12 cells two steps away.
  EXPECT_EQ(distinct_moves(g, p).size(), 18u);
}

// ---------------------------------------------------------------------------------------------
// A19 Every turn listed once

TEST(Rules, A19_DistinctTurnsToTheSamePositionAreCountedTwice) {
  AdaptoidGame g(builtin("adaptoid"));
  // W11 on a1 may suicide on B12 a2 or on B12 b1: both remove W11 and leave both defenders, so
  // with the same grow they reach the same position, and are still two turns.
  const std::string start = "adaptoid W11B12../B12..../....../......./....../...../W00..B00 w 0/0 1";
  Position p = parse(g, start);
  const std::string same = "adaptoid .B12../B12..../....../......./....../...../W00W00.B00 b 1/0 1";
  EXPECT_EQ(play_text(g, start, {"a1xa2 +g5"}), same);
  EXPECT_EQ(play_text(g, start, {"a1xb1 +g5"}), same);
  EXPECT_EQ(times_listed(g, p, "a1xa2 +g5"), 1);
  EXPECT_EQ(times_listed(g, p, "a1xb1 +g5"), 1);
  // No move: +b2 +f3 +f4 +g5, a1+L a1+P g4+L g4+P (8). a1-b2: +a1 +b3 +c2 +c3 +f3 +f4 +g5,
  // b2+L b2+P g4+L g4+P (11). Each suicide: +f3 +f4 +g5 g4+L g4+P (5 and 5). 29 turns.
  EXPECT_EQ(legal_turns(g, p).size(), 29u);
  EXPECT_EQ(perft(g, p, 1), 29u);
  Texts turns = turn_texts(g, p);
  EXPECT_EQ(std::set<std::string>(turns.begin(), turns.end()).size(), turns.size());
}

// ---------------------------------------------------------------------------------------------
// A20 There is always a turn

TEST(Rules, A20_PlayerToMoveAlwaysHasATurnUntilTheGameIsOver) {
  AdaptoidGame g(builtin("adaptoid"));
  // Boxed in with nothing to grow: the turn is pass.
  EXPECT_EQ(turn_texts(g, parse(g, "adaptoid W60B00../B00B00.../....../......./....../...../...B00 w 0/0 1")),
            Texts({"pass"}));
  // The same for black, boxed in on g7 by white.
  EXPECT_EQ(turn_texts(g, parse(g, "adaptoid W00.../...../....../......./....../...W00W00/..W00B60 b 0/0 1")),
            Texts({"pass"}));
  // Once the game is over there is none.
  EXPECT_TRUE(
      legal_turns(g, parse(g, "adaptoid ..../...../....../.W00...B00./....../...../.... w 0/5 9")).empty());
}

// Random playouts in every built-in Adaptoid variant: while the game is not over there is a
// turn (A20), each listed once (A19), none returning to its origin (A18); every turn reads back
// from its text, every position from its text, and losses never go down.
RC_GTEST_PROP(Rules, A20_Property_RandomPlayoutsAlwaysHaveATurnEachListedOnce, ()) {
  static const std::vector<std::string> names = {"adaptoid", "superadaptoid", "adapt3", "adapt3-reversed"};
  const std::string name = *rc::gen::elementOf(names);
  AdaptoidGame g(builtin(name));
  Position p = g.start(0);
  const int length = *rc::gen::inRange(1, 60);
  for (int i = 0; i < length && !g.status(p).over; ++i) {
    std::vector<Turn> turns = legal_turns(g, p);
    RC_ASSERT(!turns.empty());
    std::vector<Turn> unique = turns;
    std::sort(unique.begin(), unique.end());
    RC_ASSERT(std::adjacent_find(unique.begin(), unique.end()) == unique.end());
    for (const Turn& t : turns) RC_ASSERT(t.move == MoveKind::None || t.from != t.to);
    const Turn t = turns[*rc::gen::inRange<size_t>(0, turns.size())];
    auto reread = parse_turn(g, p, format_turn(g.variant(), t));
    RC_ASSERT(reread.ok());
    RC_ASSERT(reread.value() == t);
    Position q = g.apply(p, t);
    auto back = parse_position(g, format_position(g.variant(), q));
    RC_ASSERT(back.ok());
    RC_ASSERT(back.value() == q);
    for (Colour c = 0; c < g.variant().players; ++c) RC_ASSERT(q.lost(c) >= p.lost(c));
    p = q;
  }
}

}  // namespace
}  // namespace adaptoid
