#pragma once
// A dense index of the Adaptoid family's positions: every position whose losses are below the
// goal, of losses and material a game can reach, gets a number, with no table of codes to search.
// The index is cut into slices, one a loss vector and material (each colour's adaptoids, legs and
// pincers on the board), only those a game reaches (material_reach.hpp); within
// a slice a position is the colex rank of each colour's cells (colour 0 among all cells, colour 1
// among the cells left, ...), times each colour's split of its legs and pincers over its
// adaptoids in cell order (limb_split.hpp), times the side to move (not when the group can make
// any colour colour 0 — two players' colour swap, Adapt3's colours turned round with the board:
// then a position with another side to move is numbered as its image with colour 0 to move,
// which halves the index of two players and thirds that of three). The slices are ordered by
// their tier (folded_tier.hpp), so every tier is one range of numbers and a turn never leads to a
// smaller tier: the dense solver (dense_solve.hpp) walks tiers as ranges.
//
// Symmetry: canonical() is the least number among the images of a position under the variant's
// group (canonical.hpp, the group the tables fold by), so the dense solver keeps one number a
// class, as the tables do; the images of a position are all in its tier (the losses as a
// multiset and the material are symmetric).
//
// Not indexed: positions with a loss at or past the goal (the game is over there, valued from its
// status), positions of the placement opening (A21), and a turn cap's turn number (A17): the
// dense solver refuses variants that would need them (unsupported()). Nor the positions of the
// slices no game reaches (outside()).
#include <adaptoid/codes/canonical.hpp>
#include <adaptoid/denseindex/folded_tier.hpp>
#include <adaptoid/denseindex/limb_split.hpp>
#include <adaptoid/denseindex/material_reach.hpp>
#include <adaptoid/fast/fast_adaptoid_game.hpp>

#include <array>
#include <bit>
#include <cstdint>
#include <string>
#include <vector>

namespace adaptoid {

struct DenseSlice {
  std::array<uint8_t, kMaxAdaptoidPlayers> lost{}, adaptoids{}, legs{}, pincers{};
  TierKey tier = 0;
  uint64_t begin = 0, size = 0;                        // its numbers are [begin, begin + size)
  std::array<uint64_t, kMaxAdaptoidPlayers> ways{};    // by colour: the splits of its limbs
  std::array<uint64_t, kMaxAdaptoidPlayers> places{};  // by colour: the placements of its cells
  // By colour: where the counts of its first adaptoid's pairs start (LimbSplits::row).
  std::array<uint32_t, kMaxAdaptoidPlayers> limb_row{};
  uint64_t all_ways = 1;  // their product
};

// The cells of the number a walk decoded last: numbers that differ only in the side to move or
// the limbs (the low digits) share them, so a walk up a range decodes its cells once a placement.
// A line of its own: each thread has one, written at every placement.
struct alignas(64) DenseCursor {
  const DenseSlice* slice = nullptr;
  uint64_t place = UINT64_MAX;
  std::array<Bitboard, kMaxAdaptoidPlayers> cells{};
};

struct DenseTier {
  TierKey key = 0;
  uint64_t begin = 0, end = 0;  // its numbers
};

class DenseIndex {
 public:
  static constexpr uint64_t kNone = UINT64_MAX;
  // canonical() of a position outside the index: its losses below the goal, its losses and
  // material no game's (a solver's successor never is; a quiet parent may be).
  static constexpr uint64_t kOutside = UINT64_MAX - 1;

  // Why the index cannot hold the variant's positions, or "" when it can.
  static std::string unsupported(const Variant& v);
  // Throws Error for a variant unsupported() names, or one whose index would pass 2^64 numbers.
  DenseIndex(const Variant& v, std::vector<GroupElement> group);

  uint64_t size() const { return size_; }
  const std::vector<DenseSlice>& slices() const { return slices_; }
  const std::vector<DenseTier>& tiers() const { return tiers_; }
  const std::vector<GroupElement>& group() const { return group_; }

