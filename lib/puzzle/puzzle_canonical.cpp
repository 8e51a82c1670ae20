// Canonical keys for puzzle duplicates (puzzle_canonical.hpp).
#include <adaptoid/core/game.hpp>
#include <adaptoid/puzzle/puzzle_canonical.hpp>

#include <algorithm>

namespace adaptoid {

namespace {

Piece recolour(const Variant& v, Piece x, bool swap) {
  if (x == kEmpty || !swap) return x;
  if (family_traits(v).grows_limbs)
    return adaptoid_piece::make(1 - adaptoid_piece::colour(x), adaptoid_piece::legs(x),
                                adaptoid_piece::pincers(x));
  return stone::make(1 - stone::colour(x));
}

// Every image of p under the group, as bytes: the board's cells, then the side to move, the
// losses and the swap phase.
std::vector<std::string> puzzle_images(const Variant& v, const Position& p) {
  const int n = v.board.size();
  // Exchanging the colours is a symmetry of the rules only with two players and no turn cap
  // (A17 reads the turn number); the swap phase is Black's alone.
  const bool colours_too = v.players == 2 && v.max_turns == 0 && !p.swap_pending();
  std::vector<std::string> images;
  for (const Symmetry& s : v.board.symmetries())
    for (int swap = 0; swap <= (colours_too ? 1 : 0); ++swap) {
      std::string& key = images.emplace_back(static_cast<std::size_t>(n) + 4, '\0');
      for (int i = 0; i < n; ++i) key[s[i]] = static_cast<char>(recolour(v, p.at(i), swap));
      const Colour side = swap ? 1 - p.side() : p.side();
      key[n] = static_cast<char>(side);
      key[n + 1] = static_cast<char>(p.lost(swap ? 1 : 0));
      key[n + 2] = static_cast<char>(p.lost(swap ? 0 : 1));
      key[n + 3] = static_cast<char>(p.swap_pending());
    }
  return images;
}

// Whether two images are the same but for at most `cells` cells of the board.
bool near(const std::string& a, const std::string& b, std::size_t board, int cells) {
  if (a.compare(board, std::string::npos, b, board, std::string::npos) != 0) return false;
  int differ = 0;
  for (std::size_t i = 0; i < board && differ <= cells; ++i) differ += a[i] != b[i];
  return differ <= cells;
}

}  // namespace

std::string canonical_puzzle_key(const Variant& v, const Position& p) {
  const std::vector<std::string> images = puzzle_images(v, p);
  return *std::min_element(images.begin(), images.end());
}

std::optional<std::size_t> PuzzleMemory::repeat_of(const Position& p) const {
  const std::vector<std::string> images = puzzle_images(v_, p);
  const auto board = static_cast<std::size_t>(v_.board.size());
  for (const auto& [key, id] : taken_)
    for (const std::string& image : images)
      if (near(image, key, board, near_cells())) return id;
  return std::nullopt;
}

}  // namespace adaptoid
