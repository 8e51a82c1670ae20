#pragma once
// The words under a diagram of a position (`adaptoid show`, the game against the computer): the
// position's text, whose turn it is, what the family counts (adaptoids lost, the unfed, the
// supplies; or the pending swap), and the status.
#include <adaptoid/core/game.hpp>

#include <string>
#include <vector>

namespace adaptoid {

std::vector<std::string> position_caption(const AnyGame& game, const Position& p);

// "ongoing", "over: white wins", "over: drawn (max_turns = 100)".
std::string status_line(const Variant& v, const Status& s);

}  // namespace adaptoid
