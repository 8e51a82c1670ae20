#pragma once
// What the ranks of a run (ranks.hpp) exchange besides bytes: values, each a collective call made
// in the same order on every rank. With one rank each is the identity and copies nothing.
#include <adaptoid/ranks/ranks.hpp>

#include <cstdint>
#include <vector>

namespace adaptoid {

// Every rank's values, concatenated in rank order, on every rank.
template <class T>
std::vector<T> all_values(Ranks& ranks, std::vector<T> mine) {
  if (ranks.size() == 1) return mine;
  RankBytes bytes;
  put_values(bytes, mine);
  std::vector<T> out;
  for (const RankBytes& piece : ranks.all_gather(bytes)) {
    const std::vector<T> theirs = RankReader(piece).values<T>();
    out.insert(out.end(), theirs.begin(), theirs.end());
  }
  return out;
}

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
