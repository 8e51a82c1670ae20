// The one entry point the page calls (api.hpp): adaptoid_call(request JSON) -> answer JSON.
#include "api.hpp"

#include <adaptoid/variants/variant_loader.hpp>

#include <emscripten/emscripten.h>

namespace adaptoid::web {

namespace {

Json dispatch(Session& s, const Json& request) {
  const std::string op = request.value("op", "");
  if (op == "variants") return {{"names", builtin_variant_names()}};
  if (op == "load") return op_load(s, request);
  if (op == "record_read") return op_record_read(s, request);
  if (op == "position") return describe(s, position_of(s, request));
  if (op == "play") return op_play(s, request);
  if (op == "choose") return op_choose(s, request);
  if (op == "perft") return op_perft(s, request);
  if (op == "record_write") return op_record_write(s, request);
  throw RequestError("unknown op '" + op + "'");
}

}  // namespace

}  // namespace adaptoid::web

extern "C" {

// The answer stays valid until the next call.
EMSCRIPTEN_KEEPALIVE const char* adaptoid_call(const char* request_text) {
  using namespace adaptoid::web;
  static Session session;
  static std::string answer;
  try {
    answer = dispatch(session, Json::parse(request_text)).dump();
  } catch (const adaptoid::Error& e) {
    answer = Json{{"error", adaptoid::phrase_settings(e.message)}}.dump();
  } catch (const std::exception& e) {
    answer = Json{{"error", e.what()}}.dump();
  }
  return answer.c_str();
}
}
