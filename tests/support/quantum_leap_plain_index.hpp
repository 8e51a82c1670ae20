#pragma once
// The dense index of two-player Quantum Leap positions of one material layer: w white and b black
// stones on the n cells of a board (n <= 64). index = colex(W) * C(n - w, b) + colex(B packed
// into the cells W leaves free), so a layer holds exactly C(n, w) * C(n - w, b) positions a side.
// The tests' plain reference: every position of a layer, unfolded, to check the folded index
// (retro_quantum_leap_fold.hpp) and the solved tables against.
#include <adaptoid/denseindex/combinatorics.hpp>

#include <bit>
#include <cstdint>
#include <utility>

namespace adaptoid {

// Colex rank of a set: the sum over its members c_1 < c_2 < ... of C(c_i, i).
inline uint64_t colex_rank(uint64_t set) {
  uint64_t rank = 0;
  for (int i = 1; set; ++i, set &= set - 1) rank += kBinomial(std::countr_zero(set), i);
  return rank;
}

class QuantumLeapIndex {
 public:
  explicit QuantumLeapIndex(int cells)
      : n_(cells), all_(cells == 64 ? ~uint64_t{0} : (uint64_t{1} << cells) - 1) {}
  int cells() const { return n_; }
  uint64_t all() const { return all_; }

  uint64_t layer_size(int white, int black) const {
    return kBinomial(n_, white) * kBinomial(n_ - white, black);
  }
  uint64_t rank(uint64_t white, uint64_t black) const {
    const int w = std::popcount(white), b = std::popcount(black);
    return colex_rank(white) * kBinomial(n_ - w, b) + colex_rank(extract_bits(black, all_ & ~white));
  }
  std::pair<uint64_t, uint64_t> unrank(int w, int b, uint64_t index) const {
    const uint64_t per_white = kBinomial(n_ - w, b);
    const uint64_t white = colex_unrank(index / per_white, w, n_);
    const uint64_t black = deposit_bits(colex_unrank(index % per_white, b, n_ - w), all_ & ~white);
    return {white, black};
  }

 private:
  int n_;
  uint64_t all_;
};

}  // namespace adaptoid
