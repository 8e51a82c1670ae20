#include <adaptoid/core/opening_notation.hpp>

#include <array>

namespace adaptoid {

namespace ap = adaptoid_piece;

// A21, A22: the placement is the first player's (w) on the empty board; the choice is the second
// player's (b), with one bare adaptoid of each colour on the board.
std::string check_opening_position(const Variant& v, const Position& p, bool placing, Colour mover) {
  if (!v.has_placement_opening()) return v.name + " has the fixed start, no placement opening";
  if (mover != (placing ? 0 : 1))
    return placing ? "the placement is the first player's turn, so the side to move must be 'w'"
                   : "the colour choice is the second player's, so the side to move must be 'b'";
  std::array<int, 2> bare{};
  for (int i = 0; i < v.board.size(); ++i) {
    const Piece x = p.at(i);
    if (x == kEmpty) continue;
    if (placing) return "the board must be empty before the placement";
    if (ap::colour(x) > 1 || ap::limbs(x) != 0)
      return "the adaptoid on " + v.board.name(i) + " is not bare; the placed adaptoids have no limbs";
    ++bare[ap::colour(x)];
  }
  if (!placing && (bare[0] != 1 || bare[1] != 1))
    return "the board must hold exactly one bare white and one bare black adaptoid";
  return "";
}

namespace {
Result<int> placed_cell(const Variant& v, std::string_view whole, std::string_view name) {
  const std::string turn = "turn '" + std::string(whole) + "': ";
  if (!parse_coord(name)) return fail(turn + "'" + std::string(name) + "' is not a cell name (like d4)");
  auto cell = v.board.index(name);
  if (!cell) return fail(turn + std::string(name) + " is not a cell of the board");
  return *cell;
}
}  // namespace

Result<Turn> parse_placement_turn(const Variant& v, std::string_view whole, std::string_view white,
                                  std::string_view black) {
  auto w = placed_cell(v, whole, white);
  if (!w) return w.failure();
  auto b = placed_cell(v, whole, black);
  if (!b) return b.failure();
  if (*w == *b)
    return fail("turn '" + std::string(whole) + "': both adaptoids on " + std::string(white) +
                "; one a cell (A21)");
  return Turn{MoveKind::Place, GrowKind::None, static_cast<uint8_t>(*w), static_cast<uint8_t>(*b), 0};
}

}  // namespace adaptoid
