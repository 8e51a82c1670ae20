// The toolkit's tools as calls: perft, the endgame search, players (the engine's choice), a solved
// table's probe and a match. Each releases the GIL while the library works.
#include "bindings.hpp"

#include <adaptoid/count/perft_run.hpp>
#include <adaptoid/play/match.hpp>
#include <adaptoid/search/endgame.hpp>
#include <adaptoid/tables/table.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <pybind11/stl.h>

#include <cmath>

namespace adaptoid::python {

namespace {

std::vector<std::string> texts(const Variant& v, const std::vector<Turn>& turns) {
  std::vector<std::string> out;
  for (const Turn& t : turns) out.push_back(format_turn(v, t));
  return out;
}

py::object optional_int(const std::optional<int>& n) {
  return n ? py::object(py::int_(*n)) : py::object(py::none());
}

py::dict score_dict(const Score& s, int players) {
  py::dict d;
  d["kind"] = std::string(s.kind_word());
  d["value"] = s.value;  // proven: plies to the end; an estimate: hundredths
  d["text"] = s.text(players);
  return d;
}

uint64_t perft_of(const GameState& s, int depth, int threads, bool plain) {
  if (depth < 0 || depth > 64) throw InputFailure("perft: depth " + std::to_string(depth) + ": from 0 to 64");
  if (threads < 1 || threads > 256) throw InputFailure("perft: threads: from 1 to 256");
  const py::gil_scoped_release unlocked;
  return run_perft(s.rules()->variant, s.position(), depth, {.threads = threads, .plain = plain}).nodes;
}

py::dict endgame(const GameState& s, int turns, uint64_t node_budget, int threads) {
  if (turns < 1 || turns > 64)
    throw InputFailure("solve_endgame: turns " + std::to_string(turns) + ": from 1 to 64");
  if (threads < 1 || threads > 256) throw InputFailure("solve_endgame: threads: from 1 to 256");
  SearchResult r;
  {
    const py::gil_scoped_release unlocked;
    r = solve_endgame(s.rules()->variant, s.position(),
                      {.turns = turns, .node_budget = node_budget, .threads = threads});
  }
  py::dict d;
  d["value"] = std::string(proof_word(r.value));
  d["distance"] = optional_int(r.distance);
  d["winning_turns"] = texts(s.variant(), r.winning_turns);
  d["line"] = texts(s.variant(), r.line);
  d["nodes"] = r.nodes;
  d["budget_exhausted"] = r.budget_exhausted;
  return d;
}

// A player of the toolkit (its text as --player takes it: "engine:nodes=1000", "cmd:...").
class PyPlayer {
 public:
  PyPlayer(const RulesHandle& rules, const std::string& text, uint64_t seed) : rules_(rules) {
    const PlayerSpec spec = value_or_raise(parse_player_spec(text));
    player_ = value_or_raise(make_player(rules->variant, spec, spec.seed.value_or(seed)));
  }
  py::dict choose(const GameState& s, double seconds, uint64_t nodes, int multipv) {
    if (s.rules()->variant != rules_->variant && !same_rules(s.variant(), *rules_->variant))
      throw InputFailure("choose: the position is of " + s.variant().name + ", the player of " +
                         rules_->variant->name);
    if (s.status().over) throw InputFailure("choose: the game is over");
    if (seconds < 0 || seconds > kMaxTurnSeconds) throw InputFailure("choose: time: from 0 to 86400 seconds");
    if (multipv < 1 || multipv > 1000) throw InputFailure("choose: multipv: from 1 to 1000");
    Choice c;
    {
      const py::gil_scoped_release unlocked;
      try {
        SearchLimits limits;
        limits.seconds = seconds;
        limits.nodes = nodes;
        limits.multipv = multipv;
        c = player_->choose(s.position(), limits);
      } catch (const Error& e) {  // an outside engine that died or garbled (cmd:)
        throw InputFailure(e.message);
      }
    }
    const Variant& v = s.variant();
    py::dict d;
    d["turn"] = format_turn(v, c.turn);
    d["action"] = s.rules()->actions.encode(c.turn);
    d["score"] = score_dict(c.score, v.players);
    d["pv"] = texts(v, c.pv);
    py::list lines;
    for (const SearchInfo& i : c.lines)
      lines.append(py::make_tuple(score_dict(i.score, v.players), texts(v, i.pv)));
    d["lines"] = lines;
    d["nodes"] = c.nodes;
    d["depth"] = c.depth;
    d["seconds"] = c.seconds;
    return d;
  }
  void new_game() { player_->new_game(); }
  std::string text() const { return player_->spec().text(); }

