#pragma once
// Where `puzzle daily` and `puzzle answer` find a date's published puzzle, and which variant it is
// of (docs/puzzles.md, "Where the puzzles are found").
#include <adaptoid/puzzle/puzzle.hpp>

#include <string>
#include <vector>

namespace adaptoid::cli {

// The variant --variant names: a built-in, a .toml file (a path), or the name of a variant that
// only a puzzle file knows (nullptr then: the puzzle file's record says what it is).
struct GivenVariant {
  std::string text;    // as given
  std::string name;    // the variant's name
  VariantPtr variant;  // nullptr: known from the puzzle file only
};
GivenVariant given_variant(const std::string& text);

// The places puzzles are looked for without --puzzles, in order: $ADAPTOID_PUZZLES, the
// repository's puzzles/ (found from the tool's own location), the installed share/adaptoid/puzzles.
std::vector<std::string> published_places();

// The variant of a record of `file` (puzzle_variant.hpp) with two players or three; with
// `given` a variant, the record's must be the same (bad input naming both digests otherwise).
VariantPtr record_variant(const Puzzle& z, const std::string& file, const GivenVariant& given);

// "sha256:<hex>" of the variant's complete text: what tells two variants of one name apart.
std::string variant_digest(const Variant& v);

}  // namespace adaptoid::cli
