#pragma once
// The endgame bench (`adaptoid bench --endgames`, specs/bench/endgames.tsv lists the same rows):
// full-board positions of every game where the side to move forces a win in exactly 3 turns,
// found in self-play games by bench/find_endgames.cpp, and deeper Adaptoid wins from engine games
// (specs/bench/endgame_candidates.tsv). The target: each proven, with every winning first turn,
// in under 10 seconds (a win in 5: 60 seconds). Built in so the bench runs from any directory; a
// test keeps this list and the file equal and re-proves the rows its node budget allows.
#include <string>
#include <vector>

namespace adaptoid {

struct BenchEndgame {
  std::string position;  // in the notation, the variant first
  int turns;             // the search's limit: turns of the side to move
  int distance;          // the proven win: turns of the side to move
  std::string
      winning_turns;  // every first turn that wins within `turns`, "; "-separated, in legal-turn order
};

const std::vector<BenchEndgame>& bench_endgames();

}  // namespace adaptoid
