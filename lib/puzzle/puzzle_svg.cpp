// Puzzle diagrams (puzzle_svg.hpp).
#include <adaptoid/core/game.hpp>
#include <adaptoid/puzzle/puzzle_svg.hpp>
#include <adaptoid/render/diagram.hpp>

namespace adaptoid {

namespace {

DiagramOptions options(const Puzzle& z) {
  DiagramOptions o;
  std::string side(colour_name(z.side));
  side[0] = static_cast<char>(side[0] - 'a' + 'A');
  o.title = z.goal();
  o.caption.push_back(side + " to move: find the only turn that wins in " + std::to_string(z.turns));
  o.caption.push_back(z.variant + (z.date.empty() ? "" : " " + z.date) + " - " + z.difficulty.label + " (" +
                      std::to_string(z.difficulty.rating) + "/5)");
  return o;
}

Position position_of(const VariantPtr& variant, const Puzzle& z) {
  return std::visit([&](const auto& g) { return parse_position(g, z.position).value(); }, make_game(variant));
}

}  // namespace

std::string puzzle_svg(const VariantPtr& variant, const Puzzle& z) {
  return svg_diagram(*variant, position_of(variant, z), options(z));
}

std::string puzzle_text(const VariantPtr& variant, const Puzzle& z) {
  DiagramOptions o = options(z);
  o.caption.insert(o.caption.begin(), o.title);
  o.title.clear();
  return text_diagram(*variant, position_of(variant, z), o);
}

}  // namespace adaptoid
