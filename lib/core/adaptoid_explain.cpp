// Why a turn is not legal in an Adaptoid-family position: one line that names the rule.
#include <adaptoid/core/adaptoid_game.hpp>

#include <algorithm>

namespace adaptoid {

namespace ap = adaptoid_piece;

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
