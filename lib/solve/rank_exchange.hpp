#pragma once
// What the ranks of a solve (ranks.hpp) exchange about a tier, each a collective call made in the
// same order on every rank: the classes each rank found, the exits each rank found, sums and
// flags. With one rank each is the identity and copies nothing.
#include <adaptoid/solve/ranks.hpp>
#include <adaptoid/solve/tier_files.hpp>

#include <cstdint>
#include <vector>

namespace adaptoid {

// Every rank's codes, concatenated in rank order, on every rank.
std::vector<Code> all_codes(Ranks& ranks, std::vector<Code> mine);

// The union of every rank's exits (each rank's codes sorted and unique), on every rank.
TierExits all_exits(Ranks& ranks, TierExits mine);

// The sum over the ranks, on every rank.
uint64_t all_sum(Ranks& ranks, uint64_t mine);

// Rank 0's values on every rank.
template <class T>
void broadcast_values(Ranks& ranks, std::vector<T>& values) {
  if (ranks.size() == 1) return;
  RankBytes bytes;
  if (ranks.rank() == 0) put_values(bytes, values);
  ranks.broadcast(bytes);
  values = RankReader(bytes).values<T>();
}

}  // namespace adaptoid
