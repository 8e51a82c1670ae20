#include <adaptoid/solve/retro_ql_fold.hpp>

#include <cassert>

namespace adaptoid {

ColexTable::ColexTable(int cells) : chunks_((cells + 7) / 8), stride_(cells + 1) {
  assert(cells <= kMaxIndexedCells);
  table_.assign(static_cast<size_t>(chunks_) * stride_ * 256, 0);
  for (int c = 0; c < chunks_; ++c)
    for (int below = 0; below <= std::min(cells, 8 * c); ++below)
      for (unsigned byte = 0; byte < 256; ++byte) {
        uint64_t r = 0;
        int i = below;
        for (int j = 0; j < 8; ++j)
          if (byte >> j & 1) r += kBinomial(8 * c + j, ++i);  // C(cell, its 1-based place in the set)
        table_[(c * stride_ + below) * 256 + byte] = r;
      }
}

SetPermutations::SetPermutations(const Board& board)
    : count_(static_cast<int>(board.symmetries().size())), chunks_((board.size() + 7) / 8) {
  table_.assign(static_cast<size_t>(count_) * chunks_ * 256, 0);
  for (int s = 0; s < count_; ++s) {
    const auto& perm = board.symmetries()[s];
    for (int c = 0; c < chunks_; ++c)
      for (unsigned byte = 0; byte < 256; ++byte) {
        uint64_t out = 0;
        for (int j = 0; j < 8; ++j)
          if (byte >> j & 1 && 8 * c + j < board.size()) out |= uint64_t{1} << perm[8 * c + j];
        table_[(static_cast<size_t>(s) * chunks_ + c) * 256 + byte] = out;
      }
  }
}

QuantumLeapFoldedIndex::QuantumLeapFoldedIndex(const Board& board, int max_own)
    : n_(board.size()),
      all_(n_ == 64 ? ~uint64_t{0} : (uint64_t{1} << n_) - 1),
      colex_(n_),
      permutations_(board),
      representatives_(max_own + 1),
      class_of_(max_own + 1) {
  for (int k = 0; k <= std::min(max_own, n_); ++k) {
    const uint64_t sets = kBinomial(n_, k);
    auto& reps = representatives_[k];
    auto& class_of = class_of_[k];
    class_of.resize(sets);
    uint64_t set = k ? (uint64_t{1} << k) - 1 : 0;
    // Sets of one size in increasing order have the colex ranks 0, 1, 2, ...; a set whose least
    // image is itself starts a class, any other joins the class of its least image (seen before).
    for (uint64_t r = 0; r < sets; ++r, set = k ? next_combination(set) : 0) {
      uint64_t least = r;
      uint32_t via = 0;
      for (int s = 1; s < permutations_.count(); ++s)
        if (const uint64_t image = colex_.rank(permutations_.apply(s, set)); image < least) {
          least = image;
          via = static_cast<uint32_t>(s);
        }
      if (least == r) {
        class_of[r] = {static_cast<uint32_t>(reps.size()), 0};
        reps.push_back(set);
      } else {
        class_of[r] = {class_of[least].cls, via};
      }
    }
  }
}

}  // namespace adaptoid
