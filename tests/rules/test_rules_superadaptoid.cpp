// Superadaptoid's advanced mode, S1-S5 of specs/rules.md: stacks, holes, custom boards.
// Expectations are worked out by hand from the rules. Side-4 hexagon columns: a1-a4, b1-b5,
// c1-c6, d1-d7, e2-e7, f3-f7, g4-g7; a hole is not written, so its column is one cell shorter.
#include "rules_test_util.hpp"

namespace adaptoid {
namespace {

using namespace rules_test;
using Texts = std::vector<std::string>;

// The hexagon of side 4 without d4: column d is d1 d2 d3 d5 d6 d7.
constexpr std::string_view kHoleD4 = R"(base = "adaptoid"
[board]
holes = ["d4"]
)";

// ---------------------------------------------------------------------------------------------
// S1 Material

TEST(Rules, S1_FortyDiscs_StacksOnC4D4E4) {
  AdaptoidGame g(builtin("superadaptoid"));
  const Variant& v = g.variant();
  EXPECT_EQ(v.board.size(), 37);
  int discs = 0;
  for (int i = 0; i < v.board.size(); ++i) {
    discs += v.board.height(i);
    const std::string name = v.board.name(i);
    EXPECT_EQ(v.board.height(i), (name == "c4" || name == "d4" || name == "e4") ? 2 : 1) << name;
  }
  EXPECT_EQ(discs, 40);
  // The stacks are part of the board, not of the position: the start reads as Adaptoid's.
  Position p = g.start(0);
  EXPECT_EQ(text_of(g, p), "superadaptoid ..../...../....../.W00...B00./....../...../.... w 0/0 1");
  // d3 touches c2 c3 d2 (white) d4 e3 e4: 1 + 1 + 0 + 2 + 1 + 2.
  EXPECT_EQ(g.food(p, cell(v, "d3")), 7);
  AdaptoidGame plain(builtin("adaptoid"));
  EXPECT_EQ(plain.food(plain.start(0), cell(v, "d3")), 5);
}

TEST(Rules, S1_NoStackAboveTwo) {
  auto v = try_custom(R"(base = "adaptoid"
[board]
stacks = ["d4", "d4"]
)",
                      "t-stack3");
  EXPECT_FALSE(v.ok());
}

// ---------------------------------------------------------------------------------------------
// S2 Custom boards

// Five cells: a1 b1 b2 c2 c3 (a1-b1, a1-b2, b1-b2, b1-c2, b2-c2, b2-c3, c2-c3 are adjacent).
std::string tiny(std::string_view stacks) {
  return R"(base = "adaptoid"
[board]
shape = "custom"
cells = ["a1", "b1", "b2", "c2", "c3"]
stacks = [)" +
         std::string(stacks) +
         R"(]
[start]
white = ["a1"]
black = ["c3"]
)";
}

TEST(Rules, S2_CustomBoardListsItsCells) {
  AdaptoidGame g(custom(tiny(""), "t-tiny"));
  EXPECT_EQ(g.variant().board.size(), 5);
  Position p = g.start(0);
  EXPECT_EQ(text_of(g, p), "t-tiny W00/../.B00 w 0/0 1");
  // a1's neighbours on this board are b1 and b2 (a2 is not a cell).
  EXPECT_EQ(sorted_turns(g, p), sorted({"+b1", "+b2", "a1+L", "a1+P"}));
  EXPECT_FALSE(parse_turn_text(g.variant(), "+a2").ok());
  EXPECT_FALSE(parses(g, "t-tiny W00./../.B00 w 0/0 1"));
}

TEST(Rules, S2_CustomBoardStacksFeedTwo) {
  // B30 on a1 feeds on b1 and b2: 2 food on single discs, 3 when b2 is a stack.
  AdaptoidGame flat(custom(tiny(""), "t-tiny"));
  Position f = play(flat, parse(flat, "t-tiny B30/../.W00 w 0/0 1"), "+c2");
  EXPECT_EQ(text_of(flat, f), "t-tiny ./../W00W00 b 0/1 1");
  EXPECT_EQ(outcome(flat, f), "white wins");  // black has no adaptoid left
  AdaptoidGame stacked(custom(tiny("\"b2\""), "t-tinys"));
  Position s = play(stacked, parse(stacked, "t-tinys B30/../.W00 w 0/0 1"), "+c2");
  EXPECT_EQ(text_of(stacked, s), "t-tinys B30/../W00W00 b 0/0 1");
  EXPECT_EQ(outcome(stacked, s), "ongoing");
}

