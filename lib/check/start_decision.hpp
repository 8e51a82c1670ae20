#pragma once
// Whether a variant is decided at its start: the endgame search proves, within a few turns of the
// winner, a forced win of the side to move, or a win of an opponent against every first turn. A
// designer must read either: such a variant is over before it is played. The search deepens a
// turn at a time while its budget lasts and says the depth it completed; the question is
// answered once `turns` are complete. With the placement opening (A21, A22) the question is asked
// of the placements, at `turns`: the chooser wins when every placement is decided, and one
// placement that is not settles it.
#include <adaptoid/core/game.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace adaptoid {

struct StartDecisionOptions {
  int turns = 4;                      // turns of the winner that answer the question when complete
  int max_turns = 8;                  // the deepest the search goes while its budget lasts
  uint64_t node_budget = 40'000'000;  // positions the searches may make in all
};

struct StartDecision {
  enum class Answer { Decided, NotDecided, BudgetRanOut };
  Answer answer = Answer::BudgetRanOut;
  int limit = 0;                    // the winner's turns searched completely (every line)
  std::optional<Colour> winner;     // Decided with one winner (not for a loss against a coalition)
  int turns = 0;                    // the winner's turns, when decided
  std::string position;             // the position searched, in notation
  std::vector<Turn> winning_turns;  // the mover's winning first turns, when the mover wins; when
                                    // every first turn loses, the winner's reply to each
  std::vector<Turn> first_turns;    // when every first turn loses: those whose reply is named
  std::vector<Turn> line;           // a main line from `position`
  uint64_t nodes = 0;
  int placements = 0;  // placements searched (the placement opening)
  std::string text;    // one line: what was proved, or what was searched without an answer
};

StartDecision decide_start(const VariantPtr& v, const StartDecisionOptions& o = {});

}  // namespace adaptoid
