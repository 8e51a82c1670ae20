// adaptoid probe --table T --position P: a position's value from a solved table.
#include "cli.hpp"

#include <adaptoid/adaptoid_table.hpp>
#include <adaptoid/ql_probe.hpp>
#include <adaptoid/table_file.hpp>

#include <algorithm>
#include <iostream>

namespace adaptoid::cli {

namespace {

// An Adaptoid table: the value (two players) or each player's forced win (Adapt3), the distance,
// the turns that keep it and the main line.
void probe_adaptoid_table(const TableFile& file, const std::string& position, bool json) {
  auto table = read_adaptoid_table(file);
  if (!table) throw InputError(table.error());
  const AdaptoidGame game(table.value()->variant_ptr());
  const Variant& v = game.variant();
  auto p = parse_position(game, position);
  if (!p) throw InputError(p.error());
  auto probe = probe_adaptoid(game, *table.value(), p.value());
  if (!probe) throw InputError(probe.error());
  std::vector<std::string> keeping, line;
  for (const Turn& t : probe->keeping) keeping.push_back(format_turn(v, t));
  for (const Turn& t : probe->line) line.push_back(format_turn(v, t));
  const ForcedWins& w = probe->wins;
  const int n = v.players;
  const int first = static_cast<int>(std::find(v.turn_order.begin(), v.turn_order.end(), p->side()) - v.turn_order.begin());
  auto colour_of = [&](int k) { return std::string(colour_name(v.turn_order[(first + k) % n])); };
  int forcing = -1;
  for (int k = 0; k < n; ++k)
    if (w.forces(k)) forcing = k;
  // Two players: win, loss or draw for the side to move; three: win when the mover forces one,
  // loss when another player does, unknown when nobody can force a win (the others may still
  // hand one to somebody).
  std::string value = forcing == 0 ? "win" : forcing > 0 ? "loss" : n == 2 ? "draw" : "unknown";
  nlohmann::json distance;  // the side to move's turns among the plies to the end
  if (forcing >= 0) distance = (w.plies(forcing) + n - 1) / n;
  if (json) {
    nlohmann::json forced = nlohmann::json::object();
    for (int k = 0; k < n; ++k) forced[colour_of(k)] = w.forces(k) ? nlohmann::json(w.plies(k)) : nlohmann::json();
    print_json({{"value", value},
                {"distance", distance},
                {"plies", forcing >= 0 ? nlohmann::json(w.plies(forcing)) : nlohmann::json()},
                {"forced_win_plies", forced},
                {"winning_turns", forcing == 0 ? keeping : std::vector<std::string>{}},
                {"keeping_turns", keeping},
                {"line", line}});
    return;
  }
  std::cout << colour_of(0) << " to move: ";
  if (forcing < 0) std::cout << (n == 2 ? "draw" : "nobody can force a win");
  else std::cout << colour_of(forcing) << " forces a win in " << w.plies(forcing) << " plies ("
                 << distance.get<int>() << " turns of " << colour_of(0) << ")";
  std::cout << "\n"
            << (forcing == 0 ? "winning turns" : forcing > 0 ? "every turn loses" : "turns that keep it")
            << " (" << keeping.size() << "):";
  for (const auto& t : keeping) std::cout << "  " << t;
  std::cout << "\n";
  if (!line.empty()) {
    std::cout << "main line:";
    for (const auto& t : line) std::cout << "  " << t;
    std::cout << "\n";
  }
}

}  // namespace

void add_probe(CLI::App& app) {
  struct Options {
    std::string table;
    std::string position;
    bool json = false;
  };
  auto o = std::make_shared<Options>();
  auto* cmd = app.add_subcommand("probe", "Look a position up in a solved table");
  cmd->add_option("--table,-T", o->table, "A table written by solve")->required();
  cmd->add_option("--position,-p", o->position, "A position in the notation")->required();
  cmd->add_flag("--json", o->json, "Print JSON: {value, distance, winning_turns, line}");
  cmd->callback([o] {
    auto file = open_table(o->table);
    if (!file) throw InputError(file.error());
    if (file->scheme == kAdaptoidScheme) return probe_adaptoid_table(file.value(), o->position, o->json);
    auto table = read_quantum_leap_table(file.value());
    if (!table) throw InputError(table.error());
    const QuantumLeapGame game(table.value()->variant_ptr());
    auto p = parse_position(game, o->position);
    if (!p) throw InputError(p.error());
    auto probe = probe_quantum_leap(game, *table.value(), p.value());
    if (!probe) throw InputError(probe.error());
    const Variant& v = game.variant();
    std::vector<std::string> keeping, line;
    for (const Turn& t : probe->keeping) keeping.push_back(format_turn(v, t));
    for (const Turn& t : probe->line) line.push_back(format_turn(v, t));
    // Distance in turns of the side to move: its own turns until the end.
    nlohmann::json distance;  // null when the distance was not searched
    if (probe->plies) distance = probe->win ? (*probe->plies + 1) / 2 : *probe->plies / 2;
    if (o->json) {
      print_json({{"value", probe->win ? "win" : "loss"},
                  {"distance", distance},
                  {"winning_turns", probe->win ? keeping : std::vector<std::string>{}},
                  {"keeping_turns", keeping},
                  {"line", line}});
      return;
    }
    std::cout << colour_name(p->side()) << " to move " << (probe->win ? "wins" : "loses");
    if (probe->plies) {
      const int plies = *probe->plies, own = probe->win ? (plies + 1) / 2 : plies / 2;
      std::cout << " in " << plies << " plies (" << own << " of its turns)";
    }
    else std::cout << " (distance not searched: too many positions below)";
    std::cout << "\n" << (probe->win ? "winning turns" : "every turn loses") << " (" << keeping.size() << "):";
    for (const auto& t : keeping) std::cout << "  " << t;
    std::cout << "\n";
    if (!line.empty()) {
      std::cout << "main line:";
      for (const auto& t : line) std::cout << "  " << t;
      std::cout << "\n";
    }
  });
}

}  // namespace adaptoid::cli
