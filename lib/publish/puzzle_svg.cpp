// Puzzle diagrams (puzzle_svg.hpp).
#include <adaptoid/core/game.hpp>
#include <adaptoid/publish/puzzle_svg.hpp>
#include <adaptoid/render/diagram.hpp>

namespace adaptoid {

namespace {

DiagramOptions options(const Variant& v, const Puzzle& z) {
  DiagramOptions o;
  o.title = z.goal();
  o.caption.push_back(capitalised_colour(z.side) + " to move: find the only turn that wins in " +
                      std::to_string(z.turns));
  // With three players "wins" needs saying: against the joint play of the other two.
  if (v.players > 2 && !z.goal_text.empty()) o.caption.push_back(z.goal_text);
  o.caption.push_back(z.variant + (z.date.empty() ? "" : " " + z.date) + " - " + z.difficulty.label + " (" +
                      std::to_string(z.difficulty.rating) + "/5" +
                      (z.rating ? ", rating " + std::to_string(*z.rating) : "") + ")");
  return o;
}

Position position_of(const VariantPtr& variant, const Puzzle& z) {
  return std::visit([&](const auto& g) { return parse_position(g, z.position).value(); }, make_game(variant));
}

}  // namespace

std::string puzzle_svg(const VariantPtr& variant, const Puzzle& z) {
  return svg_diagram(*variant, position_of(variant, z), options(*variant, z));
}

std::string puzzle_text(const VariantPtr& variant, const Puzzle& z) {
  DiagramOptions o = options(*variant, z);
  o.caption.insert(o.caption.begin(), o.title);
  o.title.clear();
  return text_diagram(*variant, position_of(variant, z), o);
}

}  // namespace adaptoid
