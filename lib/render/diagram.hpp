#pragma once
// Pictures of a position: a plain-text diagram for terminals and logs, and a standalone SVG.
// Nothing here prints; both functions return the whole document as a string, deterministically.
//
// Layout (both): columns are vertical. Cell (c, r) sits at x = 1.5·c·s, y = −(r − c/2)·√3·s with
// screen y pointing down, so rows grow upward: (c, r+1) is straight above (c, r), (c+1, r+1) is
// up-right and (c+1, r) is down-right. On the hexagon of side 4, d1 is the bottom of the middle
// column, d7 its top and a1 the bottom of the leftmost column.
#include <adaptoid/core/position.hpp>
#include <adaptoid/core/turn.hpp>
#include <adaptoid/core/variant.hpp>

#include <string>
#include <vector>

namespace adaptoid {

struct DiagramOptions {
  std::vector<std::string> caption;  // lines shown under the board, composed by the caller
  std::vector<int> highlight;        // cells to mark (e.g. the last move); invalid indices ignored
  std::string title;                 // optional heading
  bool cell_names = false;           // text: each cell shows its name instead of its piece
};

// The cells turn t touched, to highlight: its move's two (none for a pass or a refused swap) and
// its grow's.
std::vector<int> touched_cells(const Turn& t);

// Plain ASCII, one 5-character token per cell: " W21 " (adaptoid: colour letter, legs, pincers),
// "  W  " (Quantum Leap stone), "  .  " (empty), or the cell's name (" d4  ") with cell_names; a
// stack shows as "[W21]" / "[ . ]", a highlighted cell as "<W21>" (a highlighted stack "{W21}").
// Every column's letter stands on a line above the board and one below it; every row's number
// stands at both of its ends, in the slot where the row would go on (a row runs down to the
// right: a1, b1, c1, d1 and then the 1). A legend line, then the caption lines, follow. No line
// ends in a space; the text ends in '\n'.
std::string text_diagram(const Variant& v, const Position& p, const DiagramOptions& o = {});

// A standalone SVG 1.1 document: hex cells with their names, stacks darker with a double outline
// and a small "2", adaptoids as bodies with legs (lower half) and pincers (upper half) and the
// numbers legs·pincers inside, Quantum Leap stones as plain discs, highlighted cells outlined.
// Cells are <polygon class="cell">, piece bodies <circle class="piece ...">.
std::string svg_diagram(const Variant& v, const Position& p, const DiagramOptions& o = {});

}  // namespace adaptoid
