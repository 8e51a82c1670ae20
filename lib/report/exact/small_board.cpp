#include <adaptoid/report/exact/small_board.hpp>

#include <adaptoid/core/game.hpp>
#include <adaptoid/core/variant_options.hpp>
#include <adaptoid/report/text/rules_diff.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace adaptoid {

namespace {

std::vector<std::string> references(AdaptoidTag /*game*/, int players) {
  if (players == 2) return {"adaptoid-7", "adaptoid-19-1"};
  if (players == 3) return {"adapt3-7", "adapt3-19-1"};
  return {};
}
std::vector<std::string> references(QuantumLeapTag /*game*/, int players) {
  if (players == 2) return {"quantum-leap-7", "quantum-leap-19"};
  return {};
}

// Options a small board takes as the variant writes them: the rules that do not depend on the
// board's size or material.
OnSmallerBoard on_smaller_board(const std::string& key) {
  const VariantOption* option = find_variant_option(key);
  return option ? option->smaller_board : OnSmallerBoard::Own;
}

int distance(Coord o) {
  return std::max({std::abs(o.c), std::abs(o.r), std::abs(o.c - o.r)});
}

// Where a hexagon's cells are told from: its centre (the shape's, holes or not).
std::optional<Coord> centre_of(const Variant& v) {
  if (v.board_spec.shape != "hexagon") return std::nullopt;
  return Coord{v.board_spec.side, v.board_spec.side};
}

std::string quoted_list(const std::vector<std::string>& names) {
  std::string out = "[";
  for (size_t i = 0; i < names.size(); ++i) out += (i ? ", \"" : "\"") + names[i] + "\"";
  return out + "]";
}

std::string joined(const std::vector<std::string>& names) {
  std::string out;
  for (const std::string& n : names) out += (out.empty() ? "" : ", ") + n;
  return out;
}

// The goal scaled from the base's to the small built-in's: round(small · goal / base), moved one
// step the variant's way when rounding leaves it unchanged; 0 when it cannot differ from small's.
int scaled_goal(int goal, int base, int small) {
  int scaled = static_cast<int>(std::lround(static_cast<double>(small) * goal / base));
  if (goal < base) scaled = std::min(scaled, small - 1);
  if (goal > base) scaled = std::max(scaled, small + 1);
  scaled = std::clamp(scaled, 1, 255);
  return scaled == small ? 0 : scaled;
}

struct Carry {
  Carry(const Variant& variant, const Variant& small_board, Coord from_centre, Coord to_centre)
      : v(variant),
        small(small_board),
        from(from_centre),
        to(to_centre),
        radius(small_board.board_spec.side - 1) {}

  const Variant &v, &small;
  Coord from, to;  // the centres
  int radius;      // the small board's: its cells are those this far from its centre
  SmallBoard out;
  std::string toml;
  std::set<std::string> used;  // the small board's cells taken by the start and holes

  std::optional<std::string> at(Coord offset) const {
    if (distance(offset) > radius) return std::nullopt;
    return coord_name(to + offset);
  }

  void goal(const VariantOption& option, const Variant& base) {
    const std::string key(option.key);
    const int goal = static_cast<int>(option.get(v)), base_goal = static_cast<int>(option.get(base));
    const int small_goal = static_cast<int>(option.get(small));
    const int g = scaled_goal(goal, base_goal, small_goal);
    const std::string what =
        key + " = " + std::to_string(goal) + " (the base's " + std::to_string(base_goal) + ")";
    if (g == 0) {
      out.not_carried.push_back(what + ": " + small.name + "'s goal of " + std::to_string(small_goal) +
                                " cannot move that way");
      return;
    }
    toml += key + " = " + std::to_string(g) + "\n";
    out.carried.push_back(what + " as " + std::to_string(g) + " (" + small.name + "'s " +
                          std::to_string(small_goal) + ")");
  }

  // Cells of the variant's board (holes, stacks) onto the same places of the small board.
  // A hole may not take a start cell; a stack may hold one.
  std::vector<std::string> cells(const std::string& what, const std::vector<std::string>& names, bool hole) {
    std::vector<std::string> kept, lost, on_start;
    for (const std::string& name : names) {
      const auto c = parse_coord(name);
      const auto to_cell = c ? at(Coord{c->c - from.c, c->r - from.r}) : std::nullopt;
      if (!to_cell) {
        lost.push_back(name);
      } else if (hole && used.contains(*to_cell)) {
        on_start.push_back(name + " (" + *to_cell + ")");
      } else {
        kept.push_back(*to_cell);
        if (hole) used.insert(*to_cell);
        out.carried.push_back(what + " " + name + " as " + *to_cell);
      }
    }
    if (!lost.empty())
      out.not_carried.push_back(what + " " + joined(lost) + ": not on the " +
                                std::to_string(small.board.size()) + " cells");
    if (!on_start.empty())
      out.not_carried.push_back(what + " " + joined(on_start) + ": a start cell of the small board");
    return kept;
  }

