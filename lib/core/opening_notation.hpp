#pragma once
// The notation of the placement opening (A21, A22; specs/notation.md): what a position in its
// phases must hold, and the placement turn "+d2 +d6". Used by notation.cpp only.
#include <adaptoid/core/position.hpp>
#include <adaptoid/core/result.hpp>
#include <adaptoid/core/turn.hpp>
#include <adaptoid/core/variant.hpp>

#include <string>
#include <string_view>

namespace adaptoid {

// Empty when p may stand in the placement (placing) or colour-choice phase with `mover` to move;
// otherwise why not.
std::string check_opening_position(const Variant& v, const Position& p, bool placing, Colour mover);
// "+<white> +<black>": the cells without their '+'; `whole` is the turn's text for the messages.
Result<Turn> parse_placement_turn(const Variant& v, std::string_view whole, std::string_view white,
                                  std::string_view black);

}  // namespace adaptoid
