// adaptoid moves --position P: every legal turn with the position it leads to.
#include "cli.hpp"

#include <iostream>

namespace adaptoid::cli {

void add_moves(CLI::App& app) {
  struct Options {
    Subject subject;
    bool json = false;
  };
  auto o = std::make_shared<Options>();
  auto* cmd = app.add_subcommand("moves", "List every legal turn and the position it leads to");
  o->subject.add_to(*cmd);
  cmd->add_flag("--json", o->json, "Print JSON: [{turn, position, winner}]");
  cmd->callback([o] {
    const Loaded in = load(o->subject);
    std::visit(
        [&](const auto& game) {
          const auto turns = legal_turns(game, in.position);
          nlohmann::ordered_json list = nlohmann::ordered_json::array();
          size_t width = 4;
          for (const Turn& t : turns) width = std::max(width, format_turn(game.variant(), t).size());
          if (!o->json) std::cout << turns.size() << " legal turn" << (turns.size() == 1 ? "" : "s") << "\n";
          for (const Turn& t : turns) {
            const Position next = game.apply(in.position, t);
            const Status s = game.status(next);
            const std::string turn = format_turn(game.variant(), t),
                              position = format_position(game.variant(), next);
            if (o->json) {
              list.push_back({{"turn", turn}, {"position", position}, {"winner", winner_json(s)}});
            } else {
              std::cout << turn << std::string(width + 2 - turn.size(), ' ') << position;
              if (s.over) std::cout << "  (" << status_line(game.variant(), s) << ")";
              std::cout << "\n";
            }
          }
          if (o->json) print_json(list);
        },
        in.game);
  });
}

}  // namespace adaptoid::cli
