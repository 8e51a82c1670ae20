#pragma once
// `solve --variant V`: the library solves the variant into a table (solve_variant.hpp); this
// prints the report, as text or JSON.
#include "cli.hpp"

#include <adaptoid/solve/solve_variant.hpp>

namespace adaptoid::cli {

void run_retrograde(const Subject& subject, SolveVariantOptions options, bool json);

}  // namespace adaptoid::cli
