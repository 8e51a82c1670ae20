// Running one case of the catalogue: Z3 looks for a witness; the engine replays it.
#include <adaptoid/check/edge_cases.hpp>
#include <adaptoid/check/smt_solver.hpp>
#include <adaptoid/util/process_usage.hpp>

#include <algorithm>

namespace adaptoid {

namespace {

std::string outcome_text(bool over, int winner) {
  if (!over) return "ongoing";
  if (winner == smt::kNone) return "drawn";
  return std::string(colour_name(winner)) + " wins";
}

std::string outcome_text(const Status& s) {
  return outcome_text(s.over, s.winner ? *s.winner : smt::kNone);
}

// The engine must accept the witness position and turn and reach the model's position and end.
template <Game G>
void replay(const G& game, EdgeCaseResult& r) {
  auto p = parse_position(game, r.position);
  if (!p) {
    r.answer = CaseAnswer::Disagreement;
    r.detail = "the engine refuses the witness position: " + p.error();
    return;
  }
  auto t = parse_turn(game, p.value(), r.turn);
  if (!t) {
    r.answer = CaseAnswer::Disagreement;
    r.detail = "the engine refuses the witness turn: " + t.error();
    return;
  }
  const Position next = game.apply(p.value(), t.value());
  const std::string after = format_position(game.variant(), next), outcome = outcome_text(game.status(next));
  if (after != r.after || outcome != r.outcome) {
    r.answer = CaseAnswer::Disagreement;
    r.detail = "the engine reaches " + after + " (" + outcome + "), the rules model " + r.after + " (" +
               r.outcome + ")";
  }
}

// A smaller witness is easier to read: after the first, ask for fewer pieces a few times, each
// ask within a budget of Z3's work (not of time: the witness shown is then the same on every
// machine and under any load), and keep the last model found. The budgets are about 0.6 s an ask
// and 1.5 s in all on an idle core (Z3 does some 3-5 M units a second on these queries).
constexpr unsigned kShrinkAskWork = 2'500'000;
constexpr double kShrinkWork = 7'000'000;

z3::model shrink(z3::context& ctx, z3::solver& solver, const z3::expr& pieces, z3::model z,
                 unsigned timeout_ms) {
  z3::params quick(ctx);
  quick.set("timeout", timeout_ms);
  quick.set("rlimit", kShrinkAskWork);
  solver.set(quick);
  const double start = smt::work_done(solver);
  for (int round = 0; round < 5 && smt::work_done(solver) - start < kShrinkWork; ++round) {
    const int now = smt::eval_int(z, pieces);
    const int want = now - std::max(1, now / 3);
    if (want < 1) break;
    solver.push();
    solver.add(pieces <= want);
    const bool smaller = solver.check() == z3::sat;
    if (smaller) z = solver.get_model();
    solver.pop();
    if (!smaller) {
      solver.push();
      solver.add(pieces <= now - 1);
      const bool one_less = want < now - 1 && solver.check() == z3::sat;
      if (one_less) z = solver.get_model();
      solver.pop();
      if (!one_less) break;
    }
  }
  return z;
}

// The witness of a found case, as text: position, turn, position after, outcome.
template <class TurnModel>
void read_witness(const Variant& v, const smt::SymPosition& before, const TurnModel& m, const z3::model& z,
                  EdgeCaseResult& r) {
  r.position = format_position(v, smt::evaluate(v, before, z));
  r.turn = format_turn(v, smt::turn_of(m, z));
  r.after = format_position(v, smt::evaluate(v, m.after, z));
  r.outcome = outcome_text(smt::eval_bool(z, m.over), smt::eval_int(z, m.winner));
}

// The case's condition on the family's model of one turn, handed to finish(model); false when the
// case is not written for this game.
template <class Finish>
bool model_case(AdaptoidTag /*game*/, z3::context& ctx, z3::solver& solver, const EdgeCase& c,
                const Variant& v, const smt::SymPosition& before, Finish&& finish) {
  if (!c.adaptoid) return false;
  const smt::AdaptoidTurnModel m = smt::model_adaptoid_turn(ctx, v, before, "turn.");
  solver.add(smt::plausible(v, before) && m.legal && c.adaptoid(v, m));
  finish(m);
  return true;
}
template <class Finish>
bool model_case(QuantumLeapTag /*game*/, z3::context& ctx, z3::solver& solver, const EdgeCase& c,
                const Variant& v, const smt::SymPosition& before, Finish&& finish) {
  if (!c.quantum_leap) return false;
  const smt::QuantumLeapTurnModel m = smt::model_quantum_leap_turn(ctx, v, before, "turn.");
  solver.add(smt::plausible_stones(v, before) && m.legal && c.quantum_leap(v, m));
  finish(m);
  return true;
}

}  // namespace

std::string case_answer_name(CaseAnswer a) {
  switch (a) {
    case CaseAnswer::Found:
      return "found";
    case CaseAnswer::Impossible:
      return "impossible";
    case CaseAnswer::Unknown:
      return "unknown";
    case CaseAnswer::Disagreement:
      return "disagreement";
  }
  return "?";
}

EdgeCaseResult run_edge_case(const EdgeCase& c, const VariantPtr& vp, unsigned timeout_ms) {
  const Stopwatch clock;
  const Variant& v = *vp;
  EdgeCaseResult r;
  r.name = c.name;
  z3::context ctx;
  smt::TimedSolver timed(ctx, timeout_ms);
  z3::solver& solver = *timed;
  smt::SymPosition before = smt::symbolic(ctx, v, "", c.side, c.turn_number, c.swap_pending, solver);
  before.phase = c.phase;
  // The pieces on the board, which shrink() lowers. (Built here, not in a helper: the order in
  // which the compiler then creates Z3's terms, and so the witnesses found, stays as it was.)
  std::vector<z3::expr> occupied;
  for (const auto& col : before.colour)
    occupied.push_back(z3::ite(col != smt::kNone, ctx.int_val(1), ctx.int_val(0)));
  const z3::expr pieces = smt::sum(ctx, occupied);
  auto finish = [&](const auto& m) {
    const z3::check_result res = solver.check();
    if (res == z3::sat) {
      r.answer = CaseAnswer::Found;
      read_witness(v, before, m, shrink(ctx, solver, pieces, solver.get_model(), timeout_ms), r);
    } else if (res == z3::unsat) {
      r.answer = CaseAnswer::Impossible;
    } else {
      r.answer = CaseAnswer::Unknown;
      r.detail = "Z3 gave up: " + solver.reason_unknown();
    }
  };
  const bool modelled =
      visit_family(v, [&](auto game) { return model_case(game, ctx, solver, c, v, before, finish); });
  if (!modelled) {
    r.answer = CaseAnswer::Unknown;
    r.detail = "the case is not written for this game";
  }
  if (r.answer == CaseAnswer::Found) visit_game(vp, [&](const auto& game) { replay(game, r); });
  r.as_expected = (r.answer == CaseAnswer::Found && c.expect_found) ||
                  (r.answer == CaseAnswer::Impossible && !c.expect_found);
  r.seconds = clock.seconds();
  return r;
}

}  // namespace adaptoid
