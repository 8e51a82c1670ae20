#pragma once
// Retrograde analysis from the command line: solve, resume, write the table, report.
#include "cli.hpp"

#include <string>

namespace adaptoid::cli {

struct RetrogradeOptions {
  std::string out;
  int threads = 2;
  uint64_t starts = 1000;
  uint64_t max_positions = 50'000'000;
  bool json = false;
};

void run_retrograde(const Subject& subject, const RetrogradeOptions& options);

// The CPU time of this process (every thread), in seconds.
double cpu_seconds();

// The peak resident memory of this process, in bytes.
uint64_t peak_memory_bytes();

}  // namespace adaptoid::cli
