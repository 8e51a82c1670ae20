// Quantum Leap's rules (specs/rules.md Q): the start, the turns, their effect and the end; then why
// a turn is not legal, in one line that names the rule.
#include <adaptoid/core/notation.hpp>
#include <adaptoid/core/quantum_leap_game.hpp>
#include <adaptoid/util/random.hpp>

#include <cassert>

namespace adaptoid {

QuantumLeapGame::QuantumLeapGame(VariantPtr variant) : variant_(std::move(variant)) {
  assert(variant_->family == kFamily.family);
}

Position QuantumLeapGame::start(uint64_t seed) const {
  const Variant& v = *variant_;
  const Board& board = v.board;
  Position p;
  if (v.setup) {
    auto placement = parse_placement(v, *v.setup);
    assert(placement.ok());  // the loader checked it
    for (int i = 0; i < board.size(); ++i) p.put(i, placement.value()[i]);
  } else {
    // Q2: the empty cells go anywhere but the centre; the stones fill the rest at random.
    SplitMix64 rng(seed);
    const int empties = board.size() - v.stones * v.players;
    std::vector<int> candidates;
    for (int i = 0; i < board.size(); ++i)
      if (!(board.centre() && *board.centre() == i)) candidates.push_back(i);
    rng.shuffle(candidates);
    std::vector<bool> empty(board.size(), false);
    for (int i = 0; i < empties; ++i) empty[candidates[i]] = true;
    std::vector<Piece> stones;
    for (Colour c = 0; c < v.players; ++c) stones.insert(stones.end(), v.stones, stone::make(c));
    rng.shuffle(stones);
    size_t next = 0;
    for (int i = 0; i < board.size(); ++i)
      if (!empty[i]) p.put(i, stones[next++]);
  }
  if (v.swap) {
    p.set_side(1);  // Q3: Black decides the swap before White's first move
    p.set_swap_pending(true);
  } else {
    p.set_side(v.turn_order.front());
  }
  return p;
}

int QuantumLeapGame::friendly_neighbours(const Position& p, int cell) const {
  const Board& board = variant_->board;
  int k = 0;
  for (int d = 0; d < 6; ++d)
    if (int n = board.neighbour(cell, d); n != kNoCell && p.at(n) == p.at(cell)) ++k;
  return k;
}

// Q4: a stone with k >= 1 friendly neighbours leaps exactly k cells onto an enemy stone.
template <class Visit>
void QuantumLeapGame::for_each_capture(const Position& p, Visit&& visit) const {
  const Board& board = variant_->board;
  const Piece own = stone::make(p.side());
  for (int from = 0; from < board.size(); ++from) {
    if (p.at(from) != own) continue;
    const int k = friendly_neighbours(p, from);
    if (k == 0) continue;
    for (int d = 0; d < 6; ++d) {
      const int to = board.ray(from, d, k);
      if (to != kNoCell && p.at(to) != kEmpty && p.at(to) != own)
        if (!visit(from, to)) return;
    }
  }
}

bool QuantumLeapGame::can_capture(const Position& p) const {
  bool any = false;
  for_each_capture(p, [&](int, int) { return !(any = true); });
  return any;
}

void QuantumLeapGame::legal_turns(const Position& p, std::vector<Turn>& out) const {
  out.clear();
  if (p.swap_pending()) {
    out.push_back({MoveKind::DeclineSwap, GrowKind::None, 0, 0, 0});
    const int n = variant_->board.size();
    for (int a = 0; a < n; ++a)
      for (int b = a + 1; b < n; ++b)
        if (p.at(a) != kEmpty && p.at(b) != kEmpty && p.at(a) != p.at(b))
          out.push_back(
              {MoveKind::Swap, GrowKind::None, static_cast<CellIndex>(a), static_cast<CellIndex>(b), 0});
    return;
  }
  for_each_capture(p, [&](int from, int to) {
    out.push_back(
        {MoveKind::Leap, GrowKind::None, static_cast<CellIndex>(from), static_cast<CellIndex>(to), 0});
    return true;
  });
}

Position QuantumLeapGame::apply(const Position& p, const Turn& t) const {
  const Variant& v = *variant_;
  Position q = p;
  if (t.move == MoveKind::Swap || t.move == MoveKind::DeclineSwap) {
    if (t.move == MoveKind::Swap) {
      const Piece a = q.at(t.from);
      q.put(t.from, q.at(t.to));
      q.put(t.to, a);
    }
    q.set_swap_pending(false);
    q.set_side(v.turn_order.front());  // the turn number stays at 1
    return q;
  }
  q.put(t.to, q.at(t.from));
  q.put(t.from, kEmpty);
  if (v.order_index(p.side()) == v.players - 1) q.set_turn_number(q.turn_number() + 1);
  q.set_side(v.next(p.side()));
  return q;
}

Status QuantumLeapGame::status(const Position& p) const {
  if (p.swap_pending() || can_capture(p)) return {};
  return {true, variant_->previous(p.side())};  // Q5
}

// --- Why a turn is not legal --------------------------------------------------------------------

std::string QuantumLeapGame::explain_illegal(const Position& p, const Turn& t) const {
  const Board& b = variant_->board;
  const std::string who(colour_name(p.side()));
  if (status(p).over) return "the game is over: " + who + " cannot capture (Q5)";
  const bool swap_turn = t.move == MoveKind::Swap || t.move == MoveKind::DeclineSwap;
  if (swap_turn && !p.swap_pending())
    return "the swap is Black's decision before White's first move only (Q3)";
  if (!swap_turn && p.swap_pending()) return "Black must first swap two stones or decline with '-' (Q3)";
  if (t.move == MoveKind::Swap) {
    for (int cell : {t.from, t.to})
      if (p.at(cell) == kEmpty) return b.name(cell) + " holds no stone";
    return b.name(t.from) + " and " + b.name(t.to) +
           " hold stones of one colour: exchanging them changes nothing (Q3)";
  }
  if (t.move != MoveKind::Leap) return "not a Quantum Leap turn";
  const std::string from = b.name(t.from), to = b.name(t.to);
  if (p.at(t.from) != stone::make(p.side())) return from + " holds no " + who + " stone";
  const int k = friendly_neighbours(p, t.from);
  if (k == 0) return "the stone on " + from + " has no friendly neighbour, so it cannot leap (Q4)";
  if (p.at(t.to) == kEmpty || p.at(t.to) == p.at(t.from)) return to + " holds no enemy stone (Q4)";
  return "the stone on " + from + " has " + std::to_string(k) + " friendly neighbour" + (k > 1 ? "s" : "") +
         ", so it leaps exactly " + std::to_string(k) + " cell" + (k > 1 ? "s" : "") +
         " in a straight line, and " + to + " is not such a cell (Q4)";
}

}  // namespace adaptoid
