#pragma once
// adaptoid solve --turns N: whether the side to move forces a win within N of its turns, from a
// solved table when one is given and holds the position, else by search (lib/search/endgame.hpp).
#include <adaptoid/core/position.hpp>
#include <adaptoid/core/variant.hpp>
#include <adaptoid/search/endgame.hpp>

#include <string>

namespace adaptoid::cli {

void search_position(const VariantPtr& variant, const Position& position, EndgameOptions options, bool json,
                     const std::string& table);

}  // namespace adaptoid::cli
