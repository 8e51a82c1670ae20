#pragma once
// Cells of the hex grid in the notation's axial coordinates: column letter a.. and row 1..
// The six neighbours of (c, r) are (c±1, r), (c, r±1), (c+1, r+1) and (c−1, r−1).
#include <array>
#include <compare>
#include <optional>
#include <string>
#include <string_view>

namespace adaptoid {

struct Coord {
  int c = 0;  // column: a = 1
  int r = 0;  // row: 1 = lowest
  friend auto operator<=>(const Coord&, const Coord&) = default;
  Coord operator+(Coord o) const { return {c + o.c, r + o.r}; }
  Coord operator*(int k) const { return {c * k, r * k}; }
};

// The six directions, in a fixed order; kDirections[d] and kDirections[(d + 3) % 6] are opposite.
inline constexpr std::array<Coord, 6> kDirections = {Coord{1, 0},  Coord{1, 1},   Coord{0, 1},
                                                     Coord{-1, 0}, Coord{-1, -1}, Coord{0, -1}};

inline constexpr int kMaxColumns = 26;  // a..z
inline constexpr int kMaxRows = 99;

// "d4" or "D4" -> {4, 4}; nullopt for anything that is not a letter a-z (either case) followed by
// a row 1..99.
std::optional<Coord> parse_coord(std::string_view text);
std::string coord_name(Coord cell);

// The twelve symmetries of the hex grid about the origin: six rotations, six reflections.
Coord transform(Coord cell, int symmetry);
inline constexpr int kGridSymmetries = 12;

}  // namespace adaptoid