TEST(Rules, S2_HexagonWithHolesLeavesTheHolesOutOfThePlacement) {
  AdaptoidGame g(custom(kHoleD4, "t-hole"));
  EXPECT_EQ(g.variant().board.size(), 36);
  EXPECT_FALSE(g.variant().board.index("d4").has_value());
  EXPECT_TRUE(parses(g, "t-hole ..../...../....../.W00..B00./....../...../.... w 0/0 1"));
  EXPECT_FALSE(parses(g, "t-hole ..../...../....../.W00...B00./....../...../.... w 0/0 1"));
  EXPECT_EQ(text_of(g, g.start(0)), "t-hole ..../...../....../.W00..B00./....../...../.... w 0/0 1");
  EXPECT_FALSE(parse_turn_text(g.variant(), "+d4").ok());
}

// ---------------------------------------------------------------------------------------------
// S3 Holes block

TEST(Rules, S3_HoleBlocksAPath) {
  // W20 on d3. d5 is two steps away only through d4; with d4 a hole it is out of reach.
  AdaptoidGame holed(custom(kHoleD4, "t-hole"));
  Position h = parse(holed, "t-hole ..../...../....../..W20.../....../...../...B00 w 0/0 1");
  EXPECT_EQ(distinct_moves(holed, h),
            Texts({"d3-b1", "d3-b2", "d3-b3", "d3-c1", "d3-c2", "d3-c3", "d3-c4", "d3-d1", "d3-d2", "d3-e2",
                   "d3-e3", "d3-e4", "d3-e5", "d3-f3", "d3-f4", "d3-f5"}));
  EXPECT_FALSE(is_legal(holed, h, "d3-d5 +d6"));
  // On the full board d4 and d5 are reachable too.
  AdaptoidGame plain(builtin("adaptoid"));
  Position p = parse(plain, "adaptoid ..../...../....../..W20..../....../...../...B00 w 0/0 1");
  EXPECT_EQ(distinct_moves(plain, p).size(), 18u);
  EXPECT_TRUE(is_legal(plain, p, "d3-d5 +d6"));
}

TEST(Rules, S3_HoleBlocksAnAttack) {
  // W21 on d3, black on d5: the attack needs the step through d4.
  AdaptoidGame holed(custom(kHoleD4, "t-hole"));
  Position h = parse(holed, "t-hole ..../...../....../..W21B00../....../...../.... w 0/0 1");
  Texts holed_moves = distinct_moves(holed, h);
  EXPECT_EQ(std::count(holed_moves.begin(), holed_moves.end(), "d3xd5"), 0);
  EXPECT_FALSE(is_legal(holed, h, "d3xd5 +d6"));
  AdaptoidGame plain(builtin("adaptoid"));
  Position p = parse(plain, "adaptoid ..../...../....../..W21.B00../....../...../.... w 0/0 1");
  EXPECT_TRUE(is_legal(plain, p, "d3xd5 +d4"));
}

// ---------------------------------------------------------------------------------------------
// S4 Stack food

TEST(Rules, S4_EmptyStackFeedsTwo) {
  // B20 on b3: its neighbours a2 a3 b2 b4 c3 are white, c4 is empty. On the stack c4 it eats 2
  // and survives; on a single disc it eats 1 and starves.
  const std::string placement = " .W00W00./.W00B20W00./..W00.../......./....../...../...B00 w 0/0 1";
  AdaptoidGame super(builtin("superadaptoid"));
  EXPECT_EQ(play_text(super, "superadaptoid" + placement, {"+a1"}),
            "superadaptoid W00W00W00./.W00B20W00./..W00.../......./....../...../...B00 b 0/0 1");
  AdaptoidGame plain(builtin("adaptoid"));
  EXPECT_EQ(play_text(plain, "adaptoid" + placement, {"+a1"}),
            "adaptoid W00W00W00./.W00.W00./..W00.../......./....../...../...B00 b 0/1 1");
}

