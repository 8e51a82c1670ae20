// adaptoid probe --table T --position P: a position's value from a solved table.
#include "cli.hpp"

#include <adaptoid/solve/table.hpp>

#include <algorithm>
#include <iostream>

namespace adaptoid::cli {

namespace {

std::vector<std::string> turn_texts(const Variant& v, const std::vector<Turn>& turns) {
  std::vector<std::string> out;
  for (const Turn& t : turns) out.push_back(format_turn(v, t));
  return out;
}

// The value (two players) or each player's forced win (three), the distance, the turns that keep
// it and the main line.
void print_answer(const Variant& v, const Position& p, const TableAnswer& a, bool json) {
  const int n = static_cast<int>(a.forced_win_plies.size());
  const int first =
      static_cast<int>(std::find(v.turn_order.begin(), v.turn_order.end(), p.side()) - v.turn_order.begin());
  auto colour_of = [&](int k) { return std::string(colour_name(v.turn_order[(first + k) % v.players])); };
  const auto keeping = turn_texts(v, a.keeping), line = turn_texts(v, a.line);
  if (json) {
    nlohmann::json forced = nlohmann::json::object();
    for (int k = 0; k < n; ++k)
      forced[colour_of(k)] =
          a.forced_win_plies[k] ? nlohmann::json(*a.forced_win_plies[k]) : nlohmann::json();
    print_json({{"value", proof_word(a.value)},
                {"distance", a.distance ? nlohmann::json(*a.distance) : nlohmann::json()},
                {"plies", a.plies ? nlohmann::json(*a.plies) : nlohmann::json()},
                {"forced_win_plies", forced},
                {"winning_turns", turn_texts(v, a.winning_turns())},
                {"keeping_turns", keeping},
                {"line", line}});
    return;
  }
  std::cout << colour_of(0) << " to move: ";
  if (a.forcing < 0)
    std::cout << (n == 2 ? "draw" : "nobody can force a win");
  else if (!a.plies)
    std::cout << colour_of(a.forcing) << " forces a win (distance not searched: too many positions below)";
  else
    std::cout << colour_of(a.forcing) << " forces a win in " << *a.plies << " plies (" << *a.distance
              << " turns of " << colour_of(0) << ")";
  std::cout << "\n"
            << (a.value == Proof::Win    ? "winning turns"
                : a.value == Proof::Loss ? "every turn loses"
                                         : "turns that keep it")
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
  cmd->add_flag("--json", o->json,
                "Print JSON: {value, distance, plies, forced_win_plies, winning_turns, keeping_turns, line}");
  cmd->callback([o] {
    auto table = open_solved_table(o->table);
    if (!table) throw InputError(table.error());
    const Variant& v = *table.value()->variant();
    auto p = parse_position(table.value()->variant(), o->position);
    if (!p) throw InputError(p.error());
    auto answer = table.value()->probe(p.value());
    if (!answer) throw InputError(answer.error());
    print_answer(v, p.value(), answer.value(), o->json);
  });
}

}  // namespace adaptoid::cli
