#include <adaptoid/util/process_usage.hpp>

#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <sstream>

#include <ctime>

namespace adaptoid {

double cpu_seconds() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

double thread_cpu_seconds() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

uint64_t peak_memory_bytes() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return static_cast<uint64_t>(usage.ru_maxrss) * 1024;  // Linux reports kilobytes
}

uint64_t machine_memory_bytes() {
  const long pages = ::sysconf(_SC_PHYS_PAGES);
  const long page = ::sysconf(_SC_PAGESIZE);
  uint64_t bytes =
      pages > 0 && page > 0 ? static_cast<uint64_t>(pages) * static_cast<uint64_t>(page) : UINT64_MAX;
  rlimit limit{};
  if (::getrlimit(RLIMIT_AS, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY)
    bytes = std::min<uint64_t>(bytes, limit.rlim_cur);
  return bytes;
}

std::string gib_text(double bytes) {
  const double gib = bytes / (1 << 30);
  std::ostringstream out;
  out << std::fixed;
  out.precision(gib < 10 ? 2 : gib < 100 ? 1 : 0);  // two or three digits that matter, never an exponent
  out << gib << " GiB";
  return out.str();
}

std::string memory_limit_text() {
  rlimit limit{};
  const bool limited = ::getrlimit(RLIMIT_AS, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY;
  return "the " + gib_text(static_cast<double>(machine_memory_bytes())) +
         (limited ? " this process may take (ulimit -v)" : " of this machine");
}

std::string beyond_memory(const std::string& what, uint64_t bytes) {
  if (bytes <= machine_memory_bytes()) return "";
  return what + " " + gib_text(static_cast<double>(bytes)) + ", more than " + memory_limit_text();
}

}  // namespace adaptoid
