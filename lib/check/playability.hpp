#pragma once
// Whether a variant can be played, not only whether its rules are consistent (`adaptoid check`):
// each way its games can end is reached by a witness game or shown impossible from the rules;
// games that reach a position where nothing can happen again are found, with a witness; and
// the material the board and the supply need is held against the physical sets.
#include <adaptoid/core/game.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace adaptoid {

// What a statement of `check` rests on. A finding is proved (the rules, Z3, the endgame search)
// or witnessed (a game that does it, shown); what the tool looked for within a budget and found
// neither way is not shown, and is never a finding: it leaves the variant undecided.
enum class Statement { Proved, Witnessed, NotShown };
std::string_view statement_name(Statement s);  // "proved", "witnessed", "not shown"

// What a statement weighs for the designer. A defect makes the game unfit to play as drawn (a
// decided start, an end that can never happen, a game that never ends or stalls, a colour that
// can never win): `check` exits 1. An advisory is true and worth reading but the game is played
// as well with it (material beyond a physical set, a rule or option that can never fire on this
// board, an option that changes nothing): exit 0. Not shown is a question left open: exit 3.
enum class StatementKind { Defect, Advisory, NotShown };
std::string_view statement_name(StatementKind k);  // "defect", "advisory", "not_shown"

// Something a designer must read (or, not shown, a question left open, with its budget).
struct Finding {
  std::string topic;    // "start", "ends", "termination", "stall", "catalogue", "material", "z3", ...
  std::string text;     // one line
  std::string witness;  // a game from the start ("<position> then <turn>; <turn>; ..."), or empty
  Statement basis = Statement::Proved;
  // Set by the list the statement is in (CheckReport's findings, advisories or not_shown).
  StatementKind kind = StatementKind::Defect;
};

// One way a game of the variant can end, and what is known of it.
struct EndWay {
  std::string name;  // "white wins", "a colour loses with no adaptoid on the board (A15)"
  bool reached = false;
  std::string witness;  // a game that ends this way, when reached
  std::string proof;    // why no game can end this way, when the rules show it
};

struct PlayabilityOptions {
  uint64_t seed = 1;
  int games = 400;                    // random games at most (they stop once every way is reached)
  int max_plies = 400;                // turns a game at most
  int search_plies = 4;               // the breadth-first search from the start
  uint64_t search_nodes = 100'000;    // positions it visits at most
  uint64_t directed_nodes = 400'000;  // positions the directed search makes for one way to end
  int directed_width = 128;           // positions it keeps a ply
  uint64_t walk_positions = 300'000;  // the whole reachable space is walked when it is at most this
};

struct Playability {
  std::vector<EndWay> ends;
  std::vector<Finding> findings;    // defects, proved or witnessed
  std::vector<Finding> advisories;  // an option's end that never comes (the cap, no_grow = "lose")
  std::vector<Finding> not_shown;   // the ways to end neither reached nor proved impossible
  int games = 0;                    // random games played
  uint64_t searched = 0;            // positions of the search from the start
  uint64_t directed = 0;            // positions made by the directed searches
  uint64_t walked = 0;              // positions of the walk of the whole reachable space, when tried
  bool walk_complete = false;       // every reachable position was walked
  // The witness games of the ways reached, each a list of turns in notation from the start: what
  // a variant of this game replays before searching (its base's witnesses).
  std::vector<std::vector<std::string>> witness_lines;
  int replayed = 0;                 // the base's witness games replayed here
  bool termination_proved = false;  // every game ends (Quantum Leap: each turn removes a stone)
};

// The ways to end, the witness games and the termination search, with their findings. A variant
// that is not built in first replays the witness games of its family's built-in game with as many
// players (its base), for the ways its own random games miss.
Playability judge_playability(const VariantPtr& v, const PlayabilityOptions& o = {});

// The discs the board needs against the Superadaptoid set (40, a stack counts two), the supply
// against the pieces of a set (12 adaptoids, 12 legs, 12 pincers a colour).
std::vector<Finding> material_findings(const Variant& v);

// Why a rule can never apply in v, from its options alone ("" when the options do not show it):
// the proofs judge_playability gives for the ways that cannot be reached.
std::string no_removal_reason(const Variant& v);

}  // namespace adaptoid
