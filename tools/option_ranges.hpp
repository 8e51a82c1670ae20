#pragma once
// The range of every numeric option, checked on the text before CLI11 converts it: CLI11 2.1
// reads an unsigned option with strtoull, so "-1" would wrap to 2^64-1 and "10^30" would become
// 2^64-1 silently; a real number "nan" passes any CLI::Range. Each validator names the range in
// --help ("UINT in [1 - 256]") and in its error.
#include <CLI/CLI.hpp>

#include <cstdint>
#include <limits>

namespace adaptoid::cli {

// A whole number written in decimal digits (no sign, no leading zero: "010" is not octal 8 here)
// in [lo, hi].
CLI::Validator whole_range(uint64_t lo, uint64_t hi = std::numeric_limits<uint64_t>::max());
// An integer, "-" allowed, in [lo, hi].
CLI::Validator integer_range(int64_t lo, int64_t hi);
// A finite real number in [lo, hi].
CLI::Validator real_range(double lo, double hi);

}  // namespace adaptoid::cli
