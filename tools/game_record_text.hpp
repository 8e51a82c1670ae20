#pragma once
// The saved game of `adaptoid game`, in the game-record format (specs/notation.md, "Game records").
// A stand-in: lib/play's format_game_record is being written on another branch; once it is in
// main, game_record_text becomes a call to it and this file goes.
#include <adaptoid/play/game_record.hpp>

#include <string>

namespace adaptoid::cli {

// The record's text, ending with a newline: headers ([Date], [Variant] or [VariantFile], one per
// player, [Seed], [Start], [Result], [Termination]), then one turn a line, "3b d4-d5 +e5".
std::string game_record_text(const GameRecord& record);
// "1-0", "0-1", "1/2-1/2", "*"; the winner's letter with three or more players.
std::string result_text(const GameRecord& record);
// Today, YYYY-MM-DD, local time.
std::string today();

}  // namespace adaptoid::cli
