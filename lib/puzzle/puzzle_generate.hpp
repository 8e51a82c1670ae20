#pragma once
// Puzzle generation: self-play games of the toolkit against itself, then the positions near
// their end tried as candidates (puzzle.hpp proves them), rated and themed. Everything is a pure
// function of (variant, date, salt, attempt), so the same date gives the same puzzle anywhere.
#include <adaptoid/puzzle/puzzle.hpp>

#include <optional>
#include <string>
#include <vector>

namespace adaptoid {

// The seed of a date's puzzle: FNV-1a of "variant|date", mixed with the salt and the attempt
// (attempt > 0 when the seed of attempt 0 yields no puzzle, or when an earlier date of the same
// file already holds the same puzzle).
uint64_t puzzle_seed(const std::string& variant, const std::string& date, uint64_t salt = 0, int attempt = 0);

// A self-play game from the seed: the variant's start (Quantum Leap: the setup of the seed and a
// random swap decision), then a player that takes a win in one when it has one, avoids turns
// that give the opponent a win in one (among a few random tries), and otherwise plays a random
// turn with attacks preferred. Returns every position, the start first.
std::vector<Position> self_play(const VariantPtr& variant, uint64_t seed, int max_plies = 240);

struct GenerateOptions {
  uint64_t node_budget =
      2'000'000;       // per search while screening candidates (a proof never uses an exhausted one)
  int max_games = 40;  // games tried before giving up
};

// The deepest turns a puzzle of this variant may ask for.
int max_puzzle_turns(const Variant& v);

// One puzzle from the seed, with every field but id, date and svg filled in; nullopt when no
// game of max_games gave one.
std::optional<Puzzle> generate_puzzle(const VariantPtr& variant, uint64_t seed,
                                      const GenerateOptions& options = {});

// Fills difficulty and themes from the proof (puzzle_rate.cpp).
void rate_puzzle(const VariantPtr& variant, PuzzleProof& proof);

}  // namespace adaptoid
