#include <adaptoid/report/play/self_play.hpp>

#include <adaptoid/check/game_ending.hpp>
#include <adaptoid/core/notation.hpp>
#include <adaptoid/play/games_file.hpp>
#include <adaptoid/play/match.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <map>
#include <optional>

namespace adaptoid {

namespace {

MatchOptions match_options(const SelfPlayOptions& o) {
  MatchOptions m;
  m.variant = o.variant;
  m.variant_name = o.variant_name;
  if (o.variant_name.empty()) m.variant_toml = variant_to_toml(*o.variant);
  m.players = o.players;
  m.games = o.games;
  m.threads = o.threads;
  m.seed = o.seed;
  m.max_plies = o.max_plies;
  m.date = o.date;
  return m;
}

// How it stalled, as check says of its own engine games (a run of passes, a position repeated,
// or only the cap), then the whole game.
std::string stalled_text(const GameRecord& record, const GameFacts& f) {
  return "game " + std::to_string(f.game + 1) + ", stopped after " + std::to_string(f.plies) +
         " plies: " + classify_game(record).text + ". From " +
         format_position(*record.variant, record.position_at(0)) + ": " +
         format_turns(*record.variant, record.turns);
}

}  // namespace

Result<SelfPlay> run_self_play(const SelfPlayOptions& o) {
  auto done = read_games_file(o.games_file, "games file");
  if (!done) return done.failure();
  auto out = GamesFileWriter::open(o.games_file);
  if (!out) return out.failure();
  std::map<int, GameRecord> by_index;
  for (const GameRecord& r : done.value())
    if (auto i = match_game_index(r.event, o.seed)) by_index.emplace(*i, r);
  MatchCallbacks callbacks;
  callbacks.on_game = [&](const GameRecord& record) {
    must(out.value().append(record));
    if (auto i = match_game_index(record.event, o.seed)) by_index.emplace(*i, record);
  };
  callbacks.on_progress = [&](const MatchProgress& p) {
    if (o.progress) o.progress(p.done, p.total);
  };
  const Result<MatchResult> result = run_match(match_options(o), done.value(), callbacks);
  if (!result) {  // its kind kept: a games file that cannot be written is a failed write, not bad input
    Error e = result.failure();
    if (e.kind != ErrorKind::Output && !o.games_file.empty()) e.message = o.games_file + ": " + e.message;
    return e;
  }
  if (auto committed = out.value().commit(); !committed) return committed.failure();
  SelfPlay play;
  play.resumed = result->resumed;
  play.played = result->played;
  for (const auto& [index, record] : by_index) {
    if (index >= result->games) continue;
    play.games.push_back(game_facts(record));
    play.games.back().game = index;
    if (play.games.back().capped && play.stalled_game.empty())
      play.stalled_game = stalled_text(record, play.games.back());
  }
  return play;
}

}  // namespace adaptoid
