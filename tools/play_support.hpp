#pragma once
// What analyse, engine and game share: the game met at run time turn by turn, players built from
// their text, and searches' scores, lines and speeds as text.
#include <adaptoid/play/player.hpp>

#include "cli.hpp"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace adaptoid::cli {

// The concrete game behind AnyGame, one call each (these commands are interactive: one visit a
// turn costs nothing).
Result<Turn> parse_turn_in(const AnyGame& game, const Position& p, std::string_view text);
Position apply_in(const AnyGame& game, const Position& p, const Turn& t);
Status status_in(const AnyGame& game, const Position& p);
std::vector<Turn> legal_turns_in(const AnyGame& game, const Position& p);
// How a finished game ended: "white wins", "drawn (max_turns = 100)".
std::string ending_text(const Variant& v, const Status& s);

// The player a text names for the variant; Error: the spec's or make_player's one line.
Result<std::unique_ptr<Player>> player_from_text(const VariantPtr& variant, std::string_view text);

// A position's text as the variant `v` reads it: when the text names the variant by its file
// (`v.toml ...`, `dir/v.toml ...`) and `v` was loaded from that name, the variant's own name.
std::string position_naming(std::string text, const Variant& v);

// A node count read from text: at least 1 (seconds: parse_turn_seconds in the play module).
Result<uint64_t> parse_count(std::string_view what, std::string_view text);

// "1.2 M/s", "850 k/s", "40 /s".
std::string speed_text(uint64_t nodes, double seconds);
uint64_t nodes_per_second(uint64_t nodes, double seconds);
// {kind: estimate|win|loss|draw, value, text}; value: hundredths or plies, as in Score.
nlohmann::ordered_json score_json(const Score& s, int players);

}  // namespace adaptoid::cli
