// Player texts ("engine:time=0.5,seed=3") and scores as text.
#include <adaptoid/play/player.hpp>

#include <adaptoid/util/text.hpp>
#include <algorithm>
#include <cmath>
#include <cstdio>

namespace adaptoid {

const std::vector<std::string>& player_kinds() {
  static const std::vector<std::string> kinds = {"random", "greedy", "uct", "engine", "cmd"};
  return kinds;
}

namespace {

Result<uint64_t> whole_number(std::string_view key, std::string_view value) {
  if (const auto n = parse_number<uint64_t>(value)) return *n;
  return fail(std::string(key) + "=" + std::string(value) + ": not a whole number");
}

// Applies one key=value to the spec.
Result<void> set_option(PlayerSpec& spec, std::string_view item) {
  const size_t eq = item.find('=');
  if (eq == std::string_view::npos) return fail("'" + std::string(item) + "': expected key=value");
  const std::string_view key = trim(item.substr(0, eq), " ");
  const std::string_view value = trim(item.substr(eq + 1), " ");
  if (key == "time") {
    auto t = parse_turn_seconds("time", value);
    if (!t) return t.failure();
    spec.time = t.value();
  } else if (key == "nodes" || key == "iterations" || key == "seed") {
    auto n = whole_number(key, value);
    if (!n) return n.failure();
    if (key == "seed") {
      spec.seed = n.value();
    } else {
      if (n.value() == 0) return fail(std::string(key) + "=0: must be at least 1");
      (key == "nodes" ? spec.nodes : spec.iterations) = n.value();
    }
  } else if (key == "edition") {
    auto n = whole_number(key, value);
    if (!n) return n.failure();
    if (n.value() < 1 || n.value() > kEngineEdition)
      return fail("edition=" + std::string(value) + ": the engine's editions are 1 to " +
                  std::to_string(kEngineEdition));
    spec.edition = static_cast<int>(n.value());
  } else if (key == "table") {
    if (value.empty()) return fail("table=: the path of a solved table is missing");
    spec.table = std::string(value);
  } else {
    return fail("unknown option '" + std::string(key) +
                "' (options: time, nodes, iterations, seed, table, edition)");
  }
  if (key == "iterations" && spec.kind != "uct") return fail("iterations: only uct has iterations");
  if (key == "table" && spec.kind != "engine") return fail("table: only engine reads solved tables");
  if (key == "edition" && spec.kind != "engine") return fail("edition: only engine has editions");
  return {};
}

// cmd: its leading time=, nodes= and timeout= items, then the command (which may hold commas).
Result<void> read_command(PlayerSpec& spec, std::string_view rest) {
  for (;;) {
    const size_t comma = rest.find(',');
    const std::string_view item = trim(rest.substr(0, comma), " ");
    const bool limit =
        item.starts_with("time=") || item.starts_with("nodes=") || item.starts_with("timeout=");
    if (!limit || comma == std::string_view::npos) break;
    if (item.starts_with("timeout=")) {
      auto t = parse_turn_seconds("timeout", item.substr(8));
      if (!t) return t.failure();
      spec.timeout = t.value();
    } else if (auto set = set_option(spec, item); !set) {
      return set;
    }
    rest = rest.substr(comma + 1);
  }
  spec.command = std::string(trim(rest, " "));
  if (spec.command.empty()) return fail("the engine's command is missing (cmd:PROGRAM ARGS)");
  return {};
}

}  // namespace

Result<PlayerSpec> parse_player_spec(std::string_view text) {
  const auto error = [&](const std::string& why) {
    return fail("player '" + std::string(text) + "': " + why);
  };
  const size_t colon = text.find(':');
  PlayerSpec spec;
  spec.kind = std::string(trim(text.substr(0, colon), " "));
  const auto& kinds = player_kinds();
  if (std::find(kinds.begin(), kinds.end(), spec.kind) == kinds.end())
    return error("unknown player '" + spec.kind + "' (players: random, greedy, uct, engine, cmd:PROGRAM)");
  if (spec.kind == "cmd") {
    if (colon == std::string_view::npos) return error("the engine's command is missing (cmd:PROGRAM ARGS)");
    if (auto read = read_command(spec, text.substr(colon + 1)); !read) return error(read.error());
    if (spec.time > 0 && spec.nodes) return error("give time or nodes, not both");
    return spec;
  }
  if (colon == std::string_view::npos) return spec;
  std::string_view rest = text.substr(colon + 1);
  while (!rest.empty()) {
    const size_t comma = rest.find(',');
    auto set = set_option(spec, rest.substr(0, comma));
    if (!set) return error(set.error());
    rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
  }
  if (spec.time > 0 && (spec.nodes || spec.iterations))
    return error("give time or a node/iteration budget, not both");
  return spec;
}

namespace {
std::string seconds_text(double seconds) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g", seconds);
  return buf;
}
}  // namespace

std::string PlayerSpec::text() const {
  std::vector<std::string> options;
  if (time > 0) options.push_back("time=" + seconds_text(time));
  if (nodes) options.push_back("nodes=" + std::to_string(nodes));
  if (iterations) options.push_back("iterations=" + std::to_string(iterations));
  if (seed) options.push_back("seed=" + std::to_string(*seed));
  if (!table.empty()) options.push_back("table=" + table);
  if (edition != kEngineEdition) options.push_back("edition=" + std::to_string(edition));
  if (kind == "cmd") {
    if (timeout != kDefaultEngineTimeout) options.push_back("timeout=" + seconds_text(timeout));
    options.push_back(command);
  }
  std::string out = kind;
  for (size_t i = 0; i < options.size(); ++i) out += (i == 0 ? ":" : ",") + options[i];
  return out;
}

Result<double> parse_turn_seconds(std::string_view what, std::string_view text) {
  const auto x = parse_number<double>(text);
  if (!x || !std::isfinite(*x) || *x <= 0 || *x > kMaxTurnSeconds)
    return fail(std::string(what) + " '" + std::string(text) +
                "': seconds must be a number above 0 and at most " +
                std::to_string(static_cast<int>(kMaxTurnSeconds)));
  return *x;
}

}  // namespace adaptoid
