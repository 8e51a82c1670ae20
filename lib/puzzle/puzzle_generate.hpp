#pragma once
// Puzzle generation: engine games (lib/play) at strengths the seed picks, then the positions near
// their end tried as candidates (puzzle.hpp proves them), rated by the solver ladder and themed
// (specs/puzzles.md). Everything is a pure function of (variant, date, salt, attempt), so the
// same date gives the same puzzle anywhere.
#include <adaptoid/puzzle/puzzle.hpp>

#include <optional>
#include <string>
#include <vector>

namespace adaptoid {

// The seed of a date's puzzle: FNV-1a of "variant|date", mixed with the salt and the attempt
// (attempt > 0 when the seed of attempt 0 yields no puzzle, or when an earlier date of the same
// file already holds the same puzzle).
uint64_t puzzle_seed(const std::string& variant, const std::string& date, uint64_t salt = 0, int attempt = 0);

// An engine game from the seed: the variant's start (Quantum Leap: the setup of the seed), a few
// random turns (and a random swap decision), then `engine:nodes=N` for each colour, N picked by
// the seed among a few strengths. Returns every position, the start first.
std::vector<Position> engine_game(const VariantPtr& variant, uint64_t seed, int max_plies = 240);

struct GenerateOptions {
  uint64_t node_budget = 2'000'000;      // per proof search (a proof never uses an exhausted one)
  uint64_t screen_budget = 60'000;       // per candidate's screen, every depth (puzzle_screen.hpp)
  uint64_t max_proof_nodes = 8'000'000;  // a dearer proof is not kept: `puzzle verify` redoes it
  int max_games = 0;                     // games tried before giving up (0: the family's)
  int target_turns = 0;  // the depth wanted (0: drawn from the seed); the deepest found when none
  int min_turns = 0;     // a puzzle shallower than this is not kept (nullopt)
};

// The deepest turns a puzzle of this variant may ask for.
int max_puzzle_turns(const Variant& v);

// Attempts (seeds) of a date asking for `target` turns that must give that depth before a
// shallower puzzle is taken (puzzle_batch.hpp).
int exact_depth_attempts(const Variant& v, const std::string& date, int target);

// The depth a date asks for: its weekday's, Monday easiest, Sunday hardest (specs/puzzles.md);
// 0 when the text is not a date.
int weekday_turns(const Variant& v, const std::string& date);

// One puzzle from the seed, with every field but id, date and svg filled in; nullopt when no
// game of max_games gave one.
std::optional<Puzzle> generate_puzzle(const VariantPtr& variant, uint64_t seed,
                                      const GenerateOptions& options = {});

// Fills difficulty, rating (the solver ladder), score, goal text and themes from the proof
// (puzzle_rate.cpp).
void rate_puzzle(const VariantPtr& variant, PuzzleProof& proof);

}  // namespace adaptoid