 private:
  RulesHandle rules_;
  std::unique_ptr<Player> player_;
};

class PyTable {
 public:
  explicit PyTable(const std::string& path) : table_(value_or_raise(open_solved_table(path))) {}
  RulesHandle variant() const { return std::make_shared<GameRules>(table_->variant()); }
  py::dict probe(const GameState& s) const {
    if (!same_rules(s.variant(), *table_->variant()))
      throw InputFailure("probe: the position is of " + s.variant().name + ", the table of " +
                         table_->variant()->name);
    TableAnswer a;
    {
      const py::gil_scoped_release unlocked;
      a = value_or_raise(table_->probe(s.position()));
    }
    py::dict d;
    d["value"] = std::string(proof_word(a.value));
    d["distance"] = optional_int(a.distance);
    d["plies"] = optional_int(a.plies);
    d["forcing"] = a.forcing;
    d["keeping"] = texts(s.variant(), a.keeping);
    d["line"] = texts(s.variant(), a.line);
    return d;
  }

 private:
  std::unique_ptr<SolvedTable> table_;
};

py::dict elo_dict(const EloEstimate& e) {
  py::dict d;
  d["elo"] = e.elo;
  d["lower"] = e.lower;
  d["upper"] = e.upper;
  d["score"] = e.score;
  d["games"] = e.games;
  return d;
}

py::dict match(const RulesHandle& rules, const std::vector<std::string>& players, int games, int threads,
               uint64_t seed, int max_plies, int opening_plies) {
  MatchOptions o;
  o.variant = rules->variant;
  o.games = games;
  o.threads = threads;
  o.seed = seed;
  o.max_plies = max_plies;
  o.opening_plies = opening_plies;
  if (is_builtin_variant(rules->variant->name))
    o.variant_name = rules->variant->name;
  else
    o.variant_toml = variant_to_toml(*rules->variant);
  for (const std::string& p : players) o.players.push_back(value_or_raise(parse_player_spec(p)));
  Result<MatchResult> r = fail("");
  {
    const py::gil_scoped_release unlocked;
    r = run_match(o, {});
  }
  const MatchResult m = value_or_raise(std::move(r));
  py::dict d;
  py::list by_player;
  for (size_t i = 0; i < m.stats.players.size(); ++i) {
    const WinDrawLoss& t = m.stats.players[i].total;
    by_player.append(py::dict(py::arg("player") = o.players[i].text(), py::arg("wins") = t.wins,
                              py::arg("draws") = t.draws, py::arg("losses") = t.losses,
                              py::arg("score") = m.stats.players[i].score()));
  }
  d["games"] = m.games;
  d["players"] = by_player;
  d["mean_plies"] = m.stats.mean_plies();
  d["elo"] = m.elo ? py::object(elo_dict(*m.elo)) : py::object(py::none());
  return d;
}

}  // namespace

void bind_tools(py::module_& m) {
  m.def("perft", &perft_of, py::arg("state"), py::arg("depth"), py::arg("threads") = 1,
        py::arg("plain") = false,
        "The number of turn sequences of exactly `depth` turns from the state (the CLI's perft)");
  m.def("solve_endgame", &endgame, py::arg("state"), py::arg("turns"), py::arg("node_budget") = 0,
        py::arg("threads") = 1, "Whether the side to move forces a win within `turns` of its turns");
  py::class_<PyPlayer>(m, "Player",
                       "A player of the toolkit, from its text: random, greedy, uct, engine, cmd:...")
      .def(py::init<const RulesHandle&, const std::string&, uint64_t>(), py::arg("variant"),
           py::arg("text") = "engine", py::arg("seed") = 1)
      .def("choose", &PyPlayer::choose, py::arg("state"), py::arg("time") = 0.0, py::arg("nodes") = 0,
           py::arg("multipv") = 1, "Its turn in the state: time in seconds or nodes (0: the player's own)")
      .def("new_game", &PyPlayer::new_game)
      .def_property_readonly("text", &PyPlayer::text);
  py::class_<PyTable>(m, "Table", "A solved table (adaptoid solve's file), mapped")
      .def(py::init<const std::string&>(), py::arg("path"))
      .def_property_readonly("variant", &PyTable::variant)
      .def("probe", &PyTable::probe, py::arg("state"));
  m.def("match", &match, py::arg("variant"), py::arg("players"), py::arg("games") = 2, py::arg("threads") = 1,
        py::arg("seed") = 0, py::arg("max_plies") = 400, py::arg("opening_plies") = 2,
        "Players (texts) against each other, every seat order equally often, with the Elo of the first");
}

}  // namespace adaptoid::python
