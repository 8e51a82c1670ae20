// The MPI plugin (libadaptoid_mpi.so): Open MPI's processes as the ranks of a solve (ranks.hpp).
// Loaded by rank_world.cpp only under mpirun, so only such runs need libmpi. It implements the
// header alone and links nothing of the library.
#include <adaptoid/solving/ranks/ranks.hpp>

#include <mpi.h>

#include <time.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <thread>

namespace adaptoid {

namespace {

// Messages go in pieces of at most 1 GiB: MPI counts are ints.
constexpr size_t kPiece = size_t{1} << 30;

double thread_cpu_seconds() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

// Open MPI waits by polling, a core a waiting rank, which on a busy machine is taken from the
// rank it waits for (results.md: mpirun -np 2 at load, 1.4-1.6x instead of 1.73x). So a wait
// polls for its first 100 us, within which most replies come, then naps between polls from 20 us
// doubling to 1 ms: a long wait costs about a poll a millisecond, and sees its reply at most a nap
// late.
class Backoff {
 public:
  explicit Backoff(std::chrono::microseconds spin = std::chrono::microseconds{100}) : spin_(spin) {}
  void pause() {
    using namespace std::chrono_literals;
    if (std::chrono::steady_clock::now() - from_ < spin_) return;
    std::this_thread::sleep_for(nap_);
    nap_ = std::min<std::chrono::microseconds>(nap_ * 2, 1ms);
  }

 private:
  std::chrono::microseconds spin_;
  std::chrono::steady_clock::time_point from_ = std::chrono::steady_clock::now();
  std::chrono::microseconds nap_{20};
};

void wait_quietly(MPI_Request& request) {
  Backoff backoff;
  for (int done = 0;;) {
    MPI_Test(&request, &done, MPI_STATUS_IGNORE);
    if (done) return;
    backoff.pause();
  }
}

// Adds the calling thread's CPU time from its making to its end to `into`.
class CpuSpent {
 public:
  explicit CpuSpent(double& into) : into_(into), from_(thread_cpu_seconds()) {}
  ~CpuSpent() { into_ += thread_cpu_seconds() - from_; }
  CpuSpent(const CpuSpent&) = delete;
  CpuSpent& operator=(const CpuSpent&) = delete;

 private:
  double& into_;
  double from_;
};

constexpr int kAsk = 1, kGive = 2;  // a deal's tags (the gathers' are 0)
constexpr int kSpread = 3;          // all_to_all's
constexpr uint64_t kNoItem = UINT64_MAX;

// Rank 0's side of a deal: its own asks take from the counter, and a thread answers the other
// ranks' (the main thread makes no MPI call while the deal lasts: MPI_THREAD_SERIALIZED).
class DealerDeal final : public Deal {
 public:
  DealerDeal(uint64_t count, int ranks, double& waiting)
      : count_(count), waiting_(waiting), dealer_([this, ranks] { answer(ranks); }) {}
  ~DealerDeal() override {
    dealer_.join();
    waiting_ += dealer_cpu_;
  }
  DealerDeal(const DealerDeal&) = delete;
  DealerDeal& operator=(const DealerDeal&) = delete;
  std::optional<uint64_t> next() override {
    const uint64_t item = take();
    if (item == kNoItem) return std::nullopt;
    return item;
  }

