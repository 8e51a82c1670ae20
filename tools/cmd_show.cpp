// adaptoid show --position P [--svg FILE]: a diagram in the terminal, or a picture; --game FILE
// [--ply K] draws a position of a recorded game.
#include "cli.hpp"

#include <adaptoid/render/diagram.hpp>

#include <iostream>

namespace adaptoid::cli {

namespace {

// The lines under the board: who moves, the scores, what is left in the supplies, the status.
template <Game G>
std::vector<std::string> caption(const G& game, const Position& p) {
  const Variant& v = game.variant();
  std::vector<std::string> lines{format_position(v, p)};
  const Status s = game.status(p);
  if constexpr (std::is_same_v<G, AdaptoidGame>) {
    std::string lost;
    for (Colour c : v.turn_order)
      lost += (lost.empty() ? "" : ", ") + std::string(colour_name(c)) + " " + std::to_string(p.lost(c));
    lines.push_back("turn " + std::to_string(p.turn_number()) + ", " + std::string(colour_name(p.side())) +
                    " to move; adaptoids lost: " + lost + " (a colour that loses " +
                    std::to_string(v.loss_goal()) + " is beaten)");
    std::string unfed;
    for (int cell = 0; cell < v.board.size(); ++cell)
      if (p.at(cell) != kEmpty && !game.fed(p, cell))
        unfed += (unfed.empty() ? "" : ", ") + v.board.name(cell);
    if (!unfed.empty()) lines.push_back("unfed (removed when an opponent's turn ends, A13): " + unfed);
    for (Colour c : v.turn_order) {
      const auto left = game.supply(p, c);
      lines.push_back(std::string(colour_name(c)) + " supply: " + std::to_string(left.adaptoids) +
                      " adaptoids, " + std::to_string(left.legs) + " legs, " + std::to_string(left.pincers) +
                      " pincers");
    }
  } else {
    lines.push_back("turn " + std::to_string(p.turn_number()) + ", " + std::string(colour_name(p.side())) +
                    (p.swap_pending() ? " decides the swap (a1~c3, or - to decline)" : " to capture"));
  }
  lines.push_back("status: " + status_line(v, s));
  return lines;
}

// Where in the recorded game the position is.
std::string game_line(const LoadedGame& g) {
  const GameRecord& r = *g.record;
  return "after " + std::to_string(g.ply) + " of the game's " + std::to_string(r.turns.size()) +
         " turns; result " + r.result_text() + (r.termination.empty() ? "" : " (" + r.termination + ")");
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
    const LoadedGame loaded = load(o->subject, o->game);
    const Loaded& in = loaded.loaded;
    std::visit(
        [&](const auto& game) {
          const Variant& v = game.variant();
          DiagramOptions d;
          d.title = v.name;
          d.caption = caption(game, in.position);
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

std::vector<std::string> show_caption(const AnyGame& game, const Position& p) {
  return std::visit([&](const auto& g) { return caption(g, p); }, game);
}

}  // namespace adaptoid::cli
