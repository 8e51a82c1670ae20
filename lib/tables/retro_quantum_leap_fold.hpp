#pragma once
// The folded dense index of two-player Quantum Leap positions (scheme "quantum-leap-folded-v2").
// Quantum Leap's rules after the swap (Q4, Q5) treat both colours alike and are kept by every
// symmetry of the board, so a position is indexed as "the side to move's stones (own) against
// the other's (enemy)", and the own set is replaced by the representative of its class under
// the board's symmetries (the image with the least colex rank): index = class * C(n - o, e) +
// colex(enemy, mapped by the same symmetry, packed into the cells the representative leaves
// free). That folds both sides to move into one entry and the board symmetries (12 on a
// hexagon) into one class, about 1/24 of the plain count. An own set with symmetries of its own
// keeps a few equivalent entries; each is solved, so any of them may be looked up.
#include <adaptoid/core/board.hpp>
#include <adaptoid/denseindex/combinatorics.hpp>

#include <cstdint>
#include <utility>
#include <vector>

namespace adaptoid {

// Colex ranks by table: the set is cut into bytes, each byte's share of the rank depends only
// on the byte and on how many members lie below it (one load per byte instead of one a member).
class ColexTable {
 public:
  explicit ColexTable(int cells);
  uint64_t rank(uint64_t set) const {
    uint64_t r = 0;
    int below = 0;
    for (int c = 0; c < chunks_; ++c, set >>= 8) {
      const unsigned byte = set & 0xFF;
      r += table_[(c * stride_ + below) * 256 + byte];
      below += std::popcount(byte);
    }
    return r;
  }

 private:
  int chunks_, stride_;
  std::vector<uint64_t> table_;
};

// The cell permutations of the board's symmetries, applied to sets a byte at a time.
class SetPermutations {
 public:
  explicit SetPermutations(const Board& board);
  int count() const { return count_; }
  uint64_t apply(int symmetry, uint64_t set) const {
    const uint64_t* t = table_.data() + static_cast<size_t>(symmetry) * chunks_ * 256;
    uint64_t out = 0;
    for (int c = 0; c < chunks_; ++c, set >>= 8) out |= t[c * 256 + (set & 0xFF)];
    return out;
  }

 private:
  int count_, chunks_;
  std::vector<uint64_t> table_;
};

class QuantumLeapFoldedIndex {
 public:
  // Classes of own sets of every size up to `max_own` stones.
  QuantumLeapFoldedIndex(const Board& board, int max_own);
  int cells() const { return n_; }
  uint64_t all() const { return all_; }
  uint64_t classes(int own) const { return representatives_[own].size(); }
  uint64_t representative(int own, uint64_t cls) const { return representatives_[own][cls]; }
  uint64_t layer_size(int own, int enemy) const {
    return own + enemy <= n_ ? classes(own) * kBinomial(n_ - own, enemy) : 0;
  }
  // The entry of `own` to move against `enemy` (disjoint sets, own within the classes built).
  uint64_t rank(uint64_t own, uint64_t enemy) const {
    const int o = std::popcount(own), e = std::popcount(enemy);
    const ClassOf x = class_of_[o][colex_.rank(own)];
    const uint64_t free = all_ & ~representatives_[o][x.cls];
    return x.cls * kBinomial(n_ - o, e) +
           colex_.rank(extract_bits(permutations_.apply(x.symmetry, enemy), free));
  }
  // The representative position of an entry: (own, enemy).
  std::pair<uint64_t, uint64_t> unrank(int own, int enemy, uint64_t index) const {
    const uint64_t per_class = kBinomial(n_ - own, enemy);
    const uint64_t rep = representatives_[own][index / per_class];
    return {rep, deposit_bits(colex_unrank(index % per_class, enemy, n_ - own), all_ & ~rep)};
  }
  const ColexTable& colex() const { return colex_; }

 private:
  struct ClassOf {
    uint32_t cls;
    uint32_t symmetry;  // maps the set onto its class's representative
  };
  int n_;
  uint64_t all_;
  ColexTable colex_;
  SetPermutations permutations_;
  std::vector<std::vector<uint64_t>> representatives_;  // [own size][class], in increasing colex order
  std::vector<std::vector<ClassOf>> class_of_;          // [own size][colex rank of the set]
};

}  // namespace adaptoid
