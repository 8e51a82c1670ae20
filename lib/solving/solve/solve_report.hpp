#pragma once
// The report of a whole variant solved into a table (solve_variant.hpp), as `adaptoid solve
// --variant V` prints it: the counts, the start's value (the Adaptoid family: each colour's forced
// win counted from the start's mover; Quantum Leap: Black's swap decision and the random starts),
// the table's size and the rates. Text and JSON carry the same numbers.
#include <adaptoid/core/variant.hpp>
#include <adaptoid/solving/solve/solve_variant.hpp>

#include <nlohmann/json.hpp>

#include <string>

namespace adaptoid {

// Lines ended by newlines; `threads`: what the solve ran on.
std::string solve_report_text(const Variant& v, const SolveVariantReport& r, int threads);
nlohmann::ordered_json solve_report_json(const Variant& v, const SolveVariantReport& r);

}  // namespace adaptoid
