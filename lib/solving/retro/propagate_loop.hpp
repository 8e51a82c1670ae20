#pragma once
// The loop of the propagation of forced wins (class_propagate.hpp), for any way of finding the
// parents of a class: the graph's parent lists, or the rules walked backwards (the dense solver's
// quiet parents). A class's questions 1.. count their unresolved successors in units of weight:
// a child that resolves tells each of its parents with its own weight, and the successors
// outside the graph count as one successor of the class's own weight. With lists every weight
// is 1; with classes of positions under a symmetry group, a class's weight is the size of its
// orbit (up to a common factor), which makes the counts come out exactly whichever images the
// parents were found from.
#include <adaptoid/solving/retro/class_propagate.hpp>
#include <adaptoid/util/result.hpp>

#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <vector>

namespace adaptoid {

// Whether an outside successor resolves question k (at x.plies_plus_one[k]).
inline bool outside_takes(const ExternalWins& x, int k) {
  return x.plies_plus_one[k] && (k == 0 || !(x.blocked >> k & 1));
}

// The classes whose outside successors resolve a question at q = plies_plus_one[k] (unless
// blocked): by_ply[first_at[q] .. first_at[q + 1]), sorted by counting (a class once per distinct q).
struct OutsideByPly {
  std::vector<uint64_t> first_at;
  std::vector<uint32_t> by_ply;
  size_t last = 0;  // the largest q with a class, 0 for none
};
OutsideByPly outside_by_ply(const std::vector<ExternalWins>& external, int players);

inline constexpr size_t kPropagateBatch = size_t{1} << 16;  // classes whose parents are asked at once

// Every question of every class of `winner` (kNoWinner or who won at once, counted from the
// mover), in order of plies. `unresolved` (class * (players - 1) + k - 1) holds each question's
// successors in units of weight, the outside ones included; weight(p) is class p's own weight;
// parents(cs, n, tell) calls tell(i, p, w) for every parent p of class cs[i], i < n, w being
// cs[i]'s weight (once a turn into it, or once an image of it a parent leads to, as the weights
// are counted): the classes come in batches, so that their parents may be found on threads (the
// order of the calls does not change the result).
template <class Weight, class Parents>
std::vector<ForcedWins> propagate_loop(const std::vector<uint8_t>& winner,
                                       const std::vector<ExternalWins>& external,
                                       std::vector<uint32_t> unresolved, int players, Weight&& weight,
                                       Parents&& parents) {
  const size_t n = winner.size();
  // buckets[q]: questions resolved with plies_plus_one q (class * players + question), whose
  // parents are told in turn. Taken in order of q, so every question is set at its fewest plies.
  std::vector<std::vector<uint64_t>> buckets(2);
  auto bucket = [&](size_t q) -> std::vector<uint64_t>& {
    if (q >= buckets.size()) buckets.resize(q + 1);
    return buckets[q];
  };
  std::vector<ForcedWins> wins(n);
  for (size_t p = 0; p < n; ++p)
    if (winner[p] != kNoWinner) {
      wins[p].plies_plus_one[winner[p]] = 1;
      bucket(1).push_back(p * players + winner[p]);
    }
  OutsideByPly by_q;
  if (!external.empty()) by_q = outside_by_ply(external, players);
  if (by_q.last > 0) bucket(by_q.last);
  // A successor forces question k of p in q - 1 plies; w of p's units of successors are done.
  auto resolve = [&](uint64_t p, int k, size_t q, uint32_t w) {
    if (wins[p].plies_plus_one[k]) return;
    if (k != 0) {
      uint32_t& left = unresolved[p * (players - 1) + k - 1];
      if (w > left) throw std::logic_error("propagation: more successors told than counted");
      if ((left -= w) != 0) return;  // the others need every turn won
    }
    if (q >= UINT16_MAX)
      throw fail("solve: a forced win longer than 65,534 plies");  // the solver's entry returns it
    wins[p].plies_plus_one[k] = static_cast<uint16_t>(q + 1);
    bucket(q + 1).push_back(p * players + k);
  };
  std::vector<uint64_t> batch;  // the classes of a batch of bucket q's questions
  for (size_t q = 1; q < buckets.size(); ++q) {
    if (q + 1 < by_q.first_at.size())
      for (uint64_t at = by_q.first_at[q]; at < by_q.first_at[q + 1]; ++at) {
        const uint32_t p = by_q.by_ply[at];
        for (int k = 0; k < players; ++k)
          if (outside_takes(external[p], k) && external[p].plies_plus_one[k] == q)
            resolve(p, k, q, weight(p));
      }
    // By index and in batches: bucket() may move the buckets (but not the entries of bucket q).
    for (size_t from = 0; from < buckets[q].size(); from += kPropagateBatch) {
      const uint64_t* e = buckets[q].data() + from;
      batch.resize(std::min(kPropagateBatch, buckets[q].size() - from));
      for (size_t i = 0; i < batch.size(); ++i) batch[i] = e[i] / players;
      parents(batch.data(), batch.size(), [&](size_t i, uint64_t p, uint32_t w) {
        // The player k places after a child's mover is k + 1 places after the parent's.
        resolve(p, static_cast<int>(e[i] % players + 1) % players, q, w);
      });
    }
    std::vector<uint64_t>().swap(buckets[q]);
  }
  return wins;
}

}  // namespace adaptoid
