#pragma once
// The one entry point to endgame search for tools and algorithms above the rules (the CLI's
// `solve --turns`, the puzzle generator): the search of fast_search.hpp on the fast generators
// (boards of up to 64 cells), of search.hpp on the plain game otherwise. Turns in the result are
// those of the plain game, in its legal-turn order; nodes count the positions made.
#include <adaptoid/search.hpp>
#include <adaptoid/variant.hpp>

namespace adaptoid {

struct EndgameOptions {
  int turns = 1;             // turns of the side to move (1 = win with this turn)
  uint64_t node_budget = 0;  // 0 = no limit; otherwise stop and answer Unknown
  bool plain = false;        // search the plain game (the reference) even where a fast one exists
  bool prove_loss = true;    // false: when there is no win, do not try to prove a loss (Unknown)
};

SearchResult solve_endgame(const VariantPtr& variant, const Position& p, const EndgameOptions& options);

}  // namespace adaptoid
