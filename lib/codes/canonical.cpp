// The symmetry group of a variant (see canonical.hpp).
#include <adaptoid/codes/canonical.hpp>

#include <adaptoid/core/game.hpp>

#include <algorithm>
#include <numeric>

namespace adaptoid {

namespace {

Piece recoloured(AdaptoidTag /*game*/, Piece x, const std::array<Colour, kMaxPlayers>& sigma) {
  return adaptoid_piece::make(sigma[adaptoid_piece::colour(x)], adaptoid_piece::legs(x),
                              adaptoid_piece::pincers(x));
}
Piece recoloured(QuantumLeapTag /*game*/, Piece x, const std::array<Colour, kMaxPlayers>& sigma) {
  return stone::make(sigma[stone::colour(x)]);
}

// The rules do not tell sigma's colours apart: same turn order (up to the rotation sigma makes),
// same hunting (T2), and no turn cap.
bool rules_symmetric(const Variant& v, const std::array<Colour, kMaxPlayers>& sigma) {
  bool identity = true;
  for (Colour c = 0; c < v.players; ++c) identity = identity && sigma[c] == c;
  if (identity) return true;
  if (v.max_turns > 0) return false;
  for (Colour c = 0; c < v.players; ++c) {
    if (v.next(sigma[c]) != sigma[v.next(c)]) return false;
    if (family_traits(v).hunting && v.players == 3 && v.prey[sigma[c]] != sigma[v.prey[c]]) return false;
  }
  return true;
}

}  // namespace

Piece recoloured(const Variant& v, Piece x, const std::array<Colour, kMaxPlayers>& sigma) {
  if (x == kEmpty) return x;
  return visit_family(v, [&](auto game) { return recoloured(game, x, sigma); });
}

std::vector<GroupElement> symmetry_group(const Variant& v, const Position& start) {
  std::vector<GroupElement> group;
  std::array<Colour, kMaxPlayers> sigma{};
  std::iota(sigma.begin(), sigma.end(), 0);
  std::vector<Colour> perm(v.players);
  std::iota(perm.begin(), perm.end(), 0);
  const int n = v.board.size();
  do {
    for (Colour c = 0; c < v.players; ++c) sigma[c] = perm[c];
    if (!rules_symmetric(v, sigma)) continue;
    for (const Symmetry& s : v.board.symmetries()) {
      bool maps = true;
      for (int i = 0; i < n && maps; ++i) maps = start.at(s[i]) == recoloured(v, start.at(i), sigma);
      if (maps) group.push_back({s, sigma});
    }
  } while (std::next_permutation(perm.begin(), perm.end()));
  // The identity first (the board lists its identity first; the colour identity comes first).
  return group;
}

}  // namespace adaptoid
