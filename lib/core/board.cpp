#include <adaptoid/core/board.hpp>

#include <fmt/format.h>
#include <algorithm>
#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/connected_components.hpp>

namespace adaptoid {

namespace {
int lookup_slot(Coord p) {
  if (p.c < 1 || p.c > kMaxColumns || p.r < 1 || p.r > kMaxRows) return -1;
  return (p.c - 1) * kMaxRows + (p.r - 1);
}

int count_components(const std::vector<BoardCell>& cells, const Board& board) {
  using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS>;
  Graph graph(cells.size());
  for (int i = 0; i < static_cast<int>(cells.size()); ++i)
    for (int d = 0; d < 3; ++d)  // each edge once
      if (int j = board.neighbour(i, d); j != kNoCell) boost::add_edge(i, j, graph);
  std::vector<int> component(cells.size());
  return boost::connected_components(graph, component.data());
}
}  // namespace

std::vector<BoardCell> Board::hexagon(int side) {
  std::vector<BoardCell> cells;
  for (int c = 1; c <= 2 * side - 1; ++c)
    for (int r = 1; r <= 2 * side - 1; ++r)
      if (std::abs(c - r) <= side - 1) cells.push_back({{c, r}, 1});
  return cells;
}

int Board::index(Coord coord) const {
  int slot = lookup_slot(coord);
  return slot < 0 ? kNoCell : lookup_[slot];
}

std::optional<int> Board::index(std::string_view name) const {
  auto coord = parse_coord(name);
  if (!coord) return std::nullopt;
  int i = index(*coord);
  if (i == kNoCell) return std::nullopt;
  return i;
}

bool Board::operator==(const Board& o) const {
  if (size() != o.size()) return false;
  for (int i = 0; i < size(); ++i)
    if (cells_[i].coord != o.cells_[i].coord || cells_[i].height != o.cells_[i].height) return false;
  return true;
}

Result<Board> Board::make(std::vector<BoardCell> cells) {
  if (cells.empty()) return fail("the board has no cells");
  if (static_cast<int>(cells.size()) > kMaxCells)
    return fail(fmt::format("the board has {} cells, at most {} are supported", cells.size(), kMaxCells));
  std::sort(cells.begin(), cells.end(),
            [](const BoardCell& a, const BoardCell& b) { return a.coord < b.coord; });
  Board board;
  board.lookup_.assign(kMaxColumns * kMaxRows, kNoCell);
  for (int i = 0; i < static_cast<int>(cells.size()); ++i) {
    const BoardCell& cell = cells[i];
    int slot = lookup_slot(cell.coord);
    if (slot < 0)
      return fail(
          fmt::format("cell ({}, {}) is outside columns a-z and rows 1-99", cell.coord.c, cell.coord.r));
    if (board.lookup_[slot] != kNoCell) return fail("cell " + coord_name(cell.coord) + " is listed twice");
    if (cell.height < 1)
      return fail(fmt::format("cell {} has height {}", coord_name(cell.coord), cell.height));
    if (cell.height > 2)
      return fail(fmt::format("cell {} is a stack of {} discs; a stack holds at most 2",
                              coord_name(cell.coord), cell.height));
    board.lookup_[slot] = i;
  }
  board.cells_ = std::move(cells);
  const int n = board.size();

  board.neighbours_.assign(n * 6, kNoCell);
  board.rays_.assign(n * 6 * kMaxLeap, kNoCell);
  for (int i = 0; i < n; ++i)
    for (int d = 0; d < 6; ++d) {
      Coord from = board.cells_[i].coord;
      board.neighbours_[i * 6 + d] = static_cast<int16_t>(board.index(from + kDirections[d]));
      for (int k = 1; k <= kMaxLeap; ++k)
        board.rays_[(i * 6 + d) * kMaxLeap + k - 1] =
            static_cast<int16_t>(board.index(from + kDirections[d] * k));
    }

  for (int i = 0; i < n; ++i) {
    if (board.columns_.empty() || board.columns_.back().c != board.cells_[i].coord.c)
      board.columns_.push_back({board.cells_[i].coord.c, i, 0});
    ++board.columns_.back().count;
  }

  if (int parts = count_components(board.cells_, board); parts > 1)
    return fail(fmt::format("the board is not connected: its cells fall into {} separate groups", parts));

  // Symmetries: transform every cell, then translate so the smallest images line up.
  const Coord smallest = board.cells_.front().coord;
  for (int s = 0; s < kGridSymmetries; ++s) {
    std::vector<Coord> image(n);
    for (int i = 0; i < n; ++i) image[i] = transform(board.cells_[i].coord, s);
    Coord shift = smallest + (*std::min_element(image.begin(), image.end())) * -1;
    Symmetry perm(n);
    bool maps = true;
    for (int i = 0; i < n && maps; ++i) {
      int j = board.index(image[i] + shift);
      maps = j != kNoCell && board.cells_[j].height == board.cells_[i].height;
      perm[i] = j;
    }
    if (maps &&
        std::find(board.symmetries_.begin(), board.symmetries_.end(), perm) == board.symmetries_.end())
      board.symmetries_.push_back(std::move(perm));
  }
  if (board.symmetries_.size() > 1) {
    std::vector<int> fixed;
    for (int i = 0; i < n; ++i)
      if (std::all_of(board.symmetries_.begin(), board.symmetries_.end(),
                      [i](const Symmetry& s) { return s[i] == i; }))
        fixed.push_back(i);
    if (fixed.size() == 1) board.centre_ = fixed.front();
  }
  return board;
}

}  // namespace adaptoid
