#pragma once
// The page's API (tools/web/): one call, a JSON request in and a JSON answer out, on the rules
// library compiled to WebAssembly. The page runs it in a Web Worker. Every answer is an object;
// a failed request is {"error": "<the library's one line>"}.
#include <adaptoid/core/game.hpp>
#include <adaptoid/play/player.hpp>
#include <adaptoid/util/setting.hpp>

#include <nlohmann/json.hpp>

#include <memory>
#include <optional>
#include <string>

namespace adaptoid::web {

using Json = nlohmann::ordered_json;

// Bad input from the page: the answer is {"error": what()}, a setting it names said by its name
// (util/setting.hpp).
struct RequestError : std::runtime_error {
  explicit RequestError(const std::string& message) : std::runtime_error(phrase_settings(message)) {}
};

// The variant the page plays (the last `load`), and the player last asked for, kept between calls
// so that its search tables serve the next turn.
struct Session {
  VariantPtr variant;
  std::unique_ptr<Player> player;
  std::string player_text;
};

// The position a request names ("position"), in the session's variant or in the built-in its
// text names; throws RequestError with the notation's error.
Position position_of(Session& s, const Json& request);
// A position for the page: its text, whose turn, status, the caption lines of `show`, the SVG
// picture of `show --svg` (with `highlight` cells), and every legal turn with the clicks that
// make it (turns.cpp).
Json describe(const Session& s, const Position& p, const std::vector<int>& highlight = {});
Json legal_turns_json(const Variant& v, const AnyGame& game, const Position& p);

Json op_load(Session& s, const Json& request);
Json op_play(Session& s, const Json& request);
Json op_choose(Session& s, const Json& request);
Json op_perft(Session& s, const Json& request);
Json op_record_read(Session& s, const Json& request);
Json op_record_write(Session& s, const Json& request);

}  // namespace adaptoid::web
