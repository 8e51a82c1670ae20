#include <adaptoid/check/smt_board.hpp>

#include <adaptoid/core/game.hpp>

namespace adaptoid::smt {

namespace {

// A piece as the model's three numbers of a cell (colour, legs, pincers), and back; a stone has
// no limbs.
struct CellFields {
  int colour = kNone, legs = 0, pincers = 0;
};
CellFields cell_fields(AdaptoidTag /*game*/, Piece piece) {
  return {adaptoid_piece::colour(piece), adaptoid_piece::legs(piece), adaptoid_piece::pincers(piece)};
}
CellFields cell_fields(QuantumLeapTag /*game*/, Piece piece) {
  return {stone::colour(piece), 0, 0};
}
Piece cell_piece(AdaptoidTag /*game*/, const CellFields& f) {
  return adaptoid_piece::make(f.colour, f.legs, f.pincers);
}
Piece cell_piece(QuantumLeapTag /*game*/, const CellFields& f) {
  return stone::make(f.colour);
}

// A cell's legs and pincers: unknowns within A9 for an adaptoid, none for a stone.
void symbolic_limbs(AdaptoidTag /*game*/, z3::context& ctx, const Variant& v, const std::string& name,
                    SymPosition& s, z3::solver& where) {
  const size_t c = s.legs.size();
  s.legs.push_back(ctx.int_const((name + ".legs").c_str()));
  s.pincers.push_back(ctx.int_const((name + ".pincers").c_str()));
  where.add(s.legs[c] >= 0 && s.pincers[c] >= 0 && s.legs[c] + s.pincers[c] <= v.max_extremities);
  where.add(z3::implies(s.colour[c] == kNone, s.legs[c] == 0 && s.pincers[c] == 0));
}
void symbolic_limbs(QuantumLeapTag /*game*/, z3::context& ctx, const Variant& /*v*/,
                    const std::string& /*name*/, SymPosition& s, z3::solver& /*where*/) {
  s.legs.push_back(ctx.int_val(0));
  s.pincers.push_back(ctx.int_val(0));
}

}  // namespace

SymPosition concrete(z3::context& ctx, const Variant& v, const Position& p) {
  SymPosition s;
  for (int c = 0; c < v.board.size(); ++c) {
    const Piece piece = p.at(c);
    const CellFields f =
        piece == kEmpty ? CellFields{} : visit_family(v, [&](auto game) { return cell_fields(game, piece); });
    s.colour.push_back(ctx.int_val(f.colour));
    s.legs.push_back(ctx.int_val(f.legs));
    s.pincers.push_back(ctx.int_val(f.pincers));
  }
  const bool counts_losses = family_traits(v).counts_losses;
  for (int c = 0; c < v.players; ++c) s.lost.push_back(ctx.int_val(counts_losses ? p.lost(c) : 0));
  s.side = p.side();
  s.turn_number = p.turn_number();
  s.swap_pending = p.swap_pending();
  s.phase = p.phase();
  return s;
}

SymPosition symbolic(z3::context& ctx, const Variant& v, const std::string& prefix, Colour side,
                     int turn_number, bool swap_pending, z3::solver& where) {
  SymPosition s;
  for (int c = 0; c < v.board.size(); ++c) {
    const std::string name = prefix + v.board.name(c);
    s.colour.push_back(ctx.int_const((name + ".colour").c_str()));
    where.add(s.colour[c] >= kNone && s.colour[c] < v.players);
    visit_family(v, [&](auto game) { symbolic_limbs(game, ctx, v, name, s, where); });
  }
  const bool counts_losses = family_traits(v).counts_losses;
  for (int c = 0; c < v.players; ++c) {
    if (counts_losses) {
      s.lost.push_back(ctx.int_const((prefix + "lost." + std::string(colour_name(c))).c_str()));
      where.add(s.lost[c] >= 0 && s.lost[c] <= 255);
    } else {
      s.lost.push_back(ctx.int_val(0));
    }
  }
  s.side = side;
  s.turn_number = turn_number;
  s.swap_pending = swap_pending;
  return s;
}

Position evaluate(const Variant& v, const SymPosition& s, const z3::model& m) {
  Position p;
  for (int c = 0; c < v.board.size(); ++c) {
    const int colour = eval_int(m, s.colour[c]);
    if (colour == kNone) continue;
    const CellFields f{colour, eval_int(m, s.legs[c]), eval_int(m, s.pincers[c])};
    p.put(c, visit_family(v, [&](auto game) { return cell_piece(game, f); }));
  }
  for (int c = 0; c < v.players; ++c) p.set_lost(c, eval_int(m, s.lost[c]));
  p.set_side(s.side);
  p.set_turn_number(s.turn_number);
  p.set_swap_pending(s.swap_pending);
  p.set_phase(s.phase);
  return p;
}

z3::expr sum(z3::context& ctx, const std::vector<z3::expr>& terms) {
  z3::expr total = ctx.int_val(0);
  for (const auto& t : terms) total = total + t;
  return total.simplify();
}

z3::expr any(z3::context& ctx, const std::vector<z3::expr>& terms) {
  z3::expr_vector v(ctx);
  for (const auto& t : terms) v.push_back(t);
  return v.empty() ? ctx.bool_val(false) : z3::mk_or(v);
}

z3::expr all(z3::context& ctx, const std::vector<z3::expr>& terms) {
  z3::expr_vector v(ctx);
  for (const auto& t : terms) v.push_back(t);
  return v.empty() ? ctx.bool_val(true) : z3::mk_and(v);
}

z3::expr pick(const std::vector<z3::expr>& values, const z3::expr& index) {
  z3::expr out = values.back();
  for (int i = static_cast<int>(values.size()) - 2; i >= 0; --i) out = z3::ite(index == i, values[i], out);
  return out;
}

std::vector<int> neighbours(const Board& board, int cell) {
  std::vector<int> out;
  for (int d = 0; d < 6; ++d)
    if (board.neighbour(cell, d) != kNoCell) out.push_back(board.neighbour(cell, d));
  return out;
}

z3::expr adjacent(const Board& board, const z3::expr& a, const z3::expr& b) {
  z3::context& ctx = a.ctx();
  std::vector<z3::expr> cases;
  for (int c = 0; c < board.size(); ++c) {
    std::vector<z3::expr> next;
    for (int n : neighbours(board, c)) next.push_back(b == n);
    cases.push_back(a == c && any(ctx, next));
  }
  return any(ctx, cases);
}

int eval_int(const z3::model& m, const z3::expr& e) {
  return m.eval(e, true).get_numeral_int();
}

bool eval_bool(const z3::model& m, const z3::expr& e) {
  return m.eval(e, true).is_true();
}

}  // namespace adaptoid::smt
