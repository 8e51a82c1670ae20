#pragma once
// Re-proving a published puzzle from scratch: nothing in the record is trusted but its position;
// and a whole file of them (`adaptoid puzzle verify`).
#include <adaptoid/puzzle/puzzle.hpp>

#include <cstddef>
#include <functional>
#include <string>

namespace adaptoid {

// Ok when the puzzle is exactly what prove_puzzle finds for its position (a unique win in
// `turns`, the same main line, every defender alternative with a correct refutation), and its
// identity fields agree with each other. The error says what is wrong. A node budget (0: none)
// bounds each search of the proof: exhausting it fails the puzzle.
Result<void> verify_puzzle(const VariantPtr& variant, const Puzzle& z, uint64_t node_budget = 0);

// The variant of a record, told where the record is ("file:line"): the caller's rule (a record
// carries its variant's text, or is of a built-in or of the file beside its own), which also
// holds the records of one name to one variant.
using RecordVariantOf = std::function<VariantPtr(const Puzzle& z, const std::string& where)>;

// Every puzzle of the file at `path` re-proved (verify_puzzle), `threads` at once, after the
// cheap checks: the file holds puzzles, no id is repeated, and no position repeats an earlier
// one up to symmetry and a cell or two (PuzzleMemory). The number of puzzles, or the first that
// fails, as "file:line: id: what".
Result<std::size_t> verify_puzzle_file(const std::string& path, const RecordVariantOf& variant_of,
                                       int threads);

}  // namespace adaptoid
