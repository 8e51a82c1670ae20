#pragma once
// The report's self-play: a match of engine players (run_match, so every seat order is played
// equally often and an opening is random plies or a random Quantum Leap start), each game written
// to the games file as it finishes. A rerun with the same options reads the file back and plays
// only the games that are missing, so a killed report resumes; the facts come out in game order,
// so the same seed gives the same numbers whichever games were resumed.
#include <adaptoid/play/player.hpp>
#include <adaptoid/report/play/game_facts.hpp>

#include <functional>
#include <string>
#include <vector>

namespace adaptoid {

struct SelfPlayOptions {
  VariantPtr variant;
  std::string variant_name;         // a built-in's name, or empty (the records carry the TOML)
  std::vector<PlayerSpec> players;  // one a seat
  int games = 40;                   // rounded up to every seat order
  uint64_t seed = 0;
  int max_plies = 300;
  int threads = 1;
  std::string games_file;  // appended to as games finish; "" for none
  std::string date;        // the records' date
  std::function<void(int done, int total)> progress;
};

struct SelfPlay {
  std::vector<GameFacts> games;  // in game order
  int resumed = 0, played = 0;
  // The first game stopped by the turn cap, its turns in notation from its start, as a witness of
  // a game that stalls under play; "" when none was.
  std::string stalled_game;
};

// Fails with one line on a games file that is not this match's records (another seed or other
// players), or on players the variant cannot have.
Result<SelfPlay> run_self_play(const SelfPlayOptions& options);

}  // namespace adaptoid
