// libFuzzer target: the turn reader (see fuzz_checks.hpp).
#include "fuzz_checks.hpp"

#include <cstdint>
#include <cstdio>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string problem =
      adaptoid::fuzz::check_turn_text(std::string_view(reinterpret_cast<const char*>(data), size));
  if (!problem.empty()) {
    std::fprintf(stderr, "fuzz_turn: %s\n", problem.c_str());
    __builtin_trap();
  }
  return 0;
}
