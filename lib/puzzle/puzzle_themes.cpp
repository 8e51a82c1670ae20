// Themes (puzzle_themes.hpp): read off the main line ply by ply, so they name what actually
// happens in the solution, and off the tempting failures, which are what the solver must see
// through.
#include <adaptoid/core/game.hpp>
#include <adaptoid/puzzle/puzzle_themes.hpp>

#include <set>

namespace adaptoid {

namespace {

struct Line {
  std::vector<Position> at;  // the puzzle position, then the position after each ply
  std::vector<Turn> turns;
};

// The defenders' adaptoids removed between two positions (every colour but the solver's).
int defender_losses(const Variant& v, const Position& before, const Position& after, Colour me) {
  int n = 0;
  for (Colour c = 0; c < v.players; ++c)
    if (c != me) n += after.lost(c) - before.lost(c);
  return n;
}

bool has_adaptoid(const Variant& v, const Position& p, Colour c) {
  for (int cell = 0; cell < v.board.size(); ++cell)
    if (p.at(cell) != kEmpty && adaptoid_piece::colour(p.at(cell)) == c) return true;
  return false;
}

// Whether the adaptoid the solver created with t took the food that the defender adaptoid on x
// needed: x starves at the end of the turn, and would have been fed were the new one's cell
// empty. Food is counted as the starvation step sees it: the defenders removed by this turn's
// starvation still stand (it is simultaneous), the attack's target no longer does.
bool grow_starves(const Variant& v, const Position& before, const Position& after, const Turn& t, int x,
                  Colour me) {
  if (x == kNoCell || before.at(x) == kEmpty || after.at(x) != kEmpty) return false;
  if (adaptoid_piece::colour(before.at(x)) == me || (t.move == MoveKind::Attack && x == t.to)) return false;
  int food = 0;
  for (int d = 0; d < 6; ++d) {
    const int y = v.board.neighbour(x, d);
    if (y == kNoCell || y == t.grow_cell || after.at(y) != kEmpty) continue;
    const bool starved_defender = before.at(y) != kEmpty && adaptoid_piece::colour(before.at(y)) != me &&
                                  !(t.move == MoveKind::Attack && y == t.to);
    if (!starved_defender) food += v.board.height(y);
  }
  const int limbs = adaptoid_piece::limbs(before.at(x));
  return food < limbs && food + v.board.height(t.grow_cell) >= limbs;
}

// A solver turn's themes (i indexes the main line).
void solver_turn_themes(const Variant& v, const Line& l, std::size_t i, Colour me,
                        std::set<std::string>& out) {
  const Position &before = l.at[i], &after = l.at[i + 1];
  const Turn& t = l.turns[i];
  bool target_removed = false;
  if (t.move == MoveKind::Attack) {
    const int a = adaptoid_piece::pincers(before.at(t.from)), d = adaptoid_piece::pincers(before.at(t.to));
    if (a == d) out.insert("equal exchange");
    if (a < d) out.insert("suicide attack");
    target_removed = a >= d;
  }
  if (after.lost(me) > before.lost(me)) out.insert("sacrifice");
  const int removed = defender_losses(v, before, after, me);
  if (removed - (target_removed ? 1 : 0) >= 2) out.insert("double starvation");
  if (i == 0 && t.move != MoveKind::Attack && removed == 0) out.insert("quiet first turn");
  // Not on the winning turn: a unique final blow nearly always needs its grow to block (any
  // other grow would win as well), so there the block says nothing; before it, it is a plan.
  if (t.grow == GrowKind::Create && i + 1 < l.turns.size())
    for (int d = 0; d < 6; ++d)
      if (grow_starves(v, before, after, t, v.board.neighbour(t.grow_cell, d), me))
        out.insert("grow to block");
  const bool moves = t.move == MoveKind::Step || t.move == MoveKind::Attack;
  if ((moves && (v.board.height(t.from) > 1 || v.board.height(t.to) > 1)) ||
      (t.grow == GrowKind::Create && v.board.height(t.grow_cell) > 1))
    out.insert("the stacks");
}

// The family's themes, one overload per game.
void family_themes(const AdaptoidGame& game, const Line& l, const Puzzle& z, std::set<std::string>& out) {
  const Variant& v = game.variant();
  const Colour me = z.side;
  for (std::size_t i = 0; i < l.turns.size(); ++i) {
    if (l.at[i].side() == me) {
      solver_turn_themes(v, l, i, me, out);
      continue;
    }
    if (l.turns[i].grow == GrowKind::None) out.insert("blocked growth");  // A11
    if (l.at[i + 1].lost(me) > l.at[i].lost(me)) out.insert("sacrifice");
  }
  const Position& end = l.at.back();
  if (end.lost(me) >= v.loss_goal() || !has_adaptoid(v, end, me)) out.insert("the tie rule");  // A16
  for (Colour c = 0; c < v.players; ++c)
    if (c != me && end.lost(c) < v.loss_goal() && !has_adaptoid(v, end, c)) out.insert("wipe-out");
  // A tempting first turn that removes more than the solution's.
  const int solution_removes = defender_losses(v, l.at[0], l.at[1], me);
  for (const TemptingTurn& t : z.tempting)
    if (auto turn = parse_turn(game, l.at[0], t.turn))
      if (defender_losses(v, l.at[0], game.apply(l.at[0], turn.value()), me) > solution_removes)
        out.insert("greedy trap");
}

// Quantum Leap: the geometry of the solver's leaps and how the loser runs out of captures.
void family_themes(const QuantumLeapGame& game, const Line& l, const Puzzle& z, std::set<std::string>& out) {
  const Board& b = game.variant().board;
  const Colour me = z.side;
  for (std::size_t i = 0; i < l.turns.size(); ++i) {
    const Turn& t = l.turns[i];
    if (l.at[i].side() != me || t.move != MoveKind::Leap) continue;
    for (int d = 0; d < 6; ++d)
      for (int k = 1; k <= kMaxLeap; ++k) {
        if (b.ray(t.from, d, k) != t.to) continue;
        if (k >= 3) out.insert("long leap");
        for (int j = 1; j < k; ++j) {
          const int over = b.ray(t.from, d, j);
          if (over == kNoCell || l.at[i].at(over) == kEmpty) out.insert("a leap over the gap");
        }
      }
  }
  // The loser is the side to move at the end: it cannot capture (Q5).
  const Position& end = l.at.back();
  const Colour loser = end.side();
  bool any_stone = false, all_isolated = true;
  for (int cell = 0; cell < b.size(); ++cell) {
    if (end.at(cell) == kEmpty || stone::colour(end.at(cell)) != loser) continue;
    any_stone = true;
    if (game.friendly_neighbours(end, cell) > 0) all_isolated = false;
  }
  out.insert(!any_stone || all_isolated ? "isolation" : "no landing");
}

}  // namespace

std::vector<std::string> puzzle_themes(const VariantPtr& variant, const Puzzle& z) {
  std::set<std::string> themes;
  std::visit(
      [&](const auto& game) {
        Line l;
        auto start = parse_position(game, z.position);
        if (!start) return;
        l.at.push_back(start.value());
        for (const PuzzlePly& ply : z.solution) {
          auto turn = parse_turn(game, l.at.back(), ply.turn);
          if (!turn) return;
          l.turns.push_back(turn.value());
          l.at.push_back(game.apply(l.at[l.at.size() - 1], turn.value()));
        }
        family_themes(game, l, z, themes);
      },
      make_game(variant));
  return {themes.begin(), themes.end()};
}

}  // namespace adaptoid
