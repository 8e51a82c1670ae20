#pragma once
// A board: the playable cells of the hex grid, each of height 1 or 2 (a stack). Holes are simply
// not cells. Cells are indexed in placement order (column a first, each column from its lowest
// row up); neighbour lists, straight-line rays and the symmetry group are computed once.
#include <adaptoid/core/hex.hpp>
#include <adaptoid/util/result.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace adaptoid {

// The hexagon of side 13 (469 cells) is the largest whose 25 columns the letters a..z name; a
// custom board may have as many cells.
inline constexpr int kMaxCells = 469;
inline constexpr int kMaxLeap = 6;  // a Quantum Leap stone has at most 6 friendly neighbours
inline constexpr int kNoCell = -1;

struct BoardCell {
  Coord coord;
  int height = 1;
};

// A permutation of cell indices: image[i] is where cell i goes.
using Symmetry = std::vector<int>;

class Board {
 public:
  // Checks the cells (distinct, heights 1..2, at most kMaxCells, connected) and builds the tables.
  // Errors name the cell; the caller adds where the board came from.
  static Result<Board> make(std::vector<BoardCell> cells);
  // The hexagon of side n: every (c, r) with 1 <= c, r <= 2n-1 and |c - r| <= n-1.
  static std::vector<BoardCell> hexagon(int side);

  int size() const { return static_cast<int>(cells_.size()); }
  Coord coord(int cell) const { return cells_[cell].coord; }
  int height(int cell) const { return cells_[cell].height; }
  bool has_stacks() const {  // a cell of height 2 (S1)
    for (const BoardCell& c : cells_)
      if (c.height > 1) return true;
    return false;
  }
  int index(Coord coord) const;  // kNoCell when not a playable cell
  std::optional<int> index(std::string_view name) const;
  std::string name(int cell) const { return coord_name(coord(cell)); }

  // Neighbour of cell in direction d (kDirections order), or kNoCell.
  int neighbour(int cell, int d) const { return neighbours_[cell * 6 + d]; }
  // The playable cell exactly k (1..kMaxLeap) steps away in direction d, passing over anything.
  int ray(int cell, int d, int k) const { return rays_[(cell * 6 + d) * kMaxLeap + (k - 1)]; }

  // Columns in placement order with the number of playable cells in each.
  struct Column {
    int c;
    int first_cell;  // index of its lowest cell
    int count;
  };
  const std::vector<Column>& columns() const { return columns_; }

  // Every symmetry of the hex grid (with a translation) that maps the board, heights included,
  // onto itself; the identity first.
  const std::vector<Symmetry>& symmetries() const { return symmetries_; }
  // The one cell every symmetry fixes, when the board has a symmetry besides the identity.
  std::optional<int> centre() const { return centre_; }

  const std::vector<BoardCell>& cells() const { return cells_; }
  bool operator==(const Board& o) const;

 private:
  std::vector<BoardCell> cells_;
  std::vector<int> lookup_;          // (c, r) -> index, over kMaxColumns x kMaxRows
  std::vector<int16_t> neighbours_;  // two bytes: indices reach kMaxCells - 1
  std::vector<int16_t> rays_;
  std::vector<Column> columns_;
  std::vector<Symmetry> symmetries_;
  std::optional<int> centre_;
};

}  // namespace adaptoid
