// Reading a variant file: the file (or a built-in) and its base chain, loaded and merged key by
// key, then one validating read of the merged table into a Variant. The schema (keys, types,
// ranges, defaults) is the one table of options (core/variant_options.hpp), listed in
// specs/rules.md; specs/variants/adaptoid.toml shows every Adaptoid option with its default.
#include <adaptoid/variants/variant_loader.hpp>

#include <adaptoid/core/game.hpp>
#include <adaptoid/core/notation.hpp>
#include <adaptoid/core/piece.hpp>
#include <adaptoid/core/variant_options.hpp>
#include <adaptoid/io/input_file.hpp>
#include <adaptoid/util/echo.hpp>
#include <adaptoid/util/text.hpp>
#include <adaptoid/variants/builtin_variants.hpp>
#include <adaptoid/variants/toml_nesting.hpp>

#include <toml++/toml.h>
#include <algorithm>
#include <array>
#include <cstdint>
#include <filesystem>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace adaptoid::variant_loading {

namespace {

namespace fs = std::filesystem;

constexpr int kMaxSide = 13;  // 469 cells (kMaxCells); side 14 needs 27 column letters
// A variant file's text is at most this (a variant is a page of TOML).
constexpr uint64_t kMaxVariantFileBytes = uint64_t{1} << 20;

template <class Range>
std::string join(const Range& items, std::string_view sep = ", ") {
  std::string out;
  for (const auto& item : items) {
    if (!out.empty()) out += sep;
    out += item;
  }
  return out;
}

template <class Range, class T>
bool contains(const Range& items, const T& x) {
  return std::find(items.begin(), items.end(), x) != items.end();
}

// "an integer", "a table", ...: what a message says was found instead.
std::string a_type(const toml::node& n) {
  switch (n.type()) {
    case toml::node_type::string:
      return "a string";
    case toml::node_type::integer:
      return "an integer";
    case toml::node_type::floating_point:
      return "a floating-point number";
    case toml::node_type::boolean:
      return "a boolean";
    case toml::node_type::table:
      return "a table";
    case toml::node_type::array:
      return "an array";
    case toml::node_type::date:
      return "a date";
    case toml::node_type::time:
      return "a time";
    case toml::node_type::date_time:
      return "a date-time";
    default:
      return "nothing";
  }
}

std::string players_named(int players) {
  std::vector<std::string> names;
  for (Colour c = 0; c < players; ++c) names.emplace_back(colour_name(c));
  return join(names);
}

// The keys a file's tables take come from the one table of options (core/variant_options.hpp).
// The top-level keys of one family only: those whose every option belongs to it.
std::vector<std::string_view> family_keys(Family family) {
  std::vector<std::string_view> keys;
  for (std::string_view key : top_level_keys()) {
    bool only_this = true;
    for (const VariantOption& o : variant_options())
      if (option_section(o) == key && o.family != family) only_this = false;
    if (only_this) keys.push_back(key);
  }
  return keys;
}

// The top-level keys whose meaning depends on the player count; a base's are dropped when a file
// changes it.
std::vector<std::string_view> player_count_keys() {
  std::vector<std::string_view> keys;
  for (const VariantOption& o : variant_options())
    if (o.per_player_count) keys.push_back(option_section(o));
  return keys;
}

// The options of the other family, which a variant of this one does not take, and whose they are.
struct ForeignKeys {
  std::vector<std::string_view> keys;
  std::string_view owner;
};
ForeignKeys foreign_keys(AdaptoidTag /*game*/) {
  return {family_keys(QuantumLeapGame::kFamily.family), QuantumLeapGame::kFamily.name};
}
ForeignKeys foreign_keys(QuantumLeapTag /*game*/) {
  return {family_keys(AdaptoidGame::kFamily.family), AdaptoidGame::kFamily.name};
}

// Why `key` does not apply to this variant, or "" when it does.
std::string inapplicable(std::string_view key, const Variant& v) {
  const ForeignKeys foreign = visit_family(v, [](auto game) { return foreign_keys(game); });
  if (contains(foreign.keys, key))
    return "applies only to " + std::string(foreign.owner) + " variants, not to " +
           std::string(family_traits(v).name);
  const VariantOption* option = find_section(key);
  if (option && option->players != 0 && option->players != v.players)
    return "applies only with " + std::to_string(option->players) + " players (this variant has " +
           std::to_string(v.players) +
           (option->instead.empty() ? "" : "; use " + std::string(option->instead)) + ")";
  return "";
}

std::string inapplicable_on_board(std::string_view key, std::string_view shape, const Variant& v) {
  if (shape == "custom" && (key == "side" || key == "holes"))
    return "does not apply to shape \"custom\" (list the playable cells in cells)";
  if (shape == "hexagon" && key == "cells") return "applies only to shape \"custom\"";
  if (!family_traits(v).cell_heights && key == "stacks")
    return "applies only to adaptoid variants (heights play no part in " +
           std::string(family_traits(v).name) + ")";
  return "";
}

// ---------------------------------------------------------------------------------------------
// The reader: validates a merged table and builds the Variant. Every message is one line,
// "variant <source>: <place> <key>: <problem>".

class Reader {
 public:
  // `merged` is the file with its bases merged in; `own` is the file alone. An option that does
  // not apply to the variant is an error when the file itself sets it, and is dropped when it
  // comes from a base (the base was a valid variant of its own).
  Reader(std::string source, toml::table merged, const toml::table& own)
      : source_(std::move(source)), t_(std::move(merged)), own_(own) {}

