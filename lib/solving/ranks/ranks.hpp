#pragma once
// The processes of one solve (`mpirun -np N adaptoid solve ...`): N ranks that solve every tier
// together, each its share of the tier's classes by index range (solve's tiered_retrograde.hpp).
// This is all the solver sees of them: a few collective exchanges of bytes, in the same order on
// every rank. One process is the rank of a world of one (OneRank, no MPI); Open MPI's ranks come
// from a plugin loaded only when the tool runs under mpirun (rank_world.hpp), so the tool neither
// links nor needs MPI otherwise. The plugin implements this header alone: it holds no code of the
// library, only the virtual calls below, so nothing here may change its layout lightly.
#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace adaptoid {

using RankBytes = std::vector<char>;

// Items [0, count) handed out one at a time to whichever rank asks first, so a rank whose items
// cost more takes fewer of them: a static deal of Quantum Leap's starts, whose searches differ
// tenfold, left ranks idle while one still worked. Each item goes to exactly one rank.
class Deal {
 public:
  virtual ~Deal() = default;
  // The next item for this rank, or none when every item is taken.
  virtual std::optional<uint64_t> next() = 0;
};

// Item i to rank i mod N, whatever they cost: one process's deal (every item in turn), and the MPI
// plugin's where MPI gives no threads to answer the asks of the others.
class RoundRobinDeal final : public Deal {
 public:
  RoundRobinDeal(uint64_t count, int rank, int ranks)
      : count_(count), next_(static_cast<uint64_t>(rank)), step_(static_cast<uint64_t>(ranks)) {}
  std::optional<uint64_t> next() override {
    if (next_ >= count_) return std::nullopt;
    const uint64_t item = next_;
    next_ += step_;
    return item;
  }

 private:
  uint64_t count_, next_, step_;
};

class Ranks {
 public:
  virtual ~Ranks() = default;
  virtual int rank() const = 0;
  virtual int size() const = 0;
  // Every rank's bytes, by rank, on every rank (a collective call).
  virtual std::vector<RankBytes> all_gather(std::span<const char> mine) = 0;
  // Every rank's bytes, by rank, on rank 0 (empty on the others).
  virtual std::vector<RankBytes> gather(std::span<const char> mine) = 0;
  // Rank 0's bytes on every rank (the others' `bytes` are replaced).
  virtual void broadcast(RankBytes& bytes) = 0;
  // to_each[r] sent to rank r; what each rank sent this one, by rank (a collective call: the
  // batched look-ups of a solver whose numbers are spread over the ranks).
  virtual std::vector<RankBytes> all_to_all(std::vector<RankBytes> to_each) = 0;
  // A deal of `count` items (the same on every rank). Every rank calls it, asks next() until it
  // says none, and destroys the deal before its next exchange (rank 0's deal ends when every
  // rank has been told none).
  virtual std::unique_ptr<Deal> deal(uint64_t count) = 0;
  // Ends every rank of the run with this exit status (a rank that fails alone would leave the
  // others waiting in a collective call for ever).
  [[noreturn]] virtual void abort(int status) = 0;
  // Bytes this rank has sent to other ranks so far.
  virtual uint64_t bytes_sent() const = 0;
  // CPU seconds spent in the calls above, not working: a rank that waits long for another sleeps
  // between polls, but polls first (a reply is usually quick), and rank 0 deals from a thread.
  virtual double waiting_cpu_seconds() const = 0;
};

// The world of one process: every exchange is a copy, nothing is sent.
class OneRank final : public Ranks {
 public:
  int rank() const override { return 0; }
  int size() const override { return 1; }
  std::vector<RankBytes> all_gather(std::span<const char> mine) override {
    return {RankBytes(mine.begin(), mine.end())};
  }
  std::vector<RankBytes> gather(std::span<const char> mine) override { return all_gather(mine); }
  void broadcast(RankBytes&) override {}
  std::vector<RankBytes> all_to_all(std::vector<RankBytes> to_each) override { return to_each; }
  std::unique_ptr<Deal> deal(uint64_t count) override {
    return std::make_unique<RoundRobinDeal>(count, 0, 1);
  }
  [[noreturn]] void abort(int status) override;
  uint64_t bytes_sent() const override { return 0; }
  double waiting_cpu_seconds() const override { return 0; }
};

// The chunks a range of items is cut into for the ranks (for_dealt_chunks): guided, each a
// quarter of a rank's share of what is left, between kMinRankChunk and kMaxRankChunk items, so
// the first chunks are few and large and the last small, and the rank that takes the last one
// is not long alone. The same on every rank. Chunk j is [bounds[j], bounds[j + 1]).
inline constexpr size_t kMinRankChunk = 256, kMaxRankChunk = 16384;
inline std::vector<size_t> rank_chunk_bounds(size_t begin, size_t end, int ranks) {
  std::vector<size_t> bounds{begin};
  for (size_t at = begin; at < end;) {
    const size_t guided = (end - at) / (4 * static_cast<size_t>(ranks));
    at += std::min(end - at, std::clamp(guided, kMinRankChunk, kMaxRankChunk));
    bounds.push_back(at);
  }
  return bounds;
}

// The ranks' shares of a range of items: its chunks (rank_chunk_bounds), each to whichever rank
// asks first (deal), since the chunks' costs vary along the sorted codes and a rank that gets
// costly ones must not hold the others up (dealt in turn, chunk j to rank j mod size, two ranks
// on adaptoid-19 each waited 4.9-9.2 s for the other). Calls f(chunk, begin, end) for each chunk
// this rank takes, chunk numbers ascending; with one rank, once for the whole range (chunk 0). A
// collective call.
template <class F>
void for_dealt_chunks(Ranks& ranks, size_t begin, size_t end, F&& f) {
  if (ranks.size() == 1) return f(size_t{0}, begin, end);  // one process: one call, no deal
  const std::vector<size_t> bounds = rank_chunk_bounds(begin, end, ranks.size());
  const std::unique_ptr<Deal> deal = ranks.deal(bounds.size() - 1);
  while (const std::optional<uint64_t> j = deal->next())
    f(static_cast<size_t>(*j), bounds[*j], bounds[*j + 1]);
}

// Trivially copyable values in and out of the bytes ranks exchange.
template <class T>
void put_values(RankBytes& out, std::span<const T> values) {
  const uint64_t n = values.size();
  const char* count = reinterpret_cast<const char*>(&n);
  out.insert(out.end(), count, count + sizeof n);
  const char* data = reinterpret_cast<const char*>(values.data());
  out.insert(out.end(), data, data + n * sizeof(T));
}
template <class T>
void put_values(RankBytes& out, const std::vector<T>& values) {
  put_values(out, std::span<const T>(values));
}

// Reads back what put_values wrote, in the same order.
class RankReader {
 public:
  explicit RankReader(const RankBytes& bytes) : bytes_(bytes) {}
  template <class T>
  std::vector<T> values() {
    uint64_t n = 0;
    take(&n, sizeof n);
    std::vector<T> out(n);
    take(out.data(), n * sizeof(T));
    return out;
  }

 private:
  void take(void* into, size_t size);
  const RankBytes& bytes_;
  size_t at_ = 0;
};

}  // namespace adaptoid
