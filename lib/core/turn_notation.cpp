// The turn notation of specs/notation.md: writing a turn, and reading one's syntax per family.
#include <adaptoid/core/game.hpp>
#include <adaptoid/core/notation.hpp>
#include <adaptoid/core/notation_parts.hpp>
#include <adaptoid/core/opening_notation.hpp>

#include <algorithm>

namespace adaptoid {

using namespace notation_parts;

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
