#pragma once
// perft on a fast generator: copy-make on the inner plies, bulk counting (count_turns) at the
// last, and a split below the root into tasks that threads take from one queue. Counts are those of perft.hpp
// on the plain game.
#include <adaptoid/fast/fast_game.hpp>
#include <adaptoid/util/parallel.hpp>

#include <algorithm>
#include <cstdint>
#include <mutex>
#include <utility>
#include <vector>

namespace adaptoid {

namespace fast_perft_detail {

// One buffer of children per ply, reused across the whole walk (no allocation per node).
template <FastGame G>
uint64_t walk(const G& game, const typename G::State& s, int depth,
              std::vector<std::vector<typename G::State>>& buffers) {
  if (depth == 0) return 1;
  if (depth == 1) return game.count_turns(s);
  // A game that can count its last two plies without making the first (Quantum Leap) does.
  if constexpr (requires { game.count_two_plies(s); })
    if (depth == 2) return game.count_two_plies(s);
  auto& kids = buffers[depth];
  game.children(s, kids);
  uint64_t total = 0;
  for (const auto& child : kids) total += walk(game, child, depth - 1, buffers);
  return total;
}

template <class State>
struct Job {
  State state;
  int root;       // index of the first turn it lies under
  int remaining;  // plies left below `state`
};

}  // namespace fast_perft_detail

template <FastGame G>
uint64_t fast_perft(const G& game, const typename G::State& s, int depth) {
  std::vector<std::vector<typename G::State>> buffers(std::max(depth, 0) + 1);
  return fast_perft_detail::walk(game, s, depth, buffers);
}

// Tasks a walk is cut into below the root, whatever the threads: enough that the queue keeps
// every thread busy to the end (a first turn's subtree can be a fifth of the whole), and the same
// tasks for any number of threads, so their counts can say what more cores would gain.
inline constexpr size_t kPerftTasks = 4096;

// The count below each first turn, in legal-turn order, using `threads` threads. The work is
// split at the root, then ply by ply below it until there are kPerftTasks tasks (or the tasks
// would be shallower than 3 plies); threads take tasks from one queue as they free up. With
// `task_nodes`, the count of each task, in queue order.
template <FastGame G>
std::vector<std::pair<Turn, uint64_t>> fast_perft_divide(const G& game, const typename G::State& s, int depth,
                                                         int threads = 1,
                                                         std::vector<uint64_t>* task_nodes = nullptr) {
  using State = typename G::State;
  using Job = fast_perft_detail::Job<State>;
  std::vector<std::pair<Turn, uint64_t>> out;
  if (depth < 1) return out;
  std::vector<Turn> turns;
  game.legal_turns(s, turns);
  std::vector<Job> jobs;
  for (size_t i = 0; i < turns.size(); ++i) {
    out.emplace_back(turns[i], 0);
    jobs.push_back({game.apply(s, turns[i]), static_cast<int>(i), depth - 1});
  }
  threads = std::max(threads, 1);
  std::vector<State> kids;
  while (!jobs.empty() && jobs.size() < kPerftTasks && jobs.front().remaining >= 3) {
    std::vector<Job> deeper;
    for (const Job& job : jobs) {
      game.children(job.state, kids);
      for (const State& k : kids) deeper.push_back({k, job.root, job.remaining - 1});
    }
    jobs = std::move(deeper);
  }
  if (task_nodes) task_nodes->assign(jobs.size(), 0);
  ChunkQueue queue(jobs.size(), 1);
  std::mutex merge;
  run_workers(threads, [&](int) {
    std::vector<uint64_t> mine(out.size(), 0);
    std::vector<std::vector<State>> buffers(depth + 1);
    for (uint64_t i, end; queue.next(i, end);) {
      const uint64_t nodes = fast_perft_detail::walk(game, jobs[i].state, jobs[i].remaining, buffers);
      mine[jobs[i].root] += nodes;
      if (task_nodes) (*task_nodes)[i] = nodes;
    }
    std::lock_guard lock(merge);
    for (size_t r = 0; r < out.size(); ++r) out[r].second += mine[r];
  });
  return out;
}

template <FastGame G>
uint64_t fast_perft_parallel(const G& game, const typename G::State& s, int depth, int threads,
                             std::vector<uint64_t>* task_nodes = nullptr) {
  if (depth == 0) return 1;
  if (threads <= 1 && !task_nodes) return fast_perft(game, s, depth);
  uint64_t total = 0;
  for (const auto& [turn, count] : fast_perft_divide(game, s, depth, threads, task_nodes)) total += count;
  return total;
}

}  // namespace adaptoid
