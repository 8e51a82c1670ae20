// adaptoid match: players against each other over many games, every seat order equally often;
// the results table, Elo and SPRT for two players. --out appends each game as it finishes, so the
// same command run again after a kill plays only the games that are missing.
#include "cli.hpp"
#include "interruption.hpp"
#include "option_ranges.hpp"
#include "output_lock.hpp"

#include <adaptoid/play/games_file.hpp>
#include <adaptoid/play/match.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <fmt/format.h>

#include <unistd.h>

#include <chrono>
#include <cmath>
#include <iomanip>
#include <iostream>
#include <sstream>

namespace adaptoid::cli {

namespace {

struct MatchArgs {
  std::string variant, out, sprt;
  std::vector<std::string> players;
  MatchOptions match;  // the numbers, read into it directly
  bool json = false;
};

// Every option checked before any game (the numbers by their validators in add_match): one line
// naming the option and what is wrong.
MatchOptions match_options(const MatchArgs& a) {
  MatchOptions o = a.match;
  for (const std::string& text : a.players)
    o.players.push_back(input_value(parse_player_spec(text), "--players: "));
  o.variant = load_variant_or_throw(a.variant);
  const int need = o.variant->players;
  if (static_cast<int>(o.players.size()) != need)
    throw fail("--players: " + o.variant->name + " needs " + std::to_string(need) +
               " players, one per seat; " + std::to_string(o.players.size()) + " given");
  for (const PlayerSpec& spec : o.players)
    if (auto made = make_player(o.variant, spec, 0); !made) throw fail("--players: " + made.error());
  if (!a.sprt.empty()) {
    if (need != 2)
      throw fail("--sprt: compares two players; " + o.variant->name + " has " + std::to_string(need));
    o.sprt = input_value(parse_sprt(a.sprt), "--sprt: ");
  }
  if (is_builtin_variant(a.variant))
    o.variant_name = a.variant;
  else
    o.variant_toml = variant_to_toml(*o.variant);
  o.date = today_utc();
  return o;
}

std::string duration_text(double seconds) {
  const long s = std::lround(seconds);
  if (s >= 3600) return std::to_string(s / 3600) + "h" + std::to_string(s / 60 % 60) + "m";
  if (s >= 60) return std::to_string(s / 60) + "m" + std::to_string(s % 60) + "s";
  return std::to_string(s) + "s";
}

// The progress line: redrawn at every game on a terminal, else a line every 10 seconds (a log).
class Progress {
 public:
  explicit Progress(const std::vector<PlayerSpec>& players) : players_(players), tty_(::isatty(2) == 1) {}

  void update(const MatchProgress& p) {
    const auto now = std::chrono::steady_clock::now();
    if (first_done_ < 0) first_done_ = p.done - 1;  // games resumed before the first one played here
    if (!tty_ && now - last_ < std::chrono::seconds(10)) return;
    last_ = now;
    const double elapsed = std::chrono::duration<double>(now - start_).count();
    const int played = p.done - first_done_;
    std::ostringstream line;
    line << "games " << p.done << "/" << p.total;
    for (size_t i = 0; i < players_.size(); ++i)
      line << "  " << players_[i].text() << " " << std::fixed << std::setprecision(1)
           << 100 * p.stats->players[i].score() << "%";
    line << "  ETA " << duration_text(elapsed / played * (p.total - p.done));
    std::cerr << (tty_ ? "\r" : "") << line.str() << (tty_ ? "\033[K" : "\n") << std::flush;
    set_progress_line_open(tty_);
    drawn_ = tty_;
  }
  // Ends the line on a terminal, so what follows starts on its own.
  void finish() {
    if (drawn_) std::cerr << "\n";
    set_progress_line_open(false);
    drawn_ = false;
  }
  ~Progress() { finish(); }

