#pragma once
// What this process has used so far, for the rates and memory that solves and benches report.
#include <chrono>
#include <cstdint>
#include <string>

namespace adaptoid {

double cpu_seconds();          // CPU time of every thread of this process
double thread_cpu_seconds();   // CPU time of the calling thread
uint64_t peak_memory_bytes();  // peak resident memory
// The memory this process can have: the machine's physical memory, or less under `ulimit -v`.
uint64_t machine_memory_bytes();
// Bytes in GiB for a line: "2.93 GiB", "23.5 GiB", "2236 GiB".
std::string gib_text(double bytes);
// The memory machine_memory_bytes() gives, named: "the 23.5 GiB of this machine", or "the 2.9 GiB
// this process may take (ulimit -v)".
std::string memory_limit_text();
// Work that must be refused before it starts: "" when `bytes` fit memory_limit_text()'s memory,
// else "<what> needs at least/about X GiB, more than <the limit>".
std::string beyond_memory(const std::string& what, uint64_t bytes);

// The wall and CPU seconds since it was made.
class Stopwatch {
 public:
  double seconds() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - wall_).count();
  }
  double cpu() const { return cpu_seconds() - cpu_; }

 private:
  std::chrono::steady_clock::time_point wall_ = std::chrono::steady_clock::now();
  double cpu_ = cpu_seconds();
};

}  // namespace adaptoid
