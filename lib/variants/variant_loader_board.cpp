// The [board] section: a hexagon (with holes) or a custom list of cells, then the cells that
// start as stacks of two (S1, S2).
#include <adaptoid/variants/variant_loader_parts.hpp>

#include <adaptoid/core/notation.hpp>

namespace adaptoid::variant_loading {

namespace {

std::vector<BoardCell>::iterator find_cell(std::vector<BoardCell>& board, Coord c) {
  return std::find_if(board.begin(), board.end(), [c](const BoardCell& x) { return x.coord == c; });
}

}  // namespace

void Reader::read_board(Variant& v) {
  BoardSpec& spec = v.board_spec;
  spec = BoardSpec{};
  toml::table empty;
  const toml::table& b = t_.contains("board") ? table(*t_.get("board"), "board") : empty;
  check_keys(b, "[board] ", section_keys("board"));
  if (const toml::node* n = b.get("shape")) spec.shape = choice(*n, "[board] shape", {"hexagon", "custom"});

  const int default_side = family_traits(v).default_side;
  std::vector<BoardCell> board =
      spec.shape == "hexagon" ? read_hexagon(b, default_side, spec) : read_custom_cells(b, spec);
  read_stacks(b, spec, board);

  auto made = Board::make(std::move(board));
  if (!made) reject("[board]: " + made.error());
  v.board = std::move(made).value();
}

std::vector<BoardCell> Reader::read_hexagon(const toml::table& b, int default_side, BoardSpec& spec) const {
  spec.side = default_side;
  if (const toml::node* n = b.get("side"))
    spec.side = static_cast<int>(integer(*n, "[board] side", 1, kMaxSide));
  std::vector<BoardCell> board = Board::hexagon(spec.side);
  std::vector<Coord> holes;
  if (const toml::node* n = b.get("holes")) holes = cells(*n, "[board] holes");
  for (size_t i = 0; i < holes.size(); ++i) {
    const std::string name = coord_name(holes[i]);
    if (std::find(holes.begin(), holes.begin() + i, holes[i]) != holes.begin() + i)
      reject("[board] holes: cell " + name + " is listed twice");
    auto at = find_cell(board, holes[i]);
    if (at == board.end())
      reject("[board] holes: cell " + name + " is not on the board (the hexagon of side " +
             std::to_string(spec.side) + ")");
    board.erase(at);
  }
  std::sort(holes.begin(), holes.end());
  for (Coord c : holes) spec.holes.push_back(coord_name(c));
  return board;
}

std::vector<BoardCell> Reader::read_custom_cells(const toml::table& b, BoardSpec& spec) const {
  const toml::node* n = b.get("cells");
  if (!n) reject("[board] cells: missing; shape \"custom\" lists its playable cells in cells");
  std::vector<Coord> list = cells(*n, "[board] cells");
  std::vector<BoardCell> board;
  for (size_t i = 0; i < list.size(); ++i) {
    if (std::find(list.begin(), list.begin() + i, list[i]) != list.begin() + i)
      reject("[board] cells: cell " + coord_name(list[i]) + " is listed twice");
    board.push_back({list[i], 1});
  }
  std::sort(list.begin(), list.end());
  for (Coord c : list) spec.cells.push_back(coord_name(c));
  return board;
}

void Reader::read_stacks(const toml::table& b, BoardSpec& spec, std::vector<BoardCell>& board) const {
  std::vector<Coord> stacks;
  if (const toml::node* n = b.get("stacks")) stacks = cells(*n, "[board] stacks");
  for (Coord c : stacks) {
    const std::string name = coord_name(c);
    auto at = find_cell(board, c);
    if (at == board.end()) {
      const bool hole = contains(spec.holes, name);
      reject("[board] stacks: cell " + name + " is not on the board" + (hole ? " (it is a hole)" : ""));
    }
    if (at->height == 2)
      reject("[board] stacks: cell " + name +
             " is listed twice, a stack of 3 discs; no stack may be above 2 (S1)");
    at->height = 2;
  }
  std::sort(stacks.begin(), stacks.end());
  for (Coord c : stacks) spec.stacks.push_back(coord_name(c));
}

}  // namespace adaptoid::variant_loading
