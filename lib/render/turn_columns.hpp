#pragma once
// A list of turns as a person reads it at a terminal: grouped by the piece each turn acts on, in
// columns, never cut inside a turn (a turn may hold a space: `d3-c2 c2+L`).
#include <adaptoid/core/turn.hpp>
#include <adaptoid/core/variant.hpp>

#include <string>
#include <vector>

namespace adaptoid {

// One line a group, continued on indented lines when it is wider than `width`: "d3:  d3+L
// d3+P  d3-c2 c2+L ...". A turn belongs to the piece it moves (the cell it leaves; in the
// placement opening, white's cell), else to the piece it grows (d3+L, d3+P); a new adaptoid
// alone (+e3) is under "new:", and a turn of no cell (pass, keep, swap, '-') under "other:".
// Groups follow the board's order of their cells, "new:" and "other:" last; turns keep their
// order within a group. Columns are as wide as the longest turn and two spaces apart.
std::vector<std::string> turn_columns(const Variant& v, const std::vector<Turn>& turns, int width = 80);

}  // namespace adaptoid
