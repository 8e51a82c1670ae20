// What the ranks of a run exchange (see rank_exchange.hpp).
#include <adaptoid/solving/ranks/rank_exchange.hpp>

#include <algorithm>

namespace adaptoid {

uint64_t all_sum(Ranks& ranks, uint64_t mine) {
  uint64_t sum = 0;
  for (const uint64_t v : all_values(ranks, std::vector<uint64_t>{mine})) sum += v;
  return sum;
}

uint64_t all_max(Ranks& ranks, uint64_t mine) {
  uint64_t most = 0;
  for (const uint64_t v : all_values(ranks, std::vector<uint64_t>{mine})) most = std::max(most, v);
  return most;
}

}  // namespace adaptoid