 private:
  uint64_t take() {
    const uint64_t item = next_.fetch_add(1);
    return item < count_ ? item : kNoItem;
  }
  // Until every other rank has been told there is no item left.
  void answer(int ranks) {
    const CpuSpent spent(dealer_cpu_);
    Backoff backoff;
    for (int done = 1; done < ranks;) {
      int asked = 0;
      MPI_Status status;
      MPI_Iprobe(MPI_ANY_SOURCE, kAsk, MPI_COMM_WORLD, &asked, &status);
      if (!asked) {
        backoff.pause();
        continue;
      }
      MPI_Recv(nullptr, 0, MPI_BYTE, status.MPI_SOURCE, kAsk, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      const uint64_t item = take();
      MPI_Send(&item, 1, MPI_UINT64_T, status.MPI_SOURCE, kGive, MPI_COMM_WORLD);
      done += item == kNoItem;
      // No spin after a reply: the asker asks again when it starts the item it was given (the
      // next ask is an item's work away), and spinning would take that time from the ranks.
      backoff = Backoff(std::chrono::microseconds{0});
    }
  }

  const uint64_t count_;
  double& waiting_;
  double dealer_cpu_ = 0;
  std::atomic<uint64_t> next_{0};
  std::thread dealer_;  // last: it starts once the rest is made
};

// Another rank's side: each item asked of rank 0, the next asked for as soon as one is given, so
// the reply (up to a dealer's nap late) comes while this rank works: the tiered solver's chunks
// take from about 1 ms (the last of a batch) to 70 ms, and a 1 ms wait on each would cost up to
// as much as the work.
class AskingDeal final : public Deal {
 public:
  explicit AskingDeal(double& waiting) : waiting_(waiting) { ask(); }
  ~AskingDeal() override {
    if (asking_) take();  // left midway: the reply is still owed, and the dealer must not block
  }
  AskingDeal(const AskingDeal&) = delete;
  AskingDeal& operator=(const AskingDeal&) = delete;
  std::optional<uint64_t> next() override {
    if (!asking_) return std::nullopt;
    const uint64_t item = take();
    if (item == kNoItem) return std::nullopt;
    ask();
    return item;
  }

 private:
  void ask() {
    const CpuSpent spent(waiting_);
    MPI_Irecv(&item_, 1, MPI_UINT64_T, 0, kGive, MPI_COMM_WORLD, &requests_[0]);
    MPI_Isend(nullptr, 0, MPI_BYTE, 0, kAsk, MPI_COMM_WORLD, &requests_[1]);
    asking_ = true;
  }
  uint64_t take() {
    const CpuSpent spent(waiting_);
    wait_quietly(requests_[1]);
    wait_quietly(requests_[0]);
    asking_ = false;
    return item_;
  }

  double& waiting_;
  MPI_Request requests_[2]{};
  uint64_t item_ = kNoItem;
  bool asking_ = false;
};

class MpiRanks final : public Ranks {
 public:
  explicit MpiRanks(bool threads) : threads_(threads) {
    MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
    MPI_Comm_size(MPI_COMM_WORLD, &size_);
  }
  ~MpiRanks() override { MPI_Finalize(); }
  MpiRanks(const MpiRanks&) = delete;
  MpiRanks& operator=(const MpiRanks&) = delete;

  int rank() const override { return rank_; }
  int size() const override { return size_; }

  std::vector<RankBytes> gather(std::span<const char> mine) override {
    const CpuSpent spent(waiting_);
    std::vector<RankBytes> out;
    if (rank_ != 0) {
      send(mine, 0);
      return out;
    }
    out.resize(size_);
    out[0].assign(mine.begin(), mine.end());
    for (int r = 1; r < size_; ++r) out[r] = receive(r);
    return out;
  }

  std::vector<RankBytes> all_gather(std::span<const char> mine) override {
    std::vector<RankBytes> all = gather(mine);
    all.resize(size_);
    for (RankBytes& piece : all) broadcast(piece);
    return all;
  }

  void broadcast(RankBytes& bytes) override {
    const CpuSpent spent(waiting_);
    uint64_t n = bytes.size();
    MPI_Request request;
    MPI_Ibcast(&n, 1, MPI_UINT64_T, 0, MPI_COMM_WORLD, &request);
    wait_quietly(request);
    if (rank_ != 0) bytes.resize(n);
    for (size_t at = 0; at < n; at += kPiece) {
      const int count = static_cast<int>(std::min(kPiece, n - at));
      MPI_Ibcast(bytes.data() + at, count, MPI_BYTE, 0, MPI_COMM_WORLD, &request);
      wait_quietly(request);
    }
    if (rank_ == 0) sent_ += (n + sizeof n) * static_cast<uint64_t>(size_ - 1);
  }

