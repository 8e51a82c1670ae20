#pragma once
// What the ranks of a run (ranks.hpp) exchange besides bytes: values, each a collective call made
// in the same order on every rank. With one rank each is the identity and copies nothing.
#include <adaptoid/solving/ranks/ranks.hpp>

#include <cstdint>
#include <cstring>
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

// Whether any rank says true, on every rank.
inline bool any_rank(Ranks& ranks, bool mine) {
  return ranks.size() == 1 ? mine : all_sum(ranks, mine ? 1 : 0) > 0;
}

// The most over the ranks, on every rank.
uint64_t all_max(Ranks& ranks, uint64_t mine);

// to[r] sent to rank r (and emptied); what each rank sent this one, by rank (a collective call).
template <class T>
std::vector<std::vector<T>> exchange_values(Ranks& ranks, std::vector<std::vector<T>>& to) {
  std::vector<RankBytes> bytes(to.size());
  for (size_t r = 0; r < to.size(); ++r) {
    bytes[r].resize(to[r].size() * sizeof(T));
    if (!to[r].empty()) std::memcpy(bytes[r].data(), to[r].data(), bytes[r].size());
    to[r].clear();
  }
  std::vector<RankBytes> in = ranks.all_to_all(std::move(bytes));
  std::vector<std::vector<T>> out(in.size());
  for (size_t r = 0; r < in.size(); ++r) {
    out[r].resize(in[r].size() / sizeof(T));
    if (!out[r].empty()) std::memcpy(out[r].data(), in[r].data(), out[r].size() * sizeof(T));
  }
  return out;
}

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
