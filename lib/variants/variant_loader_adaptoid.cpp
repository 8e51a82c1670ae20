// The Adaptoid family's structured options: Adapt3's prey and the start cells (T2, A2, T3); its
// options of one value are read by the table of options (variant_loader_scalars.cpp).
#include <adaptoid/variants/variant_loader_parts.hpp>

#include <adaptoid/core/notation.hpp>

namespace adaptoid::variant_loading {

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

}  // namespace adaptoid::variant_loading
