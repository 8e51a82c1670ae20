#pragma once
// Duplicates up to the board's symmetries: two puzzle positions are the same puzzle when a board
// symmetry (and, for two players without a turn cap, exchanging the colours with the side to
// move) maps one onto the other. The clock is ignored: it does not change the play.
#include <adaptoid/core/position.hpp>
#include <adaptoid/core/variant.hpp>

#include <string>

namespace adaptoid {

// The smallest image of p under the group, as bytes: equal keys exactly for equivalent positions.
std::string canonical_puzzle_key(const Variant& v, const Position& p);

}  // namespace adaptoid
