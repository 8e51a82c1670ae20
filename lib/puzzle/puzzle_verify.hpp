#pragma once
// Re-proving a published puzzle from scratch: nothing in the record is trusted but its position.
#include <adaptoid/puzzle/puzzle.hpp>

namespace adaptoid {

// Ok when the puzzle is exactly what prove_puzzle finds for its position (a unique win in
// `turns`, the same main line, every defender alternative with a correct refutation), and its
// identity fields agree with each other. The error says what is wrong. A node budget (0: none)
// bounds each search of the proof: exhausting it fails the puzzle.
Result<void> verify_puzzle(const VariantPtr& variant, const Puzzle& z, uint64_t node_budget = 0);

}  // namespace adaptoid
