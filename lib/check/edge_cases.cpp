// The catalogue of specs/edge-cases.md. Each case states a situation, not its outcome: the
// outcome is what the rules model computes, and the engine must reach the same. Cases expected
// to be impossible are small theorems about the rules.
#include <adaptoid/check/edge_cases.hpp>
#include <adaptoid/core/game.hpp>
#include <adaptoid/variants/variant_loader.hpp>

namespace adaptoid {

namespace {

using smt::AdaptoidTurnModel;
using smt::pick;
using smt::QuantumLeapTurnModel;
using A = AdaptoidTurnModel;
using Q = QuantumLeapTurnModel;
using V = Variant;

z3::expr attack(const A& m) {
  return m.turn.move == smt::kMoveAttack;
}
z3::expr moves(const A& m) {
  return m.turn.move != smt::kMoveNone;
}
z3::expr pa(const A& m) {
  return pick(m.before.pincers, m.turn.from);
}
z3::expr pd(const A& m) {
  return pick(m.before.pincers, m.turn.to);
}
z3::expr loses(const V& v, const smt::SymPosition& p, Colour c) {
  return p.lost[c] >= v.loss_goal() || smt::count_adaptoids(p, c) == 0;
}
z3::expr losers(const V& v, const smt::SymPosition& p) {
  z3::expr n = p.lost[0].ctx().int_val(0);
  for (Colour c = 0; c < v.players; ++c)
    n = n + z3::ite(loses(v, p, c), n.ctx().int_val(1), n.ctx().int_val(0));
  return n;
}
z3::expr any_cell(const V& v, const std::function<z3::expr(int)>& f) {
  std::vector<z3::expr> out;
  for (int c = 0; c < v.board.size(); ++c) out.push_back(f(c));
  return smt::any(out[0].ctx(), out);
}
z3::expr limbs(const smt::SymPosition& p, int c) {
  return p.legs[c] + p.pincers[c];
}

// Pairs of cells two steps apart in a straight line whose middle cell is a hole (S3).
z3::expr across_a_hole(const V& v, const A& m) {
  std::vector<z3::expr> pairs;
  for (int a = 0; a < v.board.size(); ++a)
    for (const Coord d : kDirections) {
      const Coord mid = v.board.coord(a) + d;
      const int b = v.board.index(mid + d);
      if (v.board.index(mid) == kNoCell && b != kNoCell && mid.c >= 1 && mid.r >= 1)
        pairs.push_back(m.turn.from == a && m.turn.to == b);
    }
  return smt::any(m.turn.from.ctx(), pairs);
}

// A leap whose line passes over a cell that is not on the board (Q4: it passes over anything).
z3::expr leap_over_a_hole(const V& v, const Q& m) {
  std::vector<z3::expr> pairs;
  for (int a = 0; a < v.board.size(); ++a)
    for (int d = 0; d < 6; ++d)
      for (int len = 2; len <= kMaxLeap; ++len) {
        const int b = v.board.ray(a, d, len);
        if (b == kNoCell) continue;
        bool hole = false;
        for (int j = 1; j < len; ++j)
          hole = hole || v.board.index(v.board.coord(a) + kDirections[d] * j) == kNoCell;
        if (hole) pairs.push_back(m.from == a && m.to == b);
      }
  return smt::any(m.from.ctx(), pairs);
}

z3::expr empty_neighbours(const V& v, const smt::SymPosition& p, int c) {
  std::vector<z3::expr> ones;
  for (int n : smt::neighbours(v.board, c))
    ones.push_back(
        z3::ite(p.colour[n] == smt::kNone, p.colour[n].ctx().int_val(1), p.colour[n].ctx().int_val(0)));
  return smt::sum(p.colour[c].ctx(), ones);
}
z3::expr unfed(const V& v, const smt::SymPosition& p, int c, Colour colour) {
  return p.colour[c] == colour && smt::food(v, p, c) < limbs(p, c);
}
z3::expr count(const smt::SymPosition& p, Colour c) {
  return smt::count_adaptoids(p, c);
}

// Collects the cases; the functions below add them a few sections each, in the order of
// specs/edge-cases.md.
struct Catalogue {
  std::vector<EdgeCase> cases;

