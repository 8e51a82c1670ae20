// The Z3 questions' options (z3_options.hpp).
#include "z3_options.hpp"

#include "option_ranges.hpp"

#include <fmt/format.h>

namespace adaptoid::cli {

void add_z3_options(CLI::App& cmd, CheckOptions& check, const std::string& prefix) {
  cmd.add_option("--" + prefix + "positions", check.positions,
                 fmt::format("Positions on which Z3 checks the engine's turns (default {})", check.positions))
      ->check(integer_range(0, 100000));
  cmd.add_option_function<double>(
         "--" + prefix + "timeout",
         [&check](double seconds) { check.timeout_ms = static_cast<unsigned>(seconds * 1000); },
         fmt::format("Z3's budget for one query, in seconds of an idle core's work (default {:g}; "
                     "docs/variants.md)",
                     check.timeout_ms / 1000.0))
      ->check(real_range(0.1, 3600.0));
}

}  // namespace adaptoid::cli