  Variant read(std::string name);
  // After read(): the merged table without the inherited options that did not apply.
  toml::table take_table() && { return std::move(t_); }

 private:
  [[noreturn]] void reject(const std::string& what) const {
    // Newlines only: a carriage return in the file's own text is left for the tool to show escaped.
    throw fail("variant " + source_ + ": " + one_line(what, "\n"));
  }

  bool own_has(std::string_view key) const { return own_.contains(key); }
  bool own_has(std::string_view table, std::string_view key) const {
    return own_[table][key].node() != nullptr;
  }

  // --- typed getters: each checks a node's type (and range or choice) and rejects with a message
  // that names the key and what was found instead.
  int64_t integer(const toml::node& n, const std::string& where, int64_t lo, int64_t hi) const {
    const auto* value = n.as_integer();
    if (!value) reject(where + ": expected an integer, found " + a_type(n));
    const int64_t x = value->get();
    if (x < lo || x > hi)
      reject(where + ": " + std::to_string(x) + " is out of range " + std::to_string(lo) + ".." +
             std::to_string(hi));
    return x;
  }

  bool boolean(const toml::node& n, const std::string& where) const {
    const auto* value = n.as_boolean();
    if (!value) reject(where + ": expected true or false, found " + a_type(n));
    return value->get();
  }

  std::string string(const toml::node& n, const std::string& where) const {
    const auto* value = n.as_string();
    if (!value) reject(where + ": expected a string, found " + a_type(n));
    return value->get();
  }

  std::string choice(const toml::node& n, const std::string& where,
                     std::initializer_list<std::string_view> allowed) const {
    std::vector<std::string> quoted;
    for (auto a : allowed) quoted.push_back("\"" + std::string(a) + "\"");
    const std::string expected = join(quoted, " or ");
    const auto* value = n.as_string();
    if (!value) reject(where + ": expected " + expected + ", found " + a_type(n));
    if (!contains(allowed, value->get()))
      reject(where + ": expected " + expected + ", found \"" + value->get() + "\"");
    return value->get();
  }

  const toml::table& table(const toml::node& n, const std::string& where) const {
    const auto* value = n.as_table();
    if (!value) reject(where + ": expected a table, found " + a_type(n));
    return *value;
  }

  const toml::array& array(const toml::node& n, const std::string& where) const {
    const auto* value = n.as_array();
    if (!value) reject(where + ": expected an array, found " + a_type(n));
    return *value;
  }

  std::vector<Coord> cells(const toml::node& n, const std::string& where) const {
    const auto* list = n.as_array();
    if (!list) reject(where + ": expected an array of cell names, found " + a_type(n));
    std::vector<Coord> out;
    for (const toml::node& item : *list) {
      const auto* text = item.as_string();
      if (!text) reject(where + ": expected an array of cell names, found " + a_type(item) + " in it");
      auto coord = parse_coord(text->get());
      if (!coord)
        reject(where + ": '" + text->get() +
               "' is not a cell name (a column letter a-z in either case and a row 1-99, like d4)");
      out.push_back(*coord);
    }
    return out;
  }

