#pragma once
// A puzzle's pictures: the diagram of its position with the goal as the title and the side to
// move, the date and the rating under the board.
#include <adaptoid/puzzle/puzzle.hpp>

#include <string>

namespace adaptoid {

std::string puzzle_svg(const VariantPtr& variant, const Puzzle& z);
// The text diagram of `puzzle daily`: the goal, then what `adaptoid show` says of the position (the
// adaptoids lost, the unfed, the supplies); not the rating, which is a hint before the attempt.
std::string puzzle_text(const VariantPtr& variant, const Puzzle& z);

}  // namespace adaptoid
