// run_match: the games handed out to threads one at a time (a game's length varies too much for
// fixed slices), the results gathered under one lock in the order they finish.
#include <adaptoid/play/match.hpp>

#include <algorithm>
#include <mutex>

namespace adaptoid {

namespace {

Result<void> check_options(const MatchOptions& o) {
  if (!o.variant) return fail("no variant");
  const int need = o.variant->players;
  if (static_cast<int>(o.players.size()) != need)
    return fail(o.variant->name + " is played by " + std::to_string(need) + " players; " +
                std::to_string(o.players.size()) + " given");
  if (o.games < 1) return fail("games: at least 1");
  if (o.threads < 1 || o.threads > 256) return fail("threads: between 1 and 256");
  if (o.max_plies < 1) return fail("max plies: at least 1");
  if (o.opening_plies < 0) return fail("opening plies: at least 0");
  if (o.sprt && need != 2)
    return fail("the SPRT compares two players; " + o.variant->name + " has " + std::to_string(need));
  // A player the variant cannot have fails here, before any game, not in the middle of the match.
  for (const PlayerSpec& spec : o.players)
    if (auto made = make_player(o.variant, spec, 0); !made) return made.failure();
  return {};
}

std::string joined(const std::vector<std::string>& names) {
  std::string text;
  for (const std::string& n : names) text += (text.empty() ? "'" : ", '") + n + "'";
  return text;
}

// Counts the games of this match found among `done` into r; finished[i] marks game i.
Result<void> take_resumed(const MatchOptions& o, const std::vector<GameRecord>& done, MatchResult& r,
                          std::vector<char>& finished) {
  for (const GameRecord& record : done) {
    const std::optional<int> index = match_game_index(record.event, o.seed);
    if (!index || *index >= r.games || finished[static_cast<size_t>(*index)]) continue;
    std::vector<std::string> expected;
    for (int player : seat_players(o.variant->players, *index))
      expected.push_back(o.players[static_cast<size_t>(player)].text());
    // The same seed with other players or another variant is another match: its results must not
    // be counted as this one's.
    if (record.variant->name != o.variant->name || (!record.players.empty() && record.players != expected))
      return fail("the record of '" + record.event + "' is of " + record.variant->name + " played by " +
                  joined(record.players) + ", not of " + o.variant->name + " played by " + joined(expected) +
                  ": another match with the same seed");
    finished[static_cast<size_t>(*index)] = 1;
    r.stats.add(game_outcome(record, *index));
    ++r.resumed;
  }
  return {};
}

bool sprt_decided(const MatchOptions& o, MatchResult& r) {
  if (!o.sprt) return false;
  r.sprt = sprt(r.stats.players[0].total, *o.sprt);
  return r.sprt->state != SprtResult::State::Continue;
}

}  // namespace

Result<MatchResult> run_match(const MatchOptions& o, const std::vector<GameRecord>& done,
                              const MatchCallbacks& callbacks) {
  if (auto ok = check_options(o); !ok) return ok.failure();
  const int per_opening = games_per_opening(o.variant->players);
  MatchResult r;
  r.stats = MatchStats(o.variant->players);
  r.games = rounded_games(o.games, o.variant->players);
  std::vector<char> finished(static_cast<size_t>(r.games), 0);
  if (auto ok = take_resumed(o, done, r, finished); !ok) return ok.failure();
  std::vector<int> pending;
  std::vector<int> left(static_cast<size_t>(r.games / per_opening), 0);  // unfinished games by opening
  for (int i = 0; i < r.games; ++i)
    if (!finished[static_cast<size_t>(i)]) pending.push_back(i), ++left[static_cast<size_t>(i / per_opening)];
  Cancel stop;
  if (sprt_decided(o, r)) stop.request();
  ChunkQueue queue(pending.size(), 1, &stop);
  std::mutex lock;
  const int threads = static_cast<int>(std::clamp<size_t>(pending.size(), 1, static_cast<size_t>(o.threads)));
  try {
    run_workers(
        threads,
        [&](int) {
          for (uint64_t begin, end; queue.next(begin, end);) {
            const int index = pending[begin];
            const GameRecord record = play_match_game(o, index);
            const std::lock_guard<std::mutex> guard(lock);
            if (callbacks.on_game) callbacks.on_game(record);
            r.stats.add(game_outcome(record, index));
            ++r.played;
            // The SPRT is judged on whole openings, each seat order played: a half-played opening
            // would weigh the first seat's advantage.
            if (--left[static_cast<size_t>(index / per_opening)] == 0 && sprt_decided(o, r)) stop.request();
            if (callbacks.on_progress) callbacks.on_progress({r.resumed + r.played, r.games, &r.stats});
          }
        },
        &stop);
  } catch (const Error& e) {  // a callback's (a games file that cannot be written), by `must`
    return e;
  }
  r.stopped_early = r.resumed + r.played < r.games;
  if (o.variant->players == 2) r.elo = elo_estimate(r.stats.players[0].total);
  if (o.sprt) r.sprt = sprt(r.stats.players[0].total, *o.sprt);
  return r;
}

}  // namespace adaptoid
