#pragma once
// Dense indexes of sets of cells: the combinatorial number system. A set of k cells among n has
// a colex rank in [0, C(n, k)); the sets of one size taken in increasing bitmask order are
// exactly the ranks 0, 1, 2, ... (so a table can be walked without unranking).
#include <array>
#include <bit>
#include <cstdint>
#ifdef __BMI2__
#include <immintrin.h>
#endif

namespace adaptoid {

inline constexpr int kMaxIndexedCells = 64;

struct Binomials {
  std::array<std::array<uint64_t, kMaxIndexedCells + 1>, kMaxIndexedCells + 1> c{};
  constexpr Binomials() {
    for (int n = 0; n <= kMaxIndexedCells; ++n) {
      c[n][0] = 1;
      for (int k = 1; k <= n; ++k) c[n][k] = c[n - 1][k - 1] + (k <= n - 1 ? c[n - 1][k] : 0);
    }
  }
  constexpr uint64_t operator()(int n, int k) const { return k < 0 || k > n ? 0 : c[n][k]; }
};
inline constexpr Binomials kBinomial;

// The set of `k` cells with colex rank `rank`.
inline uint64_t colex_unrank(uint64_t rank, int k, int n) {
  uint64_t set = 0;
  for (int i = k; i >= 1; --i) {
    int c = i - 1;
    while (c + 1 < n && kBinomial(c + 1, i) <= rank) ++c;
    rank -= kBinomial(c, i);
    set |= uint64_t{1} << c;
  }
  return set;
}

// The next set of the same size in increasing order (Gosper's hack).
inline uint64_t next_combination(uint64_t set) {
  const uint64_t lowest = set & -set;
  const uint64_t ripple = set + lowest;
  return ripple | (((set ^ ripple) >> 2) / lowest);
}

// The bits of `value` at the positions of `mask`, packed low (x86's pext), and its inverse.
#ifdef __BMI2__
inline uint64_t extract_bits(uint64_t value, uint64_t mask) {
  return _pext_u64(value, mask);
}
inline uint64_t deposit_bits(uint64_t packed, uint64_t mask) {
  return _pdep_u64(packed, mask);
}
#else
inline uint64_t extract_bits(uint64_t value, uint64_t mask) {
  uint64_t out = 0;
  for (uint64_t bit = 1; mask; mask &= mask - 1, bit <<= 1)
    if (value & mask & -mask) out |= bit;
  return out;
}
inline uint64_t deposit_bits(uint64_t packed, uint64_t mask) {
  uint64_t out = 0;
  for (uint64_t bit = 1; mask; mask &= mask - 1, bit <<= 1)
    if (packed & bit) out |= mask & -mask;
  return out;
}
#endif

}  // namespace adaptoid
