#pragma once
// What this process has used so far, for the rates and memory that solves and benches report.
#include <chrono>
#include <cstdint>

namespace adaptoid {

double cpu_seconds();          // CPU time of every thread of this process
double thread_cpu_seconds();   // CPU time of the calling thread
uint64_t peak_memory_bytes();  // peak resident memory
// The memory this process can have: the machine's physical memory, or less under `ulimit -v`.
uint64_t machine_memory_bytes();

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
