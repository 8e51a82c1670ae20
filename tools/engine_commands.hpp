#pragma once
// Reading the arguments of the engine protocol's commands (specs/engine-protocol.md); each throws
// bad input (an Error) with the one line the engine answers after `error`.
#include "play_support.hpp"

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace adaptoid::cli::engine {

// The first word and the rest, trimmed.
std::pair<std::string_view, std::string_view> first_word(std::string_view s);

// MultiPV's most lines, as `adaptoid` announces it.
inline constexpr uint64_t kMaxMultiPv = 1000;
// A MultiPV value (setoption, go multipv): a whole number from 1 to kMaxMultiPv, or bad input.
int multipv_value(const std::string& what, std::string_view text);

struct PositionCommand {
  VariantPtr variant;  // the current one, or the one the position's text names
  Position position;
};
// `startpos [seed N] [turns t1; t2]` or `<position text> [turns t1; t2]`.
PositionCommand read_position(const VariantPtr& current, std::string_view args);

struct GoCommand {
  SearchLimits limits;  // seconds, nodes, multipv
  bool infinite = false;
};
// `[time S] [nodes N] [multipv K] [infinite]`; multipv defaults to `multipv`.
GoCommand read_go(std::string_view args, int multipv);

// `name <Name> value <text>`: the option's name and its value.
std::pair<std::string, std::string> read_setoption(std::string_view args);

// `legal`'s answer: `legal <count> <t1>; <t2>; ...` (`legal 0` when the game is over).
std::string legal_answer(const AnyGame& game, const Position& p);
// `status`'s answer: `status ongoing side <colour> turn <n>`, or `status over winner <colour or
// none> reason <why>` (`white wins`, `drawn (max_turns = 100)`).
std::string status_answer(const AnyGame& game, const Position& p);

// A search's line: `info depth 5 multipv 1 score est +0.45 nodes 1200 nps 80000 time 15 pv a;b`.
std::string info_line(const Variant& v, const SearchInfo& i);

}  // namespace adaptoid::cli::engine
