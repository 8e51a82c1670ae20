#pragma once
// The ways one colour's legs and pincers on the board can be split over its adaptoids, numbered
// densely (the limb part of dense_index.hpp). An adaptoid's limbs are a pair (legs, pincers) of
// at most max_extremities together (A9) and 7 of a kind (the piece byte, piece.hpp); the pairs are
// numbered in order of (legs, pincers). A split of l legs and p pincers over k adaptoids (in the
// order of their cells) is ranked like a number whose digits are the pairs: the rank counts the
// splits with a smaller first pair, then within the same first pair those with a smaller second,
// and so on; a table of those counts (before_) makes a rank k look-ups.
#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace adaptoid {

class LimbSplits {
 public:
  LimbSplits() = default;
  // Splits of up to `adaptoids` adaptoids, `legs` legs and `pincers` pincers (a colour's supply).
  LimbSplits(int adaptoids, int legs, int pincers, int max_limbs);

  // The splits of `l` legs and `p` pincers over `k` adaptoids (0 when there is none).
  uint64_t ways(int k, int l, int p) const {
    return k > adaptoids_ || l > legs_ || p > pincers_ ? 0 : ways_[at(k, l, p)];
  }
  int pairs() const { return static_cast<int>(legs_of_.size()); }
  int pair(int legs, int pincers) const { return pair_of_[legs * 8 + pincers]; }  // -1: too many
  int legs_of(int pair) const { return legs_of_[pair]; }
  int pincers_of(int pair) const { return pincers_of_[pair]; }

  // The splits of l legs and p pincers over k + 1 adaptoids whose first pair is below q: a
  // rank is the sum of these over its pairs, each taken with the limbs left after the ones before.
  uint64_t before(int k, int l, int p, int q) const { return before_[at(k, l, p) * pairs_stride_ + q]; }
  // The same by place: before(k, l, p, q) is before_at(row(k, l, p) + q), so that a rank whose
  // first (k, l, p) is fixed (a slice's) finds its row once.
  std::size_t row(int k, int l, int p) const { return at(k, l, p) * pairs_stride_; }
  uint64_t before_at(std::size_t place) const { return before_[place]; }
  // The rank of the split `pairs[0..k)` of l legs and p pincers, in [0, ways(k, l, p)).
  uint64_t rank(const uint8_t* pairs, int k, int l, int p) const {
    uint64_t r = 0;
    for (int i = 0; i < k; ++i) {
      r += before(k - 1 - i, l, p, pairs[i]);
      l -= legs_of_[pairs[i]], p -= pincers_of_[pairs[i]];
    }
    return r;
  }
  // The split of that rank.
  void unrank(uint64_t r, int k, int l, int p, uint8_t* pairs) const;

 private:
  std::size_t at(int k, int l, int p) const {
    return (static_cast<std::size_t>(k) * (legs_ + 1) + l) * (pincers_ + 1) + p;
  }
  int adaptoids_ = 0, legs_ = 0, pincers_ = 0;
  std::size_t pairs_stride_ = 0;
  std::vector<uint64_t> ways_;    // at(k, l, p)
  std::vector<uint64_t> before_;  // at(k, l, p) * stride + q: splits of (l, p) over k + 1 adaptoids
                                  // whose first pair is below q
  std::array<int8_t, 64> pair_of_{};
  std::vector<uint8_t> legs_of_, pincers_of_;
};

}  // namespace adaptoid
