// The Adaptoid family's options: supply, attack and growth rules, goals, Adapt3's prey, and the
// start cells (A2, A3, T3).
#include <adaptoid/variants/variant_loader_parts.hpp>

#include <adaptoid/core/notation.hpp>

namespace adaptoid::variant_loading {

void Reader::read_family(AdaptoidTag /*game*/, Variant& v) {
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
  if (const toml::node* n = t_.get("opening"))  // A21
    v.opening =
        choice(*n, "opening", {"fixed", "placement"}) == "fixed" ? Opening::Fixed : Opening::Placement;
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

void Reader::read_prey(Variant& v, const toml::table& prey) {
  constexpr Colour kUnset = -1;
  std::array<Colour, kMaxAdaptoidPlayers> map;
  map.fill(kUnset);
  for (const auto& [key, node] : prey) {
    const Colour hunter = player_colour(std::string(key.str()), "prey", v.players);
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
