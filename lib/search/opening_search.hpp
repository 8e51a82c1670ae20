#pragma once
// Endgame search from the placement opening (A21, A22): see opening_search.cpp.
#include <adaptoid/search/endgame.hpp>

#include <functional>

namespace adaptoid {

using EndgameSolver = std::function<SearchResult(const VariantPtr&, const Position&, const EndgameOptions&)>;

// p is in the placement or colour-choice phase; `solve` solves the positions after the opening.
SearchResult solve_opening(const VariantPtr& v, const Position& p, const EndgameOptions& o,
                           const EndgameSolver& solve);

}  // namespace adaptoid
