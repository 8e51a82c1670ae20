#include <adaptoid/check/smt_quantum_leap_turn.hpp>

namespace adaptoid::smt {

namespace {

z3::expr friendly_neighbours(const Variant& v, const SymPosition& p, int cell) {
  z3::context& ctx = p.colour[cell].ctx();
  std::vector<z3::expr> ones;
  for (int n : neighbours(v.board, cell))
    ones.push_back(z3::ite(p.colour[n] == p.colour[cell], ctx.int_val(1), ctx.int_val(0)));
  return sum(ctx, ones);
}

// Q4: the stone on `cell` of `player` leaps k = its friendly neighbours cells in direction d
// onto an enemy stone; `extra` narrows the choice (the turn's cells).
template <class Extra>
z3::expr captures(const Variant& v, const SymPosition& p, Colour player, Extra&& extra) {
  z3::context& ctx = p.colour[0].ctx();
  std::vector<z3::expr> options;
  for (int c = 0; c < v.board.size(); ++c) {
    const z3::expr k = friendly_neighbours(v, p, c);
    for (int d = 0; d < 6; ++d)
      for (int len = 1; len <= kMaxLeap; ++len) {
        const int land = v.board.ray(c, d, len);  // passes over anything; must be on the board
        if (land == kNoCell) continue;
        options.push_back(extra(c, land) && p.colour[c] == player && k == len && p.colour[land] != kNone &&
                          p.colour[land] != player);
      }
  }
  return any(ctx, options);
}

}  // namespace

z3::expr can_capture(const Variant& v, const SymPosition& p, Colour player) {
  return captures(v, p, player, [&](int, int) { return p.colour[0].ctx().bool_val(true); });
}

z3::expr plausible_stones(const Variant& v, const SymPosition& p) {
  z3::context& ctx = p.colour[0].ctx();
  std::vector<z3::expr> c;
  for (Colour k = 0; k < v.players; ++k) {
    std::vector<z3::expr> ones;
    for (const auto& col : p.colour) ones.push_back(z3::ite(col == k, ctx.int_val(1), ctx.int_val(0)));
    c.push_back(sum(ctx, ones) <= v.stones);
  }
  if (!p.swap_pending) c.push_back(can_capture(v, p, p.side));
  return all(ctx, c);
}

QuantumLeapTurnModel model_quantum_leap_turn(z3::context& ctx, const Variant& v, const SymPosition& b,
                                             const std::string& prefix) {
  const int n = v.board.size();
  const Colour m = b.side;
  const z3::expr kind = ctx.int_const((prefix + "kind").c_str());
  const z3::expr from = ctx.int_const((prefix + "from").c_str()), to = ctx.int_const((prefix + "to").c_str());
  SymPosition after = b;
  z3::expr legal = ctx.bool_val(false), over = ctx.bool_val(false);
  z3::expr before_over = ctx.bool_val(false);
  std::vector<z3::expr> lengths;
  for (int c = 0; c < n; ++c) lengths.push_back(friendly_neighbours(v, b, c));

  if (b.swap_pending) {
    // Q3: Black exchanges two stones of different colours, or declines; White moves next, the
    // turn number stays.
    const z3::expr cf = pick(b.colour, from), ct = pick(b.colour, to);
    const z3::expr swap =
        kind == kSwap && from >= 0 && from < to && to < n && cf != kNone && ct != kNone && cf != ct;
    const z3::expr decline = kind == kDecline && from == 0 && to == 0;
    legal = swap || decline;
    for (int c = 0; c < n; ++c)
      after.colour[c] =
          z3::ite(kind == kSwap && from == c, ct, z3::ite(kind == kSwap && to == c, cf, b.colour[c]));
    after.side = v.turn_order.front();
    after.swap_pending = false;
  } else {
    // Q4: exactly one capture; the captured stone is removed and the leaper takes its cell.
    before_over = !can_capture(v, b, m);
    legal = kind == kLeap && captures(v, b, m, [&](int c, int land) { return from == c && to == land; });
    for (int c = 0; c < n; ++c)
      after.colour[c] = z3::ite(from == c, ctx.int_val(kNone), z3::ite(to == c, ctx.int_val(m), b.colour[c]));
    after.side = v.next(m);
    after.turn_number = b.turn_number + (m == v.turn_order.back() ? 1 : 0);
  }
  // Q5: the player to move who cannot capture loses; the player before them wins.
  over = !can_capture(v, after, after.side);
  const z3::expr winner = z3::ite(over, ctx.int_val(v.previous(after.side)), ctx.int_val(kNone));
  return QuantumLeapTurnModel{b,     kind, from,  to, pick(lengths, from), before_over, !before_over && legal,
                              after, over, winner};
}

Turn turn_of(const QuantumLeapTurnModel& m, const z3::model& z) {
  Turn t;
  const int kind = eval_int(z, m.kind);
  t.move = kind == kLeap ? MoveKind::Leap : kind == kSwap ? MoveKind::Swap : MoveKind::DeclineSwap;
  t.from = static_cast<uint8_t>(eval_int(z, m.from));
  t.to = static_cast<uint8_t>(eval_int(z, m.to));
  return t;
}

z3::expr same_turn(const QuantumLeapTurnModel& m, const z3::model& z) {
  return m.kind == z.eval(m.kind, true) && m.from == z.eval(m.from, true) && m.to == z.eval(m.to, true);
}

}  // namespace adaptoid::smt
