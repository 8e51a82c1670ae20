#pragma once
// What an export tells its editor beside the files it writes: a page that would show no day, a
// game left without one, and each published day whose puzzle is shallower than its weekday asks
// (specs/puzzles.md: Monday easiest, Sunday hardest).
#include <adaptoid/core/variant.hpp>
#include <adaptoid/puzzle/puzzle.hpp>

#include <map>
#include <string>
#include <vector>

namespace adaptoid {

// One line each, without a "warning: " prefix, in the puzzles' order of games; none when every
// game has days up to `until` and each is as deep as its weekday asks. `variants` holds the
// variant of every puzzle.
std::vector<std::string> export_warnings(const std::vector<Puzzle>& puzzles,
                                         const std::map<std::string, VariantPtr>& variants,
                                         const std::string& until);

}  // namespace adaptoid
