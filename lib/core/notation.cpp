// The interchange text of specs/notation.md: positions (the placement, the side to move, the
// counts, the turn number) and turns, written and read, with the placement opening's own (A21,
// A22). Reading checks what the text alone can show; the rules' checks are game.hpp's.
#include <adaptoid/core/notation.hpp>

#include <adaptoid/core/game.hpp>
#include <adaptoid/util/echo.hpp>
#include <adaptoid/util/text.hpp>

#include <fmt/format.h>
#include <algorithm>
#include <array>
#include <cctype>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace adaptoid {

namespace ap = adaptoid_piece;

namespace {

// Fields split at blanks, and the pieces of the messages, for positions and turns alike.
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

// The user's text in a message: printable, at most kEchoChars characters (echo.hpp).
std::string quote(std::string_view s) {
  return "'" + echo_text(s) + "'";
}
std::string at_char(size_t offset) {
  return " (character " + std::to_string(offset + 1) + ")";
}

std::optional<int> parse_int(std::string_view s, int max) {
  const auto value = s.size() > 10 ? std::nullopt : parse_number<int>(s);
  if (!value || *value < 0 || *value > max) return std::nullopt;
  return value;
}

// --- The placement opening (A21, A22): what a position in its phases must hold, and the placement
// turn "+d2 +d6".

// Empty when p may stand in the placement (placing) or colour-choice phase with `mover` to move;
// otherwise why not. The placement is the first player's (w) on the empty board; the choice is the
// second player's (b), with one bare adaptoid of each colour on the board.
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

Result<int> placed_cell(const Variant& v, std::string_view whole, std::string_view name) {
  const std::string turn = "turn '" + std::string(whole) + "': ";
  if (!parse_coord(name)) return fail(turn + "'" + std::string(name) + "' is not a cell name (like d4)");
  auto cell = v.board.index(name);
  if (!cell) return fail(turn + std::string(name) + " is not a cell of the board");
  return *cell;
}

// "+<white> +<black>": the cells without their '+'; `whole` is the turn's text for the messages.
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

}  // namespace

// --- Positions ------------------------------------------------------------------------------------