  // Whether s, its losses below the goal, has losses and material no game reaches: not numbered.
  bool outside(const FastAdaptoidState& s) const { return slice_of(s, *own_[s.side]) == &outside_; }
  // The number of a position of the Play phase, or kNone when a loss is at or past the goal.
  // Throws std::logic_error for a position outside the index (index(), slice(), numbers_of(),
  // image(): a solver asks them of the positions a game reaches, which are all numbered).
  uint64_t index(const FastAdaptoidState& s) const;
  // The slice of index(s) (nullptr when a loss is at or past the goal): its tier without a rank.
  const DenseSlice* slice(const FastAdaptoidState& s) const { return numbered(slice_of(s, *own_[s.side])); }
  // The least number of its images under the group (kNone as index(), kOutside outside).
  uint64_t canonical(const FastAdaptoidState& s) const {
    const DenseSlice* own = slice_of(s, *own_[s.side]);
    return own == &outside_ ? kOutside : canonical(s, own);
  }
  // The same, slice(s) known (a walk that read the successor's tier has it).
  uint64_t canonical(const FastAdaptoidState& s, const DenseSlice* own) const;
  // The numbers of a class: the images of a position under the group's elements that have a
  // number (with the side to move folded, those that give the move to colour 0), e in
  // [0, images()); s is indexed. index(s) is image 0.
  size_t images() const { return by_side_[0].size(); }
  // Every number of the class of s: image(s, e) for e in [0, images()) into `out`; their count.
  // Throws std::logic_error for a group of more images than kMostImages.
  static constexpr size_t kMostImages = 24;  // a board's 12 symmetries by the colour swap
  size_t numbers_of(const FastAdaptoidState& s, std::array<uint64_t, kMostImages>& out) const;
  uint64_t image(const FastAdaptoidState& s, size_t e) const {
    const Element& g = elements_[by_side_[s.side][e]];
    const DenseSlice* slice = numbered(slice_of(s, g));
    return slice->begin + rank_in(*slice, s, g);
  }
  // Whether a position with another side to move is numbered as its image with colour 0 to move.
  bool side_folded() const { return sides_ == 1; }
  // The position of a number, its result set from its board as the rules decide it at the end of
  // a turn (a colour without adaptoids loses), turn number 1 (White to move when the side is
  // folded).
  FastAdaptoidState state(uint64_t number) const { return state(slice_at(number), number); }
  // The same, its slice known (a walk over a range finds the slices in turn, not by search).
  FastAdaptoidState state(const DenseSlice& slice, uint64_t number) const;
  // The same, the cells taken from the cursor when it holds this number's placement.
  FastAdaptoidState state(const DenseSlice& slice, uint64_t number, DenseCursor& cursor) const;
  const DenseSlice& slice_at(uint64_t number) const;

