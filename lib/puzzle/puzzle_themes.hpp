#pragma once
// The themes of a proven puzzle (specs/puzzles.md): each a named fact about its main line, its
// defender alternatives or its tempting failures, computed, never set by hand.
#include <adaptoid/puzzle/puzzle.hpp>

#include <string>
#include <vector>

namespace adaptoid {

// The names of the themes z has, in alphabetical order. z's position and solution must parse
// (a proven puzzle's do); a line that does not gives no themes.
std::vector<std::string> puzzle_themes(const VariantPtr& variant, const Puzzle& z);

}  // namespace adaptoid
