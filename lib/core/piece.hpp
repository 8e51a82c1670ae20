#pragma once
// One byte a cell. 0 is empty. An adaptoid packs colour + 1 in bits 6-7, legs in bits 3-5 and
// pincers in bits 0-2 (so at most 7 of each); a Quantum Leap stone is colour + 1.
#include <adaptoid/core/colour.hpp>

#include <cstdint>

namespace adaptoid {

using Piece = uint8_t;
inline constexpr Piece kEmpty = 0;
inline constexpr int kMaxLimbsOfAKind = 7;

namespace adaptoid_piece {
constexpr Piece make(Colour colour, int legs, int pincers) {
  return static_cast<Piece>(((colour + 1) << 6) | (legs << 3) | pincers);
}
constexpr Colour colour(Piece p) {
  return (p >> 6) - 1;
}
constexpr int legs(Piece p) {
  return (p >> 3) & 7;
}
constexpr int pincers(Piece p) {
  return p & 7;
}
constexpr int limbs(Piece p) {
  return legs(p) + pincers(p);
}
constexpr Piece with_leg(Piece p) {
  return static_cast<Piece>(p + (1 << 3));
}
constexpr Piece with_pincer(Piece p) {
  return static_cast<Piece>(p + 1);
}
}  // namespace adaptoid_piece

namespace stone {
constexpr Piece make(Colour colour) {
  return static_cast<Piece>(colour + 1);
}
constexpr Colour colour(Piece p) {
  return p - 1;
}
}  // namespace stone

}  // namespace adaptoid