namespace {

std::string player_letters(const Variant& v, bool lower) {
  std::string out;
  for (Colour c = 0; c < v.players; ++c) {
    if (!out.empty()) out += ", ";
    out += lower ? colour_lower(c) : colour_letter(c);
  }
  return out;
}

// The piece whose colour letter column[k - 1] is; k moves past the rest of it. On an error: what
// is wrong, and how far past the letter.
struct PieceText {
  Piece piece = kEmpty;
  std::string problem;
  size_t problem_offset = 0;
};
PieceText read_piece(AdaptoidTag /*game*/, const Variant& v, Colour colour, std::string_view column,
                     size_t& k) {
  if (k + 2 > column.size() || !isdigit(static_cast<unsigned char>(column[k])) ||
      !isdigit(static_cast<unsigned char>(column[k + 1])))
    return {kEmpty, "an adaptoid is its letter, its legs and its pincers (W21)", 0};
  const int legs = column[k] - '0', pincers = column[k + 1] - '0';
  if (legs + pincers > v.max_extremities)
    return {kEmpty,
            fmt::format("{} has {} limbs, at most {} are allowed", column.substr(k - 1, 3), legs + pincers,
                        v.max_extremities),
            0};
  k += 2;
  return {ap::make(colour, legs, pincers), "", 0};
}
PieceText read_piece(QuantumLeapTag /*game*/, const Variant& /*v*/, Colour colour, std::string_view column,
                     size_t& k) {
  if (k < column.size() && isdigit(static_cast<unsigned char>(column[k])))
    return {kEmpty, "a Quantum Leap stone is its colour letter alone", 1};
  return {stone::make(colour), "", 0};
}

Result<std::vector<Piece>> parse_placement_at(const Variant& v, std::string_view text, size_t offset,
                                              std::string_view where) {
  const Board& board = v.board;
  const auto& columns = board.columns();
  std::vector<Piece> pieces(board.size(), kEmpty);
  size_t col = 0, i = 0;
  while (true) {
    size_t end = text.find('/', i);
    std::string_view column =
        text.substr(i, end == std::string_view::npos ? std::string_view::npos : end - i);
    if (col >= columns.size())
      return fail(fmt::format("{}: {} columns written, the board has {}{}", where, col + 1, columns.size(),
                              at_char(offset + i)));
    const auto& spec = columns[col];
    const std::string colname(1, static_cast<char>('a' + spec.c - 1));
    int cells = 0;
    for (size_t k = 0; k < column.size();) {
      const size_t pos = offset + i + k;
      const char ch = column[k];
      if (cells >= spec.count)
        return fail(fmt::format("{}: column {} has more than the {} cells of the board there{}", where,
                                colname, spec.count, at_char(pos)));
      const int cell = spec.first_cell + cells;
      const auto cellname = [&] { return board.name(cell); };  // for the messages only: not a string a cell
      if (ch == '.') {
        ++k;
      } else {
        auto colour = colour_from_letter(ch);
        if (!colour)  // the whole character (a letter of another script is several bytes), counted in
                      // characters
          return fail(fmt::format("{}: cell {}: unknown letter {}; a cell is '.' or a colour letter ({}){}",
                                  where, cellname(), quote(utf8_char_at(column, k)), player_letters(v, false),
                                  at_char(offset + utf8_length(text.substr(0, i + k)))));
        if (!v.is_player(*colour))
          return fail(fmt::format("{}: cell {}: {} is not a player of {} (players: {}){}", where, cellname(),
                                  ch, v.name, player_letters(v, false), at_char(pos)));
        ++k;
        const PieceText piece =
            visit_family(v, [&](auto game) { return read_piece(game, v, *colour, column, k); });
        if (!piece.problem.empty())
          return fail(fmt::format("{}: cell {}: {}{}", where, cellname(), piece.problem,
                                  at_char(pos + piece.problem_offset)));
        pieces[cell] = piece.piece;
      }
      ++cells;
    }
    if (cells < spec.count)
      return fail(fmt::format("{}: column {} has {} cells, the board has {} there{}", where, colname, cells,
                              spec.count, at_char(offset + i)));
    ++col;
    if (end == std::string_view::npos) break;
    i = end + 1;
  }
  if (col != columns.size())
    return fail(fmt::format("{}: {} columns written, the board has {}", where, col, columns.size()));
  return pieces;
}

// What of the supply (A3) or the stones (Q2) the pieces use beyond what there is, or "".
std::string check_supply(QuantumLeapTag /*game*/, const Variant& v, const std::vector<Piece>& pieces) {
  for (Colour c = 0; c < v.players; ++c) {
    const auto bodies = std::count_if(pieces.begin(), pieces.end(),
                                      [c](Piece x) { return x != kEmpty && stone::colour(x) == c; });
    if (bodies > v.stones)
      return fmt::format("{} has {} stones on the board, each player has {}", colour_name(c), bodies,
                         v.stones);
  }
  return "";
}

std::string check_supply(AdaptoidTag /*game*/, const Variant& v, const std::vector<Piece>& pieces) {
  for (Colour c = 0; c < v.players; ++c) {
    int bodies = 0, legs = 0, pincers = 0;
    for (Piece x : pieces) {
      if (x == kEmpty || ap::colour(x) != c) continue;
      ++bodies;
      legs += ap::legs(x);
      pincers += ap::pincers(x);
    }
    const auto beyond = [&](int used, std::string_view what, int supply) {  // for the messages only
      return fmt::format("{} has {} {} on the board, the supply holds {}", colour_name(c), used, what,
                         supply);
    };
    if (bodies > v.supply_adaptoids) return beyond(bodies, "adaptoids", v.supply_adaptoids);
    if (legs > v.supply_legs) return beyond(legs, "legs", v.supply_legs);
    if (pincers > v.supply_pincers) return beyond(pincers, "pincers", v.supply_pincers);
  }
  return "";
}

std::string check_supply(const Variant& v, const std::vector<Piece>& pieces) {
  return visit_family(v, [&](auto game) { return check_supply(game, v, pieces); });
}

// The counts field into p (its side to move set): the swap flag (Q3); or the opening's phase
// (A21, A22) or each colour's losses. "" or what is wrong.
std::string read_counts(QuantumLeapTag /*game*/, const Variant& v, const Field& counts, const Field& side,
                        Position& p) {
  if (counts.text == "swap") {
    if (!v.swap) return "position: counts: 'swap' but " + v.name + " has no swap" + at_char(counts.offset);
    if (p.side() != 1)
      return "position: counts: the swap is Black's decision, so the side to move must be 'b'" +
             at_char(side.offset);
    p.set_swap_pending(true);
  } else if (counts.text != "-") {
    return "position: counts: expected '-' or 'swap' for Quantum Leap, found " + quote(counts.text) +
           at_char(counts.offset);
  }
  return "";
}

std::string read_counts(AdaptoidTag /*game*/, const Variant& v, const Field& counts, const Field& /*side*/,
                        Position& p) {
  if (counts.text == "place" || counts.text == "choose") {
    if (std::string problem = check_opening_position(v, p, counts.text == "place", p.side());
        !problem.empty())
      return "position: counts: '" + std::string(counts.text) + "' but " + problem + at_char(counts.offset);
    p.set_phase(counts.text == "place" ? Phase::Placement : Phase::Choice);
    return "";
  }
  std::string order;
  for (Colour c : v.turn_order) order += (order.empty() ? "" : "/") + std::string(colour_name(c));
  const auto expected = [&] {  // for the message only
    return fmt::format(
        "position: counts: expected {} numbers separated by '/' (adaptoids lost by {}), found '{}'{}",
        v.players, order, echo_text(counts.text), at_char(counts.offset));
  };
  size_t i = 0;
  for (int k = 0; k < v.players; ++k) {
    size_t end = counts.text.find('/', i);
    if ((end == std::string_view::npos) != (k == v.players - 1)) return expected();
    const std::string_view number =
        counts.text.substr(i, end == std::string_view::npos ? std::string_view::npos : end - i);
    auto n = parse_int(number, 255);
    // A number that is only too large or negative is said as such: the range is the problem.
    if (!n && number.size() <= 20 && parse_number<long long>(number))
      return fmt::format("position: counts: {} lost {} adaptoids: a count is from 0 to 255{}",
                         colour_name(v.turn_order[k]), echo_text(number), at_char(counts.offset + i));
    if (!n) return expected();
    p.set_lost(v.turn_order[k], *n);
    i = end + 1;
  }
  return "";
}

// The counts field as written: the swap flag; or the opening's phase or each colour's losses.
std::string write_counts(QuantumLeapTag /*game*/, const Variant& /*v*/, const Position& p) {
  return p.swap_pending() ? "swap" : "-";
}
std::string write_counts(AdaptoidTag /*game*/, const Variant& v, const Position& p) {
  if (p.phase() != Phase::Play) return p.phase() == Phase::Placement ? "place" : "choose";
  std::string counts;
  for (Colour c : v.turn_order) counts += (counts.empty() ? "" : "/") + std::to_string(p.lost(c));
  return counts;
}

// A piece as the placement writes it.
void write_piece(AdaptoidTag /*game*/, Piece x, std::string& out) {
  out += colour_letter(ap::colour(x));
  out += static_cast<char>('0' + ap::legs(x));
  out += static_cast<char>('0' + ap::pincers(x));
}
void write_piece(QuantumLeapTag /*game*/, Piece x, std::string& out) {
  out += colour_letter(stone::colour(x));
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
    return fail(fmt::format(
        "position: expected 4 or 5 fields (variant, placement, side to move, counts, turn number), found {}",
        fields.size()));
  if (fields[0].text != v.name)
    return fail("position: variant " + quote(fields[0].text) + " is not the loaded variant " + quote(v.name));

  auto pieces = parse_placement_at(v, fields[1].text, fields[1].offset, "position: placement");
  if (!pieces) return pieces.failure();
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

  if (std::string problem =
          visit_family(v, [&](auto game) { return read_counts(game, v, fields[3], side, p); });
      !problem.empty())
    return fail(problem);

  if (fields.size() == 5) {
    auto n = parse_int(fields[4].text, kMaxTurnNumber);
    if (!n || *n < 1)
      return fail(fmt::format("position: turn number '{}' is not a number from 1 to {}{}",
                              echo_text(fields[4].text), kMaxTurnNumber, at_char(fields[4].offset)));
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
      } else {
        visit_family(v, [&](auto game) { write_piece(game, x, out); });
      }
    }
  }
  return out;
}

