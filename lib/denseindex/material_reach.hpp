#pragma once
// The losses and material a game can reach: the game played on counts alone (each colour's
// losses, and its adaptoids, legs and pincers on the board: the digits of a dense slice), so that
// the dense index (dense_index.hpp) numbers only the slices some game reaches.
//
// A turn on counts is every turn the rules could make (A4-A16, T4-T7): the move attacks nobody,
// or an attack removes the defender, the attacker or both (A7, A8: the pincers compared); then the
// grow adds one adaptoid, leg or pincer from the supply (A10), and is skipped only when no grow
// could be possible (A11): every limb on the board or every adaptoid full (A9), and no adaptoid
// left in the supply or the colour's adaptoids walled in by the others' (no empty cell next to a
// friend: possible only when the others' adaptoids can fill the boundary of that many cells, the
// board's least boundary of a set of that size); then any of the opponents' adaptoids with a limb
// may starve (A12, A13, T5). Each removal is a loss. A game whose loss reaches the goal, or a
// colour with no adaptoid, is over (A15, T7; under A14's immediate check already after the move).
// Whatever a real turn does, one of these turns does on counts, so every position a game reaches
// is in a slice reached here; the converse need not hold (the counts know no cells).
//
// What it cuts: the grow is forced, so while nobody has lost, every colour grows once a turn until
// its supply is spent, and the colours' material stays within one grow of each other; after a
// loss, the material lost is made up a grow a turn. adaptoid-19: 39 % of the numbers of every
// slice cut (54 % of those where nobody has lost); adapt3-19, whose first loss ends it: 65 %.
#include <adaptoid/core/variant.hpp>
#include <adaptoid/denseindex/limb_split.hpp>

#include <array>
#include <cstdint>
#include <vector>

namespace adaptoid {

struct ColourCounts {
  uint8_t lost = 0, adaptoids = 0, legs = 0, pincers = 0;
  friend bool operator==(const ColourCounts&, const ColourCounts&) = default;
};
using MaterialCounts = std::array<ColourCounts, kMaxAdaptoidPlayers>;

class MaterialReach {
 public:
  // The counts a game of v reaches from its start (or every placement, A21), with the side to
  // move; `splits` counts the splits of a colour's limbs over its adaptoids (its supply's).
  MaterialReach(const Variant& v, const LimbSplits& splits);

  // Whether a game reaches these counts with `side` to move (colours as the rules name them).
  bool reached(const MaterialCounts& m, int side) const { return sides_[key(m)] >> side & 1; }
  // Calls f(counts, side) for every counts and side reached.
  template <class F>
  void each(F&& f) const {
    for (uint64_t k = 0; k < sides_.size(); ++k)
      for (int side = 0; side < players_; ++side)
        if (sides_[k] >> side & 1) f(counts(k), side);
  }

 private:
  uint64_t key(const MaterialCounts& m) const;
  MaterialCounts counts(uint64_t key) const;
  // The limbs (legs, pincers) an adaptoid of a colour with counts c can carry, the rest of its
  // limbs still split over its other adaptoids.
  bool carries(const ColourCounts& c, int legs, int pincers) const;
  // c after losing an adaptoid with these limbs.
  static ColourCounts without(ColourCounts c, int legs, int pincers);
  void turn(const MaterialCounts& m, int mover);
  void grow_and_starve(const MaterialCounts& after_move, int mover);
  static constexpr int kAnyLimbs = 64;  // a bound on an adaptoid's limbs (legs * 8 + pincers)
  void starve(MaterialCounts m, int mover, int opponent, int most);
  void reach(const MaterialCounts& m, int side);

  int players_ = 2, goal_ = 1, adaptoids_ = 0, legs_ = 0, pincers_ = 0, most_limbs_ = 0;
  bool needs_pincer_ = true, suicides_ = true, at_once_ = false, prey_only_ = false;
  std::array<uint8_t, kMaxAdaptoidPlayers> next_{}, prey_{};
  // By adaptoids on the board: the fewest empty cells next to that many (a hole or the edge is no
  // cell), or 0 when the board is too large to look at every set.
  std::vector<int> least_boundary_;
  const LimbSplits& splits_;
  std::vector<uint8_t> sides_;  // by key: the sides to move reached, a bit each
  std::vector<uint64_t> todo_;  // key * players + side, not yet played
};

}  // namespace adaptoid
