// What the ranks of a run exchange (see rank_exchange.hpp).
#include <adaptoid/ranks/rank_exchange.hpp>

namespace adaptoid {

uint64_t all_sum(Ranks& ranks, uint64_t mine) {
  if (ranks.size() == 1) return mine;
  RankBytes bytes;
  put_values(bytes, std::vector<uint64_t>{mine});
  uint64_t sum = 0;
  for (const RankBytes& piece : ranks.all_gather(bytes)) sum += RankReader(piece).values<uint64_t>().at(0);
  return sum;
}

}  // namespace adaptoid
