// A position for the page: read from the request, and described (api.hpp).
#include "api.hpp"

#include <adaptoid/render/diagram.hpp>
#include <adaptoid/render/position_caption.hpp>
#include <adaptoid/variants/variant_loader.hpp>

namespace adaptoid::web {

Position position_of(Session& s, const Json& request) {
  const std::string text = request.value("position", "");
  if (text.empty()) throw RequestError("give a position");
  // A position of another variant than the session's is read in that (built-in) variant, as
  // `adaptoid show --position` reads it.
  const std::string name = position_variant_name(text);
  if (!s.variant || name != s.variant->name) {
    auto variant = load_variant(name);
    if (!variant) throw RequestError("position: variant '" + name + "': " + variant.error());
    s.variant = variant.value();
    s.player.reset();
  }
  auto p = parse_position(s.variant, text);
  if (!p) throw RequestError(p.error());
  return p.value();
}

namespace {

// What the page says in words beside the board: each colour's losses against the goal and what it
// has left to place and grow with, and in Adapt3 its prey (T2).
void family_facts(const AdaptoidGame& g, const Position& p, Json& facts) {
  const Variant& v = g.variant();
  facts["goal"] = v.loss_goal();
  for (Colour c : v.turn_order) {
    const auto left = g.supply(p, c);
    Json colour{
        {"lost", p.lost(c)}, {"adaptoids", left.adaptoids}, {"legs", left.legs}, {"pincers", left.pincers}};
    if (family_traits(v).hunting && v.players > 2) colour["prey"] = std::string(colour_name(v.prey[c]));
    facts["colours"][std::string(colour_name(c))] = std::move(colour);
  }
}

// Quantum Leap: the stones each colour has left, and whether the swap is to be decided (Q3).
void family_facts(const QuantumLeapGame& g, const Position& p, Json& facts) {
  const Variant& v = g.variant();
  for (Colour c : v.turn_order) {
    int stones = 0;
    for (int cell = 0; cell < v.board.size(); ++cell) stones += p.at(cell) == stone::make(c);
    facts["colours"][std::string(colour_name(c))] = {{"stones", stones}};
  }
  facts["swap"] = p.swap_pending();
}

Json position_facts(const AnyGame& game, const Position& p) {
  Json facts{{"turn", p.turn_number()}, {"colours", Json::object()}};
  visit_game(game, [&](const auto& g) { family_facts(g, p, facts); });
  return facts;
}

}  // namespace

Json describe(const Session& s, const Position& p, const std::vector<int>& highlight) {
  const Variant& v = *s.variant;
  const AnyGame game = make_game(s.variant);
  const Status status = visit_game(game, [&](const auto& g) { return g.status(p); });
  DiagramOptions d;
  d.highlight = highlight;
  Json turns = status.over ? Json::array() : legal_turns_json(v, game, p);
  Json j{{"position", format_position(v, p)},
         {"variant", v.name},
         {"side", std::string(1, colour_lower(p.side()))},
         {"side_name", std::string(colour_name(p.side()))},
         {"status", status.over ? "over" : "ongoing"},
         {"winner", status.winner ? Json(std::string(1, colour_lower(*status.winner))) : Json(nullptr)},
         {"status_line", status_line(v, status)},
         {"caption", position_caption(game, p)},
         {"facts", position_facts(game, p)},
         {"svg", svg_diagram(v, p, d)},
         {"turns", std::move(turns)}};
  return j;
}

}  // namespace adaptoid::web
