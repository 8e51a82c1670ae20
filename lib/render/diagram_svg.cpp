#include <adaptoid/core/game.hpp>
#include <adaptoid/render/diagram.hpp>
#include <adaptoid/render/xml_text.hpp>
#include <adaptoid/util/setting.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numbers>

namespace adaptoid {

namespace {

constexpr double kSide = 36.0;  // hexagon side, px
constexpr double kPad = 16.0;
constexpr double kTitleSize = 18.0;
constexpr double kCaptionSize = 14.0;
constexpr double kCaptionLine = 19.0;
constexpr double kSqrt3 = std::numbers::sqrt3;
constexpr double kPi = std::numbers::pi;

// Fixed one-decimal formatting, never "-0.0".
std::string num(double value) {
  double rounded = std::round(value * 10.0) / 10.0;
  if (rounded == 0.0) rounded = 0.0;
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.1f", rounded);
  return buffer;
}

// Characters (not bytes) of UTF-8 text, to estimate its width.
int glyphs(std::string_view text) {
  int n = 0;
  for (char ch : text) n += (static_cast<unsigned char>(ch) & 0xC0) != 0x80;
  return n;
}

struct Point {
  double x = 0, y = 0;
};

Point centre_of(Coord at) {
  return {1.5 * at.c * kSide, -(at.r - at.c / 2.0) * kSqrt3 * kSide};
}

// A flat-topped hexagon of the given radius (= side) around a centre.
std::string hex_points(Point centre, double radius) {
  std::string out;
  for (int k = 0; k < 6; ++k) {
    double angle = k * kPi / 3.0;
    if (k) out += ' ';
    out += num(centre.x + radius * std::cos(angle)) + "," + num(centre.y + radius * std::sin(angle));
  }
  return out;
}

struct Palette {
  const char* fill;
  const char* stroke;
  const char* limb;  // legs and pincers
  const char* text;  // numbers inside the body
};

Palette palette(Colour colour) {
  switch (colour) {
    case 0:
      return {"#f4f4f0", "#333333", "#3a3a3a", "#222222"};
    case 1:
      return {"#222222", "#000000", "#222222", "#f4f4f0"};
    case 2:
      return {"#c0392b", "#7b241c", "#a93226", "#ffffff"};
    case 3:
      return {"#27ae60", "#1b7a43", "#1e8449", "#ffffff"};
    case 4:
      return {"#f1c40f", "#9a7d0a", "#b7950b", "#222222"};
    case 5:
      return {"#e67e22", "#a04000", "#ba4a00", "#222222"};
    default:
      return {"#bbbbbb", "#666666", "#666666", "#222222"};
  }
}

const char* colour_class(Colour colour) {
  return colour >= 0 && colour < kMaxPlayers ? kColourNames[colour].data() : "unknown";
}

Point along(Point from, double angle, double distance) {
  return {from.x + distance * std::cos(angle), from.y + distance * std::sin(angle)};
}

std::string adaptoid_svg(Point at, Piece piece) {
  const Colour colour = adaptoid_piece::colour(piece);
  const int legs = adaptoid_piece::legs(piece);
  const int pincers = adaptoid_piece::pincers(piece);
  const Palette pal = palette(colour);
  const double body = 0.35 * kSide;
  std::string out = "<g class=\"adaptoid\">\n";

  // Limbs are spread evenly over an arc that leaves the left and right corners free for the
  // cell's name and a stack's "2": legs below (screen angles 25..155 degrees), pincers above.
  auto spread = [](int i, int n, double from, double to) {
    return (from + (to - from) * (i + 0.5) / n) * kPi / 180.0;
  };
  // Legs: short strokes radiating from the lower half.
  if (legs > 0) {
    out += "<path class=\"legs\" fill=\"none\" stroke=\"" + std::string(pal.limb) +
           "\" stroke-width=\"2.6\" stroke-linecap=\"round\" d=\"";
    for (int i = 0; i < legs; ++i) {
      double angle = spread(i, legs, 155.0, 25.0);
      Point a = along(at, angle, body - 1.0), b = along(at, angle, body + 0.27 * kSide);
      out += (i ? " M" : "M") + num(a.x) + "," + num(a.y) + " L" + num(b.x) + "," + num(b.y);
    }
    out += "\"/>\n";
  }
  // Pincers: a stem and a V-shaped claw opening outward, spread over the upper half.
  if (pincers > 0) {
    out += "<path class=\"pincers\" fill=\"none\" stroke=\"" + std::string(pal.limb) +
           "\" stroke-width=\"2.2\" stroke-linecap=\"round\" stroke-linejoin=\"round\" d=\"";
    for (int i = 0; i < pincers; ++i) {
      double angle = spread(i, pincers, -155.0, -25.0);
      Point a = along(at, angle, body - 1.0), b = along(at, angle, body + 0.09 * kSide);
      Point left = along(b, angle - 0.55, 0.13 * kSide), right = along(b, angle + 0.55, 0.13 * kSide);
      out += (i ? " M" : "M") + num(a.x) + "," + num(a.y) + " L" + num(b.x) + "," + num(b.y) + " M" +
             num(left.x) + "," + num(left.y) + " L" + num(b.x) + "," + num(b.y) + " L" + num(right.x) + "," +
             num(right.y);
    }
    out += "\"/>\n";
  }
  out += "<circle class=\"piece adaptoid " + std::string(colour_class(colour)) + "\" cx=\"" + num(at.x) +
         "\" cy=\"" + num(at.y) + "\" r=\"" + num(body) + "\" fill=\"" + pal.fill + "\" stroke=\"" +
         pal.stroke + "\" stroke-width=\"1.5\"/>\n";
  const double size = 0.31 * kSide;
  out += "<text class=\"limbs\" x=\"" + num(at.x) + "\" y=\"" + num(at.y + 0.36 * size) +
         "\" text-anchor=\"middle\" font-size=\"" + num(size) + "\" font-weight=\"bold\" fill=\"" + pal.text +
         "\">" + std::to_string(legs) + "&#183;" + std::to_string(pincers) + "</text>\n";
  out += "</g>\n";
  return out;
}

std::string stone_svg(Point at, Piece piece) {
  const Colour colour = stone::colour(piece);
  const Palette pal = palette(colour);
  return "<circle class=\"piece stone " + std::string(colour_class(colour)) + "\" cx=\"" + num(at.x) +
         "\" cy=\"" + num(at.y) + "\" r=\"" + num(0.42 * kSide) + "\" fill=\"" + pal.fill + "\" stroke=\"" +
         pal.stroke + "\" stroke-width=\"1.5\"/>\n";
}

// Splits caption strings that themselves hold newlines.
std::vector<std::string> caption_lines(const std::vector<std::string>& caption) {
  std::vector<std::string> lines;
  for (const std::string& text : caption) {
    size_t start = 0;
    while (true) {
      size_t end = text.find('\n', start);
      lines.push_back(text.substr(start, end == std::string::npos ? std::string::npos : end - start));
      if (end == std::string::npos) break;
      start = end + 1;
    }
  }
  return lines;
}

// Where everything goes: the page's size and the shift from model to page coordinates.
struct Layout {
  double min_x = 0, max_x = 0, min_y = 0, max_y = 0;  // the board's extent in model coordinates
  double title_height = 0;
  double width = 0, height = 0;
  double shift_x = 0, shift_y = 0;

