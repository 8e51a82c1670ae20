// Puzzle diagrams (puzzle_svg.hpp).
#include <adaptoid/core/game.hpp>
#include <adaptoid/publish/puzzle_svg.hpp>
#include <adaptoid/render/diagram.hpp>
#include <adaptoid/render/position_caption.hpp>

namespace adaptoid {

namespace {

std::vector<std::string> goal_lines(const Variant& v, const Puzzle& z) {
  std::vector<std::string> lines{capitalised_colour(z.side) + " to move: find the only turn that wins in " +
                                 std::to_string(z.turns)};
  // With three players "wins" needs saying: against the joint play of the other two.
  if (v.players > 2 && !z.goal_text.empty()) lines.push_back(z.goal_text);
  return lines;
}

DiagramOptions options(const Variant& v, const Puzzle& z) {
  DiagramOptions o;
  o.title = z.goal();
  o.caption = goal_lines(v, z);
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
  const Position p = position_of(variant, z);
  // The goal, then what `show` says of the position (the losses, the unfed, the supplies, which
  // decide most puzzles); the rating and themes only after the attempt, as they give hints.
  DiagramOptions o;
  o.caption = goal_lines(*variant, z);
  o.caption.insert(o.caption.begin(), z.goal());
  for (std::string& line : position_caption(make_game(variant), p)) o.caption.push_back(std::move(line));
  return text_diagram(*variant, p, o);
}

}  // namespace adaptoid
