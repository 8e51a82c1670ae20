// Loading variants from TOML: base resolution and merging, then one validating read of the
// merged table into a Variant. The schema (keys, types, ranges, defaults) is shared/rules.md's
// option list; specs/variants/adaptoid.toml shows every Adaptoid option with its default.
#include <adaptoid/variants/variant_loader.hpp>

#include <adaptoid/variants/builtin_variants.hpp>
#include <adaptoid/core/notation.hpp>
#include <adaptoid/core/piece.hpp>

#include <toml++/toml.h>
#include <algorithm>
#include <array>
#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <limits>
#include <sstream>

namespace adaptoid {

namespace {

namespace fs = std::filesystem;

// A rejection unwinds from deep inside the reader to load_variant_text, which returns it as an
// Error value; it never leaves this file.
struct Reject {
  std::string message;
};

// clang-format off
constexpr std::array<std::string_view, 21> kTopKeys = {
    "base", "game", "players", "turn_order", "board", "start", "supply",
    "attacker_needs_pincer", "suicide_attacks", "max_extremities", "no_grow", "win_check",
    "capture_goal", "max_turns", "prey", "attack", "elimination_goal",
    "stones", "seed", "setup", "swap"};
// clang-format on
constexpr std::array<std::string_view, 5> kBoardKeys = {"shape", "side", "holes", "cells", "stacks"};
constexpr std::array<std::string_view, 3> kSupplyKeys = {"adaptoids", "legs", "pincers"};

// Options of one game family only.
constexpr std::array<std::string_view, 12> kAdaptoidKeys = {
    "start",   "supply",          "attacker_needs_pincer", "suicide_attacks", "max_extremities",
    "no_grow", "win_check",       "capture_goal",          "max_turns",       "prey",
    "attack",  "elimination_goal"};
constexpr std::array<std::string_view, 4> kQuantumLeapKeys = {"stones", "seed", "setup", "swap"};
// Options whose meaning depends on the player count; a base's are dropped when a file changes it.
constexpr std::array<std::string_view, 3> kPlayerCountKeys = {"turn_order", "start", "prey"};

constexpr int kMaxSide = 7;  // side 7 has 127 cells; side 8 would exceed kMaxCells

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

std::string game_name(Family f) {
  return f == Family::Adaptoid ? "adaptoid" : "quantum-leap";
}

std::string one_line(std::string text) {
  std::replace(text.begin(), text.end(), '\n', ' ');
  return text;
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

  Variant read(std::string name) {
    Variant v;
    v.name = std::move(name);
    check_keys(t_, "", kTopKeys);
    read_game(v);
    read_players(v);
    drop_inapplicable(v);
    read_board(v);
    read_turn_order(v);
    if (v.is_adaptoid())
      read_adaptoid(v);
    else
      read_quantum_leap(v);
    return v;
  }
  // After read(): the merged table without the inherited options that did not apply.
  toml::table take_table() && { return std::move(t_); }

 private:
  [[noreturn]] void reject(const std::string& what) const {
    throw Reject{"variant " + source_ + ": " + one_line(what)};
  }

  bool own_has(std::string_view key) const { return own_.contains(key); }
  bool own_has(std::string_view table, std::string_view key) const {
    return own_[table][key].node() != nullptr;
  }

  // --- typed getters -----------------------------------------------------------------------
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
               "' is not a cell name (a column letter a-z and a row 1-99, like d4)");
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

  template <std::size_t N>
  void check_keys(const toml::table& t, const std::string& place,
                  const std::array<std::string_view, N>& valid) const {
    for (const auto& [key, node] : t)
      if (!contains(valid, key.str()))
        reject(place + std::string(key.str()) + ": unknown key; valid keys" +
               (place.empty() ? std::string() : " in " + place.substr(0, place.size() - 1)) + ": " +
               join(valid));
  }

  // --- the reading steps -------------------------------------------------------------------
  void read_game(Variant& v) {
    const toml::node* n = t_.get("game");
    if (!n) reject("game: missing; give game = \"adaptoid\" or \"quantum-leap\"");
    v.family = choice(*n, "game", {"adaptoid", "quantum-leap"}) == "adaptoid" ? Family::Adaptoid
                                                                              : Family::QuantumLeap;
  }