  // A case with the fields every case has; ad, op and ql add the rest.
  EdgeCase& add(std::string name, std::string rules, std::string variant, std::string overrides,
                std::string text, bool found, Colour side) {
    EdgeCase& c = cases.emplace_back();
    c.name = std::move(name);
    c.rules = std::move(rules);
    c.variant = std::move(variant);
    c.overrides = std::move(overrides);
    c.description = std::move(text);
    c.expect_found = found;
    c.side = side;
    return c;
  }
  void ad(std::string name, std::string rules, std::string variant, std::string overrides, std::string text,
          bool found, Colour side, int turn, std::function<z3::expr(const V&, const A&)> f) {
    EdgeCase& c = add(std::move(name), std::move(rules), std::move(variant), std::move(overrides),
                      std::move(text), found, side);
    c.turn_number = turn;
    c.adaptoid = std::move(f);
  }
  // A case of the placement opening (A21, A22), on adaptoid-online.
  void op(std::string name, std::string rules, std::string text, bool found, Phase phase,
          std::function<z3::expr(const V&, const A&)> f) {
    ad(std::move(name), std::move(rules), "adaptoid-online", "", std::move(text), found,
       phase == Phase::Choice, 1, std::move(f));
    cases.back().phase = phase;
  }
  void ql(std::string name, std::string rules, std::string variant, std::string overrides, std::string text,
          bool found, Colour side, bool swap, std::function<z3::expr(const V&, const Q&)> f) {
    EdgeCase& c = add(std::move(name), std::move(rules), std::move(variant), std::move(overrides),
                      std::move(text), found, side);
    c.swap_pending = swap;
    c.quantum_leap = std::move(f);
  }
};

const std::string kAdaptoid = "adaptoid";

void add_attack_and_grow_cases(Catalogue& c) {
  // --- Adaptoid: attacks and the end ---
  c.ad("equal-exchange-last-adaptoids", "A8 A15 A16", kAdaptoid, "",
       "An equal exchange removes both players' last adaptoids.", true, 0, 9, [](const V&, const A& m) {
         return count(m.before, 0) == 1 && count(m.before, 1) == 1 && attack(m) && pa(m) == pd(m);
       });
  c.ad("equal-exchange-mover-not-winning", "A8 A16", kAdaptoid, "",
       "Both sides lose in an equal exchange, and the mover does not win.", false, 0, 9,
       [](const V& v, const A& m) {
         return attack(m) && pa(m) == pd(m) && loses(v, m.after, 0) && loses(v, m.after, 1) && m.winner != 0;
       });
  c.ad("both-reach-capture-goal", "A8 A15 A16", kAdaptoid, "",
       "Both sides reach the capture goal in one turn.", true, 1, 12, [](const V& v, const A& m) {
         return m.after.lost[0] >= v.capture_goal && m.after.lost[1] >= v.capture_goal;
       });
  c.ad("both-lose-mover-loses", "A15 A16", kAdaptoid, "",
       "Both sides meet a losing condition at one check and the mover is not the winner.", false, 1, 12,
       [](const V& v, const A& m) { return loses(v, m.after, 0) && loses(v, m.after, 1) && m.winner != 1; });
  c.ad("suicide-gives-fifth-capture", "A7 A15", kAdaptoid, "",
       "A suicide attack gives the defender the capture that reaches the capture goal (A15).", true, 0, 12,
       [](const V& v, const A& m) {
         return attack(m) && pa(m) < pd(m) && m.before.lost[0] == v.capture_goal - 1;
       });
  c.ad("bare-attack-refused", "A6", kAdaptoid, "", "An attacker without pincers ends on an enemy.", false, 0,
       5, [](const V&, const A& m) { return attack(m) && pa(m) == 0; });
  c.ad("bare-attacker", "A6 A8", kAdaptoid, "attacker_needs_pincer = false\n",
       "With attacker_needs_pincer = false, a bare adaptoid attacks a bare one.", true, 0, 5,
       [](const V&, const A& m) { return attack(m) && pa(m) == 0 && pd(m) == 0; });
  c.ad("no-suicide-option", "A7", kAdaptoid, "suicide_attacks = false\n",
       "With suicide_attacks = false, an adaptoid attacks one with more pincers.", false, 0, 5,
       [](const V&, const A& m) { return attack(m) && pa(m) < pd(m); });
  c.ad("max-extremities-zero-move", "A9 A5", kAdaptoid, "max_extremities = 0\n",
       "With max_extremities = 0, an adaptoid moves.", false, 0, 5,
       [](const V&, const A& m) { return moves(m); });
  // --- grow ---
  c.ad("no-grow-move-alone", "A11 A3 A9", kAdaptoid, "",
       "After the move no grow is possible: the turn is the move alone.", true, 0, 30,
       [](const V&, const A& m) { return moves(m) && m.turn.grow == smt::kGrowNone; });
  c.ad("no-grow-pass", "A11 A20", kAdaptoid, "", "Neither a move nor a grow is possible: the turn is pass.",
       true, 0, 30, [](const V&, const A& m) { return !moves(m) && m.turn.grow == smt::kGrowNone; });
  c.ad("pass-starves-enemy", "A11 A4 A13", kAdaptoid, "",
       "A pass still ends with starvation: an enemy adaptoid starves.", true, 0, 30,
       [](const V& v, const A& m) {
         return !moves(m) && m.turn.grow == smt::kGrowNone &&
                any_cell(v, [&](int x) { return m.starved[x]; });
       });
  c.ad("no-grow-lose", "A11", kAdaptoid, "no_grow = \"lose\"\n",
       "Under no_grow = \"lose\" the mover cannot grow, and nothing else ends the game.", true, 0, 30,
       [](const V& v, const A& m) {
         return m.turn.grow == smt::kGrowNone && !loses(v, m.after, 1) && !loses(v, m.after, 0);
       });
  c.ad("no-grow-lose-tie", "A11 A16", kAdaptoid, "no_grow = \"lose\"\n",
       "Under no_grow = \"lose\" the mover cannot grow while the opponent loses at the same check.", true, 0,
       30, [](const V& v, const A& m) {
         return m.turn.grow == smt::kGrowNone && !m.ended_by_move && loses(v, m.after, 1);
       });
  c.ad("grow-on-moved-adaptoid", "A10 A4", kAdaptoid, "",
       "The adaptoid that moved gains a limb in the same turn.", true, 0, 5, [](const V&, const A& m) {
         return m.turn.move == smt::kMoveStep && m.turn.grow >= smt::kGrowLeg &&
                m.turn.grow_cell == m.turn.to;
       });
}

void add_starvation_end_and_board_cases(Catalogue& c) {
  // --- starvation ---
  c.ad("created-adaptoid-starves-enemy", "A10 A12 A13", kAdaptoid, "",
       "The adaptoid created by the grow takes the food of an enemy, which starves.", true, 0, 8,
       [](const V& v, const A& m) {
         return m.turn.grow == smt::kGrowCreate && any_cell(v, [&](int x) {
                  return m.starved[x] && smt::food(v, m.after_move, x) >= limbs(m.after_move, x);
                });
       });
  c.ad("own-unfed-survives", "A13", kAdaptoid, "",
       "The mover ends its turn with an unfed adaptoid of its own, which stays.", true, 0, 8,
       [](const V& v, const A& m) { return any_cell(v, [&](int x) { return unfed(v, m.after, x, 0); }); });
  c.ad("starvation-last-adaptoid", "A13 A15", kAdaptoid, "", "The opponent's last adaptoids starve.", true, 0,
       8, [](const V&, const A& m) { return count(m.after_grow, 1) >= 1 && count(m.after, 1) == 0; });
  c.ad("starvation-reaches-goal", "A13 A15", kAdaptoid, "",
       "Starvation of two adaptoids at once brings the opponent from 3 losses to the goal.", true, 0, 12,
       [](const V& v, const A& m) {
         return m.before.lost[1] == v.capture_goal - 2 && m.after_grow.lost[1] == m.before.lost[1] &&
                m.after.lost[1] >= v.capture_goal;
       });
  c.cases.back().min_goal = 2;  // two losses short of the goal
  // --- the end check and the cap ---
  c.ad("immediate-win-skips-grow", "A14", kAdaptoid, "win_check = \"immediate\"\n",
       "The move ends the game, so no grow is made although one was possible.", true, 0, 12,
       [](const V&, const A& m) { return m.ended_by_move && m.could_grow; });
  c.ad("immediate-win-no-starvation", "A14 A13", kAdaptoid, "win_check = \"immediate\"\n",
       "The move ends the game, and an unfed enemy stays on the board.", true, 0, 12,
       [](const V& v, const A& m) {
         return m.ended_by_move && any_cell(v, [&](int x) { return unfed(v, m.after, x, 1); });
       });
  c.ad("max-turns-draw", "A17", kAdaptoid, "max_turns = 10\n",
       "Black's turn 10 passes the cap without a winner: a draw.", true, 1, 10,
       [](const V&, const A& m) { return m.over && m.winner == smt::kNone; });
  c.ad("max-turns-last-turn-win", "A17 A15", kAdaptoid, "max_turns = 10\n",
       "Black wins on turn 10, the last before the cap.", true, 1, 10,
       [](const V&, const A& m) { return m.winner == 1; });
  // --- boards: holes and stacks ---
  c.ad("path-around-hole", "A5 S3", kAdaptoid, "[board]\nholes = [\"d4\"]\n",
       "An adaptoid reaches the cell behind a hole by walking around it.", true, 0, 5,
       [](const V& v, const A& m) { return moves(m) && across_a_hole(v, m); });
  c.ad("path-blocked-by-hole", "A5 S3", kAdaptoid, "[board]\nholes = [\"d4\"]\n",
       "An adaptoid with 2 legs reaches the cell straight behind a hole.", false, 0, 5,
       [](const V& v, const A& m) {
         return moves(m) && across_a_hole(v, m) && pick(m.before.legs, m.turn.from) <= 2;
       });
  c.ad("fed-only-by-stack", "S4 A12 A13", "superadaptoid", "",
       "An enemy with 2 limbs survives starvation fed by one empty stack alone.", true, 0, 5,
       [](const V& v, const A& m) {
         return any_cell(v, [&](int x) {
           return m.after_grow.colour[x] == 1 && limbs(m.after_grow, x) == 2 &&
                  empty_neighbours(v, m.after_grow, x) == 1 && smt::food(v, m.after_grow, x) == 2;
         });
       });
  c.ad("step-onto-stack-starves", "S4 A13", "superadaptoid", "",
       "A step onto an empty stack takes 2 food from an enemy, which starves.", true, 0, 5,
       [](const V& v, const A& m) {
         std::vector<z3::expr> stacks;
         for (int x = 0; x < v.board.size(); ++x)
           if (v.board.height(x) == 2) stacks.push_back(m.turn.to == x);
         return m.turn.move == smt::kMoveStep && smt::any(m.turn.to.ctx(), stacks) &&
                m.turn.grow != smt::kGrowCreate && any_cell(v, [&](int x) {
                  return m.starved[x] && smt::food(v, m.before, x) >= limbs(m.before, x);
                });
       });
}

void add_adapt3_cases(Catalogue& c) {
  // --- Adapt3 ---
  c.ad("adapt3-two-losers", "T7", "adapt3", "", "Two colours lose in one turn; the third wins.", true, 0, 12,
       [](const V& v, const A& m) { return losers(v, m.after) == 2; });
  c.ad("adapt3-mover-among-two-losers", "T7 A8", "adapt3", "",
       "The mover and one opponent lose in one turn, so the other opponent wins.", true, 0, 12,
       [](const V& v, const A& m) { return losers(v, m.after) == 2 && loses(v, m.after, 0); });
  c.ad("adapt3-all-three-lose", "T7", "adapt3", "", "All three colours lose in one turn; the mover wins.",
       true, 0, 12, [](const V& v, const A& m) { return losers(v, m.after) == 3; });
  c.ad("adapt3-starve-both-opponents", "T5 T6", "adapt3", "", "One turn starves adaptoids of both opponents.",
       true, 0, 8, [](const V& v, const A& m) {
         return any_cell(v, [&](int x) { return m.starved[x] && m.after_grow.colour[x] == 1; }) &&
                any_cell(v, [&](int x) { return m.starved[x] && m.after_grow.colour[x] == 2; });
       });
  c.ad("adapt3-prey-only-other-attacked", "T4 T2", "adapt3", "attack = \"prey-only\"\n",
       "With attack = \"prey-only\", white attacks black (not its prey).", false, 0, 8,
       [](const V&, const A& m) { return attack(m) && pick(m.before.colour, m.turn.to) == 1; });
  c.ad("adapt3-reversed-hunter-wins", "T2 T7 T1", "adapt3-reversed", "",
       "Black's turn makes red lose alone: red's hunter, white, wins.", true, 1, 12,
       [](const V& v, const A& m) { return losers(v, m.after) == 1 && loses(v, m.after, 2); });
}

void add_opening_cases(Catalogue& c) {
  // --- the placement opening ---
  c.op("placement-adjacent", "A21", "The first player places the two adaptoids side by side.", true,
       Phase::Placement,
       [](const V& v, const A& m) { return smt::adjacent(v.board, m.turn.from, m.turn.to); });
  c.op("placement-one-cell", "A21", "Both adaptoids are placed on one cell.", false, Phase::Placement,
       [](const V&, const A& m) { return m.turn.from == m.turn.to; });
  c.op("placement-with-limbs", "A21", "A placed adaptoid has a leg or a pincer.", false, Phase::Placement,
       [](const V& v, const A& m) { return any_cell(v, [&](int i) { return limbs(m.after, i) > 0; }); });
  c.op("choice-changes-board", "A22", "The colour choice changes a piece on the board.", false, Phase::Choice,
       [](const V& v, const A& m) {
         return any_cell(v, [&](int i) { return m.after.colour[i] != m.before.colour[i]; });
       });
  c.op("choice-black-moves", "A22", "After the colour choice Black is to move.", false, Phase::Choice,
       [](const V&, const A& m) { return m.turn.move.ctx().bool_val(m.after.side != 0); });
  c.op("opening-ends-game", "A21 A22", "A turn of the opening ends the game.", false, Phase::Placement,
       [](const V&, const A& m) { return m.over; });
}

// Two cells of the board `k` apart along one of the six directions (what a leap of k needs).
bool cells_apart_in_a_line(const Board& b, int k) {
  for (int a = 0; a < b.size(); ++a)
    for (const Coord d : kDirections)
      if (b.index(b.coord(a) + d * k) != kNoCell) return true;
  return false;
}

void add_quantum_leap_cases(Catalogue& c) {
  // --- Quantum Leap ---
  c.ql("leap-6", "Q4", "quantum-leap", "", "A stone with six friendly neighbours leaps 6 cells.", true, 0,
       false, [](const V&, const Q& m) { return m.leap_length == 6; });
  c.cases.back().board_reason = [](const Board& b) {
    return cells_apart_in_a_line(b, 6)
               ? std::string()
               : "no two cells of this board are 6 apart in a straight line (Q4's landing)";
  };
  c.ql("leap-6-small-board", "Q4 Q1", "quantum-leap-19", "", "A stone leaps 6 on the hexagon of side 3.",
       false, 0, false, [](const V&, const Q& m) { return m.leap_length == 6; });
  c.ql("leap-over-hole", "Q4 Q1", "quantum-leap-19", "stones = 8\n[board]\nholes = [\"b2\"]\n",
       "A leap passes over a hole.", true, 0, false,
       [](const V& v, const Q& m) { return leap_over_a_hole(v, m); });
  c.ql("capture-last-stone", "Q4 Q5", "quantum-leap-19", "",
       "White captures Black's last stone; Black cannot capture and loses.", true, 0, false,
       [](const V&, const Q& m) { return count(m.before, 1) == 1; });
  c.ql("swap-leaves-white-no-capture", "Q3 Q5", "quantum-leap-19", "",
       "Black's swap leaves White no capture.", true, 1, true,
       [](const V&, const Q& m) { return m.kind == smt::kSwap && m.over; });
  c.ql("swap-3p-red-wins", "Q3 Q5 Q6", "quantum-leap-3p", "",
       "With three players, Black's swap leaves White no capture: red, before White, wins.", true, 1, true,
       [](const V&, const Q& m) { return m.kind == smt::kSwap && m.over; });
  c.ql("3p-next-cannot-capture", "Q5 Q6", "quantum-leap-3p", "",
       "White's capture leaves Black no capture: White, the player before Black, wins.", true, 0, false,
       [](const V&, const Q& m) { return m.over; });
}

std::vector<EdgeCase> catalogue() {
  Catalogue c;
  add_attack_and_grow_cases(c);
  add_starvation_end_and_board_cases(c);
  add_adapt3_cases(c);
  add_opening_cases(c);
  add_quantum_leap_cases(c);
  return std::move(c.cases);
}

}  // namespace

const std::vector<EdgeCase>& edge_cases() {
  static const std::vector<EdgeCase> cases = catalogue();
  return cases;
}

Result<VariantPtr> edge_case_variant(const EdgeCase& c) {
  if (c.overrides.empty()) return load_variant(c.variant);
  return load_variant_text("base = \"" + c.variant + "\"\n" + c.overrides, c.variant + "-" + c.name,
                           "edge case " + c.name);
}

bool edge_case_applies(const EdgeCase& c, const Variant& v) {
  auto base = load_variant(c.variant);
  if (family_traits(v).counts_losses && v.loss_goal() < c.min_goal) return false;
  if (c.phase != Phase::Play && !v.has_placement_opening()) return false;  // A21: no opening to test
  if (c.swap_pending && !v.swap) return false;  // Q3: a variant without the swap has no swap turn to test
  return base && base.value()->family == v.family && base.value()->players == v.players;
}

std::string edge_case_description(const EdgeCase& c, const Variant& v) {
  std::string text = c.description;
  const int goal = v.loss_goal();
  if (!family_traits(v).counts_losses || goal == 5) return text;
  const auto replace = [&text](const std::string& from, const std::string& to) {
    for (size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
      text.replace(at, from.size(), to);
  };
  const std::string g = std::to_string(goal);
  replace("the capture goal (A15)", "the capture goal of " + g + " (A15)");
  replace("from 3 losses to the goal",
          goal >= 2 ? "from " + std::to_string(goal - 2) + " losses to the goal of " + g
                    : "from two losses short of the goal of " + g + " to it");
  replace("reach the capture goal", "reach the capture goal of " + g);
  return text;
}

}  // namespace adaptoid
