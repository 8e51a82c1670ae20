// The caption of a position (position_caption.hpp), a few lines per family.
#include <adaptoid/render/position_caption.hpp>

namespace adaptoid {

namespace {

// Who moves, the losses against the goal, the adaptoids that starve next (A13), the supplies (A3).
void family_lines(const AdaptoidGame& game, const Position& p, std::vector<std::string>& lines) {
  const Variant& v = game.variant();
  std::string lost;
  for (Colour c : v.turn_order)
    lost += (lost.empty() ? "" : ", ") + std::string(colour_name(c)) + " " + std::to_string(p.lost(c));
  // Two lines, so that each fits in 80 columns with three colours.
  lines.push_back("turn " + std::to_string(p.turn_number()) + ", " + std::string(colour_name(p.side())) +
                  " to move");
  lines.push_back("adaptoids lost: " + lost + " (a colour that loses " + std::to_string(v.loss_goal()) +
                  " is beaten)");
  std::string unfed;
  for (int cell = 0; cell < v.board.size(); ++cell)
    if (p.at(cell) != kEmpty && !game.fed(p, cell)) unfed += (unfed.empty() ? "" : ", ") + v.board.name(cell);
  if (!unfed.empty()) lines.push_back("unfed (removed when an opponent's turn ends, A13): " + unfed);
  for (Colour c : v.turn_order) {
    const auto left = game.supply(p, c);
    lines.push_back(std::string(colour_name(c)) + " supply: " + std::to_string(left.adaptoids) +
                    " adaptoids, " + std::to_string(left.legs) + " legs, " + std::to_string(left.pincers) +
                    " pincers");
  }
}

// Who moves, and whether that is the swap's decision (Q3) or a capture.
void family_lines(const QuantumLeapGame& /*game*/, const Position& p, std::vector<std::string>& lines) {
  lines.push_back("turn " + std::to_string(p.turn_number()) + ", " + std::string(colour_name(p.side())) +
                  (p.swap_pending() ? " decides the swap (a1~c3, or - to decline)" : " to capture"));
}

}  // namespace

std::vector<std::string> position_caption(const AnyGame& game, const Position& p) {
  return visit_game(game, [&](const auto& g) {
    std::vector<std::string> lines{format_position(g.variant(), p)};
    family_lines(g, p, lines);
    lines.push_back("status: " + status_line(g.variant(), g.status(p)));
    return lines;
  });
}

std::string status_line(const Variant& v, const Status& s) {
  if (!s.over) return "ongoing";
  if (!s.winner) return "over: drawn (max_turns = " + std::to_string(v.max_turns) + ")";
  return "over: " + std::string(colour_name(*s.winner)) + " wins";
}

}  // namespace adaptoid
