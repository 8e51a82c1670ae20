#pragma once
// What this process has used so far, for the rates and memory that solves and benches report.
#include <cstdint>

namespace adaptoid {

double cpu_seconds();          // CPU time of every thread of this process
uint64_t peak_memory_bytes();  // peak resident memory

}  // namespace adaptoid