  std::vector<RankBytes> all_to_all(std::vector<RankBytes> to_each) override {
    const CpuSpent spent(waiting_);
    to_each.resize(size_);
    std::vector<uint64_t> sizes(size_), theirs(size_);
    for (int r = 0; r < size_; ++r) sizes[r] = to_each[r].size();
    MPI_Request request;
    MPI_Ialltoall(sizes.data(), 1, MPI_UINT64_T, theirs.data(), 1, MPI_UINT64_T, MPI_COMM_WORLD, &request);
    wait_quietly(request);
    std::vector<RankBytes> from(size_);
    std::vector<MPI_Request> requests;
    for (int r = 0; r < size_; ++r) {
      if (r == rank_) {
        from[r] = std::move(to_each[r]);
        continue;
      }
      from[r].resize(theirs[r]);
      for (size_t at = 0; at < theirs[r]; at += kPiece)
        MPI_Irecv(from[r].data() + at, static_cast<int>(std::min(kPiece, theirs[r] - at)), MPI_BYTE, r,
                  kSpread, MPI_COMM_WORLD, &requests.emplace_back());
      for (size_t at = 0; at < sizes[r]; at += kPiece)
        MPI_Isend(to_each[r].data() + at, static_cast<int>(std::min(kPiece, sizes[r] - at)), MPI_BYTE, r,
                  kSpread, MPI_COMM_WORLD, &requests.emplace_back());
      sent_ += sizes[r] + sizeof(uint64_t);
    }
    for (MPI_Request& r : requests) wait_quietly(r);
    return from;
  }

  std::unique_ptr<Deal> deal(uint64_t count) override {
    if (!threads_) return std::make_unique<RoundRobinDeal>(count, rank_, size_);
    if (rank_ == 0) return std::make_unique<DealerDeal>(count, size_, waiting_);
    return std::make_unique<AskingDeal>(waiting_);
  }

  [[noreturn]] void abort(int status) override {
    MPI_Abort(MPI_COMM_WORLD, status);
    __builtin_unreachable();
  }
  uint64_t bytes_sent() const override { return sent_; }
  double waiting_cpu_seconds() const override { return waiting_; }

 private:
  void send(std::span<const char> bytes, int to) {
    const uint64_t n = bytes.size();
    MPI_Request request;
    MPI_Isend(&n, 1, MPI_UINT64_T, to, 0, MPI_COMM_WORLD, &request);
    wait_quietly(request);
    for (size_t at = 0; at < n; at += kPiece) {
      MPI_Isend(bytes.data() + at, static_cast<int>(std::min(kPiece, n - at)), MPI_BYTE, to, 0,
                MPI_COMM_WORLD, &request);
      wait_quietly(request);
    }
    sent_ += n + sizeof n;
  }
  RankBytes receive(int from) {
    uint64_t n = 0;
    MPI_Request request;
    MPI_Irecv(&n, 1, MPI_UINT64_T, from, 0, MPI_COMM_WORLD, &request);
    wait_quietly(request);
    RankBytes bytes(n);
    for (size_t at = 0; at < n; at += kPiece) {
      MPI_Irecv(bytes.data() + at, static_cast<int>(std::min(kPiece, n - at)), MPI_BYTE, from, 0,
                MPI_COMM_WORLD, &request);
      wait_quietly(request);
    }
    return bytes;
  }

  bool threads_;  // MPI allows calls from a thread other than main (the dealer's)
  int rank_ = 0, size_ = 1;
  uint64_t sent_ = 0;
  double waiting_ = 0;
};

}  // namespace

}  // namespace adaptoid

// The entry point rank_world.cpp looks up: MPI started, or nullptr. One thread at a time calls MPI
// (serialized): the main thread, or rank 0's dealer while the main thread makes no MPI call.
extern "C" __attribute__((visibility("default"))) adaptoid::Ranks* adaptoid_mpi_ranks() {
  int provided = 0;
  if (MPI_Init_thread(nullptr, nullptr, MPI_THREAD_SERIALIZED, &provided) != MPI_SUCCESS) return nullptr;
  return new adaptoid::MpiRanks(provided >= MPI_THREAD_SERIALIZED);
}
