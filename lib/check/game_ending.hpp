#pragma once
// How one played game ended, as `check` asks of its engine games and the report of its
// self-play: by the rules (a win, or a draw before any cap), or not really: in a run of passes
// (both sides prefer to do nothing once, say, the supplies are gone: the game stalls), in a
// position repeated (play goes round), or at a turn cap (A17's, or a match's limit of plies).
#include <adaptoid/play/game_record.hpp>

#include <string>
#include <string_view>

namespace adaptoid {

enum class GameEnding { Ended, PassRun, Repetition, TurnCap, Unfinished };
// "ended", "pass run", "repetition", "turn cap", "unfinished".
std::string_view game_ending_name(GameEnding e);

struct GameEndingOptions {
  int pass_run = 12;    // passes in a row that make a stall
  int repetitions = 3;  // times the same position (pieces, losses, side to move) is seen
};

struct GameClass {
  GameEnding ending = GameEnding::Unfinished;
  // Where it shows (0-based ply of the record's turns): the first pass of the run, the turn that
  // made the last repetition, or the last turn (ended, turn cap).
  int ply = 0;
  int longest_pass_run = 0;        // passes in a row, at most
  bool other_turns_legal = false;  // some pass of that run was chosen while another turn was legal
  std::string text;                // one line: "12 passes in a row from turn 31 (white) ..."
};

// Which it was, the first sign winning: a game the rules ended is Ended whatever it went
// through; one they did not end is a PassRun when it holds `pass_run` passes in a row, else a
// Repetition when a position came `repetitions` times, else a TurnCap when A17 drew it or the
// match stopped it ("max plies"), else Unfinished (its record stops before any end). The
// record's turns must be legal from its start, as run_match and parse_game_records give them.
GameClass classify_game(const GameRecord& record, const GameEndingOptions& o = {});

// Whether play failed to end the game: a pass run, a repetition or the turn cap.
inline bool stalled(const GameClass& c) {
  return c.ending == GameEnding::PassRun || c.ending == GameEnding::Repetition ||
         c.ending == GameEnding::TurnCap;
}

}  // namespace adaptoid