 private:
  struct Radix {
    int lost = 0, adaptoids = 0, legs = 0, pincers = 0;
  };
  // A group element as the index reads it: the image of cell i is cell[i]; colour c becomes
  // colour[c], and the image's colour c is from[c].
  // `inverse` maps back; `bytes[j][x]` is the image of the cells 8j.. 8j+7 that x holds, so a
  // colour's cells map in a few look-ups (a board of 19 cells: 3).
  struct Element {
    std::array<uint8_t, kMaxBitboardCells> cell{}, inverse{};
    std::array<uint8_t, kMaxAdaptoidPlayers> colour{}, from{};
    // `from` packed a byte a colour: elements of one colour permutation compare in one instruction
    // (an array's == is a call to memcmp).
    uint32_t colours = 0;
    std::vector<std::array<Bitboard, 256>> bytes;
    bool identity = false;
    Bitboard map(Bitboard b) const {
      if (identity) return b;
      Bitboard out = 0;
      for (size_t j = 0; j < bytes.size(); ++j) out |= bytes[j][(b >> (8 * j)) & 0xFF];
      return out;
    }
  };
  // The slice of the image of s under g (nullptr when a loss is at or past the goal), and the
  // image's number within it. Here, so that the solver's walks inline it (a call a successor).
  const DenseSlice* slice_of(const FastAdaptoidState& s, const Element& g) const {
    // slice_key's digits, each colour's by its own strides: the products are independent of each
    // other, where the key's nested form made them one chain.
    uint64_t key = 0;
    bool ended = false;
    for (int c = 0; c < players_; ++c) {
      const int f = g.from[c];
      const KeyStrides& k = key_strides_[c];
      ended |= s.lost[f] >= goal_;
      key += s.lost[f] * k.lost + static_cast<uint64_t>(std::popcount(s.occupied[f])) * k.adaptoids +
             s.legs[f] * k.legs + s.pincers[f] * k.pincers;
    }
    if (ended) return nullptr;
    const uint32_t at = slice_of_key_[key];
    return at == kNoSlice ? &outside_ : &slices_[at];
  }
  // The slice, thrown for a position outside the index (a bound of material_reach broken).
  const DenseSlice* numbered(const DenseSlice* slice) const {
    if (slice == &outside_) [[unlikely]]
      throw_outside();
    return slice;
  }
  [[noreturn]] static void throw_outside();
  uint64_t rank_in(const DenseSlice& slice, const FastAdaptoidState& s, const Element& g) const;
  // The same, the image's cells by colour (g.map of each colour's preimage) given.
  uint64_t rank_mapped(const DenseSlice& slice, const FastAdaptoidState& s, const Element& g,
                       const Bitboard* cells) const;
  uint64_t slice_key(const std::array<uint8_t, kMaxAdaptoidPlayers>& lost,
                     const std::array<uint8_t, kMaxAdaptoidPlayers>& adaptoids,
                     const std::array<uint8_t, kMaxAdaptoidPlayers>& legs,
                     const std::array<uint8_t, kMaxAdaptoidPlayers>& pincers) const;
  // By slice key: whether a game reaches it (material_reach.hpp), or an image of it.
  std::vector<bool> reached_keys(const Variant& v, uint64_t keys) const;
  void make_slices(const Variant& v);
  uint8_t result_of(const FastAdaptoidState& s) const;

  int players_ = 2, cells_ = 0, goal_ = 0;
  int sides_ = 2;  // the side-to-move digit's values: players_, or 1 when folded
  // By side to move: the elements (of elements_) whose images have numbers, the identity's or
  // a colour swap's first.
  std::array<std::vector<uint8_t>, kMaxAdaptoidPlayers> by_side_;
  // By side to move: by_side_'s elements in runs of one colour permutation (canonical()).
  std::array<std::vector<std::vector<uint8_t>>, kMaxAdaptoidPlayers> by_colours_;
  std::array<const Element*, kMaxAdaptoidPlayers> own_{};  // by side: the element index() ranks by
  std::array<uint8_t, kMaxAdaptoidPlayers> hunter_{};      // three players: who wins when c alone loses
  Radix radix_;
  // By colour: what a digit of slice_key() weighs in the key.
  struct KeyStrides {
    uint64_t lost = 0, adaptoids = 0, legs = 0, pincers = 0;
  };
  std::array<KeyStrides, kMaxAdaptoidPlayers> key_strides_{};
  LimbSplits splits_;
  std::vector<GroupElement> group_;
  std::vector<Element> elements_;
  std::array<uint8_t, 256> pair_of_piece_{};  // by piece byte: its limb pair (limb_split.hpp)
  Bitboard board_ = 0;                        // every cell
  // C(n, k) for n below 64 (a cell's rank among the free cells) and k up to a colour's adaptoids,
  // a row of 64 a k, so that the place of an entry is a shift, not a product: small enough to
  // stay in the cache beside the values (combinatorics.hpp's table is 33 KB).
  std::vector<uint64_t> binomial_;
  uint64_t binomial(int n, int k) const {
    return binomial_[static_cast<size_t>(k) << 6 | static_cast<size_t>(n)];
  }
  std::vector<DenseSlice> slices_;
  static constexpr uint32_t kNoSlice = UINT32_MAX;
  std::vector<uint32_t> slice_of_key_;  // by slice_key(): the slice, or kNoSlice
  DenseSlice outside_;                  // slice_of() of a position outside the index
  std::vector<DenseTier> tiers_;
  uint64_t size_ = 0;
};

}  // namespace adaptoid
