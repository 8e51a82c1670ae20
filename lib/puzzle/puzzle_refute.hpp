#pragma once
// Why a wrong turn of a puzzle is wrong: what it leads to, the defenders' replies that show it, and
// a sentence saying so. The terminal's `puzzle answer` and the page's data (`refutations` of a
// day, lib/publish) both take it from here. Every claim is a search: "loses" and "wins later" are
// proven, and the escape of a turn that neither loses nor wins later is proven to keep the solver
// from winning in the turns left. The searches are bounded by a node budget and a horizon: a result
// further than the puzzle's turns of the defender is not looked for.
#include <adaptoid/puzzle/puzzle.hpp>

#include <string>
#include <vector>

namespace adaptoid {

struct Refutation {
  enum class Outcome {
    Loses,      // the defender forces a win (or the turn ends the game with another's win)
    Draws,      // neither side forces a win within the horizon (or the turn ends the game drawn)
    WinsLater,  // the solver still forces the win, in more turns than the puzzle gives
  };
  std::string turn;  // the wrong turn, in the notation
  Outcome outcome = Outcome::Draws;
  int wins_in = 0;                // WinsLater: the solver's turns counting the wrong one
  std::vector<std::string> line;  // from the first defender's reply on (empty when the turn ends the game)
  std::string text;               // one sentence
};

// "loses", "draws", "wins-later".
const char* outcome_word(Refutation::Outcome outcome);

// The refutation of `wrong`, played by the solver at `at` with `turns_left` of its turns to win in
// (a puzzle's first turn: its position and turns). `wrong` must be legal and not a winning turn.
// node_budget (0: none) bounds each search.
Result<Refutation> refute_turn(const VariantPtr& variant, const Position& at, const Turn& wrong,
                               int turns_left, uint64_t node_budget);

// Every legal first turn of the puzzle but its solution, in legal-turn order, each refuted.
Result<std::vector<Refutation>> refute_wrong_first_turns(const VariantPtr& variant, const Puzzle& z,
                                                         uint64_t node_budget);

// The node budget of each search of the page's refutations and the terminal's: a puzzle has up to
// a few hundred wrong first turns, each refuted by a few searches, and an export refutes two weeks
// of every game; a search that runs out only makes the sentence say less (never something false).
inline constexpr uint64_t kRefutationNodeBudget = 20'000;

}  // namespace adaptoid
