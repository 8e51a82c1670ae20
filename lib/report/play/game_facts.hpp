#pragma once
// What one finished game says about the rules: its length and end, the branching factor before
// each ply, who led by the engine's static evaluation along the way (lead changes, and how early
// the eventual winner took the lead for good), and the rule events its turns fired.
#include <adaptoid/core/colour.hpp>
#include <adaptoid/play/game_record.hpp>

#include <optional>
#include <string>
#include <vector>

namespace adaptoid {

struct GameFacts {
  int plies = 0;
  std::optional<Colour> winner;
  // Drawn by a turn cap: the variant's own (A17) or the report's ply limit (an adjudication).
  bool capped = false;
  std::vector<int> branching;  // legal turns before each ply
  // Times the leader by the evaluation changed (a tie leads nobody and changes nothing).
  int lead_changes = 0;
  // A won game: the share of its plies played before the winner led for good (0: it led from the
  // first position on; near 1: decided at the very end). Empty for a draw, or when the board is
  // too large for the evaluation (over 64 cells).
  std::optional<double> decided_at;
  std::vector<std::string> events;  // fired_events of every turn, in order
  // A won game: the share of its positions in which another colour than the eventual winner led
  // by the evaluation (the drama of Ludii's metrics: how long the winner was behind). Empty as
  // decided_at is.
  std::optional<double> behind;
  // The share of the board's cells that held a piece at some point of the game.
  double coverage = 0;
  int game = 0;  // its index in the match (0-based), which says who sat where
  // The longest run of passes played while the player had another legal turn: the sign of a game
  // in which both sides prefer to wait.
  int idle_passes = 0;
};

// The record's turns must be legal (as run_match and parse_game_records leave them).
GameFacts game_facts(const GameRecord& record);

}  // namespace adaptoid
