#pragma once
// What an endgame search proves about a position (search.hpp, fast_search.hpp, endgame.hpp).
#include <adaptoid/core/turn.hpp>
#include <adaptoid/core/value.hpp>

#include <cstdint>
#include <optional>
#include <vector>

namespace adaptoid {

struct SearchResult {
  Proof value = Proof::Unknown;
  std::optional<int> distance;      // turns of the side to move until the end
  std::vector<Turn> winning_turns;  // every first turn that wins within the limit
  // Where the search measures them (the proof-number search, a table): for each winning turn, the
  // turns of the side to move to its win, this turn included; empty otherwise.
  std::vector<int> winning_distances;
  // First turns neither proven to win nor refuted before the node budget ran out (or the run
  // was interrupted): the proof-number search decides each first turn on its own.
  std::vector<Turn> undecided_turns;
  std::vector<Turn> line;  // the main line: fastest win against the longest resistance
  uint64_t nodes = 0;
  // Split below the root on threads: the nodes of each root turn's search, the tasks a split over
  // more threads would balance (simulated_speedup).
  std::vector<uint64_t> task_nodes;
  bool budget_exhausted = false;  // Unknown because the node budget ran out, not proven
};

// How a long search is getting on, about once a second: the first turn being proved (of how
// many), the proof and disproof numbers of the node after it, the nodes of every thread so far.
struct SearchProgress {
  Turn turn;
  size_t turn_index = 0;
  size_t turn_count = 0;
  uint64_t proof = 0;
  uint64_t disproof = 0;
  uint64_t nodes = 0;
  double seconds = 0;
};

}  // namespace adaptoid
