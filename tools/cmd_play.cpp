// adaptoid play --position P TURN...: applies the turns in order; with --game FILE, to the last
// position of a recorded game.
#include "cli.hpp"

#include <iostream>

namespace adaptoid::cli {

namespace {
bool looks_like_lone_move(const std::string& t) {
  return t.find(' ') == std::string::npos && t.find('+') == std::string::npos && t != "pass" && t != "-";
}
bool looks_like_grow(const std::string& t) {
  return t.find('+') != std::string::npos && t.find(' ') == std::string::npos;
}
}  // namespace

void add_play(CLI::App& app) {
  struct Options {
    Subject subject;
    GameSource game;
    std::vector<std::string> turns;
    bool json = false;
  };
  auto o = std::make_shared<Options>();
  auto* cmd = app.add_subcommand("play", "Apply turns to a position and print the result and the status");
  o->subject.add_to(*cmd);
  o->game.add_to(*cmd, false);
  cmd->add_option("turns", o->turns, "Turns in the notation, one argument each (quote 'd2-d3 d3+L')");
  cmd->add_flag("--json", o->json,
                "Print JSON: {position, status, winner} (with --game: result, termination)");
  cmd->callback([o] {
    const LoadedGame loaded = load(o->subject, o->game);
    const Loaded& in = loaded.loaded;
    // The record's own verdict (an adjudication among them) describes its last position only.
    const bool recorded = loaded.record && o->turns.empty();
    std::visit(
        [&](const auto& game) {
          Position p = in.position;
          for (size_t i = 0; i < o->turns.size(); ++i) {
            auto turn = parse_turn(game, p, o->turns[i]);
            if (!turn) {
              std::string hint;
              if (i + 1 < o->turns.size() && looks_like_lone_move(o->turns[i]) &&
                  looks_like_grow(o->turns[i + 1]))
                hint = " (a move and its grow are one turn: quote them together, '" + o->turns[i] + " " +
                       o->turns[i + 1] + "')";
              throw fail("turn " + std::to_string(i + 1) + ": " + turn.error() + hint);
            }
            p = game.apply(p, turn.value());
            if (p.turn_number() > kMaxTurnNumber)
              throw fail("turn " + std::to_string(i + 1) + ": the turn number would pass " +
                         std::to_string(kMaxTurnNumber) + ", the most a position holds");
          }
          const Status s = game.status(p);
          const std::string text = format_position(game.variant(), p);
          if (o->json) {
            nlohmann::ordered_json j{
                {"position", text}, {"status", status_word(s)}, {"winner", winner_json(s)}};
            if (recorded) {
              j["result"] = loaded.record->result_text();
              j["termination"] = loaded.record->termination;
            }
            print_json(j);
          } else {
            std::cout << text << "\n"
                      << "status: " << status_line(game.variant(), s) << "\n";
            if (recorded) std::cout << "result: " << result_line(*loaded.record) << "\n";
          }
        },
        in.game);
  });
}

}  // namespace adaptoid::cli
