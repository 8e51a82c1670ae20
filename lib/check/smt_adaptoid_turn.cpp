#include <adaptoid/check/smt_adaptoid_turn.hpp>

namespace adaptoid::smt {

namespace {

z3::expr one_if(const z3::expr& b) {
  return z3::ite(b, b.ctx().int_val(1), b.ctx().int_val(0));
}

int max_steps(const Variant& v) {
  return std::min(v.max_extremities, v.supply_legs);
}

// A15, T7: the colours that meet a losing condition on this board.
std::vector<z3::expr> losers(const Variant& v, const SymPosition& p) {
  std::vector<z3::expr> out;
  for (Colour c = 0; c < v.players; ++c)
    out.push_back(p.lost[c] >= v.loss_goal() || count_adaptoids(p, c) == 0);
  return out;
}

// A16 (two players: both lose, the mover wins) and T7 (one loser: its hunter; two: the third;
// three: the mover). kNone when nobody loses.
z3::expr winner_of(const Variant& v, const std::vector<z3::expr>& lose, Colour mover) {
  z3::context& ctx = lose[0].ctx();
  const z3::expr none = ctx.int_val(kNone), m = ctx.int_val(mover);
  if (v.players == 2)
    return z3::ite(lose[0] && lose[1], m,
                   z3::ite(lose[0], ctx.int_val(1), z3::ite(lose[1], ctx.int_val(0), none)));
  z3::expr w = none;
  for (Colour a = 0; a < 3; ++a) {
    const Colour b = (a + 1) % 3, c = (a + 2) % 3;
    w = z3::ite(lose[a] && !lose[b] && !lose[c], ctx.int_val(v.hunter(a)), w);  // one loser
    w = z3::ite(lose[a] && lose[b] && !lose[c], ctx.int_val(c), w);             // two losers
  }
  return z3::ite(lose[0] && lose[1] && lose[2], m, w);
}

}  // namespace

z3::expr count_adaptoids(const SymPosition& p, Colour c) {
  std::vector<z3::expr> ones;
  for (const auto& col : p.colour) ones.push_back(one_if(col == c));
  return sum(p.colour[0].ctx(), ones);
}

z3::expr food(const Variant& v, const SymPosition& p, int cell) {
  std::vector<z3::expr> parts;  // A12, S4: an empty neighbour gives its height; hole, edge: 0
  for (int n : neighbours(v.board, cell))
    parts.push_back(z3::ite(p.colour[n] == kNone, p.colour[n].ctx().int_val(v.board.height(n)),
                            p.colour[n].ctx().int_val(0)));
  return sum(p.colour[cell].ctx(), parts);
}

z3::expr plausible(const Variant& v, const SymPosition& p) {
  if (p.phase != Phase::Play) return plausible_opening(v, p);
  z3::context& ctx = p.colour[0].ctx();
  std::vector<z3::expr> c;
  for (Colour k = 0; k < v.players; ++k) {
    std::vector<z3::expr> legs, pincers;
    for (size_t i = 0; i < p.colour.size(); ++i) {
      legs.push_back(z3::ite(p.colour[i] == k, p.legs[i], ctx.int_val(0)));
      pincers.push_back(z3::ite(p.colour[i] == k, p.pincers[i], ctx.int_val(0)));
    }
    c.push_back(count_adaptoids(p, k) >= 1 && count_adaptoids(p, k) <= v.supply_adaptoids);
    c.push_back(sum(ctx, legs) <= v.supply_legs && sum(ctx, pincers) <= v.supply_pincers);
    c.push_back(p.lost[k] < v.loss_goal());
  }
  const Colour previous = v.previous(p.side);
  for (int i = 0; i < v.board.size(); ++i)
    c.push_back(z3::implies(p.colour[i] != kNone && p.colour[i] != previous,
                            food(v, p, i) >= p.legs[i] + p.pincers[i]));
  if (v.max_turns > 0 && p.turn_number > v.max_turns) c.push_back(ctx.bool_val(false));
  return all(ctx, c);
}

namespace {

AdaptoidTurnVars turn_vars(z3::context& ctx, const Variant& v, const std::string& prefix) {
  auto name = [&](const char* s) { return (prefix + s); };
  AdaptoidTurnVars t{ctx.int_const(name("move").c_str()),
                     ctx.int_const(name("from").c_str()),
                     ctx.int_const(name("to").c_str()),
                     ctx.int_const(name("steps").c_str()),
                     {},
                     ctx.int_const(name("grow").c_str()),
                     ctx.int_const(name("grow_cell").c_str())};
  const int L = max_steps(v);
  t.path.push_back(t.from);
  for (int i = 1; i <= L; ++i)
    t.path.push_back(ctx.int_const(name(("path" + std::to_string(i)).c_str()).c_str()));
  return t;
}

// What the move's rules and its outcome read of the position before it.
struct MoveTerms {
  z3::expr moving, colour_from, legs_from, colour_to, pa, pd;
};

// A4-A7: the move's rules, added to `legal`.
MoveTerms add_move_rules(z3::context& ctx, const Variant& v, const SymPosition& b, const AdaptoidTurnVars& t,
                         std::vector<z3::expr>& legal) {
  const Colour m = b.side;
  const int L = max_steps(v);
  // A4: at most one move. A5: a mover's adaptoid with L >= 1 legs takes 1..L steps between
  // adjacent cells (S3: playable cells only); every step but the last enters an empty cell.
  const z3::expr moving = t.move != kMoveNone;
  const z3::expr colour_from = pick(b.colour, t.from), legs_from = pick(b.legs, t.from);
  const z3::expr colour_to = pick(b.colour, t.to);
  const z3::expr pa = pick(b.pincers, t.from), pd = pick(b.pincers, t.to);
  legal.push_back(z3::implies(!moving, t.from == 0 && t.to == 0 && t.steps == 0));
  std::vector<z3::expr> path;
  path.push_back(colour_from == m && legs_from >= 1 && t.steps >= 1 && t.steps <= legs_from);
  for (int i = 1; i <= L; ++i) {
    path.push_back(z3::implies(t.steps >= i, adjacent(v.board, t.path[i - 1], t.path[i])));
    path.push_back(z3::implies(t.steps > i, pick(b.colour, t.path[i]) == kNone));
    path.push_back(z3::implies(t.steps == i, t.path[i] == t.to));
  }
  path.push_back(t.to != t.from);  // A18
  legal.push_back(z3::implies(moving, all(ctx, path)));
  // A5: the last step enters an empty cell (a step) or an enemy adaptoid (an attack).
  z3::expr target = colour_to != kNone && colour_to != m;  // T4: either opponent
  if (v.players == 3 && v.attack == AttackRule::PreyOnly) target = colour_to == v.prey[m];
  legal.push_back(z3::implies(t.move == kMoveStep, colour_to == kNone));
  legal.push_back(z3::implies(t.move == kMoveAttack, target));
  if (v.attacker_needs_pincer) legal.push_back(z3::implies(t.move == kMoveAttack, pa >= 1));  // A6
  if (!v.suicide_attacks) legal.push_back(z3::implies(t.move == kMoveAttack, pa >= pd));      // A7 option
  return {moving, colour_from, legs_from, colour_to, pa, pd};
}

// A7, A8: the position after the move, with the outcome of an attack.
SymPosition after_move(z3::context& ctx, const Variant& v, const SymPosition& b, const AdaptoidTurnVars& t,
                       const MoveTerms& mt) {
  const Colour m = b.side;
  const z3::expr attack = t.move == kMoveAttack;
  const z3::expr wins = attack && mt.pa > mt.pd, suicide = attack && mt.pa < mt.pd,
                 equal = attack && mt.pa == mt.pd;
  const z3::expr lands = t.move == kMoveStep || wins;  // the mover's adaptoid ends on `to`
  SymPosition am = b;
  for (int c = 0; c < v.board.size(); ++c) {
    const z3::expr vacated = (mt.moving && t.from == c) || (equal && t.to == c);
    const z3::expr arrives = lands && t.to == c;
    am.colour[c] = z3::ite(arrives, ctx.int_val(m), z3::ite(vacated, ctx.int_val(kNone), b.colour[c]));
    am.legs[c] = z3::ite(arrives, mt.legs_from, z3::ite(vacated, ctx.int_val(0), b.legs[c]));
    am.pincers[c] = z3::ite(arrives, mt.pa, z3::ite(vacated, ctx.int_val(0), b.pincers[c]));
  }
  for (Colour c = 0; c < v.players; ++c) {
    z3::expr lost = b.lost[c] + one_if((wins || equal) && mt.colour_to == c);  // the defender's loss
    if (c == m) lost = lost + one_if(suicide || equal);                        // the attacker's loss
    am.lost[c] = lost;
  }
  return am;
}

// A3, A9-A11: the grows possible after the move, and A11's rule added to `legal`. Returns
// whether any grow was possible.
z3::expr add_grow_rules(z3::context& ctx, const Variant& v, const SymPosition& am, const AdaptoidTurnVars& t,
                        const z3::expr& ended, std::vector<z3::expr>& legal) {
  const int n = v.board.size();
  const Colour m = am.side;
  // A3: the mover's supply is what is not on the board after the move.
  std::vector<z3::expr> legs_on, pincers_on;
  for (int c = 0; c < n; ++c) {
    legs_on.push_back(z3::ite(am.colour[c] == m, am.legs[c], ctx.int_val(0)));
    pincers_on.push_back(z3::ite(am.colour[c] == m, am.pincers[c], ctx.int_val(0)));
  }
  const z3::expr supply_a = v.supply_adaptoids - count_adaptoids(am, m);
  const z3::expr supply_l = v.supply_legs - sum(ctx, legs_on),
                 supply_p = v.supply_pincers - sum(ctx, pincers_on);
  // A10: the grows possible at each cell, on the board after the move.
  std::vector<z3::expr> can_create, can_leg, can_pincer, grow_here;
  for (int c = 0; c < n; ++c) {
    std::vector<z3::expr> friends;
    for (int x : neighbours(v.board, c)) friends.push_back(am.colour[x] == m);
    const z3::expr not_full = am.colour[c] == m && am.legs[c] + am.pincers[c] < v.max_extremities;  // A9
    can_create.push_back(supply_a >= 1 && am.colour[c] == kNone && any(ctx, friends));
    can_leg.push_back(supply_l >= 1 && not_full);
    can_pincer.push_back(supply_p >= 1 && not_full);
  }
  const z3::expr could_grow = any(ctx, can_create) || any(ctx, can_leg) || any(ctx, can_pincer);
  for (int c = 0; c < n; ++c)
    grow_here.push_back(t.grow_cell == c &&
                        ((t.grow == kGrowCreate && can_create[c]) || (t.grow == kGrowLeg && can_leg[c]) ||
                         (t.grow == kGrowPincer && can_pincer[c])));
  // A11: a turn without a grow is legal only when no grow is possible (or the move ended the game).
  const z3::expr no_grow = t.grow == kGrowNone && t.grow_cell == 0;
  legal.push_back(z3::ite(ended, no_grow, (no_grow && !could_grow) || any(ctx, grow_here)));
  return could_grow;
}

// A10: the position after the grow.
SymPosition after_grow(z3::context& ctx, const Variant& v, const SymPosition& am, const AdaptoidTurnVars& t) {
  SymPosition ag = am;
  for (int c = 0; c < v.board.size(); ++c) {
    const z3::expr here = t.grow_cell == c;
    ag.colour[c] = z3::ite(here && t.grow == kGrowCreate, ctx.int_val(am.side), am.colour[c]);
    ag.legs[c] = am.legs[c] + one_if(here && t.grow == kGrowLeg);
    ag.pincers[c] = am.pincers[c] + one_if(here && t.grow == kGrowPincer);
  }
  return ag;
}

// A13, T5: every unfed adaptoid of the mover's opponents is removed at once (A12: fed when the
// food of its empty neighbours is at least its limbs). `starved` gets, per cell, whether it was.
SymPosition after_starvation(z3::context& ctx, const Variant& v, const SymPosition& ag,
                             std::vector<z3::expr>& starved) {
  const int n = v.board.size();
  const Colour m = ag.side;
  SymPosition as = ag;
  for (int c = 0; c < n; ++c) {
    starved.push_back(ag.colour[c] != kNone && ag.colour[c] != m &&
                      food(v, ag, c) < ag.legs[c] + ag.pincers[c]);
    as.colour[c] = z3::ite(starved[c], ctx.int_val(kNone), ag.colour[c]);
    as.legs[c] = z3::ite(starved[c], ctx.int_val(0), ag.legs[c]);
    as.pincers[c] = z3::ite(starved[c], ctx.int_val(0), ag.pincers[c]);
  }
  for (Colour c = 0; c < v.players; ++c) {
    std::vector<z3::expr> gone;
    for (int i = 0; i < n; ++i) gone.push_back(one_if(starved[i] && ag.colour[i] == c));
    as.lost[c] = ag.lost[c] + sum(ctx, gone);
  }
  return as;
}

// The position after the turn: the board after the move when the move ended the game, else after
// starvation; the next player moves; the turn number grows after the last.
SymPosition after_turn(const Variant& v, const SymPosition& b, const SymPosition& am, const SymPosition& as,
                       const z3::expr& ended) {
  SymPosition after = b;
  for (int c = 0; c < v.board.size(); ++c) {
    after.colour[c] = z3::ite(ended, am.colour[c], as.colour[c]);
    after.legs[c] = z3::ite(ended, am.legs[c], as.legs[c]);
    after.pincers[c] = z3::ite(ended, am.pincers[c], as.pincers[c]);
  }
  for (Colour c = 0; c < v.players; ++c) after.lost[c] = z3::ite(ended, am.lost[c], as.lost[c]);
  after.side = v.next(b.side);
  after.turn_number = b.turn_number + (b.side == v.turn_order.back() ? 1 : 0);
  return after;
}

}  // namespace

AdaptoidTurnModel model_adaptoid_turn(z3::context& ctx, const Variant& v, const SymPosition& b,
                                      const std::string& prefix) {
  if (b.phase != Phase::Play) return model_opening_turn(ctx, v, b, prefix);
  const int n = v.board.size();
  const Colour m = b.side;
  const AdaptoidTurnVars t = turn_vars(ctx, v, prefix);

  std::vector<z3::expr> legal;
  auto in_board = [&](const z3::expr& c) { return c >= 0 && c < n; };
  legal.push_back(t.move >= kMoveNone && t.move <= kMoveAttack && in_board(t.from) && in_board(t.to));
  legal.push_back(t.grow >= kGrowNone && t.grow <= kGrowPincer && in_board(t.grow_cell));
  const MoveTerms mt = add_move_rules(ctx, v, b, t, legal);
  const SymPosition am = after_move(ctx, v, b, t, mt);

  // A14 "immediate": a move that ends the game ends the turn.
  z3::expr ended = ctx.bool_val(false);
  if (v.win_check == WinCheck::Immediate) ended = any(ctx, losers(v, am));

  const z3::expr could_grow = add_grow_rules(ctx, v, am, t, ended, legal);
  const SymPosition ag = after_grow(ctx, v, am, t);
  std::vector<z3::expr> starved;
  const SymPosition as = after_starvation(ctx, v, ag, starved);
  const SymPosition after = after_turn(v, b, am, as, ended);

  // A14-A17, T7: the end check.
  std::vector<z3::expr> lose = losers(v, after);
  if (v.no_grow == NoGrow::Lose) lose[m] = lose[m] || (!ended && !could_grow);  // A11 "lose"
  const z3::expr winner = winner_of(v, lose, m);
  z3::expr over = any(ctx, lose);
  if (v.max_turns > 0 && after.turn_number > v.max_turns) over = ctx.bool_val(true);  // A17

  z3::expr before_over = any(ctx, losers(v, b));
  if (v.max_turns > 0 && b.turn_number > v.max_turns) before_over = ctx.bool_val(true);

  return AdaptoidTurnModel{b,       t,     before_over, !before_over && all(ctx, legal),
                           am,      ended, could_grow,  ag,
                           starved, after, over,        winner};
}

Turn turn_of(const AdaptoidTurnModel& m, const z3::model& z) {
  Turn t;
  const int move = eval_int(z, m.turn.move), grow = eval_int(z, m.turn.grow);
  t.move = move == kMoveStep          ? MoveKind::Step
           : move == kMoveAttack      ? MoveKind::Attack
           : move == kMovePlace       ? MoveKind::Place
           : move == kMoveKeep        ? MoveKind::Keep
           : move == kMoveSwapColours ? MoveKind::SwapColours
                                      : MoveKind::None;
  t.grow = grow == kGrowCreate   ? GrowKind::Create
           : grow == kGrowLeg    ? GrowKind::Leg
           : grow == kGrowPincer ? GrowKind::Pincer
                                 : GrowKind::None;
  t.from = static_cast<uint8_t>(eval_int(z, m.turn.from));
  t.to = static_cast<uint8_t>(eval_int(z, m.turn.to));
  t.grow_cell = static_cast<uint8_t>(eval_int(z, m.turn.grow_cell));
  return t;
}

z3::expr same_turn(const AdaptoidTurnModel& m, const z3::model& z) {
  const auto& t = m.turn;
  return t.move == z.eval(t.move, true) && t.from == z.eval(t.from, true) && t.to == z.eval(t.to, true) &&
         t.grow == z.eval(t.grow, true) && t.grow_cell == z.eval(t.grow_cell, true);
}

}  // namespace adaptoid::smt
