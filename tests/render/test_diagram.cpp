// Text and SVG diagrams: layout (columns vertical, rows growing upward), stacks, highlights,
// captions, escaping and well-formedness.
#include <adaptoid/render/diagram.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

namespace adaptoid {
namespace {

std::shared_ptr<Variant> adaptoid_variant(std::vector<std::string> stacks = {},
                                          std::vector<std::string> holes = {}) {
  auto v = std::make_shared<Variant>();
  v->name = "test";
  v->family = Family::Adaptoid;
  v->players = 2;
  std::vector<BoardCell> cells;
  for (BoardCell cell : Board::hexagon(4)) {
    std::string name = coord_name(cell.coord);
    if (std::find(holes.begin(), holes.end(), name) != holes.end()) continue;
    if (std::find(stacks.begin(), stacks.end(), name) != stacks.end()) cell.height = 2;
    cells.push_back(cell);
  }
  auto board = Board::make(cells);
  EXPECT_TRUE(board.ok());
  v->board = board.value();
  return v;
}

int cell(const Variant& v, const char* name) {
  auto i = v.board.index(std::string_view(name));
  EXPECT_TRUE(i.has_value()) << name;
  return i.value_or(0);
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

struct Spot {
  int line = -1;
  int column = -1;
};

// Where text occurs in the diagram; fails the test unless it occurs exactly once.
Spot find_once(const std::vector<std::string>& lines, const std::string& text) {
  Spot spot;
  int hits = 0;
  for (int l = 0; l < static_cast<int>(lines.size()); ++l)
    for (size_t at = lines[l].find(text); at != std::string::npos; at = lines[l].find(text, at + 1)) {
      spot = {l, static_cast<int>(at)};
      ++hits;
    }
  EXPECT_EQ(hits, 1) << "'" << text << "' in\n"
                     << [&] {
                          std::string all;
                          for (const auto& line : lines) all += line + "\n";
                          return all;
                        }();
  return spot;
}

int count(const std::string& text, const std::string& what) {
  int n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

void expect_no_trailing_spaces(const std::string& text) {
  ASSERT_FALSE(text.empty());
  EXPECT_EQ(text.back(), '\n');
  for (const std::string& line : lines_of(text)) {
    if (!line.empty()) {
      EXPECT_NE(line.back(), ' ') << "'" << line << "'";
    }
    for (char ch : line)
      EXPECT_TRUE(ch >= 0x20 && ch < 0x7F) << "non-printable or non-ASCII in '" << line << "'";
  }
}

// ---- text ----

TEST(TextDiagram, ColumnDIsOneTextColumnFromD1AtTheBottomToD7AtTheTop) {
  auto v = adaptoid_variant();
  Position p;
  for (int r = 1; r <= 7; ++r) {
    std::string name = "d" + std::to_string(r);
    p.put(cell(*v, name.c_str()), adaptoid_piece::make(r % 2, r, 0));  // B10 W20 B30 ... B70
  }
  auto lines = lines_of(text_diagram(*v, p));
  std::vector<Spot> d;
  for (int r = 1; r <= 7; ++r)
    d.push_back(find_once(lines, std::string(1, colour_letter(r % 2)) + char('0' + r) + "0"));
  for (int k = 0; k + 1 < 7; ++k) {
    EXPECT_EQ(d[k].column, d[k + 1].column) << "d" << k + 1 << " and d" << k + 2;
    EXPECT_EQ(d[k].line, d[k + 1].line + 2) << "d" << k + 2 << " is two lines above d" << k + 1;
  }
  // The column letters: on the first line and the last line of the board, over their columns.
  const std::string letters = "a     b     c     d     e     f     g";
  EXPECT_NE(lines.front().find(letters), std::string::npos) << lines.front();
  EXPECT_NE(lines[lines.size() - 3].find(letters), std::string::npos) << lines[lines.size() - 3];
  EXPECT_NEAR(static_cast<int>(lines.front().find('d')), d[6].column, 2);
}

// Every row is numbered at both of its ends, where it would go on: row 1 (a1 b1 c1 d1, down to
// the right) has its 1 up-left of a1 and down-right of d1; row 7 (d7 e7 f7 g7) its 7 up-left of
// d7 and down-right of g7. A cell's own name is shown on request.
TEST(TextDiagram, EveryRowIsNumberedAtBothEnds) {
  auto v = adaptoid_variant();
  Position p;
  const char* corners[] = {"a1", "d1", "d7", "g7"};  // W11, W22, B33, B44
  for (int k = 0; k < 4; ++k) p.put(cell(*v, corners[k]), adaptoid_piece::make(k / 2, k + 1, k + 1));
  const auto lines = lines_of(text_diagram(*v, p));
  const auto label_at = [&](Spot piece, int lines_down, int columns_right) {
    std::string line = lines[piece.line + lines_down];
    const int centre = piece.column + 1 + columns_right;          // the piece's middle character
    line.resize(std::max<size_t>(line.size(), centre + 2), ' ');  // the trailing blanks are cut off
    return line.substr(centre - 1, 3);
  };
  const Spot a1 = find_once(lines, "W11"), d1 = find_once(lines, "W22"), d7 = find_once(lines, "B33"),
             g7 = find_once(lines, "B44");
  EXPECT_EQ(label_at(a1, -1, -6), " 1 ");
  EXPECT_EQ(label_at(d1, 1, 6), " 1 ");
  EXPECT_EQ(label_at(d7, -1, -6), " 7 ");
  EXPECT_EQ(label_at(g7, 1, 6), " 7 ");
  EXPECT_NE(text_diagram(*v, p).find("row 1 is a1 b1 c1 d1"), std::string::npos);
  DiagramOptions names;
  names.cell_names = true;
  const std::string named = text_diagram(*v, p, names);
  for (const char* name : {" a1 ", " d4 ", " g7"}) EXPECT_NE(named.find(name), std::string::npos) << named;
  EXPECT_EQ(named.find("W11"), std::string::npos) << named;
  for (const std::string& line : lines_of(named)) EXPECT_LE(line.size(), 80u) << line;
}

TEST(TextDiagram, A1IsBottomLeftAndNeighboursSitWhereTheGeometrySays) {
  auto v = adaptoid_variant();
  Position p;
  p.put(cell(*v, "a1"), adaptoid_piece::make(2, 4, 2));
  p.put(cell(*v, "a4"), adaptoid_piece::make(2, 1, 1));
  p.put(cell(*v, "g4"), adaptoid_piece::make(2, 3, 3));
  p.put(cell(*v, "d4"), adaptoid_piece::make(0, 2, 3));
  p.put(cell(*v, "d5"), adaptoid_piece::make(1, 5, 5));
  p.put(cell(*v, "e5"), adaptoid_piece::make(1, 6, 6));
  p.put(cell(*v, "e4"), adaptoid_piece::make(1, 7, 7));
  auto lines = lines_of(text_diagram(*v, p));
  Spot a1 = find_once(lines, "R42"), a4 = find_once(lines, "R11"), g4 = find_once(lines, "R33");
  Spot d4 = find_once(lines, "W23"), d5 = find_once(lines, "B55"), e5 = find_once(lines, "B66"),
       e4 = find_once(lines, "B77");
  // a1: leftmost column, below a4, on the same line as g4 (both have 2r - c = 1).
  EXPECT_EQ(a1.column, a4.column);
  EXPECT_EQ(a1.line, a4.line + 6);
  EXPECT_EQ(a1.line, g4.line);
  EXPECT_LT(a1.column, d4.column);
  EXPECT_LT(a1.column, g4.column);
  EXPECT_GT(a1.line, d4.line);
  // (c, r+1) straight above, (c+1, r+1) up-right, (c+1, r) down-right.
  EXPECT_EQ(d5.column, d4.column);
  EXPECT_EQ(d5.line, d4.line - 2);
  EXPECT_GT(e5.column, d4.column);
  EXPECT_EQ(e5.line, d4.line - 1);
  EXPECT_EQ(e4.column, e5.column);
  EXPECT_EQ(e4.line, d4.line + 1);
}

TEST(TextDiagram, StacksAreBracketedAndHighlightsMarked) {
  auto v = adaptoid_variant({"d4", "b5"});
  Position p;
  p.put(cell(*v, "d4"), adaptoid_piece::make(0, 2, 1));
  p.put(cell(*v, "d2"), adaptoid_piece::make(1, 3, 0));
  DiagramOptions o;
  o.highlight = {cell(*v, "d2"), cell(*v, "d3")};
  std::string text = text_diagram(*v, p, o);
  EXPECT_NE(text.find("[W21]"), std::string::npos) << text;
  EXPECT_NE(text.find("[ . ]"), std::string::npos) << text;  // the empty stack b5
  EXPECT_NE(text.find("<B30>"), std::string::npos) << text;
  EXPECT_NE(text.find("< . >"), std::string::npos) << text;
  EXPECT_NE(text.find("[ ] stack"), std::string::npos) << text;
  EXPECT_NE(text.find("< > { } marked"), std::string::npos) << text;

  o.highlight = {cell(*v, "d4")};
  text = text_diagram(*v, p, o);
  EXPECT_NE(text.find("{W21}"), std::string::npos) << text;
  expect_no_trailing_spaces(text);
}

TEST(TextDiagram, TitleFirstCaptionLast) {
  auto v = adaptoid_variant();
  Position p;
  p.put(cell(*v, "d2"), adaptoid_piece::make(0, 0, 0));
  p.put(cell(*v, "d6"), adaptoid_piece::make(1, 0, 0));
  DiagramOptions o;
  o.title = "Opening";
  o.caption = {"white to move   ", "captured: white 0, black 0\nturn 1"};
  std::string text = text_diagram(*v, p, o);
  auto lines = lines_of(text);
  ASSERT_GE(lines.size(), 4u);
  EXPECT_EQ(lines.front(), "Opening");
  EXPECT_EQ(lines[lines.size() - 5].rfind("a row runs down to the right", 0), 0u);
  EXPECT_EQ(lines[lines.size() - 3], "white to move");
  EXPECT_EQ(lines[lines.size() - 2], "captured: white 0, black 0");
  EXPECT_EQ(lines.back(), "turn 1");
  EXPECT_EQ(count(text, "W00"), 1);
  EXPECT_EQ(count(text, "B00"), 1);
  EXPECT_EQ(count(text, "."), 35);  // empty cells
  expect_no_trailing_spaces(text);
}

TEST(TextDiagram, HolesAreBlank) {
  auto v = adaptoid_variant({}, {"d4"});
  Position p;
  p.put(cell(*v, "d3"), adaptoid_piece::make(0, 1, 1));
  p.put(cell(*v, "d5"), adaptoid_piece::make(1, 1, 1));
  auto lines = lines_of(text_diagram(*v, p));
  Spot d3 = find_once(lines, "W11"), d5 = find_once(lines, "B11");
  ASSERT_EQ(d3.line, d5.line + 4);
  EXPECT_EQ(lines[d3.line - 2].substr(d3.column - 1, 5), "     ");
  expect_no_trailing_spaces(text_diagram(*v, p));
}

TEST(TextDiagram, QuantumLeapStones) {
  auto v = std::make_shared<Variant>();
  v->family = Family::QuantumLeap;
  v->players = 6;
  v->board = Board::make(Board::hexagon(5)).value();
  Position p;
  p.put(cell(*v, "e5"), stone::make(3));
  p.put(cell(*v, "a1"), stone::make(5));
  std::string text = text_diagram(*v, p);
  auto lines = lines_of(text);
  Spot e5 = find_once(lines, "G"), a1 = find_once(lines, "O");
  EXPECT_LT(a1.column, e5.column);
  EXPECT_GT(a1.line, e5.line);
  EXPECT_EQ(count(text, "."), 59);
  expect_no_trailing_spaces(text);
}

// ---- SVG ----

// A crude well-formedness check: tags balance, attribute values are quoted, every '&' starts an
// entity, and no raw '<' or '>' appears in text.
::testing::AssertionResult well_formed(const std::string& xml) {
  std::vector<std::string> open;
  size_t i = 0;
  if (xml.rfind("<?xml", 0) == 0) i = xml.find("?>") + 2;
  bool root_seen = false;
  while (i < xml.size()) {
    if (xml[i] == '>') return ::testing::AssertionFailure() << "raw '>' at " << i;
    if (xml[i] == '&') {
      size_t semi = xml.find(';', i);
      std::string entity = semi == std::string::npos ? "" : xml.substr(i, semi - i + 1);
      bool numeric = entity.size() > 3 && entity[1] == '#' &&
                     entity.find_first_not_of("0123456789", 2) == entity.size() - 1;
      if (!numeric && entity != "&amp;" && entity != "&lt;" && entity != "&gt;" && entity != "&quot;" &&
          entity != "&apos;")
        return ::testing::AssertionFailure() << "bad entity at " << i << ": " << xml.substr(i, 10);
      i = semi + 1;
      continue;
    }
    if (xml[i] != '<') {
      if (open.empty() && !std::isspace(static_cast<unsigned char>(xml[i])))
        return ::testing::AssertionFailure() << "text outside the root at " << i;
      ++i;
      continue;
    }
    // A tag: scan to its '>' outside quotes.
    size_t j = i + 1;
    char quote = 0;
    for (; j < xml.size(); ++j) {
      if (quote) {
        if (xml[j] == quote)
          quote = 0;
        else if (xml[j] == '<')
          return ::testing::AssertionFailure() << "'<' in an attribute at " << j;
      } else if (xml[j] == '"' || xml[j] == '\'') {
        quote = xml[j];
      } else if (xml[j] == '>') {
        break;
      }
    }
    if (j == xml.size()) return ::testing::AssertionFailure() << "unterminated tag at " << i;
    std::string tag = xml.substr(i + 1, j - i - 1);
    if (tag.starts_with("/")) {
      std::string name = tag.substr(1);
      if (open.empty() || open.back() != name)
        return ::testing::AssertionFailure()
               << "</" << name << "> closes " << (open.empty() ? "nothing" : open.back());
      open.pop_back();
    } else {
      std::string name = tag.substr(0, tag.find_first_of(" \t\n/"));
      if (name.empty() || !std::isalpha(static_cast<unsigned char>(name[0])))
        return ::testing::AssertionFailure() << "raw '<' or a bad tag at " << i;
      if (open.empty()) {
        if (root_seen) return ::testing::AssertionFailure() << "second root <" << name << ">";
        root_seen = true;
      }
      // Every attribute is name="value".
      for (size_t eq = tag.find('='); eq != std::string::npos; eq = tag.find('=', eq + 1)) {
        size_t before_quotes = std::count(tag.begin(), tag.begin() + eq, '"');
        if (before_quotes % 2 == 0 && (eq + 1 >= tag.size() || tag[eq + 1] != '"'))
          return ::testing::AssertionFailure() << "unquoted attribute in <" << tag << ">";
      }
      if (!tag.ends_with("/")) open.push_back(name);
    }
    i = j + 1;
  }
  if (!open.empty()) return ::testing::AssertionFailure() << "<" << open.back() << "> is never closed";
  if (!root_seen) return ::testing::AssertionFailure() << "no root element";
  return ::testing::AssertionSuccess();
}

TEST(SvgDiagram, WellFormedWithOnePolygonPerCellAndOneBodyPerPiece) {
  auto v = adaptoid_variant({"d4", "c2", "f5"});
  Position p;
  p.put(cell(*v, "d2"), adaptoid_piece::make(0, 2, 1));
  p.put(cell(*v, "d6"), adaptoid_piece::make(1, 0, 6));
  p.put(cell(*v, "d4"), adaptoid_piece::make(0, 6, 0));
  p.put(cell(*v, "a1"), adaptoid_piece::make(2, 3, 3));
  p.put(cell(*v, "g7"), adaptoid_piece::make(1, 0, 0));
  DiagramOptions o;
  o.title = "Black's turn";
  o.caption = {"white 1 & black 2 < 5", "\"quoted\" 'text' > here"};
  o.highlight = {cell(*v, "d2"), cell(*v, "d3")};
  std::string svg = svg_diagram(*v, p, o);

  EXPECT_TRUE(well_formed(svg)) << svg;
  EXPECT_EQ(svg.rfind("<?xml", 0), 0u);
  EXPECT_NE(svg.find("<svg xmlns=\"http://www.w3.org/2000/svg\""), std::string::npos);
  EXPECT_NE(svg.find("version=\"1.1\""), std::string::npos);
  EXPECT_NE(svg.find("viewBox=\"0 0 "), std::string::npos);
  EXPECT_NE(svg.find(" width=\""), std::string::npos);
  EXPECT_NE(svg.find(" height=\""), std::string::npos);

  EXPECT_EQ(count(svg, "<polygon class=\"cell"), 37);
  EXPECT_EQ(count(svg, "<polygon class=\"cell stack\""), 3);
  EXPECT_EQ(count(svg, "class=\"stack-ring\""), 3);
  EXPECT_EQ(count(svg, "<circle class=\"piece"), 5);
  EXPECT_EQ(count(svg, "<circle class=\"piece adaptoid white\""), 2);
  EXPECT_EQ(count(svg, "<circle class=\"piece adaptoid black\""), 2);
  EXPECT_EQ(count(svg, "<circle class=\"piece adaptoid red\""), 1);
  EXPECT_EQ(count(svg, "class=\"highlight\""), 2);
  EXPECT_EQ(count(svg, "class=\"legs\""), 3);     // d2, d4, a1
  EXPECT_EQ(count(svg, "class=\"pincers\""), 3);  // d2, d6, a1
  EXPECT_NE(svg.find(">2&#183;1</text>"), std::string::npos);
  EXPECT_NE(svg.find(">d4</text>"), std::string::npos);

  EXPECT_NE(svg.find("white 1 &amp; black 2 &lt; 5"), std::string::npos);
  EXPECT_NE(svg.find("&quot;quoted&quot; &apos;text&apos; &gt; here"), std::string::npos);
  EXPECT_NE(svg.find("Black&apos;s turn"), std::string::npos);
  EXPECT_EQ(svg.find("& black"), std::string::npos);

  EXPECT_EQ(svg, svg_diagram(*v, p, o)) << "deterministic";
  EXPECT_EQ(svg.find("-0.0"), std::string::npos);
}

TEST(SvgDiagram, EmptyBoardAndQuantumLeapStones) {
  auto v = adaptoid_variant();
  std::string empty = svg_diagram(*v, Position{});
  EXPECT_TRUE(well_formed(empty)) << empty;
  EXPECT_EQ(count(empty, "<polygon class=\"cell\""), 37);
  EXPECT_EQ(count(empty, "<circle class=\"piece"), 0);

  auto q = std::make_shared<Variant>();
  q->family = Family::QuantumLeap;
  q->players = 6;
  q->board = Board::make(Board::hexagon(5)).value();
  Position p;
  for (int c = 0; c < 6; ++c) p.put(c * 7, stone::make(c));
  DiagramOptions o;
  o.caption = {"six colours"};
  std::string svg = svg_diagram(*q, p, o);
  EXPECT_TRUE(well_formed(svg)) << svg;
  EXPECT_EQ(count(svg, "<polygon class=\"cell\""), 61);
  EXPECT_EQ(count(svg, "<circle class=\"piece stone"), 6);
  for (const char* fill : {"#f4f4f0", "#222222", "#c0392b", "#27ae60", "#f1c40f", "#e67e22"})
    EXPECT_NE(svg.find(std::string("fill=\"") + fill + "\""), std::string::npos) << fill;
  EXPECT_EQ(count(svg, "class=\"legs\""), 0);
  EXPECT_NE(svg.find(">six colours</text>"), std::string::npos);
}

TEST(SvgDiagram, WellFormedCheckCatchesBrokenDocuments) {
  EXPECT_FALSE(well_formed("<svg><g></svg>"));
  EXPECT_FALSE(well_formed("<svg><text>a & b</text></svg>"));
  EXPECT_FALSE(well_formed("<svg><text>a < b</text></svg>"));
  EXPECT_TRUE(well_formed("<svg><text x=\"1\">a &amp; b</text><rect/></svg>"));
}

}  // namespace
}  // namespace adaptoid
