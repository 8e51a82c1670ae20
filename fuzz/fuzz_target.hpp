#pragma once
// One libFuzzer entry point per target: the input as text through a check that returns "" when
// every invariant holds, else what broke (then the target traps, and libFuzzer keeps the input).
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>

#define ADAPTOID_FUZZ_TARGET(NAME, CHECK)                                                           \
  extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {                         \
    const std::string problem = CHECK(std::string_view(reinterpret_cast<const char*>(data), size)); \
    if (!problem.empty()) {                                                                         \
      std::fprintf(stderr, "%s: %s\n", NAME, problem.c_str());                                      \
      __builtin_trap();                                                                             \
    }                                                                                               \
    return 0;                                                                                       \
  }