TEST(Rules, S4_OccupiedStackFeedsNothing) {
  AdaptoidGame super(builtin("superadaptoid"));
  // The same, with white on c4: b3 has no empty neighbour at all once a1 is taken.
  Position p =
      parse(super, "superadaptoid .W00W00./.W00B20W00./..W00W00../......./....../...../...B00 w 0/0 1");
  EXPECT_EQ(super.food(p, cell(super.variant(), "b3")), 0);
  EXPECT_EQ(text_of(super, play(super, p, "+a1")),
            "superadaptoid W00W00W00./.W00.W00./..W00W00../......./....../...../...B00 b 0/1 1");
}

TEST(Rules, S4_HoleFeedsNothing) {
  // B10 on c3: d4 is its only neighbour that is not white. A hole there gives 0: starved; an
  // empty cell gives 1: fed.
  AdaptoidGame holed(custom(kHoleD4, "t-hole"));
  EXPECT_EQ(
      play_text(holed, "t-hole ..../.W00W00../.W00B10W00../..W00.../....../...../...B00 w 0/0 1", {"+a1"}),
      "t-hole W00.../.W00W00../.W00.W00../..W00.../....../...../...B00 b 0/1 1");
  AdaptoidGame plain(builtin("adaptoid"));
  EXPECT_EQ(
      play_text(plain, "adaptoid ..../.W00W00../.W00B10W00../..W00..../....../...../...B00 w 0/0 1", {"+a1"}),
      "adaptoid W00.../.W00W00../.W00B10W00../..W00..../....../...../...B00 b 0/0 1");
}

// ---------------------------------------------------------------------------------------------
// S5 Setup edits

TEST(Rules, S5_BoardThatIsNotConnectedIsRejected) {
  EXPECT_FALSE(try_custom(R"(base = "adaptoid"
[board]
shape = "custom"
cells = ["a1", "b1", "d1", "e1"]
[start]
white = ["a1"]
black = ["e1"]
)",
                          "t-split")
                   .ok());
  // A ring of holes around a1 cuts it off.
  EXPECT_FALSE(try_custom(R"(base = "adaptoid"
[board]
holes = ["a2", "b1", "b2"]
)",
                          "t-island")
                   .ok());
  // The same cells with a bridge are one board.
  EXPECT_TRUE(try_custom(R"(base = "adaptoid"
[board]
shape = "custom"
cells = ["a1", "b1", "c1", "d1", "e1"]
[start]
white = ["a1"]
black = ["e1"]
)",
                         "t-bridge")
                  .ok());
}

TEST(Rules, S5_StartCellThatIsNotPlayableIsRejected) {
  // The default start d2 is a hole.
  EXPECT_FALSE(try_custom("base = \"adaptoid\"\n[board]\nholes = [\"d2\"]\n", "t-nostart").ok());
  // Not a cell of a custom board.
  EXPECT_FALSE(try_custom(R"(base = "adaptoid"
[board]
shape = "custom"
cells = ["a1", "b1", "c1"]
[start]
white = ["a1"]
black = ["d1"]
)",
                          "t-offboard")
                   .ok());
}

TEST(Rules, S5_ReshapingIsPartOfTheVariantNotATurn) {
  // Stacks change nothing in the position text or in the turns from the start: the edits were
  // made before the game, in the variant.
  AdaptoidGame super(builtin("superadaptoid"));
  AdaptoidGame plain(builtin("adaptoid"));
  Position s = parse(super, "superadaptoid ..../...../....../.W00...B00./....../...../.... w 0/0 1");
  EXPECT_EQ(s, super.start(0));
  EXPECT_EQ(turn_texts(super, s), turn_texts(plain, plain.start(0)));
}

}  // namespace
}  // namespace adaptoid