  // A start cell at the same place from the centre, pulled in along its line when off the board.
  std::optional<std::string> start_cell(Coord offset) {
    const int d = distance(offset);
    for (int k = std::min(d, radius); k >= 0; --k) {
      const Coord o{static_cast<int>(std::lround(static_cast<double>(offset.c) * k / std::max(d, 1))),
                    static_cast<int>(std::lround(static_cast<double>(offset.r) * k / std::max(d, 1)))};
      const auto cell = at(o);
      if (cell && !used.contains(*cell)) return cell;
    }
    return std::nullopt;
  }

  void start() {
    std::string lines, words;
    for (Colour c = 0; c < v.players; ++c) {
      std::vector<std::string> names;
      for (const int cell : v.start[static_cast<size_t>(c)]) {
        const Coord k = v.board.coord(cell);
        const auto to_cell = start_cell(Coord{k.c - from.c, k.r - from.r});
        const bool supply = static_cast<int>(names.size()) >= small.supply_adaptoids;
        if (!to_cell || supply) {
          out.not_carried.push_back("the start (" + std::string(colour_name(c)) + " " + v.board.name(cell) +
                                    (supply ? ": more start adaptoids than " + small.name + "'s supply of " +
                                                  std::to_string(small.supply_adaptoids) + ")"
                                            : " has no free place on the small board)"));
          used.clear();  // the small board keeps its own start
          return;
        }
        used.insert(*to_cell);
        names.push_back(*to_cell);
        words += (words.empty() ? "" : ", ") + std::string(colour_name(c)) + " " + v.board.name(cell) +
                 " as " + *to_cell;
      }
      lines += std::string(colour_name(c)) + " = " + quoted_list(names) + "\n";
    }
    toml_start = "[start]\n" + lines;
    out.carried.push_back("the start: " + words);
  }
  std::string toml_start;
};

bool same_start(const Variant& a, const Variant& b) {
  if (a.start.size() != b.start.size()) return false;
  for (size_t c = 0; c < a.start.size(); ++c) {
    std::set<std::string> x, y;
    for (int cell : a.start[c]) x.insert(a.board.name(cell));
    for (int cell : b.start[c]) y.insert(b.board.name(cell));
    if (x != y) return false;
  }
  return true;
}

SmallBoard carry(const Variant& v, const Variant& base, const VariantPtr& small) {
  const auto from = centre_of(v), to = centre_of(*small);
  Carry k(v, *small, from.value_or(Coord{}), to.value_or(Coord{}));
  k.out.reference = small->name;
  std::vector<std::string> holes, stacks;
  const auto diff = rules_diff(v, base);
  // The start first: its cells are the ones a hole may not take.
  const bool moved_start =
      !family_traits(v).random_setup && !v.has_placement_opening() && !same_start(v, base);
  if (moved_start && from && to)
    k.start();
  else if (moved_start)
    k.out.not_carried.push_back("the start (the board is not a hexagon)");
  for (const OptionDiff& d : diff) {
    if (d.key == "name") continue;
    const OnSmallerBoard carried = on_smaller_board(d.key);
    if (carried == OnSmallerBoard::AsWritten) {
      k.toml += d.key + " = " + d.subject + "\n";
      k.out.carried.push_back(d.key + " = " + option_display_short(d.subject));
    } else if (carried == OnSmallerBoard::Scaled) {
      k.goal(*find_variant_option(d.key), base);
    } else if ((d.key == "board.holes" || d.key == "board.stacks") && from && to) {
      const bool is_holes = d.key == "board.holes";
      auto& into = is_holes ? holes : stacks;
      into =
          k.cells(is_holes ? "hole" : "stack", is_holes ? v.board_spec.holes : v.board_spec.stacks, is_holes);
    } else if (d.key.starts_with("start.")) {
      continue;  // the start, above
    } else {
      k.out.not_carried.push_back(d.key + " = " + option_display_short(d.subject) + " (" + small->name +
                                  " has its own)");
    }
  }
  std::string text = "base = \"" + small->name + "\"\n" + k.toml;
  if (!holes.empty() || !stacks.empty())
    text += "[board]\nholes = " + quoted_list(holes) + "\nstacks = " + quoted_list(stacks) + "\n";
  text += k.toml_start;
  auto loaded = load_variant_text(text, v.name + " on " + small->name, "the small board for " + v.name);
  if (!loaded) {
    k.out.not_carried.push_back("the variant could not be carried onto " + small->name + ": " +
                                loaded.error());
  } else {
    k.out.variant = loaded.value();
  }
  return k.out;
}

}  // namespace

std::vector<std::string> small_references(const Variant& v) {
  return visit_family(v, [&](auto game) { return references(game, v.players); });
}

std::vector<SmallBoard> small_boards(const Variant& v, const Variant& base) {
  std::vector<SmallBoard> out;
  for (const std::string& name : small_references(v))
    if (auto reference = load_variant(name)) out.push_back(carry(v, base, reference.value()));
  return out;
}

}  // namespace adaptoid