  Point page(const Board& board, int cell) const {
    Point c = centre_of(board.coord(cell));
    return Point{c.x + shift_x, c.y + shift_y};
  }
};

Layout layout_of(const Board& board, const DiagramOptions& o, const std::vector<std::string>& caption) {
  Layout l;
  for (int i = 0; i < board.size(); ++i) {
    Point c = centre_of(board.coord(i));
    if (i == 0 || c.x - kSide < l.min_x) l.min_x = c.x - kSide;
    if (i == 0 || c.x + kSide > l.max_x) l.max_x = c.x + kSide;
    if (i == 0 || c.y - kSqrt3 / 2 * kSide < l.min_y) l.min_y = c.y - kSqrt3 / 2 * kSide;
    if (i == 0 || c.y + kSqrt3 / 2 * kSide > l.max_y) l.max_y = c.y + kSqrt3 / 2 * kSide;
  }
  l.title_height = o.title.empty() ? 0.0 : kTitleSize + 12.0;
  const double caption_height = caption.empty() ? 0.0 : 10.0 + kCaptionLine * caption.size();
  double width = (l.max_x - l.min_x) + 2 * kPad;
  width = std::max(width, glyphs(o.title) * 0.62 * kTitleSize + 2 * kPad);
  for (const std::string& line : caption)
    width = std::max(width, glyphs(line) * 0.58 * kCaptionSize + 2 * kPad);
  l.width = std::ceil(width);
  l.height = std::ceil(kPad + l.title_height + (l.max_y - l.min_y) + caption_height + kPad);
  // Model -> page: the board is centred horizontally.
  l.shift_x = (l.width - (l.max_x - l.min_x)) / 2 - l.min_x;
  l.shift_y = kPad + l.title_height - l.min_y;
  return l;
}

// The document's head: XML declaration, <svg>, <title>, the background and the heading.
std::string svg_head(const Variant& v, const DiagramOptions& o, const Layout& l) {
  const double width = l.width, height = l.height;
  std::string out;
  out += "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n";
  out += "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"" + num(width) + "\" height=\"" +
         num(height) + "\" viewBox=\"0 0 " + num(width) + " " + num(height) +
         "\" font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\">\n";
  out +=
      "<title>" + escape_xml(o.title.empty() ? v.name.empty() ? "position" : v.name : o.title) + "</title>\n";
  out += "<rect class=\"background\" x=\"0\" y=\"0\" width=\"" + num(width) + "\" height=\"" + num(height) +
         "\" fill=\"#ffffff\"/>\n";
  if (!o.title.empty())
    out += "<text class=\"title\" x=\"" + num(width / 2) + "\" y=\"" + num(kPad + kTitleSize) +
           "\" text-anchor=\"middle\" font-size=\"" + num(kTitleSize) +
           "\" font-weight=\"bold\" fill=\"#222222\">" + escape_xml(o.title) + "</text>\n";
  return out;
}

// Where a cell's name goes: an adaptoid's limbs leave the left corner free (and the right one for
// a stack's "2"); a stone leaves the top free.
Point name_point(AdaptoidTag /*game*/, Point at) {
  return {at.x - 0.58 * kSide, at.y + 0.08 * kSide};
}
Point name_point(QuantumLeapTag /*game*/, Point at) {
  return {at.x, at.y - 0.56 * kSide};
}
std::string piece_svg(AdaptoidTag /*game*/, Point at, Piece piece) {
  return adaptoid_svg(at, piece);
}
std::string piece_svg(QuantumLeapTag /*game*/, Point at, Piece piece) {
  return stone_svg(at, piece);
}

// Cells, with stacks darker and doubly outlined, and each cell's name.
std::string svg_cells(const Variant& v, const Layout& l) {
  const Board& board = v.board;
  std::string out = "<g class=\"board\">\n";
  for (int i = 0; i < board.size(); ++i) {
    const Point at = l.page(board, i);
    const bool stack = board.height(i) == 2;
    out += "<polygon class=\"cell" + std::string(stack ? " stack" : "") + "\" points=\"" +
           hex_points(at, kSide) + "\" fill=\"" + (stack ? "#c9b27e" : "#f2e9d5") + "\" stroke=\"" +
           (stack ? "#4e4230" : "#a89c84") + "\" stroke-width=\"" + (stack ? "2.0" : "1.2") + "\"/>\n";
    if (stack) {
      out += "<polygon class=\"stack-ring\" points=\"" + hex_points(at, 0.82 * kSide) +
             "\" fill=\"none\" stroke=\"#4e4230\" stroke-width=\"1.2\"/>\n";
      out += "<text class=\"height\" x=\"" + num(at.x + 0.6 * kSide) + "\" y=\"" + num(at.y + 0.09 * kSide) +
             "\" text-anchor=\"middle\" font-size=\"" + num(0.27 * kSide) +
             "\" font-weight=\"bold\" fill=\"#4e4230\">2</text>\n";
    }
    const Point name_at = visit_family(v, [&](auto game) { return name_point(game, at); });
    out += "<text class=\"name\" x=\"" + num(name_at.x) + "\" y=\"" + num(name_at.y) +
           "\" text-anchor=\"middle\" font-size=\"" + num(0.23 * kSide) + "\" fill=\"" +
           (stack ? "#5a4e3a" : "#8a8a8a") + "\">" + escape_xml(board.name(i)) + "</text>\n";
  }
  out += "</g>\n";
  return out;
}

// Highlighted cells: a coloured outline just inside the cell ("" when none is valid).
std::string svg_highlights(const Board& board, const std::vector<int>& highlight, const Layout& l) {
  std::vector<bool> marked(board.size(), false);
  for (int cell : highlight)
    if (cell >= 0 && cell < board.size()) marked[cell] = true;
  if (std::find(marked.begin(), marked.end(), true) == marked.end()) return "";
  std::string out = "<g class=\"highlights\">\n";
  for (int i = 0; i < board.size(); ++i)
    if (marked[i])
      out += "<polygon class=\"highlight\" points=\"" + hex_points(l.page(board, i), 0.92 * kSide) +
             "\" fill=\"none\" stroke=\"#1e88e5\" stroke-width=\"3.5\" stroke-linejoin=\"round\"/>\n";
  out += "</g>\n";
  return out;
}

std::string svg_pieces(const Variant& v, const Position& p, const Layout& l) {
  std::string out = "<g class=\"pieces\">\n";
  for (int i = 0; i < v.board.size(); ++i) {
    const Piece piece = p.at(i);
    if (piece == kEmpty) continue;
    out += visit_family(v, [&](auto game) { return piece_svg(game, l.page(v.board, i), piece); });
  }
  out += "</g>\n";
  return out;
}

std::string svg_caption(const std::vector<std::string>& caption, const Layout& l) {
  if (caption.empty()) return "";
  std::string out = "<g class=\"caption\" font-size=\"" + num(kCaptionSize) + "\" fill=\"#222222\">\n";
  double y = kPad + l.title_height + (l.max_y - l.min_y) + 10.0 + kCaptionSize;
  for (const std::string& line : caption) {
    out += "<text x=\"" + num(kPad) + "\" y=\"" + num(y) + "\" xml:space=\"preserve\">" + escape_xml(line) +
           "</text>\n";
    y += kCaptionLine;
  }
  out += "</g>\n";
  return out;
}

}  // namespace

std::string escape_xml(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size(); ++i) {
    const char ch = text[i];
    switch (ch) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&apos;";
        break;
      default:
        // XML 1.0 allows no control characters besides tab, newline and carriage return; a
        // setting's mark is kept whole, for whoever shows the page to phrase (util/setting.hpp).
        if (const size_t mark = ch == setting_mark::kOpen ? setting_mark::at(text, i).length : 0; mark > 0) {
          out += text.substr(i, mark);
          i += mark - 1;
        } else if (static_cast<unsigned char>(ch) < 0x20) {
          out += ' ';
        } else {
          out += ch;
        }
    }
  }
  return out;
}

std::string svg_diagram(const Variant& v, const Position& p, const DiagramOptions& o) {
  const std::vector<std::string> caption = caption_lines(o.caption);
  const Layout layout = layout_of(v.board, o, caption);
  return svg_head(v, o, layout) + svg_cells(v, layout) + svg_highlights(v.board, o.highlight, layout) +
         svg_pieces(v, p, layout) + svg_caption(caption, layout) + "</svg>\n";
}

}  // namespace adaptoid
