// adaptoid analyse --position P: a player's search of one position (the best turn, its score, the
// principal variation, ranked lines with --multipv), and how far and fast it searched.
#include "interruption.hpp"
#include "option_ranges.hpp"
#include "play_support.hpp"

#include <unistd.h>

#include <fmt/format.h>
#include <iostream>

namespace adaptoid::cli {

namespace {

struct AnalyseOptions {
  Subject subject;
  std::string player = "engine";
  std::string time;
  std::string nodes;
  int multipv = 1;
  bool json = false;
};

SearchLimits limits_of(const AnalyseOptions& o) {
  if (!o.time.empty() && !o.nodes.empty()) throw fail("give --time or --nodes, not both");
  SearchLimits limits;
  if (!o.time.empty()) limits.seconds = input_value(parse_turn_seconds("--time", o.time));
  if (!o.nodes.empty()) limits.nodes = input_value(parse_count("--nodes", o.nodes));
  limits.multipv = o.multipv;
  return limits;
}

// Progress goes to stderr only when someone may be waiting for it: a terminal, or a run past a
// second (a script's short analyses stay quiet).
std::function<void(const SearchInfo&)> progress(const Variant& v) {
  const bool terminal = isatty(STDERR_FILENO) != 0;
  return [&v, terminal](const SearchInfo& i) {
    if (!terminal && i.seconds < 1.0) return;
    std::cerr << "depth " << i.depth << (i.multipv > 1 ? "  multipv " + std::to_string(i.multipv) : "")
              << "  " << i.score.text(v.players) << "  " << format_turns(v, i.pv) << "  nodes " << i.nodes
              << "  " << speed_text(i.nodes, i.seconds) << std::endl;
  };
}

nlohmann::ordered_json line_json(const Variant& v, const SearchInfo& i) {
  return {{"multipv", i.multipv},      {"depth", i.depth}, {"score", score_json(i.score, v.players)},
          {"pv", turn_texts(v, i.pv)}, {"nodes", i.nodes}, {"seconds", i.seconds}};
}

void print_choice_json(const Variant& v, const Choice& c) {
  nlohmann::ordered_json lines = nlohmann::ordered_json::array();
  for (const SearchInfo& i : c.lines) lines.push_back(line_json(v, i));
  print_json({{"best", format_turn(v, c.turn)},
              {"score", score_json(c.score, v.players)},
              {"pv", turn_texts(v, c.pv)},
              {"lines", lines},
              {"depth", c.depth},
              {"nodes", c.nodes},
              {"nps", nodes_per_second(c.nodes, c.seconds)},
              {"seconds", c.seconds}});
}

void print_choice(const Variant& v, const Choice& c) {
  std::cout << "best: " << format_turn(v, c.turn) << "\n"
            << "score: " << c.score.text(v.players) << "\n"
            << "pv: " << format_turns(v, c.pv) << "\n";
  if (c.lines.size() > 1)
    for (const SearchInfo& i : c.lines)
      std::cout << i.multipv << ". " << i.score.text(v.players) << "  " << format_turns(v, i.pv) << "\n";
  std::cout << "depth " << c.depth << ", nodes " << c.nodes << ", " << speed_text(c.nodes, c.seconds) << ", "
            << fmt::format("{:.3f}", c.seconds) << " s\n";
}

void analyse(const AnalyseOptions& o) {
  SearchLimits limits = limits_of(o);
  const Loaded in = load(o.subject);
  const Status s = status_in(in.game, in.position);
  if (s.over) throw fail("the game is over: " + ending_text(*in.variant, s));
  const auto player = input_value(player_from_text(in.variant, o.player), "--player: ");
  limits.on_info = progress(*in.variant);
  const Choice c = player->choose(in.position, limits);
  throw_if_interrupted();  // a search cut short by a signal is no answer: nothing is printed
  if (o.json)
    print_choice_json(*in.variant, c);
  else
    print_choice(*in.variant, c);
}

}  // namespace

void add_analyse(CLI::App& app) {
  auto o = std::make_shared<AnalyseOptions>();
  auto* cmd = app.add_subcommand("analyse",
                                 "Search a position: the best turn, its score and the principal variation");
  o->subject.add_to(*cmd);
  cmd->add_option("--player", o->player,
                  "The player that searches (random, greedy, uct, engine[:time=S,...])")
      ->capture_default_str();
  cmd->add_option("--time", o->time, "Seconds to search (default: the player's own, 1 s for engine)")
      ->check(real_range(0.000001, 86400));
  cmd->add_option("--nodes", o->nodes, "Nodes to search, in place of --time (the same answer on any machine)")
      ->check(whole_range(1));
  cmd->add_option("--multipv", o->multipv, "Rank this many turns, each with its line")
      ->check(integer_range(1, 1000))
      ->capture_default_str();
  cmd->add_flag("--json", o->json, "Print JSON: {best, score, pv, lines, depth, nodes, nps, seconds}");
  cmd->callback([o] { analyse(*o); });
}

}  // namespace adaptoid::cli
