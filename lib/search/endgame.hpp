#pragma once
// The one entry point to endgame search for tools and algorithms above the rules (the CLI's
// `solve --turns`, the puzzle generator): the search of fast_search.hpp on the fast generators
// (boards of up to 64 cells), of search.hpp on the plain game otherwise. Turns in the result are
// those of the plain game, in its legal-turn order; nodes count the positions made.
#include <adaptoid/core/variant.hpp>
#include <adaptoid/search/search.hpp>

#include <functional>

namespace adaptoid {

struct EndgameOptions {
  int turns = 1;             // turns of the side to move (1 = win with this turn)
  uint64_t node_budget = 0;  // 0 = no limit; otherwise stop and answer Unknown
  bool plain = false;        // search the plain game (the reference) even where a fast one exists
  bool prove_loss = true;    // false: when there is no win, do not try to prove a loss (Unknown)
  // Fast search: try first the turn that won or refuted in a sibling position. Off, the search
  // visits turns in generator order, so its node counts (the puzzles' difficulty rating reads
  // them) and what a node budget cuts off stay those of the published puzzles.
  bool killer_moves = true;
  // Fast search: above 1, the root's turns are searched on threads (search_solve.hpp,
  // solve_split): the same answer, other node counts, a node budget for each thread.
  int threads = 1;
  // The proof-number search (proof_number_search.hpp) instead of the depth-first one: the
  // distance of every winning first turn, the turns it left undecided, progress reports; its
  // tables take `hash_bytes` (a quarter shared by the threads, the rest split between them).
  bool proof_numbers = false;
  size_t hash_bytes = size_t{256} << 20;
  int exact_turns = 1;  // nodes with this many attacker turns left or fewer: the depth-first search
  std::function<void(const SearchProgress&)> progress = {};
};

// The searches of the puzzle generator and verifier: wins only, turns in generator order (the
// published puzzles' ratings and the candidates a budget cuts off depend on that order).
inline EndgameOptions puzzle_search(int turns, uint64_t node_budget = 0) {
  return {.turns = turns, .node_budget = node_budget, .prove_loss = false, .killer_moves = false};
}

SearchResult solve_endgame(const VariantPtr& variant, const Position& p, const EndgameOptions& options);

}  // namespace adaptoid
