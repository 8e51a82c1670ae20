#include <adaptoid/core/game.hpp>
#include <adaptoid/core/notation.hpp>
#include <adaptoid/core/notation_parts.hpp>
#include <adaptoid/core/opening_notation.hpp>

#include <fmt/format.h>
#include <algorithm>
#include <cctype>

namespace adaptoid {

namespace ap = adaptoid_piece;
using namespace notation_parts;

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

}  // namespace adaptoid
