// FastQuantumLeapGame: every rule mirrors quantum_leap_game.cpp, with the same rule numbers.
#include <adaptoid/fast/fast_quantum_leap_game.hpp>

#include <cassert>

namespace adaptoid {

FastQuantumLeapGame::FastQuantumLeapGame(VariantPtr variant) : FastGameBase(std::move(variant)) {
  for (int cell = 0; cell < masks_.cells; ++cell)
    for (int k = 1; k <= kMaxLeap; ++k) leap_[cell][k] = masks_.leap[cell][k - 1];
}

FastQuantumLeapState FastQuantumLeapGame::from_position(const Position& p) const {
  State s;
  for (int i = 0; i < masks_.cells; ++i)
    if (p.at(i) != kEmpty) s.stones[stone::colour(p.at(i))] |= bit(i);
  s.side = static_cast<uint8_t>(p.side());
  s.swap_pending = p.swap_pending();
  s.turn_number = static_cast<uint32_t>(p.turn_number());
  return s;
}

Position FastQuantumLeapGame::to_position(const State& s) const {
  Position p;
  for (Colour c = 0; c < variant_->players; ++c)
    for_each_cell(s.stones[c], [&](int cell) { p.put(cell, stone::make(c)); });
  p.set_side(s.side);
  p.set_swap_pending(s.swap_pending);
  p.set_turn_number(s.turn_number);
  return p;
}

// Q5: over when the player to move cannot capture; the player before them wins.
Status FastQuantumLeapGame::status(const State& s) const {
  if (s.swap_pending || count_turns(s) > 0) return {};
  return {true, variant_->previous(s.side)};
}

void FastQuantumLeapGame::legal_turns(const State& s, std::vector<Turn>& out) const {
  out.clear();
  if (s.swap_pending) {  // Q3: decline first, then every pair of stones of different colours
    out.push_back({MoveKind::DeclineSwap, GrowKind::None, 0, 0, 0});
    const Bitboard all = s.all_stones();
    for_each_cell(all, [&](int a) {
      Bitboard same = 0;
      for (Bitboard b : s.stones)
        if (b & bit(a)) same = b;
      const Bitboard above = ~((bit(a) << 1) - 1);  // defined for a = 63 too
      for_each_cell(all & ~same & above, [&](int b) {
        out.push_back({MoveKind::Swap, GrowKind::None, uint8_t(a), uint8_t(b), 0});
      });
    });
    return;
  }
  // Q4, in the plain order: by origin, then by direction.
  const Board& board = variant_->board;
  const Bitboard own = s.stones[s.side];
  const Bitboard enemy = s.all_stones() & ~own;
  for_each_cell(own, [&](int from) {
    const int k = popcount(masks_.neighbours[from] & own);
    if (k == 0) return;
    for (int d = 0; d < 6; ++d)
      if (int to = board.ray(from, d, k); to != kNoCell && (enemy & bit(to)))
        out.push_back({MoveKind::Leap, GrowKind::None, uint8_t(from), uint8_t(to), 0});
  });
}

void FastQuantumLeapGame::finish_turn(State& s) const {
  if (last_in_round_[s.side]) ++s.turn_number;
  s.side = static_cast<uint8_t>(next_[s.side]);
}

FastQuantumLeapState FastQuantumLeapGame::apply(const State& s, const Turn& t) const {
  State q = s;
  if (t.move == MoveKind::Swap || t.move == MoveKind::DeclineSwap) {
    if (t.move == MoveKind::Swap)
      for (Bitboard& b : q.stones)
        if (((b >> t.from) ^ (b >> t.to)) & 1) b ^= bit(t.from) | bit(t.to);
    q.swap_pending = false;
    q.side = static_cast<uint8_t>(variant_->turn_order.front());  // the turn number stays at 1
    return q;
  }
  for (Bitboard& b : q.stones) b &= ~bit(t.to);
  q.stones[s.side] ^= bit(t.from) | bit(t.to);
  finish_turn(q);
  return q;
}

uint64_t FastQuantumLeapGame::count_turns(const State& s) const {
  if (s.swap_pending) {  // the refusal, and every pair of stones of different colours
    const uint64_t n = popcount(s.all_stones());
    uint64_t pairs = n * (n - 1) / 2;
    for (Bitboard b : s.stones) {
      const uint64_t m = popcount(b);
      pairs -= m * (m - 1) / 2;
    }
    return pairs + 1;
  }
  const Bitboard own = s.stones[s.side];
  const Bitboard enemy = s.all_stones() & ~own;
  uint64_t total = 0;
  for_each_cell(own, [&](int from) {
    total += popcount(leap_[from][popcount(masks_.neighbours[from] & own)] & enemy);
  });
  return total;
}

void FastQuantumLeapGame::children(const State& s, std::vector<State>& out) const {
  out.clear();
  if (s.swap_pending) {
    std::vector<Turn> turns;
    legal_turns(s, turns);
    for (const Turn& t : turns) out.push_back(apply(s, t));
    return;
  }
  for_each_capture(s, [&](int from, int to) {
    State& q = out.emplace_back(s);
    for (Bitboard& b : q.stones) b &= ~bit(to);
    q.stones[s.side] ^= bit(from) | bit(to);
    finish_turn(q);
  });
}

}  // namespace adaptoid
