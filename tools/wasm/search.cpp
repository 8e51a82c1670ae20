// The computer's turn, an analysis, and perft (api.hpp). Progress of a search goes to the page as
// it comes (Module.onInfo, one engine-protocol `info` line and its fields each iteration), as the
// worker cannot be asked anything while it searches; the page stops a search by ending the worker.
#include "api.hpp"

#include <adaptoid/count/perft_run.hpp>
#include <adaptoid/play/player.hpp>

#include <emscripten/emscripten.h>
#include <fmt/format.h>

#include <chrono>

namespace adaptoid::web {

namespace {

Json turns_json(const Variant& v, const std::vector<Turn>& turns) {
  Json out = Json::array();
  for (const Turn& t : turns) out.push_back(format_turn(v, t));
  return out;
}

uint64_t per_second(uint64_t nodes, double seconds) {
  return seconds > 0 ? static_cast<uint64_t>(static_cast<double>(nodes) / seconds) : 0;
}

Json score_json(const Score& s, int players) {
  return {{"kind", std::string(s.kind_word())}, {"value", s.value}, {"text", s.text(players)}};
}

// The engine protocol's line (specs/engine-protocol.md), as `adaptoid engine` writes it.
std::string info_line(const Variant& v, const SearchInfo& i) {
  const std::string score = i.score.proven()
                                ? fmt::format("{} {}", proof_word(i.score.proof), i.score.turns(v.players))
                                : "est " + i.score.text(v.players);
  return fmt::format("info depth {} multipv {} score {} nodes {} nps {} time {} pv {}", i.depth, i.multipv,
                     score, i.nodes, per_second(i.nodes, i.seconds), static_cast<uint64_t>(i.seconds * 1000),
                     format_turns(v, i.pv, ";"));
}

Json line_json(const Variant& v, const SearchInfo& i) {
  return {{"multipv", i.multipv},
          {"depth", i.depth},
          {"score", score_json(i.score, v.players)},
          {"pv", turns_json(v, i.pv)},
          {"nodes", i.nodes},
          {"seconds", i.seconds},
          {"nps", per_second(i.nodes, i.seconds)},
          {"info", info_line(v, i)}};
}

// clang-format off
EM_JS(void, send_info_text, (const char* text), { if (Module.onInfo) Module.onInfo(UTF8ToString(text)); });
// clang-format on

void send_info(const Json& j) {
  send_info_text(j.dump().c_str());
}

Player& player_of(Session& s, const std::string& text) {
  if (!s.player || s.player_text != text) {
    auto spec = parse_player_spec(text);
    if (!spec) throw RequestError(spec.error());
    auto player = make_player(s.variant, spec.value(), spec->seed.value_or(1));
    if (!player) throw RequestError(player.error());
    s.player = std::move(player).value();
    s.player_text = text;
  }
  return *s.player;
}

}  // namespace

Json op_choose(Session& s, const Json& request) {
  const Position p = position_of(s, request);
  const Variant& v = *s.variant;
  if (visit_game(make_game(s.variant), [&](const auto& g) { return g.status(p).over; }))
    throw RequestError("the game is over");
  Player& player = player_of(s, request.value("player", "engine"));
  SearchLimits limits;
  limits.seconds = request.value("time", 0.0);
  limits.nodes = request.value("nodes", uint64_t{0});
  limits.multipv = request.value("multipv", 1);
  if (limits.multipv < 1 || limits.multipv > 1000) throw RequestError("multipv must be from 1 to 1000");
  limits.on_info = [&v](const SearchInfo& i) { send_info(line_json(v, i)); };
  const Choice c = player.choose(p, limits);
  Json lines = Json::array();
  for (const SearchInfo& i : c.lines) lines.push_back(line_json(v, i));
  return {{"best", format_turn(v, c.turn)},
          {"score", score_json(c.score, v.players)},
          {"pv", turns_json(v, c.pv)},
          {"lines", std::move(lines)},
          {"depth", c.depth},
          {"nodes", c.nodes},
          {"nps", per_second(c.nodes, c.seconds)},
          {"seconds", c.seconds}};
}

Json op_perft(Session& s, const Json& request) {
  const Position p = position_of(s, request);
  const int depth = request.value("depth", 1);
  if (depth < 0 || depth > 64) throw RequestError("depth must be from 0 to 64");
  const auto start = std::chrono::steady_clock::now();
  const PerftRun run = run_perft(s.variant, p, depth, {.divide = request.value("divide", false)});
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  Json divide = Json::object();
  for (const auto& [turn, n] : run.divide) divide[format_turn(*s.variant, turn)] = n;
  return {{"depth", depth},       {"nodes", run.nodes}, {"divide", std::move(divide)},
          {"engine", run.engine}, {"seconds", seconds}, {"nps", per_second(run.nodes, seconds)}};
}

}  // namespace adaptoid::web
