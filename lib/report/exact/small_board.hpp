#pragma once
// A variant's rules carried onto a small board the solvers can solve whole: the board, material
// and start of a small built-in of the same game (adaptoid-7, adaptoid-19-1, ...) with every option
// of the variant that can be carried, and a plain list of what could not:
//   - rule options (attack, suicide, limbs, no-grow, win check, turn cap, turn order, prey, the
//     opening, the swap): as written;
//   - the goal (capture_goal, elimination_goal): scaled from the base's to the small built-in's,
//     in the same direction where the small goal allows it;
//   - holes and stacks: on the cells at the same place from the centre, where the small board has
//     them (its cells are the inner ones of the larger hexagon);
//   - a start that differs from the base's: its cells at the same place from the centre, pulled in
//     along their line to the small board's edge where it has no such cell;
//   - the board's size and shape, the supply, Quantum Leap's stones and setup: the small board's own.
#include <adaptoid/core/variant.hpp>

#include <string>
#include <vector>

namespace adaptoid {

struct SmallBoard {
  std::string reference;  // the small built-in
  VariantPtr variant;     // null when it could not be built (not_carried says why)
  std::vector<std::string> carried, not_carried;
};

// One a small built-in of v's game and player count (none when no solver here is built for it).
std::vector<SmallBoard> small_boards(const Variant& v, const Variant& base);

// The small built-ins a family's solvers are built for, by player count.
std::vector<std::string> small_references(const Variant& v);

}  // namespace adaptoid
