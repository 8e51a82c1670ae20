#include <adaptoid/tables/retro_quantum_leap_fold.hpp>

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

namespace {

// For each symmetry, the one that undoes it (identity first).
std::vector<int> inverses(const Board& board) {
  const auto& perms = board.symmetries();
  std::vector<int> inverse(perms.size(), 0);
  for (size_t s = 0; s < perms.size(); ++s)
    for (size_t t = 0; t < perms.size(); ++t) {
      bool undoes = true;
      for (int c = 0; c < board.size() && undoes; ++c) undoes = perms[t][perms[s][c]] == c;
      if (undoes) inverse[s] = static_cast<int>(t);
    }
  return inverse;
}

}  // namespace

QuantumLeapFoldedIndex::QuantumLeapFoldedIndex(const Board& board, int max_own)
    : n_(board.size()),
      all_(n_ == 64 ? ~uint64_t{0} : (uint64_t{1} << n_) - 1),
      colex_(n_),
      permutations_(board),
      representatives_(max_own + 1),
      class_of_(max_own + 1) {
  const std::vector<int> inverse = inverses(board);
  constexpr uint32_t kUnseen = ~uint32_t{0};
  for (int k = 0; k <= std::min(max_own, n_); ++k) {
    const uint64_t sets = kBinomial(n_, k);
    auto& reps = representatives_[k];
    auto& class_of = class_of_[k];
    class_of.assign(sets, {kUnseen, 0});
    uint64_t set = k ? (uint64_t{1} << k) - 1 : 0;
    // Sets of one size in increasing order have the colex ranks 0, 1, 2, ...; the first set of an
    // orbit met is its least, the class's representative, and files its whole orbit at once. A
    // set joins through the first symmetry that maps it onto the representative: with no other
    // symmetry fixing the representative, the inverse of the one that made it, else searched.
    for (uint64_t r = 0; r < sets; ++r, set = k ? next_combination(set) : 0) {
      if (class_of[r].cls != kUnseen) continue;
      const auto cls = static_cast<uint32_t>(reps.size());
      reps.push_back(set);
      class_of[r] = {cls, 0};
      bool fixed_by_another = false;
      for (int s = 1; s < permutations_.count(); ++s) fixed_by_another |= permutations_.apply(s, set) == set;
      for (int s = 1; s < permutations_.count(); ++s) {
        const uint64_t image = permutations_.apply(s, set);
        ClassOf& x = class_of[colex_.rank(image)];
        if (x.cls != kUnseen) continue;
        uint32_t via = static_cast<uint32_t>(inverse[s]);
        if (fixed_by_another) {
          via = 1;
          while (permutations_.apply(static_cast<int>(via), image) != set) ++via;
        }
        x = {cls, via};
      }
    }
  }
}

}  // namespace adaptoid
