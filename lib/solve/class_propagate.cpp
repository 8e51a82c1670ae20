// Propagation of forced wins over a graph of classes (see class_propagate.hpp).
#include <adaptoid/solve/class_index.hpp>
#include <adaptoid/solve/class_propagate.hpp>

#include <adaptoid/core/parallel.hpp>

#include <algorithm>
#include <atomic>
#include <stdexcept>

namespace adaptoid {

namespace {

// Whether an outside successor resolves question k (at x.plies_plus_one[k]).
bool takes(const ExternalWins& x, int k) {
  return x.plies_plus_one[k] && (k == 0 || !(x.blocked >> k & 1));
}

}  // namespace

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
    if (takes(*this, k)) w.plies_plus_one[k] = static_cast<uint16_t>(plies_plus_one[k] + 1);
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

// The outside successors resolve question k of p at q = plies_plus_one[k] (unless blocked): the
// classes with such a q are by_ply[first_at[q] .. first_at[q + 1]), sorted by counting (a class
// once per distinct q, 4 bytes: the big tiers have a few outside values a class).
struct OutsideByPly {
  std::vector<uint64_t> first_at;
  std::vector<uint32_t> by_ply;
  size_t last = 0;  // the largest q with a class, 0 for none
};

OutsideByPly outside_by_ply(const ClassGraph& g, size_t n, int players) {
  auto each_ply = [&](size_t p, auto&& f) {
    const ExternalWins& x = g.external[p];
    for (int k = 0; k < players; ++k) {
      bool seen = false;
      for (int j = 0; j < k; ++j) seen |= takes(x, j) && x.plies_plus_one[j] == x.plies_plus_one[k];
      if (takes(x, k) && !seen) f(x.plies_plus_one[k]);
    }
  };
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

}  // namespace

namespace {

// What one level's workers share: a question may be reached from several classes of the level at
// once, so its win and its count of unresolved successors change atomically; the one worker that
// settles a question files it in its own list for the next level.
struct Propagation {
  int players;
  std::vector<ForcedWins>& wins;
  std::vector<uint32_t>& unresolved;

  // A successor forces question k of p in q - 1 plies: true when that settles the question.
  bool resolve(uint64_t p, int k, size_t q) const {
    std::atomic_ref<uint16_t> won(wins[p].plies_plus_one[k]);
    if (won.load(std::memory_order_relaxed)) return false;
    // The others need every turn won: only the last of them to be told settles the question.
    if (k != 0 && std::atomic_ref<uint32_t>(unresolved[p * (players - 1) + k - 1])
                          .fetch_sub(1, std::memory_order_relaxed) != 1)
      return false;
    if (q >= UINT16_MAX) throw std::length_error("solve: a forced win longer than 65,534 plies");
    uint16_t none = 0;
    return won.compare_exchange_strong(none, static_cast<uint16_t>(q + 1), std::memory_order_relaxed);
  }
};

}  // namespace

std::vector<ForcedWins> propagate_classes(ClassGraph g, int players, int threads) {
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
  // level: the questions settled with plies_plus_one q (class * players + question), whose
  // parents are told in turn. Levels are taken in order of q, so every question is settled at its
  // fewest plies, whichever worker tells it first.
  std::vector<uint64_t> level;
  std::vector<ForcedWins> wins(n);
  for (size_t p = 0; p < n; ++p)
    if (g.winner[p] != kNoWinner) {
      wins[p].plies_plus_one[g.winner[p]] = 1;
      level.push_back(p * players + g.winner[p]);
    }
  OutsideByPly by_q;
  if (outside) by_q = outside_by_ply(g, n, players);
  const size_t last_outside = outside ? by_q.last : 0;
  const Propagation prop{players, wins, unresolved};
  threads = std::max(threads, 1);
  std::vector<std::vector<uint64_t>> next(static_cast<size_t>(threads));
  constexpr uint64_t kChunk = 1024;
  // A small level stays on this thread: a level's threads are started anew, and a tier may have
  // hundreds of levels of a few classes each.
  const auto workers = [&](uint64_t count) {
    return static_cast<int>(
        std::min<uint64_t>(static_cast<uint64_t>(threads), (count + kChunk - 1) / kChunk));
  };
  for (size_t q = 1; !level.empty() || q <= last_outside; ++q) {
    const bool any_outside = q <= last_outside;
    const uint64_t from = any_outside ? by_q.first_at[q] : 0, to = any_outside ? by_q.first_at[q + 1] : 0;
    // First the classes an outside successor settles at q, then the parents of the level's own.
    parallel_for(to - from, kChunk, workers(to - from), [&](int w, uint64_t i) {
      const uint32_t p = by_q.by_ply[from + i];
      for (int k = 0; k < players; ++k)
        if (takes(g.external[p], k) && g.external[p].plies_plus_one[k] == q && prop.resolve(p, k, q))
          next[w].push_back(p * players + k);
    });
    parallel_for(level.size(), kChunk, workers(level.size()), [&](int w, uint64_t i) {
      // The player k places after a child's mover is k + 1 places after the parent's.
      const uint64_t c = level[i] / players;
      const int k = static_cast<int>(level[i] % players + 1) % players;
      for (uint64_t at = start[c + 1]; at < start[c + 2]; ++at)
        if (prop.resolve(parents[at], k, q)) next[w].push_back(uint64_t{parents[at]} * players + k);
    });
    level.clear();
    for (auto& mine : next) {
      level.insert(level.end(), mine.begin(), mine.end());
      mine.clear();
    }
  }
  return wins;
}

}  // namespace adaptoid
