// FastQuantumLeapGame::count_two_plies: the captures available after each capture, summed,
// without making the captures (perft's last two plies).
//
// Counting the replies of one child from scratch costs a pass over all the opponent's stones.
// But a capture from -> to changes little for the opponent o (the next player):
//   - `from` stops being a target (it empties);
//   - when the captured stone was o's: `to` becomes a target, that stone's own captures go, and
//     its friendly neighbours lose one neighbour, so their leap length changes (Q4).
// So the parent's reply count is computed once, with each o stone's contribution and the sets
// S[k] of o stones with exactly k friendly neighbours; each child then recounts only the few
// stones next to `to`, and corrects the others by how many of them land on `from` or `to`. A
// stone k away lands on x exactly when x is k away from it (the lines run both ways), so that
// is popcount(leap[x][k] & S[k]) per k.
#include <adaptoid/fast/fast_quantum_leap_game.hpp>

namespace adaptoid {

uint64_t FastQuantumLeapGame::count_two_plies(const State& s) const {
  if (s.swap_pending) {  // the swap is a ply of its own kind: count the children one by one
    std::vector<State> kids;
    children(s, kids);
    uint64_t total = 0;
    for (const State& k : kids) total += count_turns(k);
    return total;
  }
  const Colour mover = s.side, replier = next_[s.side];
  const Bitboard all = s.all_stones();
  const Bitboard own = s.stones[mover], enemy = all & ~own;
  const Bitboard theirs = s.stones[replier], their_enemy = all & ~theirs;

  std::array<uint8_t, kMaxBitboardCells> contribution{};
  std::array<Bitboard, kMaxLeap + 1> with_k{};  // S[k]
  int64_t base = 0;
  for_each_cell(theirs, [&](int cell) {
    const int k = popcount(masks_.neighbours[cell] & theirs);
    with_k[k] |= bit(cell);
    contribution[cell] = static_cast<uint8_t>(popcount(leap_[cell][k] & their_enemy));
    base += contribution[cell];
  });
  int kmax = kMaxLeap;
  while (kmax > 0 && with_k[kmax] == 0) --kmax;

  uint64_t total = 0;
  for_each_cell(own, [&](int from) {
    const Bitboard targets = leap_[from][popcount(masks_.neighbours[from] & own)] & enemy;
    for_each_cell(targets, [&](int to) {
      const bool took_theirs = (theirs & bit(to)) != 0;
      const Bitboard theirs_after = theirs & ~bit(to);
      const Bitboard their_enemy_after = (all & ~bit(from)) & ~theirs_after;
      int64_t count = base;
      Bitboard recount = 0;
      if (took_theirs) {
        count -= contribution[to];
        recount = masks_.neighbours[to] & theirs_after;
      }
      for_each_cell(recount, [&](int cell) {
        count -= contribution[cell];
        count += popcount(leap_[cell][popcount(masks_.neighbours[cell] & theirs_after)] & their_enemy_after);
      });
      const Bitboard unchanged = ~recount & ~bit(to);
      for (int k = 1; k <= kmax; ++k) {
        const Bitboard stones = with_k[k] & unchanged;
        count -= popcount(leap_[from][k] & stones);
        if (took_theirs) count += popcount(leap_[to][k] & stones);
      }
      total += static_cast<uint64_t>(count);
    });
  });
  return total;
}

}  // namespace adaptoid
