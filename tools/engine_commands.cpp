#include "engine_commands.hpp"

#include <adaptoid/variants/variant_loader.hpp>

#include <algorithm>
#include <charconv>
#include <tuple>

namespace adaptoid::cli::engine {

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

std::pair<std::string_view, std::string_view> first_word(std::string_view s) {
  s = trim(s);
  const size_t end = s.find_first_of(" \t");
  if (end == std::string_view::npos) return {s, {}};
  return {s.substr(0, end), trim(s.substr(end))};
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
    uint64_t n = 0;
    const auto [end, ec] = std::from_chars(number.data(), number.data() + number.size(), n);
    if (number.empty() || ec != std::errc() || end != number.data() + number.size())
      throw InputError("position: seed '" + std::string(number) + "': not a whole number");
    if (!seed_chooses_start(*variant))
      throw InputError("position: seed: " + variant->name + " has no random start (only Quantum Leap does)");
    seed = n;
    word = first_word(extra).first;
  }
  if (!word.empty()) throw InputError("position: startpos: unexpected '" + std::string(word) + "'");
  return make_start(variant, seed);
}

PositionCommand position_from_text(const VariantPtr& current, std::string_view text) {
  const std::string name = position_variant_name(text);
  VariantPtr variant = current;
  if (name != current->name) {
    auto loaded = load_variant(name);
    if (!loaded) throw InputError("position: variant '" + name + "': " + loaded.error());
    variant = loaded.value();
  }
  auto p = parse_position(variant, text);
  if (!p) throw InputError("position: " + p.error());
  return {variant, p.value()};
}

}  // namespace

PositionCommand read_position(const VariantPtr& current, std::string_view args) {
  const size_t keyword = find_turns_keyword(args);
  const std::string_view body = trim(args.substr(0, keyword));
  if (body.empty()) throw InputError("position: give startpos or a position in the notation");
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
    auto turn = parse_turn_in(game, c.position, text);
    if (!turn) throw InputError("position: turn " + std::to_string(n) + ": " + turn.error());
    c.position = apply_in(game, c.position, turn.value());
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
      auto s = parse_turn_seconds("go: time", value);
      if (!s) throw InputError(s.error());
      go.limits.seconds = s.value();
    } else if (word == "nodes" || word == "multipv") {
      auto n = parse_count("go: " + std::string(word), value);
      if (!n) throw InputError(n.error());
      if (word == "nodes") go.limits.nodes = n.value();
      if (word == "multipv") go.limits.multipv = static_cast<int>(std::min<uint64_t>(n.value(), 1000));
    } else {
      throw InputError("go: unknown argument '" + std::string(word) +
                       "' (time S, nodes N, multipv K, infinite)");
    }
  }
  if (go.infinite && (go.limits.seconds > 0 || go.limits.nodes > 0))
    throw InputError("go: infinite searches until stop, so it does not go with time or nodes");
  return go;
}

std::pair<std::string, std::string> read_setoption(std::string_view args) {
  auto [name_word, rest] = first_word(args);
  if (name_word != "name") throw InputError("setoption: expected 'setoption name <Name> value <text>'");
  auto [name, after] = first_word(rest);
  auto [value_word, value] = first_word(after);
  if (name.empty() || value_word != "value" || value.empty())
    throw InputError("setoption: expected 'setoption name <Name> value <text>'");
  return {std::string(name), std::string(value)};
}

std::string info_line(const Variant& v, const SearchInfo& i) {
  const std::string score = i.score.proven() ? std::string(proof_word(i.score.proof)) + " " +
                                                   std::to_string(i.score.turns(v.players))
                                             : "est " + i.score.text(v.players);
  return "info depth " + std::to_string(i.depth) + " multipv " + std::to_string(i.multipv) + " score " +
         score + " nodes " + std::to_string(i.nodes) + " nps " +
         std::to_string(nodes_per_second(i.nodes, i.seconds)) + " time " +
         std::to_string(static_cast<uint64_t>(i.seconds * 1000)) + " pv " + turns_text(v, i.pv, ";");
}

}  // namespace adaptoid::cli::engine
