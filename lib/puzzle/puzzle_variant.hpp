#pragma once
// The variant of a puzzle file, known from the file itself: a puzzle of a built-in variant names
// it, a puzzle of any other variant carries the variant's whole text, so a file made from
// `--variant my/board.toml` can be verified, exported and answered anywhere, and no record can make
// the tool open a path of its choosing.
#include <adaptoid/puzzle/puzzle.hpp>

#include <string>

namespace adaptoid {

// What a record carries of its variant: "" for a built-in variant as it is built in (its name
// says it all), else the complete TOML (variant_to_toml: no base, so it needs no other file).
std::string puzzle_variant_text(const Variant& v);

// The variant of a record read from `file`: the text it carries, else the built-in of its name,
// else <name>.toml beside `file` (the files made before records carried their text), a plain name
// only. The error names what was looked for.
Result<VariantPtr> puzzle_variant(const Puzzle& z, const std::string& file);

}  // namespace adaptoid