  void read_players(Variant& v) {
    const int most = v.is_adaptoid() ? kMaxAdaptoidPlayers : kMaxPlayers;
    if (const toml::node* n = t_.get("players")) {
      const auto* value = n->as_integer();
      if (!value) reject("players: expected an integer, found " + a_type(*n));
      if (value->get() < 2 || value->get() > most)
        reject("players: " + std::to_string(value->get()) + " is out of range: " + game_name(v.family) +
               " variants take 2.." + std::to_string(most) + " players");
      v.players = static_cast<int>(value->get());
    }
  }

  // Why `key` does not apply to this variant, or "" when it does.
  static std::string inapplicable(std::string_view key, const Variant& v) {
    if (v.is_quantum_leap() && contains(kAdaptoidKeys, key))
      return "applies only to adaptoid variants, not to quantum-leap";
    if (v.is_adaptoid() && contains(kQuantumLeapKeys, key))
      return "applies only to quantum-leap variants, not to adaptoid";
    if (v.players != 2 && key == "capture_goal")
      return "applies only with 2 players (this variant has " + std::to_string(v.players) +
             "; use elimination_goal)";
    if (v.players != 3 && (key == "prey" || key == "attack" || key == "elimination_goal"))
      return "applies only with 3 players (this variant has " + std::to_string(v.players) + ")";
    return "";
  }
  static std::string inapplicable_on_board(std::string_view key, std::string_view shape, const Variant& v) {
    if (shape == "custom" && (key == "side" || key == "holes"))
      return "does not apply to shape \"custom\" (list the playable cells in cells)";
    if (shape == "hexagon" && key == "cells") return "applies only to shape \"custom\"";
    if (v.is_quantum_leap() && key == "stacks")
      return "applies only to adaptoid variants (heights play no part in quantum-leap)";
    return "";
  }

  void drop_inapplicable(const Variant& v) {
    std::vector<std::string> dropped;
    for (const auto& [key, node] : t_)
      if (auto why = inapplicable(key.str(), v); !why.empty()) {
        if (own_has(key.str())) reject(std::string(key.str()) + ": " + why);
        dropped.emplace_back(key.str());
      }
    for (const auto& key : dropped) t_.erase(key);

    if (toml::table* board = t_["board"].as_table()) {
      std::string shape = "hexagon";
      if (const toml::node* n = board->get("shape"))
        shape = choice(*n, "[board] shape", {"hexagon", "custom"});
      dropped.clear();
      for (const auto& [key, node] : *board)
        if (auto why = inapplicable_on_board(key.str(), shape, v); !why.empty()) {
          if (own_has("board", key.str())) reject("[board] " + std::string(key.str()) + ": " + why);
          dropped.emplace_back(key.str());
        }
      for (const auto& key : dropped) board->erase(key);
    }
  }

