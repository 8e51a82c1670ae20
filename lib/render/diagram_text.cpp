#include <adaptoid/core/game.hpp>
#include <adaptoid/render/diagram.hpp>

#include <algorithm>
#include <climits>
#include <map>

namespace adaptoid {

namespace {

constexpr int kTokenWidth = 5;
constexpr int kColumnStride = 6;  // characters between the left edges of neighbouring columns

// The three characters inside an occupied cell's token, and what they mean.
std::string piece_text(AdaptoidTag /*game*/, Piece piece) {
  Colour colour = adaptoid_piece::colour(piece);
  char letter = colour >= 0 && colour < kMaxPlayers ? colour_letter(colour) : '?';
  return std::string{letter, static_cast<char>('0' + adaptoid_piece::legs(piece)),
                     static_cast<char>('0' + adaptoid_piece::pincers(piece))};
}
std::string piece_text(QuantumLeapTag /*game*/, Piece piece) {
  Colour colour = stone::colour(piece);
  char letter = colour >= 0 && colour < kMaxPlayers ? colour_letter(colour) : '?';
  return std::string{' ', letter, ' '};
}
std::string legend_text(AdaptoidTag /*game*/) {
  return "W21 = white adaptoid, 2 legs, 1 pincer";
}
std::string legend_text(QuantumLeapTag /*game*/) {
  return "W = white stone";
}

std::string cell_content(const Variant& v, Piece piece) {
  if (piece == kEmpty) return " . ";
  return visit_family(v, [&](auto game) { return piece_text(game, piece); });
}

// A cell's name in the three characters of a token's inside ("d4 ", "e10").
std::string name_content(std::string name) {
  name.resize(std::max<size_t>(name.size(), 3), ' ');
  return name;
}

std::string rstrip(std::string line) {
  while (!line.empty() && (line.back() == ' ' || line.back() == '\r' || line.back() == '\t')) line.pop_back();
  return line;
}

// A block of text lines, all of one width, written into by position.
struct Canvas {
  std::vector<std::string> lines;
  Canvas(int height, int width) : lines(height, std::string(width, ' ')) {}
  void put(int line, int column, const std::string& text) {
    if (line < 0 || line >= static_cast<int>(lines.size())) return;
    std::string& row = lines[line];
    for (size_t k = 0; k < text.size(); ++k)
      if (column + static_cast<int>(k) >= 0 && column + k < row.size()) row[column + k] = text[k];
  }
  // Centres text in the token slot that starts at column.
  void put_centred(int line, int column, const std::string& text) {
    int pad = (kTokenWidth - static_cast<int>(text.size())) / 2;
    put(line, column + std::max(pad, 0), text);
  }
};

}  // namespace

std::vector<int> touched_cells(const Turn& t) {
  std::vector<int> cells;
  if (t.move != MoveKind::None && t.move != MoveKind::DeclineSwap) cells = {t.from, t.to};
  if (t.grow != GrowKind::None) cells.push_back(t.grow_cell);
  return cells;
}

// The board drawn on a canvas: each cell with its piece (or its name), every row numbered at both
// ends and the column letters above and below.
std::string board_picture(const Variant& v, const Position& p, const DiagramOptions& o,
                          const std::vector<bool>& marked) {
  const Board& board = v.board;
  // Height of a cell on the page, in text lines, growing upward: same column 2 apart,
  // neighbouring columns shifted by one. A row runs down to the right, so its number sits in
  // the free slot before its first cell and after its last, where the row would go on.
  auto level = [](Coord at) { return 2 * at.r - at.c; };
  std::map<int, std::pair<int, int>> rows;  // row -> its first and last column
  int min_c = INT_MAX, max_c = INT_MIN;
  for (int i = 0; i < board.size(); ++i) {
    const Coord at = board.coord(i);
    auto [it, fresh] = rows.try_emplace(at.r, at.c, at.c);
    it->second = {std::min(it->second.first, at.c), std::max(it->second.second, at.c)};
    min_c = std::min(min_c, at.c - 1);
    max_c = std::max(max_c, at.c + 1);
  }
  std::vector<std::pair<Coord, std::string>> labels;
  for (const auto& [r, ends] : rows) {
    labels.push_back({Coord{ends.first - 1, r}, std::to_string(r)});
    labels.push_back({Coord{ends.second + 1, r}, std::to_string(r)});
  }
  int top = INT_MIN, bottom = INT_MAX;
  for (int i = 0; i < board.size(); ++i) {
    top = std::max(top, level(board.coord(i)));
    bottom = std::min(bottom, level(board.coord(i)));
  }
  for (const auto& label : labels) {
    top = std::max(top, level(label.first));
    bottom = std::min(bottom, level(label.first));
  }
  // The column letters on a line of their own above the board and below it.
  const int lines = top - bottom + 3;
  const int width = (max_c - min_c) * kColumnStride + kTokenWidth;
  Canvas canvas(lines, width);
  auto line_of = [&](int lvl) { return top - lvl + 1; };
  auto x_of = [&](int c) { return (c - min_c) * kColumnStride; };

  for (int i = 0; i < board.size(); ++i) {
    const bool stack = board.height(i) == 2;
    char left = ' ', right = ' ';
    if (marked[i] && stack)
      left = '{', right = '}';
    else if (marked[i])
      left = '<', right = '>';
    else if (stack)
      left = '[', right = ']';
    const std::string inside = o.cell_names ? name_content(board.name(i)) : cell_content(v, p.at(i));
    canvas.put(line_of(level(board.coord(i))), x_of(board.coord(i).c), left + inside + right);
  }
  for (const auto& [at, text] : labels) canvas.put_centred(line_of(level(at)), x_of(at.c), text);
  for (const Board::Column& col : board.columns()) {
    const std::string letter(1, static_cast<char>('a' + col.c - 1));
    canvas.put_centred(0, x_of(col.c), letter);
    canvas.put_centred(lines - 1, x_of(col.c), letter);
  }
  std::string out;
  for (const std::string& line : canvas.lines) out += rstrip(line) + "\n";
  return out;
}

// How to read the rows, on the board's own first row.
std::string row_hint(const Board& board) {
  const int first_row = board.coord(0).r;
  std::string row;
  for (int i = 0; i < board.size(); ++i)
    if (board.coord(i).r == first_row) row += " " + board.name(i);
  return "a row runs down to the right from its number: row " + std::to_string(first_row) + " is" + row +
         "\n";
}

std::string text_diagram(const Variant& v, const Position& p, const DiagramOptions& o) {
  const Board& board = v.board;
  std::string out;
  if (!o.title.empty()) out += rstrip(o.title) + "\n";  // one line: the caller's heading

  std::vector<bool> marked(board.size(), false);
  for (int cell : o.highlight)
    if (cell >= 0 && cell < board.size()) marked[cell] = true;
  const bool any_marked = std::find(marked.begin(), marked.end(), true) != marked.end();
  bool any_stack = false;
  for (int i = 0; i < board.size(); ++i) any_stack = any_stack || board.height(i) == 2;

  if (board.size() > 0) out += board_picture(v, p, o, marked) + row_hint(board);
  std::string legend = visit_family(v, [](auto game) { return legend_text(game); });
  if (any_stack) legend += "; [ ] stack";
  if (any_marked) legend += any_stack ? "; < > { } marked" : "; < > marked";
  out += legend + "\n";
  for (const std::string& text : o.caption) {  // a caption string may itself hold several lines
    size_t start = 0;
    while (true) {
      size_t end = text.find('\n', start);
      out += rstrip(text.substr(start, end == std::string::npos ? std::string::npos : end - start)) + "\n";
      if (end == std::string::npos) break;
      start = end + 1;
    }
  }
  return out;
}

}  // namespace adaptoid
