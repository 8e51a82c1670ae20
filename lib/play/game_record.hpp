#pragma once
// A game record (specs/notation.md, "Game records"): header lines (the variant, or the text of
// its variant file; the players; the seed; the date; the result) and the turns in the notation,
// one a line. `match` writes them, `play --game` and `show --game` read them. A file holds one
// record or several, separated by a blank line.
#include <adaptoid/core/position.hpp>
#include <adaptoid/core/status.hpp>
#include <adaptoid/core/turn.hpp>
#include <adaptoid/core/variant.hpp>
#include <adaptoid/util/result.hpp>

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace adaptoid {

struct GameRecord {
  VariantPtr variant;
  // How the variant is named in the header: a built-in's name, or empty when the variant came
  // from a file (the record then carries the file's TOML text, so it reads back anywhere).
  std::string variant_name;
  std::string variant_toml;
  // By colour (white first): a player's spec text, or a name; "" when unknown. Empty, or one per
  // player when read.
  std::vector<std::string> players;
  uint64_t seed = 0;              // the seed of the start (Quantum Leap) or of the opening
  std::string date;               // YYYY-MM-DD
  std::optional<Position> start;  // when the game did not begin at the variant's start
  std::vector<Turn> turns;
  // How it ended: the status after the last turn, or an adjudication ("max plies", "stopped").
  Status status;
  std::string termination;  // empty when the rules ended it or it is unfinished
  std::string event;        // free text, e.g. "match 2026-11-25 game 17"

  // The position before turn `ply` (0: the start); position_at(turns.size()) is the last, and so
  // is any larger ply. The turns must be legal (as parse_game_records leaves them).
  Position position_at(size_t ply) const;
  // The result header: "1-0", "0-1", "1/2-1/2", "*" (unfinished), or the winner's colour letter
  // with three or more players ("w", "b", "r", ...).
  std::string result_text() const;
  // The seed the start was made from: the record's seed when the game began at the variant's
  // random setup (Q2), else 0.
  uint64_t start_seed() const;
};

// Reads every record of a file's text; the error names the line and what is wrong (an unknown
// header, an illegal turn with the rule that forbids it, a result that contradicts the turns).
// Reads no file: a variant that is not built in must be carried in the record.
Result<std::vector<GameRecord>> parse_game_records(std::string_view text);
// The same, one record at a time: each is read and handed to `take` before the next is read (so
// only one is held), until `take` returns false; the records read. An error past the last record
// taken is not seen.
Result<size_t> for_each_game_record(std::string_view text, const std::function<bool(GameRecord&)>& take);
// The text of one record, ending with a newline; parse_game_records reads it back equal. The
// variant is written by name when variant_name is a built-in with the variant's rules, else as
// variant_to_toml(*variant) (so variant_toml is what a read gives, and is not itself written).
// Header values are written on one line: control characters in them become spaces.
std::string format_game_record(const GameRecord& record);
// Several records, a blank line between them.
std::string format_game_records(const std::vector<GameRecord>& records);

}  // namespace adaptoid
