#pragma once
// Judging a player's answer to a puzzle: their turns against the solution, ply by ply, with the
// defender's replies in between. A turn other than the solution's is wrong because the puzzle is
// proven to have exactly one winning turn at every solver ply; that proof is what makes the
// verdict right, so a puzzle read from a file is re-proven first (trusted_puzzle): a file edited
// or damaged after generation is refused, never judged against.
#include <adaptoid/puzzle/puzzle.hpp>
#include <adaptoid/puzzle/puzzle_refute.hpp>

#include <optional>
#include <string>
#include <vector>

namespace adaptoid {

// The puzzle when it is what the prover finds for its position (verify_puzzle, each search
// within 50 million nodes), else an error that says the puzzle is damaged and why.
Result<Puzzle> trusted_puzzle(const VariantPtr& variant, Puzzle z);

struct AnswerJudgement {
  enum class Kind {
    Right,   // every turn right so far; `reply` is the defender's answer, the next turn is theirs
    Solved,  // every turn right and the last one wins
    Wrong,   // the last turn is not the solution's; `why` says what it misses
  };
  Kind kind = Kind::Wrong;
  std::vector<std::string> right;        // the turns judged right, in the notation
  std::string turn;                      // the last turn judged, in the notation
  std::string why;                       // Wrong: the refutation's sentence
  std::optional<Refutation> refutation;  // Wrong: what the turn leads to (puzzle_refute.hpp)
  std::optional<PuzzlePly> reply;        // Right: the defender's reply
};

// Judges `turns` (the player's, in order) against a trusted puzzle. Fails, naming turn K (the
// setting Turn and its number, util/setting.hpp), on a turn that does not read or is illegal,
// and on turns after the puzzle is solved.
Result<AnswerJudgement> judge_answer(const VariantPtr& variant, const Puzzle& z,
                                     const std::vector<std::string>& turns);

// "right", "solved", "wrong".
const char* judgement_word(AnswerJudgement::Kind kind);

}  // namespace adaptoid
