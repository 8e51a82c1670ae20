#pragma once
// Internal to the variants module (not installed): what the parts of the variant loader share.
// variant_loader.cpp holds the public entry points; variant_loader_bases.cpp resolves and merges
// the base chain; the Reader's steps live in variant_loader_values.cpp (typed values),
// variant_loader_options.cpp (game, players, applicability, turn order), variant_loader_scalars.cpp
// (the options of one value, from the table of options),
// variant_loader_board.cpp, variant_loader_adaptoid.cpp and variant_loader_quantum_leap.cpp.
#include <adaptoid/core/game.hpp>
#include <adaptoid/core/variant.hpp>
#include <adaptoid/core/variant_options.hpp>
#include <adaptoid/util/echo.hpp>
#include <adaptoid/variants/builtin_variants.hpp>

#include <toml++/toml.h>
#include <algorithm>
#include <array>
#include <cstdint>
#include <filesystem>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace adaptoid::variant_loading {

// The keys a file's tables take come from the one table of options (core/variant_options.hpp).
// The top-level keys of one family only: those whose every option belongs to it.
std::vector<std::string_view> family_keys(Family family);
// The top-level keys whose meaning depends on the player count; a base's are dropped when a file
// changes it.
std::vector<std::string_view> player_count_keys();

inline constexpr int kMaxSide = 13;  // 469 cells (kMaxCells); side 14 needs 27 column letters

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
std::string a_type(const toml::node& n);
std::string players_named(int players);
std::string one_line(std::string text);

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
  [[noreturn]] void reject(const std::string& what) const;

  bool own_has(std::string_view key) const { return own_.contains(key); }
  bool own_has(std::string_view table, std::string_view key) const {
    return own_[table][key].node() != nullptr;
  }

  // --- typed getters (variant_loader_values.cpp) ----------------------------------------------
  int64_t integer(const toml::node& n, const std::string& where, int64_t lo, int64_t hi) const;
  bool boolean(const toml::node& n, const std::string& where) const;
  std::string string(const toml::node& n, const std::string& where) const;
  std::string choice(const toml::node& n, const std::string& where,
                     std::initializer_list<std::string_view> allowed) const;
  const toml::table& table(const toml::node& n, const std::string& where) const;
  const toml::array& array(const toml::node& n, const std::string& where) const;
  std::vector<Coord> cells(const toml::node& n, const std::string& where) const;
  Colour player_colour(const std::string& text, const std::string& where, int players) const;

  void check_keys(const toml::table& t, const std::string& place,
                  const std::vector<std::string_view>& valid) const {
    for (const auto& [key, node] : t)
      if (!contains(valid, key.str()))
        reject(place + echo_text(key.str()) + ": unknown key; valid keys" +
               (place.empty() ? std::string() : " in " + place.substr(0, place.size() - 1)) + ": " +
               join(valid));
  }

  // --- the reading steps ------------------------------------------------------------------------
  // variant_loader_options.cpp
  void read_game(Variant& v);
  void read_players(Variant& v);
  static std::string inapplicable(std::string_view key, const Variant& v);
  static std::string inapplicable_on_board(std::string_view key, std::string_view shape, const Variant& v);
  void drop_inapplicable(const Variant& v);
  void read_turn_order(Variant& v);
  // variant_loader_board.cpp
  void read_board(Variant& v);
  std::vector<BoardCell> read_hexagon(const toml::table& b, int default_side, BoardSpec& spec) const;
  std::vector<BoardCell> read_custom_cells(const toml::table& b, BoardSpec& spec) const;
  void read_stacks(const toml::table& b, BoardSpec& spec, std::vector<BoardCell>& board) const;
  // variant_loader_scalars.cpp: every option of one value (true, 12, "skip") that applies
  void read_scalars(Variant& v);
  // variant_loader_adaptoid.cpp
  void read_family(AdaptoidTag game, Variant& v);
  void read_prey(Variant& v, const toml::table& prey);
  void read_start(Variant& v);
  // variant_loader_quantum_leap.cpp
  void read_family(QuantumLeapTag game, Variant& v);

  std::string source_;
  toml::table t_;  // the merged table, less the inherited options that do not apply
  const toml::table& own_;
};

// ---------------------------------------------------------------------------------------------
// Files, built-ins and the base chain (variant_loader_bases.cpp).

// A variant file's text, at most kMaxVariantFileBytes (a variant is a page of TOML); the error
// names the path and why.
inline constexpr uint64_t kMaxVariantFileBytes = uint64_t{1} << 20;
Result<std::string> read_file(const std::filesystem::path& path);
// What tells two files apart in the base chain: the canonical path where there is one.
std::string file_identity(const std::filesystem::path& path);
const BuiltinVariant* find_builtin(std::string_view name);
std::string builtin_list();

struct Link {
  std::string identity;  // canonical path, or "built-in:<name>"
  std::string source;    // as written in messages
};

struct Loaded {
  toml::table merged;
  Variant variant;
};

// Loads `text` with its bases; `chain` holds the files being loaded, outermost first, to catch a
// loop.
Loaded load_chain(std::string_view text, const std::string& name, const std::string& source,
                  const std::string& dir, std::vector<Link>& chain);

}  // namespace adaptoid::variant_loading