  Colour player_colour(const std::string& text, const std::string& where, int players) const {
    auto c = colour_from_name(text);
    if (!c || *c >= players)
      reject(where + ": '" + text + "' is not a player's colour; the players are " + players_named(players));
    return *c;
  }

  void check_keys(const toml::table& t, const std::string& place,
                  const std::vector<std::string_view>& valid) const {
    for (const auto& [key, node] : t)
      if (!contains(valid, key.str()))
        reject(place + echo_text(key.str()) + ": unknown key; valid keys" +
               (place.empty() ? std::string() : " in " + place.substr(0, place.size() - 1)) + ": " +
               join(valid));
  }

  // --- the reading steps ------------------------------------------------------------------------
  void read_game(Variant& v);
  void read_players(Variant& v);
  void drop_inapplicable(const Variant& v);
  void read_turn_order(Variant& v);
  void read_board(Variant& v);
  std::vector<BoardCell> read_hexagon(const toml::table& b, int default_side, BoardSpec& spec) const;
  std::vector<BoardCell> read_custom_cells(const toml::table& b, BoardSpec& spec) const;
  void read_stacks(const toml::table& b, BoardSpec& spec, std::vector<BoardCell>& board) const;
  // every option of one value (true, 12, "skip") that applies
  void read_scalars(Variant& v);
  void read_family(AdaptoidTag game, Variant& v);
  void read_prey(Variant& v, const toml::table& prey);
  void read_start(Variant& v);
  void read_family(QuantumLeapTag game, Variant& v);

