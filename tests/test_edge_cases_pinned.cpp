// Every witness the Z3 catalogue found (specs/edge-cases.md), pinned: the engine alone replays
// each and must reach the same position and end. Regenerate with
//   for v in <built-ins>; do adaptoid check --variant $v --witnesses; done
#include <adaptoid/edge_cases.hpp>

#include <gtest/gtest.h>

namespace adaptoid {
namespace {

struct Pinned {
  const char* name;      // the edge case
  const char* position;  // the witness, in the case's variant
  const char* turn;
  const char* outcome;   // after the turn
  const char* after;
};

const Pinned kPinned[] = {
    {"equal-exchange-last-adaptoids",
     "adaptoid ..../...../....../......./..W41.../...B01./.... w 0/0 9",
     "e4xf6", "white wins",
     "adaptoid ..../...../....../......./....../...../.... b 1/1 9"},
    {"both-reach-capture-goal",
     "adaptoid B01W00B11./.B11W00.B01/W03.W30B01W01./W02B11W01..W01B11/B11...../.B00W40W12W30/..B10W12 b 0/4 12",
     "e2xd1 b2+L", "black wins",
     "adaptoid B01W00B11./.B21W00.B01/...B01W01./.B11W01..W01B11/....../.B00.../..B10. w 7/5 13"},
    {"suicide-gives-fifth-capture",
     "adaptoid ...W10/W31.B10B10./..W00W00B12./W00..W10W00B11./B02B10B11W00B01./.W00B32B01B02/W11..B30 w 4/0 12",
     "b1xe2 +g5", "white wins",
     "adaptoid ...W10/..B10B10./..W00W00../W00..W10W00B11./B02B10.W00B01./.W00.B01./W11W00.. b 5/5 12"},
    {"bare-attacker",
     "adaptoid-bare-attacker W20B30.W00/..W31../B00W02B04..B00/B20W00B00...W10/W10W11W02B30B06B00/..B00W10./W30.B00B32 w 0/0 5",
     "a1xc1 a4+L", "white wins",
     "adaptoid-bare-attacker .B30.W10/..W31../.W02...B00/.W00B00...W10/W10W11W02..B00/..B00W10./W30.B00. b 1/6 5"},
    {"no-grow-move-alone",
     "adaptoid B22.../B01..W33./W01.B00..B31/W10W20B00B00W12W12./.W02W00W10.W30/.W02B03B22./W00..B33 w 0/0 30",
     "b4xa1", "white wins",
     "adaptoid W33.../B01..../W01.B00.../W10W20B00B00W12W12./.W02W00W10.W30/.W02.../W00... b 0/5 30"},
    {"no-grow-pass",
     "adaptoid ..W10B11/B02W02B12B01./W01W00W20.B10B11/.B30W20.B11B11W01/W11.W31W03W30./W03..../.B13B10B10 w 0/0 30",
     "pass", "white wins",
     "adaptoid ..W10./.W02.B01./W01W00W20.B10./..W20.B11.W01/W11.W31W03W30./W03..../..B10B10 b 0/7 30"},
    {"no-grow-lose",
     "adaptoid-no-grow-lose B00W01../W00W01W10W03W01/B00W02..B01B00/W00B02..B00B51B51/B20W30W50.W30./....B03/B00.W04. w 0/0 30",
     "e4-f3", "black wins",
     "adaptoid-no-grow-lose B00W01../W00W01W10W03W01/B00W02..B01B00/W00...B00../.W30..W30./W50...B03/B00.W04. b 0/4 30"},
    {"no-grow-lose-tie",
     "adaptoid-no-grow-lose-tie W00B51.B00/.W01B00W04./B00B00W00..B04/.W10W02.W20.B00/W01W02.W40../W02.W50.B31/...B41 w 0/1 30",
     "f5-d4", "white wins",
     "adaptoid-no-grow-lose-tie W00..B00/.W01B00W04./B00B00W00.../.W10W02W50W20.B00/W01W02.W40../W02..../.... b 0/5 30"},
    {"grow-on-moved-adaptoid",
     "adaptoid ...W10/B00W30.W30W00/W00.W40.B12B00/W10B32.B00W00W00B00/....W00B00/B00B00B04W00./B02.W00B02 w 0/0 5",
     "a4-a3 a3+P", "white wins",
     "adaptoid ..W11./B00W30.W30W00/W00.W40..B00/W10..B00W00W00B00/....W00B00/B00B00.W00./..W00. b 0/5 5"},
    {"created-adaptoid-starves-enemy",
     "adaptoid ..B11B12/W02W11W02.B10/.W01B10W02../B03B40W11B00B10B00W00/...W12.W00/B22.B12../..B02W11 w 0/0 8",
     "b2-a1 +b4", "ongoing",
     "adaptoid W11.../W02.W02W00B10/.W01B10W02../..W11B00B10B00W00/...W12.W00/B22.B12../..B02W11 b 0/4 8"},
    {"own-unfed-survives",
     "adaptoid ...W00/.B00.B12B10/W10.B51.W00B01/B11W10.W41..W01/B11...W10B11/.B12W30.W10/B11B01W00B01 w 0/0 8",
     "d4-a3 +e4", "white wins",
     "adaptoid ..W41W00/.B00.../W10...W00B01/.W10....W01/B11.W00.W10./..W30.W10/..W00B01 b 0/8 8"},
    {"starvation-last-adaptoid",
     "adaptoid B12B20W00B01/..W00W00B10/W00B11..W00W10/B12.....B20/..W41W30B13B02/B21...W10/B10W02W00W01 w 0/0 8",
     "e4xc2 +f4", "white wins",
     "adaptoid ..W00./..W00W00./W00...W00W10/......./...W30../.W00..W10/.W02W00W01 b 1/11 8"},
    {"starvation-reaches-goal",
     "adaptoid .W31../W01..B04W00/..B01B01B00W00/B02B00.B12..B31/B11B40W00B30W30./W00B00W11W01W01/W10..W01 w 0/3 12",
     "a2-a1 a1+P", "white wins",
     "adaptoid W32.../W01...W00/..B01B01B00W00/.B00...../..W00.W30./W00B00W11W01W01/W10..W01 b 0/10 12"},
    {"immediate-win-skips-grow",
     "adaptoid-immediate-win-skips-grow W01W01W01W02/.W00.../W00..B20.W31/.W31...../....../.W30.../W00..W30 w 0/0 12",
     "d2xc4", "white wins",
     "adaptoid-immediate-win-skips-grow W01W01W01W02/.W00.../W00..W31.W31/......./....../.W30.../W00..W30 b 0/1 12"},
    {"immediate-win-no-starvation",
     "adaptoid-immediate-win-no-starvation W00B30.W10/..W30W00./W10..W00.B13/..W13..W04./.B11B04W00B40./..B04.B30/W00W00.W10 w 4/4 12",
     "d3xe3", "white wins",
     "adaptoid-immediate-win-no-starvation W00B30.W10/..W30W00./W10..W00.B13/.....W04./.W13B04W00B40./..B04.B30/W00W00.W10 b 4/5 12"},
    {"max-turns-draw",
     "adaptoid-max-turns-draw W04.W04./...B10./W11.W11..W41/B00B00..B06../.B00B04..W10/..W41B11./B11..W10 b 0/0 10",
     "f6-f7 +e5", "drawn",
     "adaptoid-max-turns-draw ..../...B10./W11.W11.../B00B00..B06../.B00B04B00.W10/....B11/B11..W10 w 4/0 11"},
    {"max-turns-last-turn-win",
     "adaptoid-max-turns-last-turn-win .W12W00B00/W00.B10W10W20/W01B01B00W30W12./.B02B00..B20B01/B02.B00W05W22W20/W00..../.B00B21. b 0/4 10",
     "g6xe6 +d1", "black wins",
     "adaptoid-max-turns-last-turn-win ..W00B00/W00.B10../.B01B00.../B00B02B00..B20B01/B02.B00.../W00..../.B00.. w 9/5 11"},
    {"path-around-hole",
     "adaptoid-path-around-hole W00.W30./B00..B10W00/B00B00...W00/W00B00..W30W00/W00.W30B50.B02/....B30/B00B30B00B00 w 0/0 5",
     "e4-c4 +b2", "ongoing",
     "adaptoid-path-around-hole W00.W30./B00W00.B10W00/B00B00.W30.W00/W00B00..W30W00/W00..B50../...../B00.B00B00 b 0/3 5"},
    {"fed-only-by-stack",
     "superadaptoid ...W00/.W00B21.W01/B30W02B20.W02W00/B02.B01W00B11B00./B10W00B00..B33/W11...B01/.W31.B03 w 0/0 5",
     "g5xf7 f3+L", "ongoing",
     "superadaptoid ...W00/.W00B21.W01/.W02B20.W02W00/..B01W00B11B00./B10W00B00.../W21..../...B03 b 1/4 5"},
    {"step-onto-stack-starves",
     "superadaptoid .B00../W00..W04./...B13W02./B00...W10B12./W02B50B31.W11B11/..B15.W10/W12..B00 w 0/0 5",
     "d5-d4 b1+L", "white wins",
     "superadaptoid .B00../W10..W04./....W02./B00..W10.B12./W02...W11./....W10/W12..B00 b 0/5 5"},
    {"adapt3-two-losers",
     "adapt3 .W11../R02W10R30W11R21/R02W01W10.R00./B10..R04.W20W20/W00W11W10B10R40./R20W10R03.B20/.B20.W11 w 0/7/7 12",
     "g7xf7 f7+P", "white wins",
     "adapt3 .W11../.W10.W11./.W01W10.R00./B10....W20W20/W00W11W10B10../.W10..W12/.B20.. b 0/8/15 12"},
    {"adapt3-mover-among-two-losers",
     "adapt3 ..B20B10/.R50.B30./W21B10W31.B10./....W04.B12/....W41./.W05.../B11.B12R05 w 7/0/0 12",
     "e6xg4 +b3", "black wins",
     "adapt3 ...B10/..W00../W21B10W31.B10./....W04.B12/....../.W05.../..B12. b 8/3/2 12"},
    {"adapt3-all-three-lose",
     "adapt3 W01W01R20B00/.R30.W00./W01W01W00.../R10W10.B40.R00./W00R30W00.../W00.R03R30W11/.B11W00R02 w 7/7/1 12",
     "f7xg7 +e5", "white wins",
     "adapt3 W01W01.B00/...W00./W01W01W00.../.W10...R00./W00.W00W00../W00..../.B11W00. b 8/8/8 12"},
    {"adapt3-starve-both-opponents",
     "adapt3 W01.W11B00/R20W20.R02B00/R32R01B00B20.B11/B01W01R10R00B11.R00/.B01W00W10R14./B01R12.../R00..R21 w 0/0/0 8",
     "a3-b3 +a3", "ongoing",
     "adapt3 W01.W00B00/.W20W11.B00/..B00..B11/B01W01.R00B11.R00/.B01W00W10../B01..../R00..R21 b 0/1/7 8"},
    {"adapt3-reversed-hunter-wins",
     "adapt3-reversed .B01.R00/R03.R41../R11B00W11..B00/B00W10R11R30W12W01./R11.R11.B31./W00..../.R13B01R01 b 0/0/0 12",
     "e6xg7 +g7", "white wins",
     "adapt3-reversed .B01.R00/...../.B00W11..B00/B00W10..W12W01./..R11.../W00..../..B01B00 w 0/8/1 13"},
    {"leap-6",
     "quantum-leap BBBBB/BBBBBB/BBBWBWW/BWBWBWBW/WWBWWBWWB/BWWWWWB./BBWWWBB/BWWWWW/BWWWW w - 1",
     "h6xb6", "ongoing",
     "quantum-leap BBBBB/BBBBBW/BBBWBWW/BWBWBWBW/WWBWWBWWB/BWWWWWB./BBWWWBB/BW.WWW/BWWWW b - 1"},
    {"leap-over-hole",
     "quantum-leap-19-leap-over-hole WWW/BWW/.WWWB/BBBB/BB. w - 1",
     "a2xd2", "ongoing",
     "quantum-leap-19-leap-over-hole W.W/BWW/.WWWB/WBBB/BB. b - 1"},
    {"capture-last-stone",
     "quantum-leap-19 W../W.../.WBWW/WW../W.W w - 1",
     "c4xc3", "white wins",
     "quantum-leap-19 W../W.../.WW.W/WW../W.W b - 1"},
    {"swap-leaves-white-no-capture",
     "quantum-leap-19 W.W/.W../.WWW./B.../.BW b swap 1",
     "c2~d2", "black wins",
     "quantum-leap-19 W.W/.W../.BWW./W.../.BW w - 1"},
    {"swap-3p-red-wins",
     "quantum-leap-3p ..W../.W..../..WWB../W..W.W.R/..WW....R/...WW.../BW...WW/..W.../....R b swap 1",
     "d8~g3", "red wins",
     "quantum-leap-3p ..W../.W..../..WWB../W..W.W.B/..WW....R/...WW.../RW...WW/..W.../....R w - 1"},
    {"3p-next-cannot-capture",
     "quantum-leap-3p ...B./BR.W.B/....BB./B....BB./...RB...R/.BBBBBB./...BBB./..B..W/...BW w - 1",
     "i9xi8", "white wins",
     "quantum-leap-3p ...B./BR.W.B/....BB./B....BB./...RB...R/.BBBBBB./...BBB./..B..W/...W. b - 1"},
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
