#pragma once
// What the writer and the reader of game records (game_record.cpp, game_record_parse.cpp) share.
#include <adaptoid/core/colour.hpp>

#include <array>
#include <string_view>

namespace adaptoid::game_record {

// The player headers, by colour.
inline constexpr std::array<std::string_view, kMaxPlayers> kPlayerHeaders = {"White", "Black",  "Red",
                                                                             "Green", "Yellow", "Orange"};
// The line that opens a carried variant file; each of its lines follows, after kTomlPrefix.
inline constexpr std::string_view kVariantFileHeader = "[VariantFile]";
inline constexpr char kTomlPrefix = '|';

}  // namespace adaptoid::game_record
