// Loading a variant and playing a turn (api.hpp).
#include "api.hpp"

#include <adaptoid/render/diagram.hpp>
#include <adaptoid/variants/variant_loader.hpp>

namespace adaptoid::web {

namespace {

// The board's cells for the page: names in index order (the SVG's polygons are in that order).
Json cells_json(const Variant& v) {
  Json names = Json::array();
  for (int i = 0; i < v.board.size(); ++i) names.push_back(v.board.name(i));
  return names;
}

// The cells whose piece of another colour than the mover's was taken or replaced by the turn
// (the attacked, the leapt onto, the starved), but not the mover's own cell it left.
Json captured(const Variant& v, const Position& before, const Position& after, const Turn& t, Colour mover) {
  Json out = Json::array();
  const bool moved = t.move == MoveKind::Step || t.move == MoveKind::Attack || t.move == MoveKind::Leap;
  const bool adaptoid = family_traits(v).grows_limbs;  // how a piece's colour is read
  for (int i = 0; i < v.board.size(); ++i) {
    const Piece was = before.at(i);
    if (was == kEmpty || (moved && i == t.from) || after.at(i) == was) continue;
    const Colour owner = adaptoid ? adaptoid_piece::colour(was) : stone::colour(was);
    const Piece now = after.at(i);
    const bool gone = now == kEmpty || (adaptoid ? adaptoid_piece::colour(now) : stone::colour(now)) != owner;
    if (owner != mover && gone) out.push_back(v.board.name(i));
  }
  return out;
}

}  // namespace

Json op_load(Session& s, const Json& request) {
  const std::string toml = request.value("toml", "");
  Result<VariantPtr> variant = toml.empty()
                                   ? load_variant(request.value("variant", "adaptoid"))
                                   : load_variant_text(toml, request.value("name", "my-variant"),
                                                       request.value("name", "my-variant") + ".toml");
  if (!variant) throw RequestError(variant.error());
  s.variant = variant.value();
  s.player.reset();
  const Variant& v = *s.variant;
  const uint64_t seed =
      request.contains("seed") && seed_chooses_start(v) ? request["seed"].get<uint64_t>() : default_seed(v);
  const Position start = make_start(s.variant, seed);
  return {
      {"name", v.name},
      {"players", v.players},
      {"colours",
       [&] {
         Json c = Json::array();
         for (Colour k : v.turn_order)
           c.push_back({{"letter", std::string(1, colour_lower(k))}, {"name", std::string(colour_name(k))}});
         return c;
       }()},
      {"family", std::string(family_traits(v).name)},
      {"builtin", toml.empty()},
      {"random_setup", seed_chooses_start(v)},
      {"seed", seed},
      {"cells", cells_json(v)},
      {"toml", variant_to_toml(v)},
      {"start", describe(s, start)}};
}

Json op_play(Session& s, const Json& request) {
  const Position p = position_of(s, request);
  const AnyGame game = make_game(s.variant);
  const std::string text = request.value("turn", "");
  return visit_game(game, [&](const auto& g) -> Json {
    auto turn = parse_turn(g, p, text);
    if (!turn) throw RequestError(turn.error());
    const Position next = g.apply(p, turn.value());
    Json j = describe(s, next, touched_cells(turn.value()));
    j["turn"] = format_turn(*s.variant, turn.value());
    j["captured"] = captured(*s.variant, p, next, turn.value(), p.side());
    return j;
  });
}

}  // namespace adaptoid::web
