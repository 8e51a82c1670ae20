#include "engine_commands.hpp"

#include <adaptoid/util/echo.hpp>
#include <adaptoid/util/text.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <fmt/format.h>
#include <algorithm>
#include <limits>
#include <tuple>

namespace adaptoid::cli::engine {

// A protocol line may end in a CR (a client on Windows).
std::string_view trim(std::string_view s) {
  return adaptoid::trim(s, " \t\r");
}

std::pair<std::string_view, std::string_view> first_word(std::string_view s) {
  s = trim(s);
  const size_t end = s.find_first_of(" \t");
  if (end == std::string_view::npos) return {s, {}};
  return {s.substr(0, end), trim(s.substr(end))};
}

int multipv_value(const std::string& what, std::string_view text) {
  // The maximum `adaptoid` announces: never taken silently as another number, and said whatever
  // was wrong (a word, 0, a number past 2^64).
  const auto n = parse_number<uint64_t>(text);
  if (!n || *n == 0 || *n > kMaxMultiPv)
    throw fail(what + " " + echo_text(text) + ": from 1 to " + std::to_string(kMaxMultiPv));
  return static_cast<int>(*n);
}

namespace {

// Where the word `turns` begins (a whole word), or npos: a position's text never holds it.
size_t find_turns_keyword(std::string_view s) {
  for (size_t at = s.find("turns"); at != std::string_view::npos; at = s.find("turns", at + 1)) {
    const bool starts = at == 0 || s[at - 1] == ' ' || s[at - 1] == '\t';
    const bool ends = at + 5 == s.size() || s[at + 5] == ' ' || s[at + 5] == '\t';
    if (starts && ends) return at;
  }
  return std::string_view::npos;
}

Position start_position(const VariantPtr& variant, std::string_view args) {
  auto [word, rest] = first_word(args);
  uint64_t seed = default_seed(*variant);
  if (word == "seed") {
    auto [number, extra] = first_word(rest);
    const auto n = parse_number<uint64_t>(number);
    if (!n)
      throw fail("position: seed '" + echo_text(number) + "': a whole number from 0 to " +
                 std::to_string(std::numeric_limits<uint64_t>::max()));
    if (!seed_chooses_start(*variant))
      throw fail("position: seed: " + variant->name + " has no random start (only Quantum Leap does)");
    seed = *n;
    word = first_word(extra).first;
  }
  if (!word.empty()) throw fail("position: startpos: unexpected '" + echo_text(word) + "'");
  return make_start(variant, seed);
}

PositionCommand position_from_text(const VariantPtr& current, std::string_view text) {
  const std::string name = position_variant_name(text);
  const VariantPtr variant =
      name == current->name
          ? current
          : input_value(load_variant(name), "position: variant '" + echo_text(name) + "': ");
  return {variant, input_value(parse_position(variant, position_naming(std::string(text), *variant)))};
}

}  // namespace

PositionCommand read_position(const VariantPtr& current, std::string_view args) {
  const size_t keyword = find_turns_keyword(args);
  const std::string_view body = trim(args.substr(0, keyword));
  if (body.empty()) throw fail("position: give startpos or a position in the notation");
  auto [word, rest] = first_word(body);
  PositionCommand c = word == "startpos" ? PositionCommand{current, start_position(current, rest)}
                                         : position_from_text(current, body);
  if (keyword == std::string_view::npos) return c;
  const AnyGame game = make_game(c.variant);
  std::string_view turns = args.substr(keyword + 5);
  for (int n = 1; !trim(turns).empty(); ++n) {
    const size_t semicolon = turns.find(';');
    const std::string_view text = trim(turns.substr(0, semicolon));
    turns = semicolon == std::string_view::npos ? std::string_view() : turns.substr(semicolon + 1);
    if (text.empty()) continue;
    const Turn turn =
        input_value(parse_turn_in(game, c.position, text), "position: turn " + std::to_string(n) + ": ");
    c.position = apply_in(game, c.position, turn);
  }
  return c;
}

GoCommand read_go(std::string_view args, int multipv) {
  GoCommand go;
  go.limits.multipv = multipv;
  for (auto [word, rest] = first_word(args); !word.empty(); std::tie(word, rest) = first_word(rest)) {
    if (word == "infinite") {
      go.infinite = true;
      continue;
    }
    auto [value, after] = first_word(rest);
    rest = after;
    if (word == "time") {
      go.limits.seconds = input_value(parse_turn_seconds("go: time", value));
    } else if (word == "nodes" || word == "multipv") {
      const uint64_t n = input_value(parse_count("go: " + std::string(word), value));
      if (word == "nodes") go.limits.nodes = n;
      if (word == "multipv") go.limits.multipv = multipv_value("go: multipv", value);
    } else {
      throw fail("go: unknown argument '" + echo_text(word) + "' (time S, nodes N, multipv K, infinite)");
    }
  }
  if (go.infinite && (go.limits.seconds > 0 || go.limits.nodes > 0))
    throw fail("go: infinite searches until stop, so it does not go with time or nodes");
  return go;
}

std::pair<std::string, std::string> read_setoption(std::string_view args) {
  auto [name_word, rest] = first_word(args);
  if (name_word != "name") throw fail("setoption: expected 'setoption name <Name> value <text>'");
  auto [name, after] = first_word(rest);
  auto [value_word, value] = first_word(after);
  if (name.empty() || value_word != "value" || value.empty())
    throw fail("setoption: expected 'setoption name <Name> value <text>'");
  return {std::string(name), std::string(value)};
}

std::string legal_answer(const AnyGame& game, const Position& p) {
  const Variant& v = visit_game(game, [](const auto& g) -> const Variant& { return g.variant(); });
  const std::vector<Turn> turns = status_in(game, p).over ? std::vector<Turn>{} : legal_turns_in(game, p);
  std::string line = "legal " + std::to_string(turns.size());
  if (!turns.empty()) line += " " + format_turns(v, turns);
  return line;
}

std::string status_answer(const AnyGame& game, const Position& p) {
  const Variant& v = visit_game(game, [](const auto& g) -> const Variant& { return g.variant(); });
  const Status s = status_in(game, p);
  if (!s.over) return fmt::format("status ongoing side {} turn {}", colour_name(p.side()), p.turn_number());
  return fmt::format("status over winner {} reason {}", s.winner ? colour_name(*s.winner) : "none",
                     ending_text(v, s));
}

std::string info_line(const Variant& v, const SearchInfo& i) {
  const std::string score = i.score.proven()
                                ? fmt::format("{} {}", proof_word(i.score.proof), i.score.turns(v.players))
                                : "est " + i.score.text(v.players);
  return fmt::format("info depth {} multipv {} score {} nodes {} nps {} time {} pv {}", i.depth, i.multipv,
                     score, i.nodes, nodes_per_second(i.nodes, i.seconds),
                     static_cast<uint64_t>(i.seconds * 1000), format_turns(v, i.pv));
}

}  // namespace adaptoid::cli::engine
