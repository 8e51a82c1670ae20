// adaptoid solve --position P --turns N: can the side to move force a win within N turns?
#include "cli.hpp"

#include <adaptoid/search.hpp>

#include <chrono>
#include <iostream>

namespace adaptoid::cli {

namespace {

std::string proof_word(Proof p) {
  switch (p) {
    case Proof::Win: return "win";
    case Proof::Loss: return "loss";
    case Proof::Draw: return "draw";
    case Proof::Unknown: break;
  }
  return "unknown";
}

std::vector<std::string> turn_texts(const Variant& v, const std::vector<Turn>& turns) {
  std::vector<std::string> out;
  for (const Turn& t : turns) out.push_back(format_turn(v, t));
  return out;
}

}  // namespace

void add_solve(CLI::App& app) {
  struct Options {
    Subject subject;
    int turns = 0;
    uint64_t budget = 0;
    bool json = false;
  };
  auto o = std::make_shared<Options>();
  auto* cmd = app.add_subcommand("solve", "Prove whether the side to move forces a win within N of its turns");
  o->subject.add_to(*cmd);
  cmd->add_option("--turns,-n", o->turns, "Turns of the side to move (1 = win with this turn)")
      ->required()
      ->check(CLI::Range(1, 20));
  cmd->add_option("--budget", o->budget, "Stop after this many nodes and answer unknown (0: no limit)");
  cmd->add_flag("--json", o->json, "Print JSON: {value, distance, winning_turns, line, nodes}");
  cmd->callback([o] {
    const Loaded in = load(o->subject);
    std::visit(
        [&](const auto& game) {
          const Variant& v = game.variant();
          const auto started = std::chrono::steady_clock::now();
          const SearchResult r = solve_position(game, in.position, o->turns, o->budget);
          const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
          const auto winning = turn_texts(v, r.winning_turns), line = turn_texts(v, r.line);
          if (o->json) {
            nlohmann::ordered_json j{{"value", proof_word(r.value)},
                                     {"distance", r.distance ? nlohmann::json(*r.distance) : nlohmann::json()},
                                     {"winning_turns", winning},
                                     {"line", line},
                                     {"nodes", r.nodes}};
            print_json(j);
            return;
          }
          const std::string who(colour_name(in.position.side()));
          switch (r.value) {
            case Proof::Win:
              std::cout << who << " wins in " << *r.distance << " turn" << (*r.distance == 1 ? "" : "s") << "\n";
              break;
            case Proof::Loss:
              std::cout << who << " loses within " << *r.distance << " turn" << (*r.distance == 1 ? "" : "s")
                        << " whatever it plays\n";
              break;
            case Proof::Draw: std::cout << "the game is drawn\n"; break;
            case Proof::Unknown:
              std::cout << "no forced win for " << who << " within " << o->turns << " turn"
                        << (o->turns == 1 ? "" : "s")
                        << (r.budget_exhausted ? " found before the node budget ran out\n" : "\n");
              break;
          }
          if (!winning.empty()) {
            std::cout << "winning turns (" << winning.size() << "):";
            for (const auto& t : winning) std::cout << "  " << t;
            std::cout << "\n";
          }
          if (!line.empty()) {
            std::cout << "main line:";
            for (const auto& t : line) std::cout << "  " << t;
            std::cout << "\n";
          }
          std::cout << "nodes: " << r.nodes << "\n";
          std::cerr << "time: " << seconds << " s\n";
        },
        in.game);
  });
}

}  // namespace adaptoid::cli
