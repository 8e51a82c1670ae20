#include <adaptoid/core/hex.hpp>

namespace adaptoid {

std::optional<Coord> parse_coord(std::string_view text) {
  if (text.size() < 2 || text.size() > 3) return std::nullopt;
  // A column letter in either case (the rulebooks write D4); names are printed in lower case.
  const char letter = (text[0] >= 'A' && text[0] <= 'Z') ? static_cast<char>(text[0] - 'A' + 'a') : text[0];
  if (letter < 'a' || letter > 'z') return std::nullopt;
  int row = 0;
  for (size_t i = 1; i < text.size(); ++i) {
    if (text[i] < '0' || text[i] > '9') return std::nullopt;
    row = row * 10 + (text[i] - '0');
  }
  if (text[1] == '0' || row < 1 || row > kMaxRows) return std::nullopt;
  return Coord{letter - 'a' + 1, row};
}

std::string coord_name(Coord cell) {
  return std::string(1, static_cast<char>('a' + cell.c - 1)) + std::to_string(cell.r);
}

namespace {
// A 60° rotation maps (1,0) -> (1,1) and (0,1) -> (-1,0), cycling the six directions.
Coord rotate(Coord p) {
  return {p.c - p.r, p.c};
}
// Exchanging the axes maps the neighbour set onto itself.
Coord reflect(Coord p) {
  return {p.r, p.c};
}
}  // namespace

Coord transform(Coord cell, int symmetry) {
  Coord p = symmetry >= 6 ? reflect(cell) : cell;
  for (int i = 0; i < symmetry % 6; ++i) p = rotate(p);
  return p;
}

}  // namespace adaptoid