 private:
  const std::vector<PlayerSpec>& players_;
  bool tty_, drawn_ = false;
  int first_done_ = -1;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now(), last_ = start_;
};

void run_match_command(const MatchArgs& a) {
  const MatchOptions o = match_options(a);
  if (!a.out.empty()) check_output_path("--out", a.out);
  // Taken before the records are read: a second match on the file fails at once, naming this one.
  const OutputLock lock = lock_output("--out", a.out);
  refuse_input_as_output("--out", a.out, {{"--variant", a.variant}});
  std::string dropped;
  const std::vector<GameRecord> done =
      input_value(read_games_file(a.out, "game record file", &dropped), "--out: ");
  if (!dropped.empty()) std::cerr << "match: " << dropped << "\n";
  const int total = rounded_games(o.games, o.variant->players);
  if (total != o.games)
    std::cerr << "match: --games " << o.games << " rounded up to " << total
              << ": every opening is played in all " << games_per_opening(o.variant->players)
              << " seat orders\n";
  GamesFileWriter out = must(GamesFileWriter::open(a.out));
  Progress progress(o.players);
  MatchCallbacks callbacks;
  std::size_t kept = done.size();
  set_interrupt_note(a.out.empty() ? "no game was written (no --out)"
                                   : a.out + " holds the " + std::to_string(kept) + " games finished");
  callbacks.on_game = [&](const GameRecord& record) {
    throw_if_interrupted();  // a game played on after the signal (its players cut short) is not kept
    must(out.append(record));
    if (!a.out.empty())
      set_interrupt_note(a.out + " holds the " + std::to_string(++kept) +
                         " games finished; the same command again resumes");
  };
  callbacks.on_progress = [&](const MatchProgress& p) { progress.update(p); };
  auto result = run_match(o, done, callbacks);
  progress.finish();
  // The options were checked above: what is left is a failed write (exit 1), an outside engine
  // that failed (cmd:, its message names it), or a record in --out that is not of this match.
  if (!result && result.error_kind() == ErrorKind::Output) must(result);  // a copy: it holds the Error alone
  if (!result)
    throw fail(result.error().starts_with("player '") ? result.error()
                                                      : "--out: " + a.out + ": " + result.error());
  must(out.commit());
  if (result->resumed > 0)
    std::cerr << "match: " << result->resumed << " games resumed from " << a.out << ", " << result->played
              << " played\n";
  print_match_report(o, result.value(), a.json);
}

}  // namespace

void add_match(CLI::App& app) {
  auto a = std::make_shared<MatchArgs>();
  auto* cmd = app.add_subcommand("match", "Play players against each other: results, Elo, SPRT");
  cmd->add_option("--variant,-v", a->variant, "Variant (a built-in name or a .toml file)")->required();
  cmd->add_option("--players,-p", a->players,
                  "One player a seat, e.g. random greedy engine:nodes=2000 uct:iterations=200")
      ->required()
      ->expected(1, 6);
  cmd->add_option("--games,-n", a->match.games,
                  "Games (rounded up so every opening is played in every seat order)")
      ->required()
      ->check(integer_range(1, 10'000'000));
  cmd->add_option("--threads,-t", a->match.threads, "Games played at once")->check(integer_range(1, 256));
  cmd->add_option("--seed,-s", a->match.seed,
                  fmt::format("Seed of the openings and the players (default {})", a->match.seed))
      ->check(whole_range(0));
  cmd->add_option("--out,-o", a->out, "Append each game's record here; the same command again resumes");
  cmd->add_option(
         "--max-plies", a->match.max_plies,
         fmt::format("A game still going after this many plies is drawn (default {})", a->match.max_plies))
      ->check(integer_range(1, 1'000'000));
  cmd->add_option(
         "--opening-plies", a->match.opening_plies,
         fmt::format(
             "Adaptoid family: random plies from the start that open each game (default {}; 0: the start)",
             a->match.opening_plies))
      ->check(integer_range(0, 1000));
  cmd->add_option("--sprt", a->sprt, "elo0,elo1[,alpha,beta]: stop once the SPRT decides (two players)");
  cmd->add_flag("--json", a->json, "Print the results as one JSON object");
  cmd->callback([a] { run_match_command(*a); });
}

}  // namespace adaptoid::cli
