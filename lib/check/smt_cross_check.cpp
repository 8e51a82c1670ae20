#include <adaptoid/check/smt_adaptoid_turn.hpp>
#include <adaptoid/check/smt_cross_check.hpp>
#include <adaptoid/check/smt_quantum_leap_turn.hpp>
#include <adaptoid/check/smt_solver.hpp>
#include <adaptoid/util/random.hpp>
#include <cstddef>

#include <map>

namespace adaptoid::smt {

namespace {

std::string status_text(const Status& s) {
  if (!s.over) return "ongoing";
  if (!s.winner) return "drawn";
  return std::string(colour_name(*s.winner)) + " wins";
}

template <class G, class Model>
CrossCheck run(const G& game, const Position& p, const Variant& rules, unsigned timeout_ms,
               Model (*build)(z3::context&, const Variant&, const SymPosition&, const std::string&)) {
  const Variant& v = game.variant();
  CrossCheck out;
  out.position = format_position(v, p);
  std::map<std::string, Turn> engine;
  for (const Turn& t : legal_turns(game, p)) {
    ++out.engine_turns;
    if (!engine.emplace(format_turn(v, t), t).second)
      out.differences.push_back("the engine lists " + format_turn(v, t) + " twice");
  }
  z3::context ctx;
  smt::TimedSolver timed(ctx, timeout_ms);
  z3::solver& solver = *timed;
  const Model model = build(ctx, rules, concrete(ctx, v, p), "");
  solver.add(model.legal);
  std::map<std::string, bool> seen;
  for (;;) {
    const z3::check_result r = solver.check();
    if (r == z3::unknown) {
      out.unknown = true;
      break;
    }
    if (r == z3::unsat) break;
    const z3::model z = solver.get_model();
    const Turn t = turn_of(model, z);
    const std::string text = format_turn(v, t);
    ++out.model_turns;
    seen[text] = true;
    solver.add(!same_turn(model, z));
    auto it = engine.find(text);
    if (it == engine.end()) {
      out.differences.push_back("turn " + text + ": legal by the rules model, not listed by the engine");
      continue;
    }
    const Position next = game.apply(p, it->second);
    const std::string engine_after = format_position(v, next);
    const std::string model_after = format_position(v, evaluate(v, model.after, z));
    if (engine_after != model_after)
      out.differences.push_back("turn " + text + ": the engine gives " + engine_after + ", the rules model " +
                                model_after);
    Status s;
    s.over = eval_bool(z, model.over);
    const int w = eval_int(z, model.winner);
    if (w != kNone) s.winner = w;
    const Status es = game.status(next);
    if (es.over != s.over || es.winner != s.winner)
      out.differences.push_back("turn " + text + ": the engine says " + status_text(es) +
                                ", the rules model " + status_text(s));
  }
  if (!out.unknown)
    for (const auto& [text, t] : engine)
      if (!seen.count(text))
        out.differences.push_back("turn " + text + ": listed by the engine, not legal by the rules model");
  return out;
}

}  // namespace

CrossCheck cross_check(const AdaptoidGame& game, const Position& p, unsigned timeout_ms) {
  return run(game, p, game.variant(), timeout_ms, &model_adaptoid_turn);
}

CrossCheck cross_check(const AdaptoidGame& game, const Position& p, const Variant& rules,
                       unsigned timeout_ms) {
  return run(game, p, rules, timeout_ms, &model_adaptoid_turn);
}

CrossCheck cross_check(const QuantumLeapGame& game, const Position& p, unsigned timeout_ms) {
  return run(game, p, game.variant(), timeout_ms, &model_quantum_leap_turn);
}

template <Game G>
std::vector<Position> sample_positions(const G& game, uint64_t seed, int count, int stride) {
  SplitMix64 rng(seed);
  std::vector<Position> out;
  std::vector<Turn> turns;
  for (int games = 0; static_cast<int>(out.size()) < count && games < 10 * count + 10; ++games) {
    Position p = game.start(rng.next());
    for (int ply = 0; static_cast<int>(out.size()) < count; ++ply) {
      if (game.status(p).over) break;
      turns.clear();
      game.legal_turns(p, turns);
      if (turns.empty()) break;
      if (ply % stride == stride - 1 || ply == 0) out.push_back(p);
      p = game.apply(p, turns[rng.below(turns.size())]);
    }
  }
  return out;
}

template std::vector<Position> sample_positions(const AdaptoidGame&, uint64_t, int, int);
template std::vector<Position> sample_positions(const QuantumLeapGame&, uint64_t, int, int);

}  // namespace adaptoid::smt
