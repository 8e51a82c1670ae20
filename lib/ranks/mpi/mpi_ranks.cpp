// The MPI plugin (libadaptoid_mpi.so): Open MPI's processes as the ranks of a solve (ranks.hpp).
// Loaded by rank_world.cpp only under mpirun, so only such runs need libmpi. It implements the
// header alone and links nothing of the library.
#include <adaptoid/ranks/ranks.hpp>

#include <mpi.h>

#include <time.h>

#include <algorithm>

namespace adaptoid {

namespace {

// Messages go in pieces of at most 1 GiB: MPI counts are ints.
constexpr size_t kPiece = size_t{1} << 30;

double thread_cpu_seconds() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
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

class MpiRanks final : public Ranks {
 public:
  MpiRanks() {
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
    MPI_Bcast(&n, 1, MPI_UINT64_T, 0, MPI_COMM_WORLD);
    if (rank_ != 0) bytes.resize(n);
    for (size_t at = 0; at < n; at += kPiece) {
      const int count = static_cast<int>(std::min(kPiece, n - at));
      MPI_Bcast(bytes.data() + at, count, MPI_BYTE, 0, MPI_COMM_WORLD);
    }
    if (rank_ == 0) sent_ += (n + sizeof n) * static_cast<uint64_t>(size_ - 1);
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
    MPI_Send(&n, 1, MPI_UINT64_T, to, 0, MPI_COMM_WORLD);
    for (size_t at = 0; at < n; at += kPiece)
      MPI_Send(bytes.data() + at, static_cast<int>(std::min(kPiece, n - at)), MPI_BYTE, to, 0,
               MPI_COMM_WORLD);
    sent_ += n + sizeof n;
  }
  RankBytes receive(int from) {
    uint64_t n = 0;
    MPI_Recv(&n, 1, MPI_UINT64_T, from, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    RankBytes bytes(n);
    for (size_t at = 0; at < n; at += kPiece)
      MPI_Recv(bytes.data() + at, static_cast<int>(std::min(kPiece, n - at)), MPI_BYTE, from, 0,
               MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    return bytes;
  }

  int rank_ = 0, size_ = 1;
  uint64_t sent_ = 0;
  double waiting_ = 0;
};

}  // namespace

}  // namespace adaptoid

// The entry point rank_world.cpp looks up: MPI started (threads call no MPI: funneled), or nullptr.
extern "C" __attribute__((visibility("default"))) adaptoid::Ranks* adaptoid_mpi_ranks() {
  int provided = 0;
  if (MPI_Init_thread(nullptr, nullptr, MPI_THREAD_FUNNELED, &provided) != MPI_SUCCESS) return nullptr;
  return new adaptoid::MpiRanks();
}
