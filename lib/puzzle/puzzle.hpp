#pragma once
// Daily puzzles: "the side to move forces a win in N turns, and only one first turn
// does it". A puzzle is proven by the exhaustive endgame search (endgame.hpp) at every ply of its
// main line, so a published puzzle is never wrong or ambiguous. This header is the record and
// the proof; generation (self-play, candidates), rating, JSON and the canonical form for
// duplicates live in puzzle_*.hpp.
#include <adaptoid/core/adaptoid_game.hpp>
#include <adaptoid/core/position.hpp>
#include <adaptoid/core/turn.hpp>
#include <adaptoid/core/variant.hpp>
#include <adaptoid/util/result.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace adaptoid {

// The engine edition (play/player.hpp) the candidate games and the rating ladder play with: the
// one the published years were made with, so that a date gives its published puzzle again and a
// better engine does not rewrite the years.
inline constexpr int kPuzzleEngineEdition = 1;

struct PuzzlePly {
  std::string turn;  // format_turn
  Colour player;
  std::string position;  // format_position after the turn
};

struct DefenderAlternative {
  int ply;  // 1-based index into the solution of the defender ply replaced
  std::string turn;
  int loses_in;                           // solver turns still needed after this reply (0: it ends the game)
  std::optional<std::string> refutation;  // the solver's winning answer (none when the game is over)
};

struct TemptingTurn {
  std::string turn;
  std::optional<std::string> refutation;  // a defender reply after which no win within N-1 remains
  std::string why;
};

struct Difficulty {
  int rating = 1;  // 1..5
  std::string label;
  int depth = 0;
  int legal_turns = 0;
  int tempting_failures = 0;
  uint64_t nodes = 0;
};

// One rung of the solver ladder (puzzle_ladder.hpp): a player, its nominal Elo and whether it
// solved the puzzle.
struct LadderRung {
  std::string player;  // a player spec's text
  int elo = 0;
  bool solved = false;
  friend bool operator==(const LadderRung&, const LadderRung&) = default;
};

// The Adaptoid family's score in the puzzle position: adaptoids lost per colour (turn order of
// colours) against the losses that end the game for a colour.
struct PuzzleScore {
  std::vector<int> lost;
  int goal = 0;
  std::vector<AdaptoidGame::Supply> supplies;  // per colour: what it holds off the board (A3)
  friend bool operator==(const PuzzleScore&, const PuzzleScore&) = default;
};

struct Puzzle {
  std::string id, date, variant;
  std::string variant_text;  // a variant not built in: its whole TOML (puzzle_variant.hpp)
  std::string position;
  Colour side = 0;
  int turns = 0;
  std::vector<PuzzlePly> solution;
  std::vector<DefenderAlternative> defender_alternatives;
  std::vector<TemptingTurn> tempting;
  Difficulty difficulty;
  std::vector<std::string> themes;
  // The rating fields (specs/puzzles.md); absent on the lines published before they existed.
  std::optional<int> rating;         // Elo-style, fitted from the ladder
  std::vector<LadderRung> ladder;    // the evidence of the rating
  std::optional<PuzzleScore> score;  // Adaptoid family only
  std::string goal_text;             // the goal in a sentence (empty on the old lines)
  uint64_t seed = 0;
  std::string version;
  std::string svg;
  std::string goal() const;  // "White wins in 3"
};

// "White", "Black", "Red": a colour's name as the first word of a sentence.
std::string capitalised_colour(Colour c);

// What a proof costs and finds, for the rating.
struct PuzzleProof {
  Puzzle puzzle;  // position, side, turns, solution, defender_alternatives, tempting filled in
  int legal_turns = 0;
  int tempting_failures = 0;
  uint64_t nodes = 0;
};

struct ProveOptions {
  int max_turns = 4;         // the deepest win accepted
  int exact_turns = 0;       // > 0: only a win in exactly this many turns
  uint64_t node_budget = 0;  // per search; exhausting it rejects the candidate (never accepts)
};

// Proves p a puzzle: the side to move wins in n <= max_turns turns (n minimal), exactly one first
// turn wins within n, and at every later solver ply of the main line (the defender always
// resisting longest; with three players or more, the others as one coalition, each in turn)
// exactly one turn wins within the turns left; not trivial (more than one legal first turn). Fails with the
// reason otherwise. The main line and every list are in the game's legal-turn order, so the result is
// deterministic.
Result<PuzzleProof> prove_puzzle(const VariantPtr& variant, const Position& p, const ProveOptions& options);

}  // namespace adaptoid
