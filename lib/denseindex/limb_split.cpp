// The splits of a colour's limbs over its adaptoids (see limb_split.hpp).
#include <adaptoid/denseindex/limb_split.hpp>

#include <algorithm>

namespace adaptoid {

LimbSplits::LimbSplits(int adaptoids, int legs, int pincers, int max_limbs)
    : adaptoids_(adaptoids), legs_(legs), pincers_(pincers) {
  pair_of_.fill(-1);
  for (int x = 0; x <= std::min(max_limbs, 7); ++x)
    for (int y = 0; x + y <= max_limbs && y <= 7; ++y) {
      pair_of_[x * 8 + y] = static_cast<int8_t>(legs_of_.size());
      legs_of_.push_back(static_cast<uint8_t>(x));
      pincers_of_.push_back(static_cast<uint8_t>(y));
    }
  pairs_stride_ = legs_of_.size();
  ways_.assign(at(adaptoids + 1, 0, 0), 0);
  before_.assign(ways_.size() * pairs_stride_, 0);
  ways_[at(0, 0, 0)] = 1;
  for (int k = 1; k <= adaptoids; ++k)
    for (int l = 0; l <= legs; ++l)
      for (int p = 0; p <= pincers; ++p) {
        uint64_t sum = 0;
        for (size_t q = 0; q < pairs_stride_; ++q) {
          before_[at(k - 1, l, p) * pairs_stride_ + q] = sum;
          if (legs_of_[q] <= l && pincers_of_[q] <= p)
            sum += ways_[at(k - 1, l - legs_of_[q], p - pincers_of_[q])];
        }
        ways_[at(k, l, p)] = sum;
      }
}

void LimbSplits::unrank(uint64_t r, int k, int l, int p, uint8_t* pairs) const {
  for (int i = 0; i + 1 < k; ++i) {
    // The counts of smaller first pairs rise with the pair, each by the splits the pair before
    // leaves (none: the same count), so the last pair whose count is at most r leaves splits.
    const uint64_t* row = before_.data() + at(k - 1 - i, l, p) * pairs_stride_;
    const auto q = static_cast<size_t>(std::upper_bound(row, row + pairs_stride_, r) - 1 - row);
    r -= row[q];
    pairs[i] = static_cast<uint8_t>(q);
    l -= legs_of_[q], p -= pincers_of_[q];
  }
  if (k > 0) pairs[k - 1] = static_cast<uint8_t>(pair(l, p));  // the last takes the limbs left
}

}  // namespace adaptoid
