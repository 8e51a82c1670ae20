#pragma once
// The options of the Z3 questions, which `check` asks and `report` asks again in its section 2
// (there spelt --check-positions, --check-timeout): one text and one range for both, and the
// defaults read from the options they fill, so each is written once, in the library.
#include <adaptoid/check/check_report.hpp>

#include <CLI/CLI.hpp>

#include <string>

namespace adaptoid::cli {

// --<prefix>positions and --<prefix>timeout (seconds of an idle core's work, kept in
// check.timeout_ms); `check` must outlive the parse.
void add_z3_options(CLI::App& cmd, CheckOptions& check, const std::string& prefix);

}  // namespace adaptoid::cli
