// The placement opening (specs/rules.md A21, A22) as Z3 constraints, read from the rules' text:
// on the empty board the first player puts a bare white adaptoid on one cell and a bare black one
// on another; then the second player keeps or swaps the colours, which changes no piece: White
// moves next, and the turn number stays. Nothing ends the game in the opening.
#include <adaptoid/check/smt_adaptoid_turn.hpp>

namespace adaptoid::smt {

z3::expr plausible_opening(const Variant& v, const SymPosition& p) {
  z3::context& ctx = p.colour[0].ctx();
  std::vector<z3::expr> c;
  for (Colour k = 0; k < v.players; ++k) c.push_back(p.lost[k] == 0);
  for (int i = 0; i < v.board.size(); ++i) c.push_back(p.legs[i] == 0 && p.pincers[i] == 0);
  const int each = p.phase == Phase::Placement ? 0 : 1;
  c.push_back(count_adaptoids(p, 0) == each && count_adaptoids(p, 1) == each);
  return all(ctx, c);
}

AdaptoidTurnModel model_opening_turn(z3::context& ctx, const Variant& v, const SymPosition& b,
                                     const std::string& prefix) {
  const int n = v.board.size();
  auto named = [&](const char* s) { return ctx.int_const((prefix + s).c_str()); };
  AdaptoidTurnVars t{named("move"), named("from"),     named("to"), named("steps"), {},
                     named("grow"), named("grow_cell")};
  t.path.push_back(t.from);
  // Only a variant with the placement opening has these phases.
  std::vector<z3::expr> legal{ctx.bool_val(v.has_placement_opening()), t.steps == 0, t.grow == kGrowNone,
                              t.grow_cell == 0};
  SymPosition after = b;
  if (b.phase == Phase::Placement) {
    std::vector<z3::expr> empty;
    for (int c = 0; c < n; ++c) empty.push_back(b.colour[c] == kNone);
    legal.push_back(t.move == kMovePlace && t.from >= 0 && t.from < n && t.to >= 0 && t.to < n &&
                    t.from != t.to && all(ctx, empty));
    for (int c = 0; c < n; ++c) {
      const z3::expr white = t.from == c, black = t.to == c;
      after.colour[c] = z3::ite(white, ctx.int_val(0), z3::ite(black, ctx.int_val(1), b.colour[c]));
      after.legs[c] = z3::ite(white || black, ctx.int_val(0), b.legs[c]);  // bare (A21)
      after.pincers[c] = z3::ite(white || black, ctx.int_val(0), b.pincers[c]);
    }
    after.phase = Phase::Choice;
    after.side = v.next(b.side);
  } else {
    legal.push_back((t.move == kMoveKeep || t.move == kMoveSwapColours) && t.from == 0 && t.to == 0);
    after.phase = Phase::Play;
    after.side = v.turn_order.front();  // A22: White moves, whoever holds it
  }
  const z3::expr no = ctx.bool_val(false);
  return AdaptoidTurnModel{b,  t,     no, all(ctx, legal), after, no,
                           no, after, {}, after,           no,    ctx.int_val(kNone)};
}

}  // namespace adaptoid::smt
