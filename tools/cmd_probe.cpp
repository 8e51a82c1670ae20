// adaptoid probe --table T --position P: a position's value from a solved table.
#include "cli.hpp"

#include <adaptoid/ql_probe.hpp>
#include <adaptoid/table_file.hpp>

#include <iostream>

namespace adaptoid::cli {

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
    auto table = read_quantum_leap_table(o->table);
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
