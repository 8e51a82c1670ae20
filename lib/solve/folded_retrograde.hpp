#pragma once
// Retrograde analysis of every position reachable from a start, for the Adaptoid family on small
// boards (two players, and Adapt3's three), folded by the variant's symmetry group: a node is a
// class of symmetric positions filed under its canonical exact code (enumeration_codec.hpp), 16
// bytes a node for up to 12 positions. (A class may hold positions that are not reachable, the
// colour-swapped images of reachable ones, so the classes are counted, not the positions.)
// tests/graph_retrograde.hpp is the plain reference it is tested against.
//
// Each player's question "can it force a win against any joint play of the others?" is a
// two-sided game of its own, solved by propagation with a count of unresolved successors: the
// player's own nodes are won as soon as one successor is, the others' nodes once every successor
// is; what is never resolved is not a forced win (with two players: a draw when neither side
// forces one). The questions are asked relative to the side to move (its own, the next player's
// in turn order, ...), which symmetries that permute colours keep, as they commute with the turn
// order (canonical.hpp).
#include <adaptoid/count/enumeration_codec.hpp>
#include <adaptoid/fast/fast_adaptoid_game.hpp>
#include <adaptoid/tables/folded_classes.hpp>

#include <cstdint>

namespace adaptoid {

// Throws std::invalid_argument when the variant's positions need more than an exact 128-bit code.
FoldedSolve solve_folded(const FastAdaptoidGame& game, uint64_t max_classes, int threads);

}  // namespace adaptoid
