#pragma once
// The one-pass folded retrograde solve, the reference the tiered and the dense solvers are held
// to class for class: every class of the variant expanded breadth-first in memory, then one
// propagation (class_propagate.hpp) over the whole graph. What it computes is the library's
// folded analysis (tiered_retrograde.hpp); tests/support/graph_retrograde.hpp is the plain reference it
// is itself tested against.
#include <adaptoid/codes/enumeration_codec.hpp>
#include <adaptoid/fast/fast_adaptoid_game.hpp>
#include <adaptoid/tables/folded_classes.hpp>

#include <cstdint>

namespace adaptoid {

// Throws Error when the variant's positions need more than an exact 128-bit code.
FoldedSolve solve_folded(const FastAdaptoidGame& game, uint64_t max_classes, int threads);

}  // namespace adaptoid
