#pragma once
// The symmetry group of a variant, for counting positions "up to symmetry": the board symmetries
// (board.hpp: rotations and reflections that keep every cell and height) that also map the start
// position onto itself, each with the permutation of colours that this needs. A colour
// permutation is allowed only where the rules are symmetric under it: it commutes with the turn
// order (and, in Adapt3, with the prey), and there is no turn cap (A17 reads the turn number,
// which a colour permutation does not preserve). Quantum Leap's swap (Q3) is Black's alone, so a
// position with the swap pending is only compared under the colour-keeping elements.
#include <adaptoid/core/position.hpp>
#include <adaptoid/core/variant.hpp>

#include <array>
#include <vector>

namespace adaptoid {

struct GroupElement {
  std::vector<int> cell;                   // cell i goes to cell[i]
  std::array<Colour, kMaxPlayers> colour;  // colour c becomes colour[c]
  bool keeps_colours() const {
    for (Colour c = 0; c < kMaxPlayers; ++c)
      if (colour[c] != c) return false;
    return true;
  }
};

// Piece x with its colour c made sigma[c] (the empty cell stays empty).
Piece recoloured(const Variant& v, Piece x, const std::array<Colour, kMaxPlayers>& sigma);

// The identity first. `start` is the variant's start (for Quantum Leap, at the seed in use).
std::vector<GroupElement> symmetry_group(const Variant& v, const Position& start);

}  // namespace adaptoid
