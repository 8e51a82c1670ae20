#pragma once
// The interchange text of specs/notation.md: positions and turns.
#include <adaptoid/core/position.hpp>
#include <adaptoid/core/turn.hpp>
#include <adaptoid/core/variant.hpp>
#include <adaptoid/util/result.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace adaptoid {

// "<variant> <placement> <side> <counts> <turn number>"; the turn number is always written.
std::string format_position(const Variant& v, const Position& p);
std::string format_placement(const Variant& v, const Position& p);
// Reads every field and checks what the text alone can show (shape, letters, limbs, supply,
// players, the swap flag). The stored result is left for the game's decide_result(); use
// parse_position() from game.hpp, which does both.
Result<Position> parse_position_text(const Variant& v, std::string_view text);
// The placement field alone, one piece a playable cell; `where` prefixes the error messages.
Result<std::vector<Piece>> parse_placement(const Variant& v, std::string_view text,
                                           std::string_view where = "placement");
// The first field of a position: the name of its variant.
std::string position_variant_name(std::string_view text);

std::string format_turn(const Variant& v, const Turn& t);
// Turns in the notation, joined by "; ", the one separator of a list of turns (a turn may hold a
// space: "d2-d3 d3+L; d6+L").
std::string format_turns(const Variant& v, const std::vector<Turn>& turns, std::string_view separator = "; ");
// The syntax of a turn, with its cells on the board; legality is game.hpp's parse_turn().
Result<Turn> parse_turn_text(const Variant& v, std::string_view text);

}  // namespace adaptoid
