#pragma once
// How often each rule fires: read from a turn and the positions before and after it, not from
// the engine's code, so a rule counts the same whichever reading of the rules played it. The
// report flags a rule that can fire under the variant but never did in its games: a rule change
// that never matters.
#include <adaptoid/core/position.hpp>
#include <adaptoid/core/turn.hpp>
#include <adaptoid/core/variant.hpp>

#include <string>
#include <vector>

namespace adaptoid {

struct RuleEvent {
  std::string name;  // "suicide attack", "leap of 3"
  std::string rule;  // its number in specs/rules.md, "A7"
  // Why it can never fire on this board with this material, proved from them; "" when it can.
  std::string cannot{};
};

// The events the variant's rules allow, in the order the report lists them: Adaptoid family:
// attack, suicide attack (A7 option), equal exchange, attack without a pincer (A6 option),
// starvation capture, turn without a grow, pass; Quantum Leap: swap and swap declined (Q3
// option), a leap of each length the board has a line for. An event the rules allow but the
// board or the material rule out (a leap of 6 needs a cell with six neighbours on the board and
// a cell six steps away from it; an attack by more pincers needs pincers) says why it cannot.
std::vector<RuleEvent> possible_events(const Variant& v);

// The events one turn fires, an event once for each time it fires (two adaptoids starved: two
// starvation captures). `before` is the position the turn was played in, `after` the result.
std::vector<std::string> fired_events(const Variant& v, const Position& before, const Turn& t,
                                      const Position& after);

// The longest leap that fits on the board: the largest k with a cell k steps from another in a
// straight line (at most kMaxLeap).
int longest_leap(const Variant& v);
// The longest leap a stone can make on the board with its material (Q4): the largest k with a
// cell that has at least k neighbours on the board and a cell k steps away in a straight line,
// and k + 1 stones of a colour to fill them.
int longest_possible_leap(const Variant& v);

}  // namespace adaptoid
