#pragma once
// Daily puzzles (issue 6): "the side to move forces a win in N turns, and only one first turn
// does it". A puzzle is proven by the exhaustive endgame search (endgame.hpp) at every ply of its
// main line, so a published puzzle is never wrong or ambiguous. This header is the record and
// the proof; generation (self-play, candidates), rating, JSON and the canonical form for
// duplicates live in puzzle_*.hpp.
#include <adaptoid/core/position.hpp>
#include <adaptoid/core/result.hpp>
#include <adaptoid/core/turn.hpp>
#include <adaptoid/core/variant.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace adaptoid {

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

struct Puzzle {
  std::string id, date, variant;
  std::string position;
  Colour side = 0;
  int turns = 0;
  std::vector<PuzzlePly> solution;
  std::vector<DefenderAlternative> defender_alternatives;
  std::vector<TemptingTurn> tempting;
  Difficulty difficulty;
  std::vector<std::string> themes;
  uint64_t seed = 0;
  std::string version;
  std::string svg;
  std::string goal() const;  // "White wins in 3"
};

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
// resisting longest) exactly one turn wins within the turns left; not trivial (more than one
// legal first turn). Fails with the reason otherwise. The main line and every list are in the
// game's legal-turn order, so the result is deterministic.
Result<PuzzleProof> prove_puzzle(const VariantPtr& variant, const Position& p, const ProveOptions& options);

}  // namespace adaptoid
