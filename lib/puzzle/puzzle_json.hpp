#pragma once
// The puzzle file format: one JSON object a line, keys in a fixed order (the web page and the
// tests rely on it). Reading checks every key and type and says which one is wrong.
#include <adaptoid/puzzle/puzzle.hpp>
#include <adaptoid/puzzle/puzzle_refute.hpp>

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace adaptoid {

nlohmann::ordered_json puzzle_to_json(const Puzzle& z);
std::string puzzle_to_line(const Puzzle& z);  // one line, no trailing newline
Result<Puzzle> puzzle_from_json(const nlohmann::json& j);
Result<Puzzle> puzzle_from_line(std::string_view line);

// {"outcome", "wins_in" (wins-later only), "line", "text"}: a refutation as the page's data and
// `puzzle answer --json` write it (docs/puzzles.md).
nlohmann::ordered_json refutation_to_json(const Refutation& r);

}  // namespace adaptoid
