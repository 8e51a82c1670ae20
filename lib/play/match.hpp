#pragma once
// A match: players (one per seat) play games of a variant on threads, each game a GameRecord.
// Every seat order is played equally often: an opening is played once with every permutation of
// the players over the colours (2 games for two players, 6 for three), so the games are a
// multiple of that. Everything is derived from the match seed and the game's index, so with node
// budgets the same options give the same records whatever the threads. A rerun given the records
// already written plays only the missing games: a killed match resumes.
#include <adaptoid/play/game_record.hpp>
#include <adaptoid/play/match_stats.hpp>
#include <adaptoid/play/player.hpp>
#include <adaptoid/util/parallel.hpp>

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace adaptoid {

struct MatchOptions {
  VariantPtr variant;
  // How the records name the variant: a built-in's name, or empty with the file's TOML text.
  std::string variant_name;
  std::string variant_toml;
  std::vector<PlayerSpec> players;  // exactly variant->players
  int games = 2;                    // rounded up to a multiple of games_per_opening()
  int threads = 1;
  uint64_t seed = 0;
  int max_plies = 400;             // then the game is adjudicated drawn ("max plies")
  int opening_plies = 2;           // Adaptoid family: random legal plies from the start; 0: the start
  std::optional<SprtParams> sprt;  // two players only: stop once decided
  std::string date;                // the records' date, YYYY-MM-DD
};

// The games one opening is played in: players! (each seat order once).
int games_per_opening(int players);
// `games` rounded up to a multiple of games_per_opening(players).
int rounded_games(int games, int players);
// The player at each colour in game `game` (0-based): the (game mod players!)-th permutation in
// lexicographic order, so game 0 seats player i at colour i.
std::vector<int> seat_players(int players, int game);
// The seed of the game's opening (its Quantum Leap start): the match seed plus the opening index.
uint64_t opening_seed(uint64_t match_seed, int players, int game);
// The event header of game `game` (0-based): "match <seed> game <game + 1>"; and back (nullopt
// for another match's event).
std::string match_event(uint64_t match_seed, int game);
std::optional<int> match_game_index(std::string_view event, uint64_t match_seed);

// A game's result by seat (for MatchStats::add) from its record and index.
GameOutcome game_outcome(const GameRecord& record, int game);

struct MatchProgress {
  int done = 0;   // games finished, resumed ones included
  int total = 0;  // the games the match plays (after rounding)
  const MatchStats* stats = nullptr;
};

struct MatchCallbacks {
  // Each game as it finishes, in completion order, one at a time (under a lock): write it out
  // here. An exception thrown here stops the match and is rethrown by run_match.
  std::function<void(const GameRecord&)> on_game;
  std::function<void(const MatchProgress&)> on_progress;
};

struct MatchResult {
  MatchStats stats;
  int games = 0;                   // planned, after rounding
  int resumed = 0;                 // found among the records given
  int played = 0;                  // played now
  std::optional<EloEstimate> elo;  // two players: the first against the second
  std::optional<SprtResult> sprt;
  bool stopped_early = false;  // the SPRT decided before every game was played
};

// Plays the match. `done`: the records already written (e.g. read back from the output file);
// games of this match (same seed, index in range) found there are not replayed and count. Fails
// on options that cannot work (player count, a player the variant's board cannot have) and on a
// record of this match that another player played.
Result<MatchResult> run_match(const MatchOptions& options, const std::vector<GameRecord>& done,
                              const MatchCallbacks& callbacks = {});

// One game of the match (0-based index), as run_match plays it.
GameRecord play_match_game(const MatchOptions& options, int game);

}  // namespace adaptoid
