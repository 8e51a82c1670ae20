#pragma once
// Deterministic randomness: the same seed gives the same numbers on every machine and compiler
// (std:: distributions are implementation-defined, so they are not used).
#include <adaptoid/util/hash_mix.hpp>

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace adaptoid {

class SplitMix64 {
 public:
  explicit SplitMix64(uint64_t seed) : state_(seed) {}
  uint64_t next() {
    uint64_t z = (state_ += kGoldenGamma);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }
  // Uniform in [0, bound), without modulo bias.
  uint64_t below(uint64_t bound) {
    const uint64_t limit = UINT64_MAX - UINT64_MAX % bound;
    uint64_t x;
    do x = next();
    while (x >= limit);
    return x % bound;
  }
  template <class T>
  void shuffle(std::vector<T>& items) {
    // below(i) < i: an index of items, so it fits a size_t (32 bits in the WebAssembly build).
    for (std::size_t i = items.size(); i > 1; --i)
      std::swap(items[i - 1], items[static_cast<std::size_t>(below(i))]);
  }

 private:
  uint64_t state_;
};

}  // namespace adaptoid
