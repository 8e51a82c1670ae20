// adaptoid probe --table T --position P: a position's value from a solved table.
#include "cli.hpp"

#include <adaptoid/adaptoid_table.hpp>
#include <adaptoid/ql_probe.hpp>
#include <adaptoid/table_file.hpp>

#include <iostream>

namespace adaptoid::cli {

namespace {

// An Adaptoid table: value, distance in plies, and the turns that keep the value.
void probe_adaptoid_table(const TableFile& file, const std::string& position, bool json) {
  auto table = read_adaptoid_table(file);
  if (!table) throw InputError(table.error());
  const AdaptoidGame game(table.value()->variant_ptr());
  auto p = parse_position(game, position);
  if (!p) throw InputError(p.error());
  auto probe = probe_adaptoid(game, *table.value(), p.value());
  if (!probe) throw InputError(probe.error());
  const char* names[3] = {"loss", "draw", "win"};
  const std::string value = names[static_cast<int>(probe->value.value) + 1];
  std::vector<std::string> keeping;
  for (const Turn& t : probe->keeping) keeping.push_back(format_turn(game.variant(), t));
  const bool draw = probe->value.value == Outcome::Draw;
  if (json) {
    print_json({{"value", value},
                {"plies", draw ? nlohmann::json() : nlohmann::json(probe->value.plies)},
                {"keeping_turns", keeping}});
    return;
  }
  std::cout << colour_name(p->side()) << " to move: " << value;
  if (!draw) std::cout << " in " << probe->value.plies << " plies";
  std::cout << "\n" << (probe->value.value == Outcome::Loss ? "every turn loses" : "turns that keep it") << " ("
            << keeping.size() << "):";
  for (const auto& t : keeping) std::cout << "  " << t;
  std::cout << "\n";
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