  std::string source_;
  toml::table t_;  // the merged table, less the inherited options that do not apply
  const toml::table& own_;
};

// --- The order of steps, and the options every variant has: the game, the player count (which
// decides which other options apply), and the turn order.

Variant Reader::read(std::string name) {
  Variant v;
  v.name = std::move(name);
  check_keys(t_, "", top_level_keys());
  read_game(v);
  read_players(v);
  drop_inapplicable(v);
  read_board(v);
  read_turn_order(v);
  read_scalars(v);
  visit_family(v, [&](auto game) { read_family(game, v); });
  return v;
}

void Reader::read_game(Variant& v) {
  const toml::node* n = t_.get("game");
  if (!n) reject("game: missing; give game = \"adaptoid\" or \"quantum-leap\"");
  // The one place a family is decided rather than dispatched on: the file's `game` key.
  v.family =
      choice(*n, "game", {"adaptoid", "quantum-leap"}) == "adaptoid" ? Family::Adaptoid : Family::QuantumLeap;
}

void Reader::read_players(Variant& v) {
  const int most = family_traits(v).max_players;
  if (const toml::node* n = t_.get("players")) {
    const auto* value = n->as_integer();
    if (!value) reject("players: expected an integer, found " + a_type(*n));
    if (value->get() < 2 || value->get() > most)
      reject("players: " + std::to_string(value->get()) + " is out of range: " +
             std::string(family_traits(v).name) + " variants take 2.." + std::to_string(most) + " players");
    v.players = static_cast<int>(value->get());
  }
}

void Reader::drop_inapplicable(const Variant& v) {
  std::vector<std::string> dropped;
  for (const auto& [key, node] : t_)
    if (auto why = inapplicable(key.str(), v); !why.empty()) {
      if (own_has(key.str())) reject(std::string(key.str()) + ": " + why);
      dropped.emplace_back(key.str());
    }
  for (const auto& key : dropped) t_.erase(key);

  if (toml::table* board = t_["board"].as_table()) {
    std::string shape = "hexagon";
    if (const toml::node* n = board->get("shape")) shape = choice(*n, "[board] shape", {"hexagon", "custom"});
    dropped.clear();
    for (const auto& [key, node] : *board)
      if (auto why = inapplicable_on_board(key.str(), shape, v); !why.empty()) {
        if (own_has("board", key.str())) reject("[board] " + std::string(key.str()) + ": " + why);
        dropped.emplace_back(key.str());
      }
    for (const auto& key : dropped) board->erase(key);
  }
}

void Reader::read_turn_order(Variant& v) {
  v.turn_order.clear();
  const toml::node* n = t_.get("turn_order");
  if (!n) {
    for (Colour c = 0; c < v.players; ++c) v.turn_order.push_back(c);
    return;
  }
  const std::string rule = "give " + players_named(v.players) + " in some order, starting with white";
  const toml::array& list = array(*n, "turn_order");
  if (static_cast<int>(list.size()) != v.players)
    reject("turn_order: expected " + std::to_string(v.players) + " colours for " + std::to_string(v.players) +
           " players, found " + std::to_string(list.size()) + "; " + rule);
  for (const toml::node& item : list) {
    const Colour c = player_colour(string(item, "turn_order"), "turn_order", v.players);
    if (contains(v.turn_order, c))
      reject("turn_order: " + std::string(colour_name(c)) + " is listed twice; " + rule);
    v.turn_order.push_back(c);
  }
  if (v.turn_order.front() != 0)
    reject("turn_order: starts with " + std::string(colour_name(v.turn_order.front())) +
           "; white moves first: " + rule);
}

// --- The options of one value (a boolean, an integer in its range, one of two words), read by the
// one table of options: each that applies to the variant's game and player count, at the top
// level or in its table ([supply] legs).

void Reader::read_scalars(Variant& v) {
  std::string_view checked;  // the last section whose table was checked
  for (const VariantOption& o : variant_options()) {
    if (o.type == OptionType::Structured || !option_applies(o, v.family, v.players)) continue;
    const std::string_view section = option_section(o), name = option_name(o);
    const toml::node* n = t_.get(section);
    std::string where(o.key);
    if (n && !name.empty()) {
      where = "[" + std::string(section) + "] " + std::string(name);
      const toml::table& inside = table(*n, std::string(section));
      if (checked != section) check_keys(inside, "[" + std::string(section) + "] ", section_keys(section));
      checked = section;
      n = inside.get(name);
    }
    if (!n) continue;
    switch (o.type) {
      case OptionType::Boolean:
        o.set(v, boolean(*n, where) ? 1 : 0);
        break;
      case OptionType::Integer:
        o.set(v, integer(*n, where, o.lo, o.hi));
        break;
      case OptionType::Choice:
        o.set(v, choice(*n, where, {o.choices[0], o.choices[1]}) == o.choices[0] ? 0 : 1);
        break;
      case OptionType::Structured:
        break;
    }
  }
}
// --- The [board] section: a hexagon (with holes) or a custom list of cells, then the cells that
// start as stacks of two (S1, S2).

std::vector<BoardCell>::iterator find_cell(std::vector<BoardCell>& board, Coord c) {
  return std::find_if(board.begin(), board.end(), [c](const BoardCell& x) { return x.coord == c; });
}

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

// --- The Adaptoid family's structured options: Adapt3's prey and the start cells (T2, A2, T3).

void Reader::read_family(AdaptoidTag /*game*/, Variant& v) {
  if (const toml::node* n = t_.get(kPreyKey)) read_prey(v, table(*n, std::string(kPreyKey)));
  read_start(v);
}

void Reader::read_prey(Variant& v, const toml::table& prey) {
  constexpr Colour kUnset = -1;
  std::array<Colour, kMaxAdaptoidPlayers> map;
  map.fill(kUnset);
  for (const auto& [key, node] : prey) {
    const Colour hunter = player_colour(std::string(key.str()), std::string(kPreyKey), v.players);
    map[hunter] = player_colour(string(node, "prey " + std::string(key.str())),
                                "prey " + std::string(key.str()), v.players);
    if (map[hunter] == hunter) reject("prey " + std::string(key.str()) + ": a player cannot be its own prey");
  }
  for (Colour c = 0; c < v.players; ++c)
    if (map[c] == kUnset)
      reject("prey: " + std::string(colour_name(c)) + " has no prey; each player hunts exactly one other");
  for (Colour a = 0; a < v.players; ++a)
    for (Colour b = a + 1; b < v.players; ++b)
      if (map[a] == map[b])
        reject("prey: " + std::string(colour_name(map[a])) + " is the prey of both " +
               std::string(colour_name(a)) + " and " + std::string(colour_name(b)) +
               "; each player must be the prey of exactly one");
  v.prey = map;
}

void Reader::read_start(Variant& v) {
  std::vector<std::vector<Coord>> start(v.players);
  const toml::node* n = t_.get("start");
  const bool defaulted = n == nullptr;
  if (defaulted) {
    // A2, T3
    start[0] = {*parse_coord("d2")};
    if (v.players == 2) {
      start[1] = {*parse_coord("d6")};
    } else {
      start[1] = {*parse_coord("f6")};
      start[2] = {*parse_coord("b4")};
    }
  } else {
    for (const auto& [key, node] : table(*n, "start")) {
      const Colour c = player_colour(std::string(key.str()), "[start] " + std::string(key.str()), v.players);
      start[c] = cells(node, "[start] " + std::string(key.str()));
    }
  }
  v.start.assign(v.players, {});
  std::vector<Colour> owner(v.board.size(), -1);
  for (Colour c = 0; c < v.players; ++c) {
    const std::string where = "[start] " + std::string(colour_name(c));
    const std::string hint = defaulted ? " (the default start; give a [start] table)" : "";
    if (start[c].empty())
      reject("[start]: " + std::string(colour_name(c)) + " has no start cell; give " +
             std::string(colour_name(c)) + " = [\"<cell>\", ...]");
    if (static_cast<int>(start[c].size()) > v.supply_adaptoids)
      reject(where + ": " + std::to_string(start[c].size()) + " start adaptoids, more than the supply of " +
             std::to_string(v.supply_adaptoids) + " adaptoids ([supply] adaptoids)");
    for (Coord cell : start[c]) {
      const int i = v.board.index(cell);
      if (i == kNoCell) reject(where + ": cell " + coord_name(cell) + " is not a playable cell" + hint);
      if (owner[i] != -1)
        reject(where + ": cell " + coord_name(cell) + " already holds a start adaptoid of " +
               std::string(colour_name(owner[i])) + "; one adaptoid a cell");
      owner[i] = c;
      v.start[c].push_back(i);
    }
    std::sort(v.start[c].begin(), v.start[c].end());
  }
}

// --- The Quantum Leap options: swap, seed, and the stones, given as a count or as a setup
// placement (Q1, Q2).

void Reader::read_family(QuantumLeapTag /*game*/, Variant& v) {
  v.start.clear();
  // swap, seed and stones are read by the table of options (read_scalars).
  const toml::node* stones = t_.get(kStonesKey);
  if (const toml::node* n = t_.get(kSetupKey)) {
    const std::string text = string(*n, std::string(kSetupKey));
    // parse_placement may check stone counts against v.stones: allow any count while reading.
    const int given = v.stones;
    v.stones = kMaxCells;
    auto pieces = parse_placement(v, text, kSetupKey);
    if (!pieces) reject(pieces.error());
    std::vector<int> count(v.players, 0);
    for (Piece p : pieces.value())
      if (p != kEmpty) {
        const Colour c = stone::colour(p);
        if (c < 0 || c >= v.players) reject("setup: a stone of a colour that is not a player's");
        ++count[c];
      }
    for (Colour c = 1; c < v.players; ++c)
      if (count[c] != count[0])
        reject("setup: white has " + std::to_string(count[0]) + " stones, " + std::string(colour_name(c)) +
               " " + std::to_string(count[c]) + "; every player needs the same number");
    if (count[0] == 0) reject("setup: no stones; each player needs at least one");
    // A base's stones count gives way to this file's setup; otherwise the two must agree.
    const bool stones_apply = stones && (own_has(kStonesKey) || !own_has(kSetupKey));
    if (stones_apply && given != count[0])
      reject("setup: " + std::to_string(count[0]) + " stones each, but stones = " + std::to_string(given));
    v.stones = count[0];
    v.setup = text;
    if (v.players * v.stones >= v.board.size())
      reject("setup: leaves no empty cell; at least one cell must stay empty (Q2)");
    return;
  }
  if (v.players * v.stones >= v.board.size())
    reject("stones: " + std::to_string(v.players) + " x " + std::to_string(v.stones) + " stones need " +
           std::to_string(v.players * v.stones + 1) + " cells, the board has " +
           std::to_string(v.board.size()) + "; one cell must stay empty (Q2)");
}

// ---------------------------------------------------------------------------------------------
// Files, built-ins and the base chain: a variant's `base` is loaded as a variant of its own, then
// the file's tables are merged over it, key by key.

struct Link {
  std::string identity;  // canonical path, or "built-in:<name>"
  std::string source;    // as written in messages
};

struct Loaded {
  toml::table merged;
  Variant variant;
};

// A variant file's text; the error names the path and why.
Result<std::string> read_file(const fs::path& path) {
  return read_text_file(path.string(), "variant file", kMaxVariantFileBytes);
}

// What tells two files apart in the base chain: the canonical path where there is one.
std::string file_identity(const fs::path& path) {
  std::error_code ec;
  std::string identity = fs::weakly_canonical(path, ec).string();
  if (ec) identity = fs::absolute(path).lexically_normal().string();
  return identity;
}

const BuiltinVariant* find_builtin(std::string_view name) {
  for (const auto& b : builtin_variants())
    if (b.name == name) return &b;
  return nullptr;
}

std::string builtin_list() {
  return join(builtin_variant_names());
}

// Loads `text` with its bases; `chain` holds the files being loaded, outermost first, to catch a
// loop.
Loaded load_chain(std::string_view text, const std::string& name, const std::string& source,
                  const std::string& dir, std::vector<Link>& chain);

toml::table parse_toml(std::string_view text, const std::string& source) {
  // Refused before toml++ sees it: toml++ recurses a level at a time.
  if (const TomlNesting n = toml_nesting(text); n.depth > kMaxTomlNesting)
    throw fail("variant " + source + ":" + std::to_string(n.line) + ": tables or arrays nested more than " +
               std::to_string(kMaxTomlNesting) + " levels deep (a variant needs a few)");
  try {
    return toml::parse(text, source);
  } catch (const toml::parse_error& e) {
    const auto& at = e.source().begin;
    throw fail("variant " + source + ":" + std::to_string(at.line) + ":" + std::to_string(at.column) +
               ": TOML syntax error: " + one_line(std::string(e.description()), "\n"));
  }
}

// Tables merge key by key; values and arrays replace.
void merge_into(toml::table& dst, const toml::table& src) {
  for (const auto& [key, node] : src) {
    toml::table* into = dst[key].as_table();
    if (into && node.is_table())
      merge_into(*into, *node.as_table());
    else
      dst.insert_or_assign(key, node);
  }
}

// The file or built-in named by `base`, loaded as a variant of its own.
Loaded load_base(const std::string& named, const std::string& source, const std::string& dir,
                 std::vector<Link>& chain) {
  // "v.toml" is the file beside this one, as "v" is (and only that: never a built-in).
  const bool file_named = named.ends_with(".toml");
  const std::string base = file_named ? named.substr(0, named.size() - 5) : named;
  if (base.empty() || base.find('/') != std::string::npos || base.find('\\') != std::string::npos)
    throw fail("variant " + source + ": base: '" + echo_text(named) +
               "' is not a variant name; give the stem of a .toml file beside this one, or a built-in (" +
               builtin_list() + ")");
  Link link;
  std::optional<std::string> text;
  std::string base_dir;
  if (!dir.empty()) {
    const fs::path path = fs::path(dir) / (base + ".toml");
    if (fs::exists(path)) {
      auto read = read_file(path);
      link.source = path.lexically_normal().string();
      if (!read) throw fail("variant " + read.error());
      text = std::move(read).value();
      link.identity = file_identity(path);
      base_dir = dir;
    }
  }
  if (!text && file_named)
    throw fail("variant " + source + ": base: no " + echo_text(named) + " beside this file");
  if (!text) {
    const BuiltinVariant* b = find_builtin(base);
    if (!b)
      throw fail("variant " + source + ": base: unknown variant '" + base + "'" +
                 (dir.empty() ? "" : " (no " + base + ".toml beside this file)") +
                 "; built-ins: " + builtin_list());
    text = std::string(b->text);
    link.source = "built-in " + base;
    link.identity = "built-in:" + base;
  }
  for (size_t i = 0; i < chain.size(); ++i)
    if (chain[i].identity == link.identity) {
      std::vector<std::string> names;
      for (size_t j = i; j < chain.size(); ++j) names.push_back(chain[j].source);
      names.push_back(link.source);
      throw fail("variant " + source + ": base: the base chain loops: " + join(names, " -> "));
    }
  chain.push_back(link);
  Loaded loaded = load_chain(*text, base, link.source, base_dir, chain);
  chain.pop_back();
  return loaded;
}

Loaded load_chain(std::string_view text, const std::string& name, const std::string& source,
                  const std::string& dir, std::vector<Link>& chain) {
  const toml::table own = parse_toml(text, source);
  toml::table merged;
  if (const toml::node* base = own.get("base")) {
    if (!base->is_string())
      throw fail("variant " + source + ": base: expected a string, found " + a_type(*base));
    Loaded parent = load_base(base->as_string()->get(), source, dir, chain);
    merged = std::move(parent.merged);
    // A new board shape replaces the base's board as a whole.
    if (own["board"]["shape"].node()) merged.erase("board");
    // A new player count resets the options written per player.
    if (const auto* players = own.get_as<int64_t>("players");
        players && players->get() != parent.variant.players)
      for (auto key : player_count_keys()) merged.erase(key);
  }
  toml::table self = own;
  self.erase("base");
  merge_into(merged, self);
  Reader reader(source, std::move(merged), own);
  Variant v = reader.read(name);
  return {std::move(reader).take_table(), std::move(v)};
}

}  // namespace

}  // namespace adaptoid::variant_loading