  void read_board(Variant& v) {
    BoardSpec& spec = v.board_spec;
    spec = BoardSpec{};
    toml::table empty;
    const toml::table& b = t_.contains("board") ? table(*t_.get("board"), "board") : empty;
    check_keys(b, "[board] ", kBoardKeys);
    if (const toml::node* n = b.get("shape")) spec.shape = choice(*n, "[board] shape", {"hexagon", "custom"});

    std::vector<BoardCell> board;
    auto find = [&board](Coord c) {
      return std::find_if(board.begin(), board.end(), [c](const BoardCell& x) { return x.coord == c; });
    };
    if (spec.shape == "hexagon") {
      spec.side = v.is_adaptoid() ? 4 : 5;  // A1, Q1
      if (const toml::node* n = b.get("side"))
        spec.side = static_cast<int>(integer(*n, "[board] side", 1, kMaxSide));
      board = Board::hexagon(spec.side);
      std::vector<Coord> holes;
      if (const toml::node* n = b.get("holes")) holes = cells(*n, "[board] holes");
      for (size_t i = 0; i < holes.size(); ++i) {
        const std::string name = coord_name(holes[i]);
        if (std::find(holes.begin(), holes.begin() + i, holes[i]) != holes.begin() + i)
          reject("[board] holes: cell " + name + " is listed twice");
        auto at = find(holes[i]);
        if (at == board.end())
          reject("[board] holes: cell " + name + " is not on the board (the hexagon of side " +
                 std::to_string(spec.side) + ")");
        board.erase(at);
      }
      std::sort(holes.begin(), holes.end());
      for (Coord c : holes) spec.holes.push_back(coord_name(c));
    } else {
      const toml::node* n = b.get("cells");
      if (!n) reject("[board] cells: missing; shape \"custom\" lists its playable cells in cells");
      std::vector<Coord> list = cells(*n, "[board] cells");
      for (size_t i = 0; i < list.size(); ++i) {
        if (std::find(list.begin(), list.begin() + i, list[i]) != list.begin() + i)
          reject("[board] cells: cell " + coord_name(list[i]) + " is listed twice");
        board.push_back({list[i], 1});
      }
      std::sort(list.begin(), list.end());
      for (Coord c : list) spec.cells.push_back(coord_name(c));
    }

    std::vector<Coord> stacks;
    if (const toml::node* n = b.get("stacks")) stacks = cells(*n, "[board] stacks");
    for (Coord c : stacks) {
      const std::string name = coord_name(c);
      auto at = find(c);
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

    auto made = Board::make(std::move(board));
    if (!made) reject("[board]: " + made.error());
    v.board = std::move(made).value();
  }

  void read_turn_order(Variant& v) {
    v.turn_order.clear();
    const toml::node* n = t_.get("turn_order");
    if (!n) {
      for (Colour c = 0; c < v.players; ++c) v.turn_order.push_back(c);
      return;
    }
    const std::string rule = "give " + players_named(v.players) + " in some order, starting with white";
    const toml::array& list = array(*n, "turn_order");
    if (static_cast<int>(list.size()) != v.players)
      reject("turn_order: expected " + std::to_string(v.players) + " colours for " +
             std::to_string(v.players) + " players, found " + std::to_string(list.size()) + "; " + rule);
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

  void read_adaptoid(Variant& v) {
    if (const toml::node* n = t_.get("supply")) {
      const toml::table& s = table(*n, "supply");
      check_keys(s, "[supply] ", kSupplyKeys);
      if (const toml::node* x = s.get("adaptoids"))
        v.supply_adaptoids = static_cast<int>(integer(*x, "[supply] adaptoids", 1, 99));
      if (const toml::node* x = s.get("legs"))
        v.supply_legs = static_cast<int>(integer(*x, "[supply] legs", 0, 99));
      if (const toml::node* x = s.get("pincers"))
        v.supply_pincers = static_cast<int>(integer(*x, "[supply] pincers", 0, 99));
    }
    if (const toml::node* n = t_.get("attacker_needs_pincer"))
      v.attacker_needs_pincer = boolean(*n, "attacker_needs_pincer");
    if (const toml::node* n = t_.get("suicide_attacks")) v.suicide_attacks = boolean(*n, "suicide_attacks");
    if (const toml::node* n = t_.get("max_extremities"))
      v.max_extremities = static_cast<int>(integer(*n, "max_extremities", 0, kMaxLimbsOfAKind));
    if (const toml::node* n = t_.get("no_grow"))
      v.no_grow = choice(*n, "no_grow", {"skip", "lose"}) == "skip" ? NoGrow::Skip : NoGrow::Lose;
    if (const toml::node* n = t_.get("win_check"))
      v.win_check =
          choice(*n, "win_check", {"end", "immediate"}) == "end" ? WinCheck::EndOfTurn : WinCheck::Immediate;
    if (const toml::node* n = t_.get("capture_goal"))
      v.capture_goal = static_cast<int>(integer(*n, "capture_goal", 1, 255));
    if (const toml::node* n = t_.get("max_turns"))
      v.max_turns = static_cast<int>(integer(*n, "max_turns", 0, 65535));
    if (const toml::node* n = t_.get("attack"))
      v.attack = choice(*n, "attack", {"any", "prey-only"}) == "any" ? AttackRule::Any : AttackRule::PreyOnly;
    if (const toml::node* n = t_.get("elimination_goal"))
      v.elimination_goal = static_cast<int>(integer(*n, "elimination_goal", 1, 255));
    if (const toml::node* n = t_.get("prey")) read_prey(v, table(*n, "prey"));
    read_start(v);
  }

  void read_prey(Variant& v, const toml::table& prey) {
    constexpr Colour kUnset = -1;
    std::array<Colour, kMaxAdaptoidPlayers> map;
    map.fill(kUnset);
    for (const auto& [key, node] : prey) {
      const Colour hunter = player_colour(std::string(key.str()), "prey", v.players);
      map[hunter] = player_colour(string(node, "prey " + std::string(key.str())),
                                  "prey " + std::string(key.str()), v.players);
      if (map[hunter] == hunter)
        reject("prey " + std::string(key.str()) + ": a player cannot be its own prey");
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

  void read_start(Variant& v) {
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
        const Colour c =
            player_colour(std::string(key.str()), "[start] " + std::string(key.str()), v.players);
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

  void read_quantum_leap(Variant& v) {
    v.start.clear();
    if (const toml::node* n = t_.get("swap")) v.swap = boolean(*n, "swap");
    if (const toml::node* n = t_.get("seed"))
      v.seed = static_cast<uint64_t>(integer(*n, "seed", 0, std::numeric_limits<int64_t>::max()));
    const toml::node* stones = t_.get("stones");
    if (stones) v.stones = static_cast<int>(integer(*stones, "stones", 1, kMaxCells));
    if (const toml::node* n = t_.get("setup")) {
      const std::string text = string(*n, "setup");
      // parse_placement may check stone counts against v.stones: allow any count while reading.
      const int given = v.stones;
      v.stones = kMaxCells;
      auto pieces = parse_placement(v, text, "setup");
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
      const bool stones_apply = stones && (own_has("stones") || !own_has("setup"));
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

  std::string source_;
  toml::table t_;  // the merged table, less the inherited options that do not apply
  const toml::table& own_;
};

// ---------------------------------------------------------------------------------------------
// Parsing, base resolution and merging.

toml::table parse_toml(std::string_view text, const std::string& source) {
  try {
    return toml::parse(text, source);
  } catch (const toml::parse_error& e) {
    const auto& at = e.source().begin;
    throw Reject{"variant " + source + ":" + std::to_string(at.line) + ":" + std::to_string(at.column) +
                 ": TOML syntax error: " + one_line(std::string(e.description()))};
  }
}

std::optional<std::string> read_file(const fs::path& path) {
  std::error_code ec;
  if (!fs::is_regular_file(path, ec)) return std::nullopt;
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream text;
  text << in.rdbuf();
  if (in.bad()) return std::nullopt;
  return text.str();
}

const BuiltinVariant* find_builtin(std::string_view name) {
  for (const auto& b : builtin_variants())
    if (b.name == name) return &b;
  return nullptr;
}

std::string builtin_list() {
  return join(builtin_variant_names());
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

struct Link {
  std::string identity;  // canonical path, or "built-in:<name>"
  std::string source;    // as written in messages
};

struct Loaded {
  toml::table merged;
  Variant variant;
};

Loaded load_chain(std::string_view text, const std::string& name, const std::string& source,
                  const std::string& dir, std::vector<Link>& chain);

// The file or built-in named by `base`, loaded as a variant of its own.
Loaded load_base(const std::string& base, const std::string& source, const std::string& dir,
                 std::vector<Link>& chain) {
  if (base.empty() || base.find('/') != std::string::npos || base.find('\\') != std::string::npos ||
      base.ends_with(".toml"))
    throw Reject{"variant " + source + ": base: '" + base +
                 "' is not a variant name; give the stem of a .toml file beside this one, or a built-in (" +
                 builtin_list() + ")"};
  Link link;
  std::optional<std::string> text;
  std::string base_dir;
  if (!dir.empty()) {
    const fs::path path = fs::path(dir) / (base + ".toml");
    if (fs::exists(path)) {
      text = read_file(path);
      link.source = path.lexically_normal().string();
      if (!text) throw Reject{"variant " + link.source + ": cannot read the file"};
      std::error_code ec;
      link.identity = fs::weakly_canonical(path, ec).string();
      if (ec) link.identity = fs::absolute(path).lexically_normal().string();
      base_dir = dir;
    }
  }
  if (!text) {
    const BuiltinVariant* b = find_builtin(base);
    if (!b)
      throw Reject{"variant " + source + ": base: unknown variant '" + base + "'" +
                   (dir.empty() ? "" : " (no " + base + ".toml beside this file)") +
                   "; built-ins: " + builtin_list()};
    text = std::string(b->text);
    link.source = "built-in " + base;
    link.identity = "built-in:" + base;
  }
  for (size_t i = 0; i < chain.size(); ++i)
    if (chain[i].identity == link.identity) {
      std::vector<std::string> names;
      for (size_t j = i; j < chain.size(); ++j) names.push_back(chain[j].source);
      names.push_back(link.source);
      throw Reject{"variant " + source + ": base: the base chain loops: " + join(names, " -> ")};
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
      throw Reject{"variant " + source + ": base: expected a string, found " + a_type(*base)};
    Loaded parent = load_base(base->as_string()->get(), source, dir, chain);
    merged = std::move(parent.merged);
    // A new board shape replaces the base's board as a whole.
    if (own["board"]["shape"].node()) merged.erase("board");
    // A new player count resets the options written per player.
    if (const auto* players = own.get_as<int64_t>("players");
        players && players->get() != parent.variant.players)
      for (auto key : kPlayerCountKeys) merged.erase(key);
  }
  toml::table self = own;
  self.erase("base");
  merge_into(merged, self);
  Reader reader(source, std::move(merged), own);
  Variant v = reader.read(name);
  return {std::move(reader).take_table(), std::move(v)};
}

}  // namespace

std::vector<std::string> builtin_variant_names() {
  std::vector<std::string> names;
  for (const auto& b : builtin_variants()) names.emplace_back(b.name);
  std::sort(names.begin(), names.end());
  return names;
}

Result<VariantPtr> load_variant_text(std::string_view text, std::string name, std::string source,
                                     std::string dir) {
  std::vector<Link> chain;
  std::string identity = "built-in:" + name;
  if (!dir.empty()) {
    const fs::path path = fs::path(dir) / (name + ".toml");
    std::error_code ec;
    identity = fs::weakly_canonical(path, ec).string();
    if (ec) identity = fs::absolute(path).lexically_normal().string();
  }
  chain.push_back({identity, source});
  try {
    Loaded loaded = load_chain(text, name, source, dir, chain);
    return VariantPtr(std::make_shared<const Variant>(std::move(loaded.variant)));
  } catch (const Reject& r) {
    return fail(r.message);
  }
}

namespace {
Result<VariantPtr> load_file(const fs::path& path) {
  const std::string source = path.string();
  auto text = read_file(path);
  if (!text) return fail("variant " + source + ": cannot read the file");
  std::string dir = path.parent_path().string();
  if (dir.empty()) dir = ".";
  return load_variant_text(*text, path.stem().string(), source, dir);
}
}  // namespace

Result<VariantPtr> load_variant(std::string_view name_or_path) {
  const std::string arg(name_or_path);
  if (arg.find('/') != std::string::npos || arg.ends_with(".toml")) return load_file(fs::path(arg));
  if (const BuiltinVariant* b = find_builtin(arg))
    return load_variant_text(b->text, arg, "built-in " + arg, "");
  const fs::path local = fs::path("specs") / "variants" / (arg + ".toml");
  std::error_code ec;
  if (!arg.empty() && fs::is_regular_file(local, ec)) return load_file(local);
  return fail("unknown variant '" + arg + "'; built-ins: " + builtin_list() +
              "; or give a path to a .toml file");
}

}  // namespace adaptoid
