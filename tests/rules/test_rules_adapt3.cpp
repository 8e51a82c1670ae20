// Adapt3, three-player Adaptoid, T1-T7 of specs/rules.md, and its options.
// Expectations are worked out by hand from the rules. Side-4 hexagon columns: a1-a4, b1-b5,
// c1-c6, d1-d7, e2-e7, f3-f7, g4-g7. Counts are the losses in the variant's turn order:
// adapt3 white/black/red, adapt3-reversed white/red/black.
#include "rules_test_util.hpp"

namespace adaptoid {
namespace {

using namespace rules_test;
using Texts = std::vector<std::string>;

constexpr std::string_view kAdapt3Board = " ..../...R00./....../.W00...../....../...B00./.... ";

// ---------------------------------------------------------------------------------------------
// T1 Colours and turn order

TEST(Rules, T1_TurnOrderWhiteBlackRed) {
  AdaptoidGame g(builtin("adapt3"));
  EXPECT_EQ(g.variant().players, 3);
  Position p = parse(g, "adapt3" + std::string(kAdapt3Board) + "w 0/0/0 1");
  p = play(g, p, "+d3");
  EXPECT_EQ(text_of(g, p), "adapt3 ..../...R00./....../.W00W00..../....../...B00./.... b 0/0/0 1");
  p = play(g, p, "+f5");
  EXPECT_EQ(text_of(g, p), "adapt3 ..../...R00./....../.W00W00..../....../..B00B00./.... r 0/0/0 1");
  p = play(g, p, "+b3");
  EXPECT_EQ(text_of(g, p), "adapt3 ..../..R00R00./....../.W00W00..../....../..B00B00./.... w 0/0/0 2");
}

TEST(Rules, T1_Option_TurnOrderReversed) {
  AdaptoidGame g(builtin("adapt3-reversed"));
  Position p = parse(g, "adapt3-reversed" + std::string(kAdapt3Board) + "w 0/0/0 1");
  p = play(g, p, "+d3");
  EXPECT_EQ(p.side(), kRed);
  p = play(g, p, "+b3");
  EXPECT_EQ(p.side(), kBlack);
  p = play(g, p, "+f5");
  EXPECT_EQ(text_of(g, p),
            "adapt3-reversed ..../..R00R00./....../.W00W00..../....../..B00B00./.... w 0/0/0 2");
  // The counts are written in turn order: white, red, black.
  Position c = parse(g, "adapt3-reversed" + std::string(kAdapt3Board) + "w 1/2/3 1");
  EXPECT_EQ(c.lost(kWhite), 1);
  EXPECT_EQ(c.lost(kRed), 2);
  EXPECT_EQ(c.lost(kBlack), 3);
  EXPECT_EQ(text_of(g, c), "adapt3-reversed" + std::string(kAdapt3Board) + "w 1/2/3 1");
  // The same option written in a variant of our own.
  AdaptoidGame mine(custom("base = \"adapt3\"\nturn_order = [\"white\", \"red\", \"black\"]\n", "t-order"));
  EXPECT_EQ(play(mine, parse(mine, "t-order" + std::string(kAdapt3Board) + "w 0/0/0 1"), "+d3").side(), kRed);
  // White always starts.
  EXPECT_FALSE(try_custom("base = \"adapt3\"\nturn_order = [\"red\", \"white\", \"black\"]\n", "t-bad").ok());
}

// ---------------------------------------------------------------------------------------------
// T2 Prey

// White W12 on d3 takes B11 on d4, black's eighth loss; red R00 on g7, black B00 on a4.
constexpr std::string_view kBlackEighth = " W00..B00/...../....../..W12B11.../....../...../...R00 ";

TEST(Rules, T2_PreyIsFixedWhateverTheTurnOrder) {
  // Black loses; its hunter is red (red hunts black) in both turn orders.
  AdaptoidGame g(builtin("adapt3"));
  Position q = play(g, parse(g, "adapt3" + std::string(kBlackEighth) + "w 0/7/0 1"), "d3xd4 +d3");
  EXPECT_EQ(text_of(g, q), "adapt3 W00..B00/...../....../..W00W12.../....../...../...R00 b 0/8/0 1");
  EXPECT_EQ(outcome(g, q), "red wins");
  AdaptoidGame r(builtin("adapt3-reversed"));
  Position s = play(r, parse(r, "adapt3-reversed" + std::string(kBlackEighth) + "w 0/0/7 1"), "d3xd4 +d3");
  EXPECT_EQ(text_of(r, s), "adapt3-reversed W00..B00/...../....../..W00W12.../....../...../...R00 r 0/0/8 1");
  EXPECT_EQ(outcome(r, s), "red wins");
  EXPECT_EQ(g.variant().hunter(kWhite), kBlack);
  EXPECT_EQ(g.variant().hunter(kBlack), kRed);
  EXPECT_EQ(g.variant().hunter(kRed), kWhite);
}

TEST(Rules, T2_Option_Prey) {
  // White hunts black here: black's loss makes white the winner.
  AdaptoidGame g(custom(R"(base = "adapt3"
prey = { white = "black", black = "red", red = "white" }
)",
                        "t-prey"));
  Position q = play(g, parse(g, "t-prey" + std::string(kBlackEighth) + "w 0/7/0 1"), "d3xd4 +d3");
  EXPECT_EQ(text_of(g, q), "t-prey W00..B00/...../....../..W00W12.../....../...../...R00 b 0/8/0 1");
  EXPECT_EQ(outcome(g, q), "white wins");
}

// ---------------------------------------------------------------------------------------------
// T3 Start

TEST(Rules, T3_StartD2WhiteF6BlackB4Red) {
  AdaptoidGame g(builtin("adapt3"));
  EXPECT_EQ(text_of(g, g.start(0)), "adapt3 ..../...R00./....../.W00...../....../...B00./.... w 0/0/0 1");
  AdaptoidGame r(builtin("adapt3-reversed"));
  EXPECT_EQ(text_of(r, r.start(0)),
            "adapt3-reversed ..../...R00./....../.W00...../....../...B00./.... w 0/0/0 1");
}

// ---------------------------------------------------------------------------------------------
// T4 Attacks

TEST(Rules, T4_AttackEitherOpponent) {
  AdaptoidGame g(builtin("adapt3"));
  // W11 on d3 touches black d4 and red c3.
  Position w = parse(g, "adapt3 ..../...../..R00.../..W11B00.../....../...../.... w 0/0/0 1");
  EXPECT_EQ(distinct_moves(g, w), Texts({"d3-c2", "d3-d2", "d3-e3", "d3-e4", "d3xc3", "d3xd4"}));
  // R11 on c3 touches white d3 and black d4.
  Position r = parse(g, "adapt3 ..../...../..R11.../..W00B00.../....../...../.... r 0/0/0 1");
  EXPECT_EQ(distinct_moves(g, r), Texts({"c3-b2", "c3-b3", "c3-c2", "c3-c4", "c3xd3", "c3xd4"}));
}

TEST(Rules, T4_Option_AttackPreyOnly) {
  AdaptoidGame g(custom("base = \"adapt3\"\nattack = \"prey-only\"\n", "t-preyonly"));
  // White's prey is red, red's prey is black.
  Position w = parse(g, "t-preyonly ..../...../..R00.../..W11B00.../....../...../.... w 0/0/0 1");
  EXPECT_EQ(distinct_moves(g, w), Texts({"d3-c2", "d3-d2", "d3-e3", "d3-e4", "d3xc3"}));
  Position r = parse(g, "t-preyonly ..../...../..R11.../..W00B00.../....../...../.... r 0/0/0 1");
  EXPECT_EQ(distinct_moves(g, r), Texts({"c3-b2", "c3-b3", "c3-c2", "c3-c4", "c3xd4"}));
}

// ---------------------------------------------------------------------------------------------
// T5 Starvation

TEST(Rules, T5_UnfedAdaptoidsOfBothOpponentsAreRemoved) {
  AdaptoidGame g(builtin("adapt3"));
  // White creates on b2: black B10 on a1 loses its last food; red R10 on g7 has none (f6 f7 g6
  // are white). Both go. White's own W30 on g6 (food 2 from f5 g5) is unfed and stays.
  EXPECT_EQ(
      play_text(g, "adapt3 B10W00../W00..../....../...B00.R00./....../...W00W00/..W30R10 w 0/0/0 1", {"+b2"}),
      "adapt3 .W00../W00W00.../....../...B00.R00./....../...W00W00/..W30. b 0/1/1 1");
}

// ---------------------------------------------------------------------------------------------
// T6 Scoring per colour

TEST(Rules, T6_EachColourCountsItsOwnEliminatedAdaptoids) {
  // Red's R11 attacks W12: a suicide, counted for red, whoever else profits.
  const std::string placement = " R00.../...../..R11.../..W12..../....../...../...B00 r 0/0/0 1";
  AdaptoidGame g(builtin("adapt3"));
  EXPECT_EQ(play_text(g, "adapt3" + placement, {"c3xd3 +a2"}),
            "adapt3 R00R00../...../....../..W12..../....../...../...B00 w 0/0/1 2");
  AdaptoidGame r(builtin("adapt3-reversed"));
  EXPECT_EQ(play_text(r, "adapt3-reversed" + placement, {"c3xd3 +a2"}),
            "adapt3-reversed R00R00../...../....../..W12..../....../...../...B00 b 0/1/0 1");
  // An exchange between white and black counts one for each, none for red.
  EXPECT_EQ(
      play_text(g, "adapt3 W00..R00/...../....../..W11B11.../....../...../...B00 w 0/0/0 1", {"d3xd4 +a2"}),
      "adapt3 W00W00.R00/...../....../......./....../...../...B00 b 1/1/0 1");
}

// ---------------------------------------------------------------------------------------------
// T7 End

TEST(Rules, T7_OneLoser_ItsHunterWinsNotTheMover) {
  AdaptoidGame g(builtin("adapt3"));
  // White makes the turn; black loses; black's hunter, red, wins.
  Position q = play(g, parse(g, "adapt3" + std::string(kBlackEighth) + "w 0/7/0 1"), "d3xd4 +d3");
  EXPECT_EQ(outcome(g, q), "red wins");
  EXPECT_TRUE(legal_turns(g, q).empty());
  // One loss short: the game goes on.
  Position r = play(g, parse(g, "adapt3" + std::string(kBlackEighth) + "w 0/6/0 1"), "d3xd4 +d3");
  EXPECT_EQ(outcome(g, r), "ongoing");
  // Read from text.
  EXPECT_EQ(outcome(g, parse(g, "adapt3" + std::string(kAdapt3Board) + "w 0/8/0 3")), "red wins");
  EXPECT_EQ(outcome(g, parse(g, "adapt3" + std::string(kAdapt3Board) + "w 0/0/8 3")), "white wins");
  EXPECT_EQ(outcome(g, parse(g, "adapt3" + std::string(kAdapt3Board) + "w 8/0/0 3")), "black wins");
}

TEST(Rules, T7_OneLoserWithNoAdaptoid_ItsHunterWins) {
  AdaptoidGame g(builtin("adapt3"));
  // Black takes red's last adaptoid: red has none; red's hunter, white, wins.
  Position q =
      play(g, parse(g, "adapt3 W00.../...../....../..R11B12.../....../...../...B00 b 0/0/0 1"), "d4xd3 +d4");
  EXPECT_EQ(text_of(g, q), "adapt3 W00.../...../....../..B12B00.../....../...../...B00 r 0/0/1 1");
  EXPECT_EQ(outcome(g, q), "white wins");
}

TEST(Rules, T7_TwoLosers_TheThirdPlayerWins) {
  AdaptoidGame g(builtin("adapt3"));
  // White's exchange with black brings both to 8: red wins, not the mover.
  Position q = play(g, parse(g, "adapt3 W00..R00/...../....../..W11B11.../....../...../...B00 w 7/7/0 1"),
                    "d3xd4 +a2");
  EXPECT_EQ(text_of(g, q), "adapt3 W00W00.R00/...../....../......./....../...../...B00 b 8/8/0 1");
  EXPECT_EQ(outcome(g, q), "red wins");
}

TEST(Rules, T7_ThreeLosers_TheMoverWins) {
  AdaptoidGame g(builtin("adapt3"));
  // Black's exchange with white brings both to 8 and its create on b2 starves red's R10 on a1,
  // red's eighth: all three lose, black made the turn.
  Position q = play(g, parse(g, "adapt3 R10B00../B00..../....../..W11B11.../....../...../W00..R00 b 7/7/7 1"),
                    "d4xd3 +b2");
  EXPECT_EQ(text_of(g, q), "adapt3 .B00../B00B00.../....../......./....../...../W00..R00 r 8/8/8 1");
  EXPECT_EQ(outcome(g, q), "black wins");
}

TEST(Rules, T7_Option_EliminationGoal2) {
  AdaptoidGame g(custom("base = \"adapt3\"\nelimination_goal = 2\n", "t-elim2"));
  Position q = play(g, parse(g, "t-elim2" + std::string(kBlackEighth) + "w 0/1/0 1"), "d3xd4 +d3");
  EXPECT_EQ(text_of(g, q), "t-elim2 W00..B00/...../....../..W00W12.../....../...../...R00 b 0/2/0 1");
  EXPECT_EQ(outcome(g, q), "red wins");
  AdaptoidGame d(builtin("adapt3"));
  EXPECT_EQ(outcome(d, play(d, parse(d, "adapt3" + std::string(kBlackEighth) + "w 0/1/0 1"), "d3xd4 +d3")),
            "ongoing");
  // capture_goal is a two-player option.
  EXPECT_FALSE(try_custom("base = \"adapt3\"\ncapture_goal = 2\n", "t-goal").ok());
}

}  // namespace
}  // namespace adaptoid
