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
  std::vector<Turn> line;           // the main line: fastest win against the longest resistance
  uint64_t nodes = 0;
  // Split below the root on threads: the nodes of each root turn's search, the tasks a split over
  // more threads would balance (simulated_speedup).
  std::vector<uint64_t> task_nodes;
  bool budget_exhausted = false;  // Unknown because the node budget ran out, not proven
};

}  // namespace adaptoid
