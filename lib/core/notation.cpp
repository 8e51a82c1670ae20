#include <adaptoid/core/notation.hpp>
#include <adaptoid/core/opening_notation.hpp>

#include <charconv>
#include <sstream>

namespace adaptoid {

namespace ap = adaptoid_piece;

namespace {

struct Field {
  std::string_view text;
  size_t offset;  // 0-based position in the whole text
};

std::vector<Field> split_fields(std::string_view text) {
  std::vector<Field> fields;
  size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r')) ++i;
    size_t start = i;
    while (i < text.size() && !(text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r')) ++i;
    if (i > start) fields.push_back({text.substr(start, i - start), start});
  }
  return fields;
}

std::string quote(std::string_view s) {
  return "'" + std::string(s) + "'";
}
std::string at_char(size_t offset) {
  return " (character " + std::to_string(offset + 1) + ")";
}

std::optional<int> parse_int(std::string_view s, int max) {
  if (s.empty() || s.size() > 10) return std::nullopt;
  int value = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
  if (ec != std::errc() || end != s.data() + s.size() || value < 0 || value > max) return std::nullopt;
  return value;
}

std::string player_letters(const Variant& v, bool lower) {
  std::string out;
  for (Colour c = 0; c < v.players; ++c) {
    if (!out.empty()) out += ", ";
    out += lower ? colour_lower(c) : colour_letter(c);
  }
  return out;
}

Result<std::vector<Piece>> parse_placement_at(const Variant& v, std::string_view text, size_t offset,
                                              std::string_view where) {
  const Board& board = v.board;
  const auto& columns = board.columns();
  std::vector<Piece> pieces(board.size(), kEmpty);
  const auto w = [&] { return std::string(where); };  // for the messages only: no allocation a parse
  size_t col = 0, i = 0;
  while (true) {
    size_t end = text.find('/', i);
    std::string_view column =
        text.substr(i, end == std::string_view::npos ? std::string_view::npos : end - i);
    if (col >= columns.size())
      return fail(w() + ": " + std::to_string(col + 1) + " columns written, the board has " +
                  std::to_string(columns.size()) + at_char(offset + i));
    const auto& spec = columns[col];
    const std::string colname(1, static_cast<char>('a' + spec.c - 1));
    int cells = 0;
    for (size_t k = 0; k < column.size();) {
      const size_t pos = offset + i + k;
      const char ch = column[k];
      if (cells >= spec.count)
        return fail(w() + ": column " + colname + " has more than the " + std::to_string(spec.count) +
                    " cells of the board there" + at_char(pos));
      const int cell = spec.first_cell + cells;
      const auto cellname = [&] { return board.name(cell); };  // for the messages only: not a string a cell
      if (ch == '.') {
        ++k;
      } else {
        auto colour = colour_from_letter(ch);
        if (!colour)
          return fail(w() + ": cell " + cellname() + ": unknown letter " + quote(std::string(1, ch)) +
                      "; a cell is '.' or a colour letter (" + player_letters(v, false) + ")" + at_char(pos));
        if (!v.is_player(*colour))
          return fail(w() + ": cell " + cellname() + ": " + std::string(1, ch) + " is not a player of " +
                      v.name + " (players: " + player_letters(v, false) + ")" + at_char(pos));
        ++k;
        if (v.is_adaptoid()) {
          if (k + 2 > column.size() || !isdigit(static_cast<unsigned char>(column[k])) ||
              !isdigit(static_cast<unsigned char>(column[k + 1])))
            return fail(w() + ": cell " + cellname() +
                        ": an adaptoid is its letter, its legs and its pincers (W21)" + at_char(pos));
          const int legs = column[k] - '0', pincers = column[k + 1] - '0';
          if (legs + pincers > v.max_extremities)
            return fail(w() + ": cell " + cellname() + ": " + std::string(column.substr(k - 1, 3)) + " has " +
                        std::to_string(legs + pincers) + " limbs, at most " +
                        std::to_string(v.max_extremities) + " are allowed" + at_char(pos));
          pieces[cell] = ap::make(*colour, legs, pincers);
          k += 2;
        } else {
          if (k < column.size() && isdigit(static_cast<unsigned char>(column[k])))
            return fail(w() + ": cell " + cellname() + ": a Quantum Leap stone is its colour letter alone" +
                        at_char(pos + 1));
          pieces[cell] = stone::make(*colour);
        }
      }
      ++cells;
    }
    if (cells < spec.count)
      return fail(w() + ": column " + colname + " has " + std::to_string(cells) + " cells, the board has " +
                  std::to_string(spec.count) + " there" + at_char(offset + i));
    ++col;
    if (end == std::string_view::npos) break;
    i = end + 1;
  }
  if (col != columns.size())
    return fail(w() + ": " + std::to_string(col) + " columns written, the board has " +
                std::to_string(columns.size()));
  return pieces;
}

std::string check_supply(const Variant& v, const std::vector<Piece>& pieces) {
  for (Colour c = 0; c < v.players; ++c) {
    int bodies = 0, legs = 0, pincers = 0;
    for (Piece x : pieces) {
      if (x == kEmpty) continue;
      if (v.is_adaptoid() ? ap::colour(x) != c : stone::colour(x) != c) continue;
      ++bodies;
      if (v.is_adaptoid()) {
        legs += ap::legs(x);
        pincers += ap::pincers(x);
      }
    }
    const auto who = [&] { return std::string(colour_name(c)); };  // for the messages only
    if (v.is_quantum_leap()) {
      if (bodies > v.stones)
        return who() + " has " + std::to_string(bodies) + " stones on the board, each player has " +
               std::to_string(v.stones);
      continue;
    }
    if (bodies > v.supply_adaptoids)
      return who() + " has " + std::to_string(bodies) + " adaptoids on the board, the supply holds " +
             std::to_string(v.supply_adaptoids);
    if (legs > v.supply_legs)
      return who() + " has " + std::to_string(legs) + " legs on the board, the supply holds " +
             std::to_string(v.supply_legs);
    if (pincers > v.supply_pincers)
      return who() + " has " + std::to_string(pincers) + " pincers on the board, the supply holds " +
             std::to_string(v.supply_pincers);
  }
  return "";
}

}  // namespace

Result<std::vector<Piece>> parse_placement(const Variant& v, std::string_view text, std::string_view where) {
  auto pieces = parse_placement_at(v, text, 0, where);
  if (!pieces) return pieces;
  if (std::string problem = check_supply(v, pieces.value()); !problem.empty())
    return fail(std::string(where) + ": " + problem);
  return pieces;
}

std::string position_variant_name(std::string_view text) {
  auto fields = split_fields(text);
  return fields.empty() ? std::string() : std::string(fields.front().text);
}

Result<Position> parse_position_text(const Variant& v, std::string_view text) {
  const auto fields = split_fields(text);
  if (fields.size() < 4 || fields.size() > 5)
    return fail(
        "position: expected 4 or 5 fields (variant, placement, side to move, counts, turn number), found " +
        std::to_string(fields.size()));
  if (fields[0].text != v.name)
    return fail("position: variant " + quote(fields[0].text) + " is not the loaded variant " + quote(v.name));

  auto pieces = parse_placement_at(v, fields[1].text, fields[1].offset, "position: placement");
  if (!pieces) return Error{pieces.error()};
  if (std::string problem = check_supply(v, pieces.value()); !problem.empty())
    return fail("position: placement: " + problem);

  Position p;
  for (int i = 0; i < v.board.size(); ++i) p.put(i, pieces.value()[i]);

  const Field& side = fields[2];
  std::optional<Colour> mover;
  if (side.text.size() == 1 && side.text[0] >= 'a' && side.text[0] <= 'z')
    mover = colour_from_letter(static_cast<char>(side.text[0] - 'a' + 'A'));
  if (!mover || !v.is_player(*mover))
    return fail("position: side to move " + quote(side.text) + " is not a player of " + v.name + " (" +
                player_letters(v, true) + ")" + at_char(side.offset));
  p.set_side(*mover);

  const Field& counts = fields[3];
  if (v.is_quantum_leap()) {
    if (counts.text == "swap") {
      if (!v.swap)
        return fail("position: counts: 'swap' but " + v.name + " has no swap" + at_char(counts.offset));
      if (*mover != 1)
        return fail("position: counts: the swap is Black's decision, so the side to move must be 'b'" +
                    at_char(side.offset));
      p.set_swap_pending(true);
    } else if (counts.text != "-") {
      return fail("position: counts: expected '-' or 'swap' for Quantum Leap, found " + quote(counts.text) +
                  at_char(counts.offset));
    }
  } else if (counts.text == "place" || counts.text == "choose") {
    if (std::string problem = check_opening_position(v, p, counts.text == "place", *mover); !problem.empty())
      return fail("position: counts: '" + std::string(counts.text) + "' but " + problem +
                  at_char(counts.offset));
    p.set_phase(counts.text == "place" ? Phase::Placement : Phase::Choice);
  } else {
    std::string order;
    for (Colour c : v.turn_order) order += (order.empty() ? "" : "/") + std::string(colour_name(c));
    const std::string expected = "position: counts: expected " + std::to_string(v.players) +
                                 " numbers separated by '/' (adaptoids lost by " + order + "), found " +
                                 quote(counts.text) + at_char(counts.offset);
    size_t i = 0;
    for (int k = 0; k < v.players; ++k) {
      size_t end = counts.text.find('/', i);
      if ((end == std::string_view::npos) != (k == v.players - 1)) return fail(expected);
      auto n = parse_int(
          counts.text.substr(i, end == std::string_view::npos ? std::string_view::npos : end - i), 255);
      if (!n) return fail(expected);
      p.set_lost(v.turn_order[k], *n);
      i = end + 1;
    }
  }

  if (fields.size() == 5) {
    auto n = parse_int(fields[4].text, kMaxTurnNumber);
    if (!n || *n < 1)
      return fail("position: turn number " + quote(fields[4].text) + " is not a number from 1 to " +
                  std::to_string(kMaxTurnNumber) + at_char(fields[4].offset));
    p.set_turn_number(*n);
  }
  return p;
}

std::string format_placement(const Variant& v, const Position& p) {
  std::string out;
  const Board& board = v.board;
  for (const auto& column : board.columns()) {
    if (!out.empty()) out += '/';
    for (int cell = column.first_cell; cell < column.first_cell + column.count; ++cell) {
      const Piece x = p.at(cell);
      if (x == kEmpty) {
        out += '.';
      } else if (v.is_adaptoid()) {
        out += colour_letter(ap::colour(x));
        out += static_cast<char>('0' + ap::legs(x));
        out += static_cast<char>('0' + ap::pincers(x));
      } else {
        out += colour_letter(stone::colour(x));
      }
    }
  }
  return out;
}

std::string format_position(const Variant& v, const Position& p) {
  std::string counts;
  if (v.is_quantum_leap()) {
    counts = p.swap_pending() ? "swap" : "-";
  } else if (p.phase() != Phase::Play) {
    counts = p.phase() == Phase::Placement ? "place" : "choose";
  } else {
    for (Colour c : v.turn_order) counts += (counts.empty() ? "" : "/") + std::to_string(p.lost(c));
  }
  return v.name + " " + format_placement(v, p) + " " + colour_lower(p.side()) + " " + counts + " " +
         std::to_string(p.turn_number());
}

std::string format_turn(const Variant& v, const Turn& t) {
  const Board& b = v.board;
  switch (t.move) {
    case MoveKind::DeclineSwap:
      return "-";
    case MoveKind::Swap:
      return b.name(std::min(t.from, t.to)) + "~" + b.name(std::max(t.from, t.to));
    case MoveKind::Leap:
      return b.name(t.from) + "x" + b.name(t.to);
    case MoveKind::Place:  // white's cell first, as the counts list white first
      return "+" + b.name(t.from) + " +" + b.name(t.to);
    case MoveKind::Keep:
      return "keep";
    case MoveKind::SwapColours:
      return "swap";
    default:
      break;
  }
  std::string out;
  if (t.move == MoveKind::Step) out = b.name(t.from) + "-" + b.name(t.to);
  if (t.move == MoveKind::Attack) out = b.name(t.from) + "x" + b.name(t.to);
  if (t.grow != GrowKind::None) {
    if (!out.empty()) out += ' ';
    if (t.grow == GrowKind::Create) out += "+" + b.name(t.grow_cell);
    if (t.grow == GrowKind::Leg) out += b.name(t.grow_cell) + "+L";
    if (t.grow == GrowKind::Pincer) out += b.name(t.grow_cell) + "+P";
  }
  return out.empty() ? "pass" : out;
}

namespace {

Result<int> turn_cell(const Variant& v, std::string_view whole, std::string_view name) {
  if (!parse_coord(name))
    return fail("turn " + quote(whole) + ": " + quote(name) + " is not a cell name (like d4)");
  auto cell = v.board.index(name);
  if (!cell) return fail("turn " + quote(whole) + ": " + std::string(name) + " is not a cell of the board");
  return *cell;
}

// Where sep joins two cell names in token: the first sep right after a row number, so that a
// column named x (a board of side 13 has one) is not read as the capture sign.
size_t separator(std::string_view token, char sep) {
  for (size_t i = 2; i < token.size(); ++i)
    if (token[i] == sep && token[i - 1] >= '0' && token[i - 1] <= '9') return i;
  return std::string_view::npos;
}

// "d2-d4" or "d2xd4" (sep is '-', 'x' or '~').
Result<Turn> parse_two_cells(const Variant& v, std::string_view whole, std::string_view token, char sep,
                             MoveKind kind) {
  const size_t at = separator(token, sep);
  auto from = turn_cell(v, whole, token.substr(0, at));
  if (!from) return Error{from.error()};
  auto to = turn_cell(v, whole, token.substr(at + 1));
  if (!to) return Error{to.error()};
  Turn t;
  t.move = kind;
  t.from = static_cast<CellIndex>(*from);
  t.to = static_cast<CellIndex>(*to);
  if (kind == MoveKind::Swap && t.from > t.to) std::swap(t.from, t.to);
  return t;
}

}  // namespace

Result<Turn> parse_turn_text(const Variant& v, std::string_view text) {
  const auto fields = split_fields(text);
  if (fields.empty()) return fail("turn: empty");
  if (v.is_quantum_leap()) {
    const std::string usage =
        "turn " + quote(text) + ": expected a capture (c3xe3), a swap (a1~c3) or '-' (no swap)";
    if (fields.size() != 1) return fail(usage);
    std::string_view t = fields[0].text;
    if (t == "-") return Turn{MoveKind::DeclineSwap, GrowKind::None, 0, 0, 0};
    if (t.find('~') != std::string_view::npos) return parse_two_cells(v, t, t, '~', MoveKind::Swap);
    if (separator(t, 'x') != std::string_view::npos) return parse_two_cells(v, t, t, 'x', MoveKind::Leap);
    return fail(usage);
  }
  const std::string usage =
      "turn " + quote(text) +
      ": expected a move (d2-d3, d2xd4), then a grow (+e3, d4+L, d4+P), or 'pass' (the opening: "
      "'+d2 +d6' places white's then black's adaptoid; 'keep' or 'swap' chooses colours)";
  if (fields.size() == 1 && fields[0].text == "pass") return Turn{};
  if (fields.size() == 1 && fields[0].text == "keep") return Turn{MoveKind::Keep, GrowKind::None, 0, 0, 0};
  if (fields.size() == 1 && fields[0].text == "swap")
    return Turn{MoveKind::SwapColours, GrowKind::None, 0, 0, 0};
  if (fields.size() == 2 && fields[0].text.front() == '+' && fields[1].text.front() == '+')
    return parse_placement_turn(v, text, fields[0].text.substr(1), fields[1].text.substr(1));
  if (fields.size() > 2) return fail(usage);
  Turn turn;
  for (size_t k = 0; k < fields.size(); ++k) {
    std::string_view token = fields[k].text;
    const bool is_grow = token.front() == '+' || token.ends_with("+L") || token.ends_with("+P");
    if (is_grow) {
      if (k + 1 != fields.size()) return fail(usage);
      Result<int> cell = token.front() == '+' ? turn_cell(v, text, token.substr(1))
                                              : turn_cell(v, text, token.substr(0, token.size() - 2));
      if (!cell) return Error{cell.error()};
      turn.grow_cell = static_cast<CellIndex>(*cell);
      turn.grow = token.front() == '+'  ? GrowKind::Create
                  : token.back() == 'L' ? GrowKind::Leg
                                        : GrowKind::Pincer;
    } else {
      if (k != 0) return fail(usage);
      const bool attack = separator(token, 'x') != std::string_view::npos;
      if (!attack && token.find('-') == std::string_view::npos) return fail(usage);
      auto move =
          parse_two_cells(v, text, token, attack ? 'x' : '-', attack ? MoveKind::Attack : MoveKind::Step);
      if (!move) return move;
      turn.move = move->move;
      turn.from = move->from;
      turn.to = move->to;
    }
  }
  return turn;
}

}  // namespace adaptoid
