#pragma once
// The one way the library runs work on threads. Every multi-threaded algorithm (perft,
// enumeration, the solvers, table verification, puzzle batches) is written with these three:
//   run_workers(threads, worker)      worker(id) on `threads` threads, joined, errors rethrown;
//   ChunkQueue                        hands out chunks of an index range to whoever asks first,
//                                     so a slow chunk never leaves the other threads idle;
//   in_slices(begin, end, threads, f) equal slices in order, for results gathered per thread
//                                     that must concatenate in index order.
// A Cancel token stops the queue handing out chunks; progress is counted by the queue.
// simulated_speedup() says what a split into tasks would gain on more cores than the machine has.
#include <algorithm>
#include <atomic>
#include <cstdint>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace adaptoid {

// Set once from anywhere (another thread, a signal handler's flag, a budget); the work that
// checks it stops at its next chunk.
class Cancel {
 public:
  void request() { stop_.store(true, std::memory_order_relaxed); }
  bool requested() const { return stop_.load(std::memory_order_relaxed); }

 private:
  std::atomic<bool> stop_{false};
};

// Runs worker(id) for id = 0 .. threads-1, id 0 on the calling thread, and joins every thread.
// An exception thrown by a worker is rethrown here once all have stopped (the first one wins),
// after `on_error` (e.g. a Cancel's request) has been called so the others stop early.
template <class Worker>
void run_workers(int threads, Worker&& worker, Cancel* on_error = nullptr) {
  threads = std::max(threads, 1);
  std::exception_ptr failure;
  std::mutex lock;
  auto guarded = [&](int id) {
    try {
      worker(id);
    } catch (...) {
      std::lock_guard<std::mutex> guard(lock);
      if (!failure) failure = std::current_exception();
      if (on_error) on_error->request();
    }
  };
  std::vector<std::thread> pool;
  pool.reserve(static_cast<size_t>(threads - 1));
  for (int id = 1; id < threads; ++id) pool.emplace_back(guarded, id);
  guarded(0);
  for (auto& t : pool) t.join();
  if (failure) std::rethrow_exception(failure);
}

// Chunks of [0, count), `chunk` indices each (the last may be shorter), to any thread that asks.
class ChunkQueue {
 public:
  ChunkQueue(uint64_t count, uint64_t chunk, const Cancel* cancel = nullptr)
      : count_(count), chunk_(std::max<uint64_t>(chunk, 1)), cancel_(cancel) {}
  // The next chunk [begin, end); false when the range is used up or the work was cancelled.
  bool next(uint64_t& begin, uint64_t& end) {
    if (cancel_ && cancel_->requested()) return false;
    begin = next_.fetch_add(chunk_, std::memory_order_relaxed);
    if (begin >= count_) return false;
    end = std::min(count_, begin + chunk_);
    return true;
  }

 private:
  uint64_t count_, chunk_;
  const Cancel* cancel_;
  std::atomic<uint64_t> next_{0};
};

// Calls body(worker, i) for every i in [0, count), in chunks handed out as threads free up.
template <class Body>
void parallel_for(uint64_t count, uint64_t chunk, int threads, Body&& body, const Cancel* cancel = nullptr) {
  ChunkQueue queue(count, chunk, cancel);
  run_workers(threads, [&](int worker) {
    for (uint64_t begin, end; queue.next(begin, end);)
      for (uint64_t i = begin; i < end; ++i) body(worker, i);
  });
}

// Runs work(slice_begin, slice_end, t) over `threads` equal slices of [begin, end), slice t the
// t-th in order; no more threads than indices.
template <class Work>
void in_slices(size_t begin, size_t end, int threads, Work&& work) {
  const size_t n = end - begin;
  threads = static_cast<int>(
      std::clamp<size_t>(static_cast<size_t>(std::max(threads, 1)), 1, std::max<size_t>(n, 1)));
  run_workers(threads, [&](int t) {
    work(begin + n * static_cast<size_t>(t) / static_cast<size_t>(threads),
         begin + n * static_cast<size_t>(t + 1) / static_cast<size_t>(threads), t);
  });
}

// What a queue of tasks of these costs (handed out in order, each to the first worker free, as
// ChunkQueue with chunks of one does) would gain on `workers` workers over one: the total cost
// over the time the last worker finishes (simulated_makespan: that time). The costs stand in for times (e.g.
// nodes counted), so the answer ignores memory and clock limits; it shows whether the split leaves workers
// idle.
inline uint64_t simulated_makespan(const std::vector<uint64_t>& costs, int workers) {
  std::vector<uint64_t> finish(static_cast<size_t>(std::max(workers, 1)), 0);  // a min-heap
  for (const uint64_t c : costs) {
    std::pop_heap(finish.begin(), finish.end(), std::greater<>());
    finish.back() += c;
    std::push_heap(finish.begin(), finish.end(), std::greater<>());
  }
  return *std::max_element(finish.begin(), finish.end());
}

// What a sequence of splits run one after another (the positions of a bench, each split into
// its own tasks) would gain: the total cost over the sum of each split's makespan.
struct SplitProjection {
  std::vector<std::vector<uint64_t>> splits;
  void add(const std::vector<uint64_t>& tasks) {
    if (!tasks.empty()) splits.push_back(tasks);
  }
  uint64_t total() const {
    uint64_t sum = 0;
    for (const auto& tasks : splits)
      for (const uint64_t c : tasks) sum += c;
    return sum;
  }
  double speedup(int workers) const {
    uint64_t last = 0;
    for (const auto& tasks : splits) last += simulated_makespan(tasks, workers);
    return last ? static_cast<double>(total()) / static_cast<double>(last) : 1.0;
  }
};

// The gain of one split (see simulated_makespan).
inline double simulated_speedup(const std::vector<uint64_t>& costs, int workers) {
  SplitProjection one;
  one.add(costs);
  return one.speedup(workers);
}

}  // namespace adaptoid