namespace adaptoid {

namespace fs = std::filesystem;

std::vector<std::string> builtin_variant_names() {
  std::vector<std::string> names;
  for (const auto& b : builtin_variants()) names.emplace_back(b.name);
  std::sort(names.begin(), names.end());
  return names;
}

bool is_builtin_variant(std::string_view name) {
  const auto& all = builtin_variants();
  return std::any_of(all.begin(), all.end(), [&](const BuiltinVariant& b) { return b.name == name; });
}

Result<VariantPtr> load_variant_text(std::string_view text, std::string name, std::string source,
                                     std::string dir) {
  std::vector<variant_loading::Link> chain;
  const std::string identity =
      dir.empty() ? "built-in:" + name : variant_loading::file_identity(fs::path(dir) / (name + ".toml"));
  chain.push_back({identity, source});
  try {
    variant_loading::Loaded loaded = variant_loading::load_chain(text, name, source, dir, chain);
    return VariantPtr(std::make_shared<const Variant>(std::move(loaded.variant)));
  } catch (const Error& e) {  // a rejection from deep inside the reader: it never leaves the loader
    return e;
  }
}

namespace {
Result<VariantPtr> load_file(const fs::path& path) {
  const std::string source = path.string();
  auto text = variant_loading::read_file(path);
  if (!text) return fail("variant " + text.error());
  std::string dir = path.parent_path().string();
  if (dir.empty()) dir = ".";
  return load_variant_text(text.value(), path.stem().string(), source, dir);
}
}  // namespace

Result<VariantPtr> load_variant(std::string_view name_or_path) {
  const std::string arg(name_or_path);
  if (arg.find('/') != std::string::npos || arg.ends_with(".toml")) return load_file(fs::path(arg));
  if (const BuiltinVariant* b = variant_loading::find_builtin(arg))
    return load_variant_text(b->text, arg, "built-in " + arg, "");
  const fs::path local = fs::path("specs") / "variants" / (arg + ".toml");
  std::error_code ec;
  if (!arg.empty() && fs::is_regular_file(local, ec)) return load_file(local);
  return fail("unknown variant '" + echo_text(arg) + "'; built-ins: " + variant_loading::builtin_list() +
              "; or give a path to a .toml file");
}

Result<VariantPtr> load_variant_named_in(std::string_view name, const std::string& dir) {
  const std::string n(name);
  if (n.find('/') != std::string::npos || n.find('\\') != std::string::npos || n == "." || n == "..")
    return fail("variant '" + echo_text(n) +
                "' is a path: a file names its variant by a built-in name or a .toml file beside it");
  const std::string stem = n.ends_with(".toml") ? n.substr(0, n.size() - 5) : n;
  std::error_code ec;
  if (!dir.empty() && !stem.empty() && fs::is_regular_file(fs::path(dir) / (stem + ".toml"), ec))
    return load_file(fs::path(dir) / (stem + ".toml"));
  if (n.ends_with(".toml"))
    return fail("variant '" + echo_text(n) + "': no such file beside " +
                (dir.empty() ? "it" : echo_text(dir)));
  return load_variant(n);
}

}  // namespace adaptoid
