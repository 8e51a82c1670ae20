// Every witness the Z3 catalogue found (specs/edge-cases.md), pinned: the engine alone replays
// each and must reach the same position and end. Regenerate with
//   for v in <built-ins>; do adaptoid check --variant $v --witnesses; done
#include <adaptoid/check/edge_cases.hpp>

#include <gtest/gtest.h>

namespace adaptoid {
namespace {

struct Pinned {
  const char* name;      // the edge case
  const char* position;  // the witness, in the case's variant
  const char* turn;
  const char* outcome;  // after the turn
  const char* after;
};

const Pinned kPinned[] = {
    {"placement-adjacent", "adaptoid-online ..../...../....../......./....../...../.... w place 1", "+g7 +f7",
     "ongoing", "adaptoid-online ..../...../....../......./....../....B00/...W00 b choose 1"},
    {"equal-exchange-last-adaptoids", "adaptoid ..../.W14.../.B04..../......./....../...../.... w 0/0 9",
     "b2xc2", "white wins", "adaptoid ..../...../....../......./....../...../.... b 1/1 9"},
    {"both-reach-capture-goal", "adaptoid ..../...../..B41W02../.B22...../....../...../.W32.. b 4/4 12",
     "c3xc4 d2+P", "black wins", "adaptoid ..../...../...W02../.B23...../....../...../.... w 5/5 13"},
    {"suicide-gives-fifth-capture",
     "adaptoid B22W12../...../....W00./......./....B00./...W31./B42B14.B23 w 4/0 12", "f6xg7 +b3",
     "black wins", "adaptoid .W12../..W00../....W00./......./....B00./...../.... b 5/4 12"},
    {"bare-attacker",
     "adaptoid-bare-attacker B01..W00/.W11.W11./.W00.B00B30./..W00B10W20W11W00/....../...../.B11B00. w 0/0 5",
     "d5xc5 d3+P", "ongoing",
     "adaptoid-bare-attacker B01..W00/.W11.W11./.W00.B00../..W01B10.W11W00/....../...../.B11B00. b 1/1 5"},
    {"no-grow-move-alone",
     "adaptoid W10W10W00./..W03.B13/B40W40.B40W20./.W02...../W01B00B20W00.W40/W02..../.W04.B10 w 0/0 30",
     "e7-f6", "ongoing",
     "adaptoid W10W10W00./..W03../.W40.B40W20./.W02...../W01B00B20W00../W02..W40./.W04.B10 b 0/2 30"},
    {"no-grow-pass",
     "adaptoid W00.W02W00/W11..W11W00/....W03W10/......W20/.W23..../W02..W50B00/B60... w 0/0 30", "pass",
     "ongoing", "adaptoid W00.W02W00/W11..W11W00/....W03W10/......W20/.W23..../W02..W50B00/.... b 0/1 30"},
    {"pass-starves-enemy",
     "adaptoid .B20B02B20/.W03W10.W01/..B12W02B30B20/B01B05..W31.W10/W01.W40..W30/B00W01B12B00./B10W01.W02 w "
     "0/0 30",
     "pass", "white wins",
     "adaptoid ..../.W03W10.W01/..B12W02../B01...W31.W10/W01.W40..W30/B00W01.B00./.W01.W02 b 0/8 30"},
    {"no-grow-lose",
     "adaptoid-no-grow-lose "
     "W00B60../..W00../.W50..W60./B03.B03...B00/W01W02W03B12W02B03/W10..B00W00/W01W03.B01 w 0/0 30",
     "c5-a4", "black wins",
     "adaptoid-no-grow-lose W00..W60/..W00../.W50..../..B03...B00/W01W02W03B12W02./W10..B00W00/W01W03.B01 b "
     "0/3 30"},
    {"no-grow-lose-tie",
     "adaptoid-no-grow-lose-tie "
     "W10.W02./B00W01W00B00W20/W01B00B00B00B00./W00.W30..W00./B21W04..../...W60./.W04.. w 0/4 30",
     "f6-g4", "white wins",
     "adaptoid-no-grow-lose-tie "
     "W10.W02./B00W01W00B00W20/W01B00B00B00B00./W00.W30..W00./.W04..../...../W60W04.. b 0/5 30"},
    {"grow-on-moved-adaptoid", "adaptoid ..../...../..B24.../......./....../...../W11... w 0/0 5",
     "g4-f3 f3+L", "ongoing", "adaptoid ..../...../..B24.../......./....../W21..../.... b 0/0 5"},
    {"created-adaptoid-starves-enemy",
     "adaptoid B01B24B03B42/.W21.../....../......./....../...B01./...W11 w 0/0 8", "g7xf6 +b1", "white wins",
     "adaptoid ..../W00W21.../....../......./....../...../.... b 1/5 8"},
    {"own-unfed-survives", "adaptoid W21.../...../....../..B40..../....../..B03B00./.W20W00B10 w 0/0 8",
     "g6+L", "ongoing", "adaptoid W21.../...../....../..B40..../....../..B03B00./.W20W10B10 b 0/0 8"},
    {"starvation-last-adaptoid",
     "adaptoid W11.../.B21W03../B21B20B10W11../.B11B11W01W11.W00/B02B21.W02B02B11/B02W30.W20W00/W00.W30. w "
     "0/0 8",
     "f4-g5 b3+P", "white wins",
     "adaptoid W11.../..W04../...W11../...W01W11.W00/...W02../...W20W00/W00W30W30. b 0/11 8"},
    {"starvation-reaches-goal",
     "adaptoid W00B02../W20.B02W01./B11.W02W01.B01/W00W11B01B01.W11B11/B21..W02B21B20/..B20B21./W21.W00. w "
     "0/3 12",
     "g4-f4 +b2", "white wins",
     "adaptoid W00.../W20W00.W01./..W02W01.B01/W00W11B01B01.W11./...W02../.W21B20../..W00. b 0/11 12"},
    {"immediate-win-skips-grow",
     "adaptoid-immediate-win-skips-grow "
     ".B32B01./W11W21..W00/W01.B21W21B01B21/B00B01..B01.B01/W00W01W01.W02B01/W01B12W01W02./..B00. w 0/4 12",
     "c4xc3", "white wins",
     "adaptoid-immediate-win-skips-grow "
     ".B32B01./W11W21..W00/W01...B01B21/B00B01..B01.B01/W00W01W01.W02B01/W01B12W01W02./..B00. b 1/5 12"},
    {"immediate-win-no-starvation",
     "adaptoid-immediate-win-no-starvation "
     "B00B11B20B11/..B00.B11/B30W02B12W00W00W00/B00..W03W01W00W00/W11W01..B01./.W21.B06./B30.W12. w 4/0 12",
     "g6xf6", "black wins",
     "adaptoid-immediate-win-no-starvation "
     "B00B11B20B11/..B00.B11/B30W02B12W00W00W00/B00..W03W01W00W00/W11W01..B01./.W21.B06./B30... b 5/0 12"},
    {"max-turns-draw",
     "adaptoid-max-turns-draw B01B01../...W33./.B01B00B30../.W31.B11.B21W32/.W00B31.W00B00/....B02/..W32. b "
     "0/0 10",
     "e4xe6 +d5", "drawn",
     "adaptoid-max-turns-draw B01B01../...../.B01B00B30../.W31.B11B00B21./.W00..B31B00/....B02/.... w 4/0 "
     "11"},
    {"max-turns-last-turn-win",
     "adaptoid-max-turns-last-turn-win ..../...../....../..B00W04W51../.W11..../...../...W13 b 2/0 10", "+c3",
     "black wins",
     "adaptoid-max-turns-last-turn-win ..../...../..B00.../..B00..../.W11..../...../.... w 5/0 11"},
    {"path-around-hole",
     "adaptoid-path-around-hole "
     "B00..W00/B00.W02B30W00/W01.W02.W02B00/B30B40.W31../B01....W00/W01.W01B11./.W01B11W01 w 0/0 5",
     "d5-d3 b5+L", "ongoing",
     "adaptoid-path-around-hole B00..W00/B00.W02.W10/W01.W02.W02B00/..W31.../B01....W00/W01.W01B11./.W01.W01 "
     "b 0/4 5"},
    {"fed-only-by-stack",
     "superadaptoid B01W11.B11/W01...B01/B00...B11./W00.W11B21B11B21B21/W30..B10B01./..B03W11./W01.W01. w "
     "0/0 5",
     "f6-g7 +c3", "ongoing",
     "superadaptoid B01W11.B11/W01...B01/B00.W00.B11./W00.W11B21B11../W30..B10B01./..B03../W01.W01W11 b 0/2 "
     "5"},
    {"step-onto-stack-starves",
     "superadaptoid W11.../B02...W11/....../.B42B24..../....../...../W30.W00B42 w 0/0 5", "g4-e4 b5+P",
     "ongoing", "superadaptoid W11.../B02...W12/....../......./..W30.../...../..W00. b 0/3 5"},
    {"adapt3-two-losers", "adapt3 B02W11../...../....../......./....../...../...R42 w 0/7/7 12", "a2xa1",
     "black wins", "adapt3 B02.../...../....../......./....../...../.... b 1/7/8 12"},
    {"adapt3-mover-among-two-losers",
     "adapt3 "
     "B02W21.R02/...B00B00/.R22R30R20B00R11/W00B00W00B00W01R11R10/B00R01B00R03.B00/B00B00R00.R11/R11.W02W10 "
     "w 7/0/0 12",
     "a2xa1 +c1", "black wins",
     "adapt3 B02.../...B00B00/W00...B00./W00B00W00B00W01../B00.B00..B00/B00B00R00.R11/..W02W10 b 8/0/10 12"},
    {"adapt3-all-three-lose", "adapt3 B11W21../...../....../......./....../...../...R13 w 0/7/7 12", "a2xa1",
     "white wins", "adapt3 ..../...../....../......./....../...../.... b 1/8/8 12"},
    {"adapt3-starve-both-opponents",
     "adapt3 R31B00W00./...../....../.....B01R22/..R41B10../.B02B03../...W21 w 0/0/0 8", "+f6", "white wins",
     "adapt3 .B00W00./...../....../.....B01./...B10../.B02.W00./...W21 b 0/1/3 8"},
    {"adapt3-reversed-hunter-wins",
     "adapt3-reversed "
     ".R00W00B00/W02.B20B00B00/B00W01.B01B01./W00.R03R20W00B02./B01R21R04.R02B01/R10..R20W00/R10R21R10W00 b "
     "0/3/0 12",
     "b3-a1 e7+L", "white wins",
     "adapt3-reversed "
     "B20R00W00B00/...B00B00/B00W01.B01B01./W00..R20W00B02./B01....B11/R10..R20W00/R10.R10W00 w 1/8/0 13"},
    {"leap-6", "quantum-leap .BW.B/WWB..W/WWW.WBB/.WW..BW./...B.W.WB/.BWWW.W./BB..W.W/...WBB/B..BB w - 1",
     "c2xi8", "ongoing",
     "quantum-leap .BW.B/WWB..W/W.W.WBB/.WW..BW./...B.W.WB/.BWWW.W./BB..W.W/...WBB/B..WB b - 1"},
    {"leap-over-hole", "quantum-leap-19-leap-over-hole .WW/.W./.B.../..../... w - 1", "a2xc2", "white wins",
     "quantum-leap-19-leap-over-hole ..W/.W./.W.../..../... b - 1"},
    {"capture-last-stone", "quantum-leap-19 .../..../...../.BW./..W w - 1", "d4xd3", "white wins",
     "quantum-leap-19 .../..../...../.W../..W b - 1"},
    {"swap-leaves-white-no-capture", "quantum-leap-19 W../..../...../..../..B b swap 1", "a1~e5",
     "black wins", "quantum-leap-19 B../..../...../..../..W w - 1"},
    {"swap-3p-red-wins",
     "quantum-leap-3p RRW.R/....R./.....WR/......../........./......../......./....../....B b swap 1",
     "c7~i9", "red wins",
     "quantum-leap-3p RRW.R/....R./.....WB/......../........./......../......./....../....R w - 1"},
    {"3p-next-cannot-capture",
     "quantum-leap-3p RWW../....../......./......../........./......../......./....../..... w - 1", "a2xa1",
     "white wins",
     "quantum-leap-3p W.W../....../......./......../........./......../......./....../..... b - 1"},
};

std::string outcome_of(const Status& s) {
  if (!s.over) return "ongoing";
  if (!s.winner) return "drawn";
  return std::string(colour_name(*s.winner)) + " wins";
}

template <Game G>
void replay(const G& game, const Pinned& w) {
  auto p = parse_position(game, w.position);
  ASSERT_TRUE(p.ok()) << w.name << ": " << p.error();
  auto t = parse_turn(game, p.value(), w.turn);
  ASSERT_TRUE(t.ok()) << w.name << ": " << t.error();
  const Position next = game.apply(p.value(), t.value());
  EXPECT_EQ(format_position(game.variant(), next), w.after) << w.name;
  EXPECT_EQ(outcome_of(game.status(next)), w.outcome) << w.name;
}

TEST(EdgeCasesPinned, EveryWitnessReplaysThroughTheEngine) {
  for (const Pinned& w : kPinned) {
    const EdgeCase* c = nullptr;
    for (const auto& e : edge_cases())
      if (e.name == w.name) c = &e;
    ASSERT_NE(c, nullptr) << w.name;
    EXPECT_TRUE(c->expect_found) << w.name;
    auto v = edge_case_variant(*c);
    ASSERT_TRUE(v.ok()) << v.error();
    std::visit([&](const auto& game) { replay(game, w); }, make_game(v.value()));
  }
}

TEST(EdgeCasesPinned, EveryCaseExpectedFoundHasAPinnedWitness) {
  for (const auto& c : edge_cases()) {
    bool pinned = false;
    for (const Pinned& w : kPinned) pinned = pinned || c.name == w.name;
    EXPECT_EQ(pinned, c.expect_found) << c.name;
  }
}

}  // namespace
}  // namespace adaptoid
