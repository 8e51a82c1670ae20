#pragma once
// The one constant the toolkit's hashes and seed streams mix with: 2^64 divided by the golden
// ratio (odd, its bits without pattern), as SplitMix64 and Boost's hash_combine use it. Each use
// keeps its own formula; only the constant is shared, so every hash and seed stays the same.
#include <cstdint>

namespace adaptoid {

inline constexpr uint64_t kGoldenGamma = 0x9E3779B97F4A7C15ULL;

}  // namespace adaptoid
