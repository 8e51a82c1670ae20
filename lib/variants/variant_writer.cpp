// Writing a variant back as TOML, and comparing two variants' rules.
#include <adaptoid/core/game.hpp>
#include <adaptoid/core/variant_options.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <algorithm>
#include <sstream>

namespace adaptoid {

namespace {

std::string toml_quoted(std::string_view text) {
  std::string out = "\"";
  for (char ch : text) {
    if (ch == '"' || ch == '\\') out += '\\';
    out += ch;
  }
  return out + "\"";
}

// ["a1", "b2", ...], ten names a line when the list is long.
std::string cell_array(const std::vector<std::string>& names) {
  constexpr size_t kPerLine = 10;
  std::string out = "[";
  if (names.size() > kPerLine) out += "\n  ";
  for (size_t i = 0; i < names.size(); ++i) {
    if (i > 0) out += (i % kPerLine == 0) ? ",\n  " : ", ";
    out += toml_quoted(names[i]);
  }
  if (names.size() > kPerLine) out += ",\n";
  return out + "]";
}

std::string colour_array(const std::vector<Colour>& colours) {
  std::string out = "[";
  for (size_t i = 0; i < colours.size(); ++i) out += (i ? ", " : "") + toml_quoted(colour_name(colours[i]));
  return out + "]";
}

// The [board] table, worked out from the board itself: a hexagon (with holes) when the board
// fits the hexagon of the variant's side, else a custom list of cells.
void write_board(std::ostringstream& out, const Variant& v) {
  const Board& board = v.board;
  std::vector<std::string> stacks;
  for (int i = 0; i < board.size(); ++i)
    if (board.height(i) == 2) stacks.push_back(board.name(i));

  bool hexagon = v.board_spec.shape == "hexagon" && v.board_spec.side >= 1;
  std::vector<std::string> holes;
  if (hexagon) {
    const auto all = Board::hexagon(v.board_spec.side);
    for (int i = 0; i < board.size() && hexagon; ++i)
      hexagon =
          std::any_of(all.begin(), all.end(), [&](const BoardCell& c) { return c.coord == board.coord(i); });
    for (const BoardCell& c : all)
      if (board.index(c.coord) == kNoCell) holes.push_back(coord_name(c.coord));
  }
  out << "\n[board]\n";
  if (hexagon) {
    out << "shape = \"hexagon\"\n";
    out << "side = " << v.board_spec.side << "\n";
    out << "holes = " << cell_array(holes) << "\n";
  } else {
    std::vector<std::string> cells;
    for (int i = 0; i < board.size(); ++i) cells.push_back(board.name(i));
    out << "shape = \"custom\"\n";
    out << "cells = " << cell_array(cells) << "\n";
  }
  if (family_traits(v).cell_heights || !stacks.empty()) out << "stacks = " << cell_array(stacks) << "\n";
}

// The options of the top level after the turn order, in the table's order: those of one value
// that apply (one left at its default when it is written only otherwise), Adapt3's prey, a
// Quantum Leap setup.
void write_rules(std::ostringstream& out, const Variant& v) {
  const Variant defaults;
  for (const VariantOption& o : variant_options()) {
    if (!option_name(o).empty() || !option_applies(o, v.family, v.players)) continue;
    if (o.type != OptionType::Structured) {
      if (o.written_at_default || o.get(v) != o.get(defaults))
        out << o.key << " = " << option_value_text(o, v) << "\n";
    } else if (o.key == kPreyKey) {
      out << kPreyKey << " = {";
      for (Colour c = 0; c < v.players; ++c)
        out << (c ? ", " : " ") << colour_name(c) << " = " << toml_quoted(colour_name(v.prey[c]));
      out << " }\n";
    } else if (o.key == kSetupKey && v.setup) {
      out << kSetupKey << " = " << toml_quoted(*v.setup) << "\n";
    }
  }
}

void write_material(AdaptoidTag /*game*/, std::ostringstream& out, const Variant& v) {
  out << "\n[start]\n";
  for (Colour c = 0; c < v.players && c < static_cast<int>(v.start.size()); ++c) {
    std::vector<std::string> names;
    for (int cell : v.start[c]) names.push_back(v.board.name(cell));
    out << colour_name(c) << " = " << cell_array(names) << "\n";
  }
  out << "\n[supply]\n";
  for (const VariantOption& o : variant_options())
    if (option_section(o) == "supply") out << option_name(o) << " = " << option_value_text(o, v) << "\n";
}
// Quantum Leap's stones are an option (write_rules); it has no start cells and no supply.
void write_material(QuantumLeapTag /*game*/, std::ostringstream& /*out*/, const Variant& /*v*/) {}

// The rules of a family that are more than one value each.
bool same_structured_rules(QuantumLeapTag /*game*/, const Variant& a, const Variant& b) {
  return a.setup == b.setup;
}
bool same_structured_rules(AdaptoidTag /*game*/, const Variant& a, const Variant& b) {
  auto sorted = [](std::vector<std::vector<int>> start) {
    for (auto& cells : start) std::sort(cells.begin(), cells.end());
    return start;
  };
  if (!a.has_placement_opening() && sorted(a.start) != sorted(b.start)) return false;  // A21: unused
  return a.players != 3 || a.prey == b.prey;
}

}  // namespace

std::string variant_to_toml(const Variant& v) {
  std::ostringstream out;
  out << "# Variant " << v.name << ", every option written out.\n";
  out << "game = " << toml_quoted(family_traits(v).name) << "\n";
  out << "players = " << v.players << "\n";
  out << "turn_order = " << colour_array(v.turn_order) << "\n";
  write_rules(out, v);
  write_board(out, v);
  visit_family(v, [&](auto game) { write_material(game, out, v); });
  return out.str();
}

// Only the fields that are rules of the variant's game and player count take part; the name and
// the board's description (as opposed to the board) do not.
bool same_rules(const Variant& a, const Variant& b) {
  if (a.family != b.family || a.players != b.players || a.turn_order != b.turn_order || !(a.board == b.board))
    return false;
  for (const VariantOption& o : variant_options())
    if (o.type != OptionType::Structured && option_applies(o, a.family, a.players) && o.get(a) != o.get(b))
      return false;
  return visit_family(a, [&](auto game) { return same_structured_rules(game, a, b); });
}

}  // namespace adaptoid
