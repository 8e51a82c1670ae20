// What the ranks of a solve exchange (see rank_exchange.hpp).
#include <adaptoid/solve/rank_exchange.hpp>

#include <algorithm>
#include <iterator>

namespace adaptoid {

std::vector<Code> all_codes(Ranks& ranks, std::vector<Code> mine) {
  if (ranks.size() == 1) return mine;
  RankBytes bytes;
  put_values(bytes, mine);
  std::vector<Code> out;
  for (const RankBytes& piece : ranks.all_gather(bytes)) {
    const std::vector<Code> theirs = RankReader(piece).values<Code>();
    out.insert(out.end(), theirs.begin(), theirs.end());
  }
  return out;
}

TierExits all_exits(Ranks& ranks, TierExits mine) {
  if (ranks.size() == 1) return mine;
  RankBytes bytes;
  std::vector<uint64_t> head;  // by exit: its tier and whether it is looked up
  for (const auto& [to, exit] : mine) head.insert(head.end(), {to, exit.looked_up ? 1U : 0U});
  put_values(bytes, head);
  for (const auto& [to, exit] : mine) put_values(bytes, exit.codes);
  TierExits out;
  for (const RankBytes& piece : ranks.all_gather(bytes)) {
    RankReader in(piece);
    const std::vector<uint64_t> theirs = in.values<uint64_t>();
    for (size_t i = 0; i + 1 < theirs.size(); i += 2) {
      TierExit& into = out[theirs[i]];
      into.looked_up |= theirs[i + 1] != 0;
      const std::vector<Code> codes = in.values<Code>();
      std::vector<Code> merged;
      merged.reserve(into.codes.size() + codes.size());
      std::set_union(into.codes.begin(), into.codes.end(), codes.begin(), codes.end(),
                     std::back_inserter(merged));
      into.codes = std::move(merged);
    }
  }
  return out;
}

uint64_t all_sum(Ranks& ranks, uint64_t mine) {
  if (ranks.size() == 1) return mine;
  RankBytes bytes;
  put_values(bytes, std::vector<uint64_t>{mine});
  uint64_t sum = 0;
  for (const RankBytes& piece : ranks.all_gather(bytes)) sum += RankReader(piece).values<uint64_t>().at(0);
  return sum;
}

}  // namespace adaptoid
