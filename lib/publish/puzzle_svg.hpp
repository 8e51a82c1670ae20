#pragma once
// A puzzle's pictures: the diagram of its position with the goal as the title and the side to
// move, the date and the rating under the board.
#include <adaptoid/puzzle/puzzle.hpp>

#include <string>

namespace adaptoid {

std::string puzzle_svg(const VariantPtr& variant, const Puzzle& z);
std::string puzzle_text(const VariantPtr& variant, const Puzzle& z);  // text_diagram with the same captions

}  // namespace adaptoid
