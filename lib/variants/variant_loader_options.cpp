// The variant reader's order of steps, and the options every variant has: the game, the player
// count (which decides which other options apply), and the turn order.
#include <adaptoid/variants/variant_loader_parts.hpp>

#include <adaptoid/core/notation.hpp>

namespace adaptoid::variant_loading {

namespace {

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

}  // namespace

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

// Why `key` does not apply to this variant, or "" when it does.
std::string Reader::inapplicable(std::string_view key, const Variant& v) {
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

std::string Reader::inapplicable_on_board(std::string_view key, std::string_view shape, const Variant& v) {
  if (shape == "custom" && (key == "side" || key == "holes"))
    return "does not apply to shape \"custom\" (list the playable cells in cells)";
  if (shape == "hexagon" && key == "cells") return "applies only to shape \"custom\"";
  if (!family_traits(v).cell_heights && key == "stacks")
    return "applies only to adaptoid variants (heights play no part in " +
           std::string(family_traits(v).name) + ")";
  return "";
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

}  // namespace adaptoid::variant_loading
