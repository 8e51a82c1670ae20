#pragma once
// The one entry point to endgame search for tools and algorithms above the rules (the CLI's
// `solve --turns`, the puzzle generator): the search of search.hpp on whichever generator serves
// the variant best. Turns in the result are those of the plain game, in its legal-turn order.
#include <adaptoid/search.hpp>
#include <adaptoid/variant.hpp>

namespace adaptoid {

struct EndgameOptions {
  int turns = 1;             // turns of the side to move (1 = win with this turn)
  uint64_t node_budget = 0;  // 0 = no limit; otherwise stop and answer Unknown
};

SearchResult solve_endgame(const VariantPtr& variant, const Position& p, const EndgameOptions& options);

}  // namespace adaptoid