std::string format_position(const Variant& v, const Position& p) {
  const std::string counts = visit_family(v, [&](auto game) { return write_counts(game, v, p); });
  return fmt::format("{} {} {} {} {}", v.name, format_placement(v, p), colour_lower(p.side()), counts,
                     p.turn_number());
}

// --- Turns ----------------------------------------------------------------------------------------

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

char lower(char c) {
  return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

// A word of the notation (pass, keep, swap, the limb letters) read in either case, as a person
// types it: `PASS`, `d2+l`.
bool same_word(std::string_view text, std::string_view word) {
  if (text.size() != word.size()) return false;
  for (size_t i = 0; i < text.size(); ++i)
    if (lower(text[i]) != lower(word[i])) return false;
  return true;
}

// Where sep joins two cell names in token (sep in either case): the first sep right after a row
// number, so that a column named x (a board of side 13 has one) is not read as the capture sign.
size_t separator(std::string_view token, char sep) {
  for (size_t i = 2; i < token.size(); ++i)
    if (lower(token[i]) == sep && token[i - 1] >= '0' && token[i - 1] <= '9') return i;
  return std::string_view::npos;
}

// The limb a grow token ends with ("d4+L": 'L', "d4+p": 'P'), or 0.
char limb_suffix(std::string_view token) {
  if (token.size() < 3 || token[token.size() - 2] != '+') return 0;
  const char limb = lower(token.back());
  return limb == 'l' ? 'L' : limb == 'p' ? 'P' : 0;
}

// "d2-d4" or "d2xd4" (sep is '-', 'x' or '~').
Result<Turn> parse_two_cells(const Variant& v, std::string_view whole, std::string_view token, char sep,
                             MoveKind kind) {
  const size_t at = separator(token, sep);
  auto from = turn_cell(v, whole, token.substr(0, at));
  if (!from) return from.failure();
  auto to = turn_cell(v, whole, token.substr(at + 1));
  if (!to) return to.failure();
  Turn t;
  t.move = kind;
  t.from = static_cast<CellIndex>(*from);
  t.to = static_cast<CellIndex>(*to);
  if (kind == MoveKind::Swap && t.from > t.to) std::swap(t.from, t.to);
  return t;
}

// A turn of the family from its fields (at least one): a capture, a swap or its refusal (Q3, Q4);
// or a move and a grow, a pass, or an opening turn (A10, A11, A21, A22).
Result<Turn> parse_turn_fields(QuantumLeapTag /*game*/, const Variant& v, std::string_view text,
                               const std::vector<Field>& fields) {
  const std::string usage = "turn " + quote(text) + ": expected a capture (c3xe3)" +
                            (v.swap ? ", the swap (a1~c3) or '-' (no swap)" : "");
  if (fields.size() != 1) return fail(usage);
  std::string_view t = fields[0].text;
  if (t == "-") return Turn{MoveKind::DeclineSwap, GrowKind::None, 0, 0, 0};
  if (t.find('~') != std::string_view::npos) return parse_two_cells(v, t, t, '~', MoveKind::Swap);
  if (separator(t, 'x') != std::string_view::npos) return parse_two_cells(v, t, t, 'x', MoveKind::Leap);
  return fail(usage);
}

// What an Adaptoid turn of this variant looks like: the pincer grow only where pincers exist, the
// opening's turns only in a variant that has them (A21, A22).
std::string adaptoid_usage(const Variant& v, std::string_view text) {
  std::string usage = "turn " + quote(text) + ": expected a move (d2-d3, d2xd4), then a grow (+e3, d4+L" +
                      (v.supply_pincers > 0 ? ", d4+P" : "") + "), or 'pass'";
  if (v.has_placement_opening())
    usage +=
        " (the opening: '+d2 +d6' places white's then black's adaptoid; 'keep' or 'swap' chooses colours)";
  return usage;
}

Result<Turn> parse_turn_fields(AdaptoidTag /*game*/, const Variant& v, std::string_view text,
                               const std::vector<Field>& fields) {
  const std::string usage = adaptoid_usage(v, text);
  const bool one = fields.size() == 1;
  if (one && same_word(fields[0].text, "pass")) return Turn{};
  if (one && same_word(fields[0].text, "keep")) return Turn{MoveKind::Keep, GrowKind::None, 0, 0, 0};
  if (one && same_word(fields[0].text, "swap")) return Turn{MoveKind::SwapColours, GrowKind::None, 0, 0, 0};
  if (fields.size() == 2 && fields[0].text.front() == '+' && fields[1].text.front() == '+')
    return parse_placement_turn(v, text, fields[0].text.substr(1), fields[1].text.substr(1));
  if (fields.size() > 2) return fail(usage);
  Turn turn;
  for (size_t k = 0; k < fields.size(); ++k) {
    std::string_view token = fields[k].text;
    const char limb = limb_suffix(token);
    if (token.front() == '+' || limb != 0) {
      if (k + 1 != fields.size()) return fail(usage);
      Result<int> cell = token.front() == '+' ? turn_cell(v, text, token.substr(1))
                                              : turn_cell(v, text, token.substr(0, token.size() - 2));
      if (!cell) return cell.failure();
      turn.grow_cell = static_cast<CellIndex>(*cell);
      turn.grow = token.front() == '+' ? GrowKind::Create : limb == 'L' ? GrowKind::Leg : GrowKind::Pincer;
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

}  // namespace

Result<Turn> parse_turn_text(const Variant& v, std::string_view text) {
  const auto fields = split_fields(text);
  if (fields.empty()) return fail("turn: empty");
  return visit_family(v, [&](auto game) { return parse_turn_fields(game, v, text, fields); });
}

std::string format_turns(const Variant& v, const std::vector<Turn>& turns, std::string_view separator) {
  std::string out;
  for (size_t i = 0; i < turns.size(); ++i)
    out += (i ? std::string(separator) : "") + format_turn(v, turns[i]);
  return out;
}

}  // namespace adaptoid
