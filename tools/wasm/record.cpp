// Game records (specs/notation.md, "Game records") read and written for the page (api.hpp): a
// game is saved as the same text `adaptoid game --save` and `match --out` write.
#include "api.hpp"

#include <adaptoid/play/game_record.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <cctype>

namespace adaptoid::web {

Json op_record_read(Session& s, const Json& request) {
  auto records = parse_game_records(request.value("text", ""));
  if (!records) throw RequestError(records.error());
  if (records->empty()) throw RequestError("the text holds no game record");
  const GameRecord& r = records->front();
  s.variant = r.variant;
  s.player.reset();
  Json plies = Json::array();
  for (size_t k = 0; k < r.turns.size(); ++k)
    plies.push_back({{"turn", format_turn(*r.variant, r.turns[k])},
                     {"position", format_position(*r.variant, r.position_at(k + 1))}});
  return {{"variant", r.variant->name},
          {"toml", r.variant_name.empty() ? variant_to_toml(*r.variant) : ""},
          {"start", format_position(*r.variant, r.position_at(0))},
          {"seed", r.start_seed()},
          {"players", r.players},
          {"result", r.result_text()},
          {"termination", r.termination},
          {"plies", std::move(plies)}};
}

Json op_record_write(Session& s, const Json& request) {
  const Position start = position_of(s, request);
  GameRecord r;
  r.variant = s.variant;
  r.variant_name = request.value("builtin", true) ? s.variant->name : "";
  r.seed = request.value("seed", default_seed(*s.variant));
  r.date = request.value("date", "");
  r.termination = request.value("termination", "");
  r.event = request.value("event", "");
  if (request.contains("players")) r.players = request["players"].get<std::vector<std::string>>();
  if (!(start == make_start(s.variant, r.seed))) r.start = start;
  Position p = start;
  const AnyGame game = make_game(s.variant);
  const auto turns = request.value("turns", std::vector<std::string>{});
  visit_game(game, [&](const auto& g) {
    for (size_t k = 0; k < turns.size(); ++k) {
      auto turn = parse_turn(g, p, turns[k]);
      if (!turn) throw RequestError("turn " + std::to_string(k + 1) + ": " + turn.error());
      r.turns.push_back(turn.value());
      p = g.apply(p, turn.value());
    }
    r.status = g.status(p);
  });
  // A resigned game says who resigned (Termination), so that it reads back as finished; with two
  // players the other one wins. With more, the rules name no winner of a resignation: the result
  // stays "*".
  if (request.contains("resigned") && !r.status.over) {
    const std::string letter = request["resigned"].get<std::string>();
    const auto resigner =
        letter.size() == 1 ? colour_from_letter(static_cast<char>(std::toupper(letter[0]))) : std::nullopt;
    if (!resigner || !s.variant->is_player(*resigner))
      throw RequestError("resigned: '" + letter + "' is no player");
    r.termination = std::string(colour_name(*resigner)) + " resigned";
    if (s.variant->players == 2) r.status = {true, s.variant->next(*resigner)};
  }
  return {{"text", format_game_record(r)}};
}

}  // namespace adaptoid::web
