// The Adaptoid family's rules (specs/rules.md A, T, S): the start, the turns, their effect and the
// end; then why a turn is not legal, in one line that names the rule.
#include <adaptoid/core/adaptoid_game.hpp>

#include <algorithm>
#include <array>
#include <cassert>

namespace adaptoid {

namespace ap = adaptoid_piece;

AdaptoidGame::AdaptoidGame(VariantPtr variant) : variant_(std::move(variant)) {
  assert(variant_->family == kFamily.family);
}

Position AdaptoidGame::start(uint64_t /*seed*/) const {
  Position p;
  p.set_side(variant_->turn_order.front());
  if (variant_->has_placement_opening()) {  // A21: the empty board, the first player places
    p.set_phase(Phase::Placement);
    return p;
  }
  for (Colour c = 0; c < variant_->players; ++c)
    for (int cell : variant_->start[c]) p.put(cell, ap::make(c, 0, 0));
  p.set_side(variant_->turn_order.front());
  decide_result(p);
  return p;
}

std::vector<Position> AdaptoidGame::first_positions() const {
  const Position p = start(0);
  if (p.phase() == Phase::Play) return {p};
  std::vector<Turn> placements;
  opening_turns(p, placements);
  std::vector<Position> out;
  for (const Turn& t : placements) out.push_back(apply_opening(apply_opening(p, t), {MoveKind::Keep}));
  return out;
}

int AdaptoidGame::food(const Position& p, int cell) const {
  const Board& board = variant_->board;
  int total = 0;
  for (int d = 0; d < 6; ++d)
    if (int n = board.neighbour(cell, d); n != kNoCell && p.at(n) == kEmpty) total += board.height(n);
  return total;
}

bool AdaptoidGame::is_enemy_target(Colour mover, Colour defender) const {
  if (defender == mover) return false;
  if (variant_->players == 3 && variant_->attack == AttackRule::PreyOnly)
    return variant_->prey[mover] == defender;
  return true;
}

AdaptoidGame::Supply AdaptoidGame::supply(const Position& p, Colour c) const {
  Supply s{variant_->supply_adaptoids, variant_->supply_legs, variant_->supply_pincers};
  for (int i = 0; i < variant_->board.size(); ++i)
    if (Piece x = p.at(i); x != kEmpty && ap::colour(x) == c) {
      --s.adaptoids;
      s.legs -= ap::legs(x);
      s.pincers -= ap::pincers(x);
    }
  return s;
}

bool AdaptoidGame::attack_allowed(Piece attacker, Piece defender) const {
  if (variant_->attacker_needs_pincer && ap::pincers(attacker) == 0) return false;                // A6
  if (!variant_->suicide_attacks && ap::pincers(attacker) < ap::pincers(defender)) return false;  // A7
  return true;
}

// A5: up to L steps; every step but the last enters an empty cell; the last may attack.
void AdaptoidGame::moves(const Position& p, std::vector<Move>& out) const {
  const Board& board = variant_->board;
  const int n = board.size();
  const Colour mover = p.side();
  std::array<int, kMaxCells> dist;
  std::array<int, kMaxCells> queue;
  for (int from = 0; from < n; ++from) {
    const Piece piece = p.at(from);
    if (piece == kEmpty || ap::colour(piece) != mover || ap::legs(piece) == 0) continue;
    const int reach = ap::legs(piece);
    std::fill(dist.begin(), dist.begin() + n, -1);
    dist[from] = 0;
    int head = 0, tail = 0;
    queue[tail++] = from;
    std::array<bool, kMaxCells> attackable{};
    while (head < tail) {
      int at = queue[head++];
      if (dist[at] >= reach) continue;
      for (int d = 0; d < 6; ++d) {
        int next = board.neighbour(at, d);
        if (next == kNoCell) continue;
        Piece there = p.at(next);
        if (there == kEmpty) {
          if (dist[next] < 0) {
            dist[next] = dist[at] + 1;
            queue[tail++] = next;
          }
        } else if (ap::colour(there) != mover && is_enemy_target(mover, ap::colour(there)) &&
                   attack_allowed(piece, there)) {
          attackable[next] = true;
        }
      }
    }
    for (int to = 0; to < n; ++to) {
      if (to != from && dist[to] > 0) out.push_back({MoveKind::Step, from, to});
      if (attackable[to]) out.push_back({MoveKind::Attack, from, to});
    }
  }
}

// A7, A8: more pincers wins; equal pincers remove both; fewer pincers is a suicide.
void AdaptoidGame::apply_move(Position& p, const Move& m) const {
  const Piece attacker = p.at(m.from);
  p.put(m.from, kEmpty);
  if (m.kind == MoveKind::Step) {
    p.put(m.to, attacker);
    return;
  }
  const Piece defender = p.at(m.to);
  const int a = ap::pincers(attacker), d = ap::pincers(defender);
  if (a >= d) {
    p.add_lost(ap::colour(defender));
    p.put(m.to, a > d ? attacker : kEmpty);
  }
  if (a <= d) p.add_lost(ap::colour(attacker));
}

// A10: create next to a friend, or add a leg or a pincer, within the supply (A3) and A9.
void AdaptoidGame::grows(const Position& p, Colour mover, std::vector<Turn>& out, const Turn& base) const {
  const Board& board = variant_->board;
  const Supply left = supply(p, mover);
  for (int cell = 0; cell < board.size(); ++cell) {
    const Piece x = p.at(cell);
    if (x == kEmpty) {
      if (left.adaptoids <= 0) continue;
      for (int d = 0; d < 6; ++d) {
        int n = board.neighbour(cell, d);
        if (n != kNoCell && p.at(n) != kEmpty && ap::colour(p.at(n)) == mover) {
          Turn t = base;
          t.grow = GrowKind::Create;
          t.grow_cell = static_cast<CellIndex>(cell);
          out.push_back(t);
          break;
        }
      }
    } else if (ap::colour(x) == mover && ap::limbs(x) < variant_->max_extremities) {
      Turn t = base;
      t.grow_cell = static_cast<CellIndex>(cell);
      if (left.legs > 0 && ap::legs(x) < kMaxLimbsOfAKind) {
        t.grow = GrowKind::Leg;
        out.push_back(t);
      }
      if (left.pincers > 0 && ap::pincers(x) < kMaxLimbsOfAKind) {
        t.grow = GrowKind::Pincer;
        out.push_back(t);
      }
    }
  }
}

// A21: every ordered pair of distinct cells, white's cell first; A22: keep, then swap.
void AdaptoidGame::opening_turns(const Position& p, std::vector<Turn>& out) const {
  if (p.phase() == Phase::Choice) {
    out.push_back({MoveKind::Keep, GrowKind::None, 0, 0, 0});
    out.push_back({MoveKind::SwapColours, GrowKind::None, 0, 0, 0});
    return;
  }
  const int n = variant_->board.size();
  for (int w = 0; w < n; ++w)
    for (int b = 0; b < n; ++b)
      if (w != b)
        out.push_back({MoveKind::Place, GrowKind::None, static_cast<uint8_t>(w), static_cast<uint8_t>(b), 0});
}

// A21: the two bare adaptoids, then the second player's choice; A22: either choice leaves the
// board as it is and gives the move to White (the colours are the players' to hold, not the
// position's). The turn number stays at 1 through both.
Position AdaptoidGame::apply_opening(const Position& p, const Turn& t) const {
  Position q = p;
  if (t.move == MoveKind::Place) {
    q.put(t.from, ap::make(0, 0, 0));
    q.put(t.to, ap::make(1, 0, 0));
    q.set_phase(Phase::Choice);
    q.set_side(variant_->next(p.side()));
  } else {
    q.set_phase(Phase::Play);
    q.set_side(variant_->turn_order.front());
  }
  return q;
}

void AdaptoidGame::legal_turns(const Position& p, std::vector<Turn>& out) const {
  out.clear();
  if (p.phase() != Phase::Play) return opening_turns(p, out);
  if (status(p).over) return;
  std::vector<Move> options;
  options.push_back({MoveKind::None, 0, 0});
  moves(p, options);
  for (const Move& m : options) {
    Position after = p;
    Turn base;
    base.move = m.kind;
    base.from = static_cast<CellIndex>(m.from);
    base.to = static_cast<CellIndex>(m.to);
    if (m.kind != MoveKind::None) {
      apply_move(after, m);
      // A14 immediate: a move that ends the game ends the turn before the grow.
      if (variant_->win_check == WinCheck::Immediate && decide(after, p.side(), false) != kOngoing) {
        out.push_back(base);
        continue;
      }
    }
    const size_t before = out.size();
    grows(after, p.side(), out, base);
    if (out.size() == before) out.push_back(base);  // A11: no grow possible
  }
}

void AdaptoidGame::starve(Position& p, Colour mover) const {
  std::array<int, kMaxCells> doomed;
  int count = 0;
  for (int cell = 0; cell < variant_->board.size(); ++cell) {
    const Piece x = p.at(cell);
    if (x != kEmpty && ap::colour(x) != mover && !fed(p, cell)) doomed[count++] = cell;
  }
  for (int i = 0; i < count; ++i) {  // A13, T5: all at once
    p.add_lost(ap::colour(p.at(doomed[i])));
    p.put(doomed[i], kEmpty);
  }
}

uint8_t AdaptoidGame::decide(const Position& p, Colour mover, bool mover_failed_to_grow) const {
  const Variant& v = *variant_;
  std::array<bool, kMaxAdaptoidPlayers> on_board{};
  for (int cell = 0; cell < v.board.size(); ++cell)
    if (p.at(cell) != kEmpty) on_board[ap::colour(p.at(cell))] = true;
  std::array<bool, kMaxAdaptoidPlayers> loses{};
  int losers = 0;
  for (Colour c = 0; c < v.players; ++c) {
    loses[c] = p.lost(c) >= v.loss_goal() || !on_board[c] || (c == mover && mover_failed_to_grow);
    losers += loses[c];
  }
  if (losers == 0) return kOngoing;
  if (losers == v.players) return static_cast<uint8_t>(mover);  // A16, T7: the mover wins
  if (v.players == 2) return static_cast<uint8_t>(loses[0] ? 1 : 0);
  if (losers == 1)  // T7: the loser's hunter wins
    for (Colour c = 0; c < v.players; ++c)
      if (loses[c]) return static_cast<uint8_t>(v.hunter(c));
  for (Colour c = 0; c < v.players; ++c)  // T7: two lose at once, the third wins
    if (!loses[c]) return static_cast<uint8_t>(c);
  return kOngoing;
}

void AdaptoidGame::finish_turn(Position& p, Colour mover, bool failed_to_grow) const {
  const Variant& v = *variant_;
  const Colour next = v.next(mover);
  if (v.order_index(mover) == v.players - 1) p.set_turn_number(p.turn_number() + 1);
  p.set_side(next);
  uint8_t result = decide(p, mover, failed_to_grow && v.no_grow == NoGrow::Lose);
  if (result == kOngoing && v.max_turns > 0 && p.turn_number() > v.max_turns) result = kDraw;
  p.set_result(result);
}

Position AdaptoidGame::apply(const Position& p, const Turn& t) const {
  if (p.phase() != Phase::Play) return apply_opening(p, t);
  const Colour mover = p.side();
  Position q = p;
  if (t.move != MoveKind::None) {
    apply_move(q, {t.move, t.from, t.to});
    if (variant_->win_check == WinCheck::Immediate && decide(q, mover, false) != kOngoing) {
      finish_turn(q, mover, false);
      return q;
    }
  }
  switch (t.grow) {
    case GrowKind::Create:
      q.put(t.grow_cell, ap::make(mover, 0, 0));
      break;
    case GrowKind::Leg:
      q.put(t.grow_cell, ap::with_leg(q.at(t.grow_cell)));
      break;
    case GrowKind::Pincer:
      q.put(t.grow_cell, ap::with_pincer(q.at(t.grow_cell)));
      break;
    case GrowKind::None:
      break;
  }
  starve(q, mover);
  finish_turn(q, mover, t.grow == GrowKind::None);
  return q;
}

Status AdaptoidGame::status(const Position& p) const {
  if (p.result() == kOngoing) return {};
  if (p.result() == kDraw) return {true, std::nullopt};
  return {true, static_cast<Colour>(p.result())};
}

void AdaptoidGame::decide_result(Position& p) const {
  const Variant& v = *variant_;
  if (p.phase() != Phase::Play) {  // A21, A22: nothing can end the game before White's first turn
    p.set_result(kOngoing);
    return;
  }
  uint8_t result = decide(p, v.previous(p.side()), false);
  if (result == kOngoing && v.max_turns > 0 && p.turn_number() > v.max_turns) result = kDraw;
  p.set_result(result);
}

// --- Why a turn is not legal --------------------------------------------------------------------

std::string AdaptoidGame::explain_illegal(const Position& p, const Turn& t) const {
  const Variant& v = *variant_;
  const Board& b = v.board;
  const Colour mover = p.side();
  const std::string who(colour_name(mover));
  if (p.phase() != Phase::Play || t.is_opening()) return explain_opening(p, t);
  if (status(p).over) return "the game is over";
  if (t.move != MoveKind::None && t.move != MoveKind::Step && t.move != MoveKind::Attack)
    return "not an Adaptoid turn";

  Position after = p;
  if (t.move != MoveKind::None) {
    const std::string from = b.name(t.from), to = b.name(t.to);
    const Piece x = p.at(t.from), target = p.at(t.to);
    if (x == kEmpty || ap::colour(x) != mover) return from + " holds no " + who + " adaptoid";
    if (ap::legs(x) == 0) return "the adaptoid on " + from + " has no legs, so it cannot move (A5)";
    if (t.from == t.to)
      return from + "-" + to +
             " goes nowhere: a move's destination differs from its origin (A18; not moving is " +
             "a turn of its grow alone, A4)";
    if (t.move == MoveKind::Step && target != kEmpty)
      return to + " is not empty" +
             (ap::colour(target) != mover ? "; write " + from + "x" + to + " to attack it" : std::string());
    if (t.move == MoveKind::Attack) {
      if (target == kEmpty) return to + " is empty; write " + from + "-" + to + " to move there";
      if (ap::colour(target) == mover) return to + " holds a " + who + " adaptoid, not an enemy";
      if (!is_enemy_target(mover, ap::colour(target)))
        return std::string(colour_name(ap::colour(target))) + " is not " + who +
               "'s prey (attack = prey-only, T4)";
      if (v.attacker_needs_pincer && ap::pincers(x) == 0)
        return "an adaptoid with no pincers cannot attack (A6)";
      if (!v.suicide_attacks && ap::pincers(x) < ap::pincers(target))
        return "the defender has more pincers and suicide attacks are off (A7)";
    }
    std::vector<Move> options;
    moves(p, options);
    const bool reachable = std::any_of(options.begin(), options.end(), [&](const Move& m) {
      return m.kind == t.move && m.from == t.from && m.to == t.to;
    });
    if (!reachable)
      return to + " is out of reach: the adaptoid on " + from + " has " + std::to_string(ap::legs(x)) +
             (ap::legs(x) == 1 ? " leg" : " legs") +
             ", and every step but the last must enter an empty cell (A5)";
    apply_move(after, {t.move, t.from, t.to});
    if (v.win_check == WinCheck::Immediate && decide(after, mover, false) != kOngoing &&
        t.grow != GrowKind::None)
      return "this move ends the game (win_check = immediate, A14), so no grow follows it";
  }

  std::vector<Turn> possible;
  grows(after, mover, possible, t);
  if (t.grow == GrowKind::None)
    return possible.empty() ? "not a legal turn in this position"
                            : "a grow is required: create an adaptoid or add a leg or a pincer (A4, A11)";
  const std::string when = t.move == MoveKind::None ? "" : " after the move";
  if (possible.empty())
    return "no grow is possible" + when + " (A11): write " +
           (t.move == MoveKind::None ? "pass" : "the move alone");
  const std::string cell = b.name(t.grow_cell);
  const Supply left = supply(after, mover);
  const Piece x = after.at(t.grow_cell);
  if (t.grow == GrowKind::Create) {
    if (x != kEmpty) return cell + " is not empty" + when;
    if (left.adaptoids <= 0) return "no " + who + " adaptoid is left in the supply (A3)";
    return cell + " is not next to a " + who + " adaptoid" + when + " (A10)";
  }
  if (x == kEmpty || ap::colour(x) != mover) return cell + " holds no " + who + " adaptoid" + when;
  if (ap::limbs(x) >= v.max_extremities)
    return "the adaptoid on " + cell + " already has " + std::to_string(ap::limbs(x)) +
           " limbs, the most allowed (A9)";
  if (t.grow == GrowKind::Leg && left.legs <= 0) return "no " + who + " leg is left in the supply (A3)";
  if (t.grow == GrowKind::Pincer && left.pincers <= 0)
    return "no " + who + " pincer is left in the supply (A3)";
  return "not a legal turn in this position";
}

// A21, A22: the opening's turns only in their phase, and only there.
std::string AdaptoidGame::explain_opening(const Position& p, const Turn& t) const {
  if (p.phase() == Phase::Placement)
    return "the first turn places one bare adaptoid of each colour: '+<white's cell> +<black's cell>' (A21)";
  if (p.phase() == Phase::Choice)
    return "the second player chooses colours first: 'keep' (the first player plays White) or 'swap' (A22)";
  if (!variant_->has_placement_opening())
    return variant_->name + " has the fixed start: there is no placement or colour choice (A2)";
  return t.move == MoveKind::Place ? "the adaptoids are placed already (A21)"
                                   : "the colours are chosen already (A22)";
}

}  // namespace adaptoid
