// The legal turns of a position as the page clicks them: each turn's notation, the cells clicked
// in order (the piece that moves, where it goes, then the cell that grows) and, where cells alone
// do not tell turns apart, the word on the button that finishes it (a leg or a pincer, no growth,
// pass, the swap's refusal, the colour choice).
#include "api.hpp"

namespace adaptoid::web {

namespace {

std::string_view grow_label(GrowKind g, bool moved) {
  switch (g) {
    case GrowKind::Leg:
      return "leg";
    case GrowKind::Pincer:
      return "pincer";
    case GrowKind::Create:
      return "";
    case GrowKind::None:
      return moved ? "no growth" : "pass";
  }
  return "";
}

Json turn_json(const Variant& v, const Turn& t) {
  Json cells = Json::array();
  std::string label;
  if (t.moves_between_cells()) {
    cells.push_back(v.board.name(t.from));
    cells.push_back(v.board.name(t.to));
  }
  if (t.move == MoveKind::DeclineSwap) label = "decline the swap";
  if (t.move == MoveKind::Keep) label = "keep the colours";
  if (t.move == MoveKind::SwapColours) label = "swap the colours";
  const bool moved = t.move == MoveKind::Step || t.move == MoveKind::Attack;
  if (t.move == MoveKind::None || moved) {
    if (t.grow != GrowKind::None) cells.push_back(v.board.name(t.grow_cell));
    label = grow_label(t.grow, moved);
  }
  return {{"text", format_turn(v, t)}, {"cells", std::move(cells)}, {"label", label}};
}

}  // namespace

Json legal_turns_json(const Variant& v, const AnyGame& game, const Position& p) {
  Json out = Json::array();
  visit_game(game, [&](const auto& g) {
    for (const Turn& t : legal_turns(g, p)) out.push_back(turn_json(v, t));
  });
  return out;
}

}  // namespace adaptoid::web
