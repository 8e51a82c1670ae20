#pragma once
// The successors of classes of positions, canonicalised on several threads: the costly step of
// every folded pass (the one-pass solver's expansion, and the tiered solve's forward and backward
// passes, which generate a tier's children again rather than store its edges on disk).
#include <adaptoid/fast/fast_adaptoid_game.hpp>
#include <adaptoid/solving/retro/class_index.hpp>
#include <adaptoid/solving/retro/class_propagate.hpp>

#include <array>
#include <atomic>
#include <span>
#include <stdexcept>

namespace adaptoid {

// The winner of a position counted from its mover in turn order, or kNoWinner.
inline uint8_t winner_from_mover(const Variant& v, const Status& st, Colour mover) {
  if (!st.winner) return kNoWinner;
  const auto place = [&](Colour c) {
    return std::find(v.turn_order.begin(), v.turn_order.end(), c) - v.turn_order.begin();
  };
  return static_cast<uint8_t>((place(*st.winner) - place(mover) + v.players) % v.players);
}

// Calls visit(thread, i, winner, kids, kid_codes) for each class i of [begin, end) of `codes`,
// split over `threads` threads in order (in_slices): `winner` is the winner counted from the
// mover (kNoWinner while the game goes on), `kids` the position after each legal turn (none once
// the game is over), `kid_codes` their canonical codes. A class's questions pass to its children
// relative to the mover, which needs the next mover to be the next in turn order (canonical
// representatives may permute colours): a turn that skips a player throws std::logic_error.
template <class Visit>
void visit_children(const FastAdaptoidGame& game, const EnumerationCodec& codec, const Code* codes,
                    size_t begin, size_t end, int threads, Visit&& visit) {
  const Variant& v = game.variant();
  const int players = v.players;
  std::array<uint8_t, kMaxAdaptoidPlayers> rank{};
  for (int i = 0; i < players; ++i) rank[v.turn_order[i]] = static_cast<uint8_t>(i);
  std::atomic<bool> skips{false};
  in_slices(begin, end, threads, [&](size_t from, size_t to, int t) {
    std::vector<FastAdaptoidState> kids;
    std::vector<Code> kid_codes;
    for (size_t i = from; i < to; ++i) {
      const FastAdaptoidState s = codec.decode_adaptoid(codes[i]);
      const Status st = game.status(s);
      const int m = rank[s.side];
      const uint8_t winner = winner_from_mover(v, st, s.side);
      kids.clear(), kid_codes.clear();
      if (!st.over) game.children(s, kids);
      for (const auto& k : kids) {
        if (rank[k.side] != (m + 1) % players) skips = true;
        kid_codes.push_back(codec.canonical(k));
      }
      visit(t, i, winner, std::span<const FastAdaptoidState>(kids), std::span<const Code>(kid_codes));
    }
  });
  if (skips) throw std::logic_error("solve: a turn that skips a player");
}

}  // namespace adaptoid
