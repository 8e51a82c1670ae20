#pragma once
// A number of the dense index (dense_index.hpp) as a byte, in a dense solve's checkpoint and
// its dense table (the solver itself keeps them for the reached numbers only, reached_values.hpp):
// first whether the position is reached from the start (the marks below), then its value for
// the side to move with its plies (tables/dense_value_byte.hpp, the byte a dense table keeps):
//   252        reached, and the number is not its class's canonical one (the forward pass)
//   253 / 254 / 255   reached and expanded / reached / not reached (the forward pass)
// Once a class is solved, every number of the class holds its value, so a successor is looked
// up by its own number, without the images the canonical number needs.
#include <adaptoid/tables/dense_value_byte.hpp>

#include <cstdint>

namespace adaptoid::dense_value {

inline constexpr uint8_t kImage = kFirstMark, kExpanded = 253, kReached = 254, kUnreached = kNone;

}  // namespace adaptoid::dense_value
