// Canonical keys for puzzle duplicates (puzzle_canonical.hpp).
#include <adaptoid/puzzle/puzzle_canonical.hpp>

namespace adaptoid {

namespace {

Piece recolour(const Variant& v, Piece x, bool swap) {
  if (x == kEmpty || !swap) return x;
  if (v.is_adaptoid())
    return adaptoid_piece::make(1 - adaptoid_piece::colour(x), adaptoid_piece::legs(x),
                                adaptoid_piece::pincers(x));
  return stone::make(1 - stone::colour(x));
}

}  // namespace

std::string canonical_puzzle_key(const Variant& v, const Position& p) {
  const int n = v.board.size();
  // Exchanging the colours is a symmetry of the rules only with two players and no turn cap
  // (A17 reads the turn number); the swap phase is Black's alone.
  const bool colours_too = v.players == 2 && v.max_turns == 0 && !p.swap_pending();
  std::string best;
  for (const Symmetry& s : v.board.symmetries())
    for (int swap = 0; swap <= (colours_too ? 1 : 0); ++swap) {
      std::string key(static_cast<std::size_t>(n) + 4, '\0');
      for (int i = 0; i < n; ++i) key[s[i]] = static_cast<char>(recolour(v, p.at(i), swap));
      const Colour side = swap ? 1 - p.side() : p.side();
      key[n] = static_cast<char>(side);
      key[n + 1] = static_cast<char>(p.lost(swap ? 1 : 0));
      key[n + 2] = static_cast<char>(p.lost(swap ? 0 : 1));
      key[n + 3] = static_cast<char>(p.swap_pending());
      if (best.empty() || key < best) best = key;
    }
  return best;
}

}  // namespace adaptoid
