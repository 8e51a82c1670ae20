// adaptoid show --position P [--svg FILE]: a diagram in the terminal, or a picture; --game FILE
// [--ply K] draws a position of a recorded game.
#include "cli.hpp"
#include "output_lock.hpp"

#include <adaptoid/render/diagram.hpp>

#include <iostream>

namespace adaptoid::cli {

namespace {

// Where in the recorded game the position is.
std::string game_line(const LoadedGame& g) {
  const GameRecord& r = *g.record;
  return "after " + std::to_string(g.ply) + " of the game's " + std::to_string(r.turns.size()) +
         " turns; result " + result_line(r);
}

}  // namespace

void add_show(CLI::App& app) {
  struct Options {
    Subject subject;
    GameSource game;
    std::string svg;
    bool json = false;
  };
  auto o = std::make_shared<Options>();
  auto* cmd = app.add_subcommand("show", "Draw a position in the terminal, or as an SVG picture");
  o->subject.add_to(*cmd);
  o->game.add_to(*cmd, true);
  cmd->add_option("--svg", o->svg, "Write an SVG picture to this file");
  cmd->add_flag("--json", o->json, "Print JSON: {position, status, winner, diagram}");
  cmd->callback([o] {
    if (!o->svg.empty()) check_output_path("--svg", o->svg);
    refuse_input_as_output("--svg", o->svg,
                           {{"--variant", o->subject.variant_name}, {"--game", o->game.file}});
    const LoadedGame loaded = load(o->subject, o->game);
    const Loaded& in = loaded.loaded;
    std::visit(
        [&](const auto& game) {
          const Variant& v = game.variant();
          DiagramOptions d;
          d.title = v.name;
          d.caption = position_caption(in.game, in.position);
          if (loaded.record) d.caption.push_back(game_line(loaded));
          if (!o->svg.empty()) write_output(o->svg, svg_diagram(v, in.position, d));
          const std::string text = text_diagram(v, in.position, d);
          const Status s = game.status(in.position);
          if (o->json) {
            nlohmann::ordered_json j{{"position", format_position(v, in.position)},
                                     {"status", status_word(s)},
                                     {"winner", winner_json(s)},
                                     {"diagram", text}};
            if (!o->svg.empty()) j["svg"] = o->svg;
            print_json(j);
          } else {
            std::cout << text;
            if (!o->svg.empty()) std::cout << "wrote " << o->svg << "\n";
          }
        },
        in.game);
  });
}

}  // namespace adaptoid::cli
