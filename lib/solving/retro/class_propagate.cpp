// Propagation of forced wins over a graph of classes (see class_propagate.hpp).
#include <adaptoid/solving/retro/class_index.hpp>
#include <adaptoid/solving/retro/class_propagate.hpp>
#include <adaptoid/solving/retro/propagate_loop.hpp>

#include <stdexcept>

namespace adaptoid {

void ExternalWins::add(const ForcedWins& kid, int players) {
  any = true;
  for (int k = 0; k < players; ++k) {
    // The player k places after the parent's mover is k - 1 places after the child's.
    const uint16_t q = kid.plies_plus_one[(k + players - 1) % players];
    if (k == 0) {
      if (q && (!plies_plus_one[0] || q < plies_plus_one[0])) plies_plus_one[0] = q;
    } else if (q) {
      plies_plus_one[k] = std::max(plies_plus_one[k], q);
    } else {
      blocked = static_cast<uint8_t>(blocked | 1 << k);
    }
  }
}

ForcedWins ExternalWins::alone(int players) const {
  ForcedWins w;  // question k resolved at q plies by a successor is won at q + 1
  for (int k = 0; k < players; ++k)
    if (outside_takes(*this, k)) w.plies_plus_one[k] = static_cast<uint16_t>(plies_plus_one[k] + 1);
  return w;
}

namespace {

// Reverse edges, compressed: the parents of c are parents[start[c + 1] .. start[c + 2]).
struct ParentLists {
  std::vector<uint64_t> start;
  std::vector<uint32_t> parents;
};

ParentLists parent_lists(const ClassGraph& g, size_t n) {
  ParentLists r;
  std::vector<uint64_t>& start = r.start;
  // The ends are counted down to the starts while the parents are filled in.
  start.assign(n + 2, 0);
  for (uint32_t c : g.children) ++start[c + 2];
  for (size_t i = 0; i < n; ++i) start[i + 2] += start[i + 1];
  r.parents.resize(g.children.size());
  for (size_t p = 0; p < n; ++p)
    for (uint64_t e = g.first_child[p]; e < g.first_child[p + 1]; ++e)
      r.parents[--start[g.children[e] + 2]] = static_cast<uint32_t>(p);
  std::copy(start.begin() + 2, start.end(), start.begin() + 1);  // start[c + 1]: c's first parent
  start[n + 1] = r.parents.size();
  return r;
}

}  // namespace

OutsideByPly outside_by_ply(const std::vector<ExternalWins>& external, int players) {
  auto each_ply = [&](size_t p, auto&& f) {
    const ExternalWins& x = external[p];
    for (int k = 0; k < players; ++k) {
      bool seen = false;
      for (int j = 0; j < k; ++j) seen |= outside_takes(x, j) && x.plies_plus_one[j] == x.plies_plus_one[k];
      if (outside_takes(x, k) && !seen) f(x.plies_plus_one[k]);
    }
  };
  const size_t n = external.size();
  OutsideByPly r;
  std::vector<uint64_t>& first_at = r.first_at;
  first_at.assign(UINT16_MAX + 2, 0);
  for (size_t p = 0; p < n; ++p) each_ply(p, [&](size_t q) { ++first_at[q + 1]; });
  for (size_t q = 0; q + 1 < first_at.size(); ++q) first_at[q + 1] += first_at[q];
  r.by_ply.resize(first_at.back());
  std::vector<uint64_t> fill(first_at.begin(), first_at.end() - 1);
  for (size_t p = 0; p < n; ++p)
    each_ply(p, [&](size_t q) { r.by_ply[fill[q]++] = static_cast<uint32_t>(p); });
  for (size_t q = UINT16_MAX; q > 0; --q)
    if (first_at[q + 1] > first_at[q]) {
      r.last = q;
      break;
    }
  return r;
}

std::vector<ForcedWins> propagate_classes(ClassGraph g, int players) {
  const size_t n = g.winner.size();
  const bool outside = !g.external.empty();
  ParentLists reversed = parent_lists(g, n);
  const std::vector<uint64_t> start = std::move(reversed.start);
  const std::vector<uint32_t> parents = std::move(reversed.parents);
  release(g.children);
  // Unresolved successors of each class for questions 1.. (question 0 needs only one): all the
  // outside successors of a question count as one, resolved at the slowest of them.
  std::vector<uint32_t> unresolved(n * (players - 1));
  for (size_t p = 0; p < n; ++p)
    for (int k = 1; k < players; ++k)
      unresolved[p * (players - 1) + k - 1] =
          static_cast<uint32_t>(g.first_child[p + 1] - g.first_child[p]) + (outside && g.external[p].any);
  release(g.first_child);
  return propagate_loop(
      g.winner, g.external, std::move(unresolved), players, [](uint64_t) { return uint32_t{1}; },
      [&](const uint64_t* cs, size_t batch, auto&& tell) {
        for (size_t i = 0; i < batch; ++i)
          for (uint64_t at = start[cs[i] + 1]; at < start[cs[i] + 2]; ++at) tell(i, parents[at], 1);
      });
}

}  // namespace adaptoid
