#pragma once
// Which rank of a dense solve under mpirun (ranked_dense_solve.hpp) holds a number of the dense
// index: the numbers in blocks of 2^16, dealt to the ranks in turn, so that every tier of more
// than a few blocks is spread over all of them (the passes go tier by tier, and a tier held by one
// rank would leave the others idle) and the owner of a number is two shifts and a remainder. A
// rank keeps its blocks one after the other, in order, as its own local numbers: a tier's numbers
// on a rank are one range of them. One rank holds every number, its local numbers the numbers.
#include <cstdint>

namespace adaptoid {

class NumberShare {
 public:
  static constexpr int kBlockBits = 16;

  NumberShare(uint64_t numbers, int rank, int ranks)
      : rank_(static_cast<uint64_t>(rank)), ranks_(static_cast<uint64_t>(ranks)), numbers_(numbers) {}

  int owner(uint64_t n) const { return static_cast<int>((n >> kBlockBits) % ranks_); }
  bool mine(uint64_t n) const { return (n >> kBlockBits) % ranks_ == rank_; }
  // The local number of one of this rank's numbers, and back.
  uint64_t local(uint64_t n) const { return (n >> kBlockBits) / ranks_ << kBlockBits | (n & kMask); }
  uint64_t global(uint64_t l) const {
    return ((l >> kBlockBits) * ranks_ + rank_) << kBlockBits | (l & kMask);
  }
  // The first local number of this rank's numbers at or after n (n up to the index's size): a
  // range [a, b) of numbers is this rank's [local_from(a), local_from(b)).
  uint64_t local_from(uint64_t n) const {
    const uint64_t block = n >> kBlockBits, owner = block % ranks_, turn = block / ranks_;
    if (owner == rank_) return local(n);
    return (owner < rank_ ? turn : turn + 1) << kBlockBits;
  }
  // How many local numbers this rank keeps.
  uint64_t local_size() const { return local_from(numbers_); }

 private:
  static constexpr uint64_t kMask = (uint64_t{1} << kBlockBits) - 1;
  uint64_t rank_, ranks_, numbers_;
};

}  // namespace adaptoid
