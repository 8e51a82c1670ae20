#pragma once
// A table file opened by memory mapping, its bytes checked block by block the first time they are
// read, so a probe touches (and checks) only the blocks it needs, and a damaged block is refused,
// never answered.
//
// Format version 3 (retro_table_io.hpp) ends a file with a block index: the bytes before it
// (header and body, the same bytes as version 2 but for the version field) are cut into blocks
// of 64 KiB, each with its own sum, and a footer says where the index starts:
//   [header and body: `body_end` bytes] [u64 block size] [u64 blocks] [u64 sum a block ...]
//   [u64 body_end] [u64 FNV-1a of the index and the body_end field]
// The index is checked when the file is opened; a block when it is first read. A version-2 file
// (one FNV-1a over everything before its last 8 bytes) is checked whole when it is opened, as
// before.
#include <adaptoid/util/result.hpp>

#include <atomic>
#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace adaptoid {

inline constexpr uint64_t kTableBlock = uint64_t{1} << 16;

// The sum of one block: 8-byte words mixed by a multiply and a shift (each step is a bijection
// of the state, so one changed word always changes the sum), several times faster than the
// byte-wise FNV-1a the whole-file sum uses.
uint64_t block_sum(std::string_view bytes);

// Sums blocks of kTableBlock bytes as they are written, in any pieces.
class BlockSummer {
 public:
  void add(std::string_view bytes);
  // The sums, the last (short) block included; then nothing more may be added.
  std::vector<uint64_t> finish();
  uint64_t bytes() const { return total_; }

 private:
  std::string partial_;
  std::vector<uint64_t> sums_;
  uint64_t total_ = 0;
};

class TableMap {
 public:
  enum class Check { Lazy, All };
  // Maps `path` and checks its framing: the block index (version 3; every block too with
  // Check::All) or the whole-file sum (version 2). `where` starts every message.
  static Result<std::shared_ptr<const TableMap>> open(const std::string& path, const std::string& where,
                                                      Check check);
  TableMap(const TableMap&) = delete;
  TableMap& operator=(const TableMap&) = delete;
  ~TableMap();

  uint32_t version() const { return version_; }
  uint64_t size() const { return size_; }
  uint64_t body_end() const { return body_end_; }  // where the header and body end
  // Makes sure the blocks of [at, at + n) are checked; throws Error (one line, naming the
  // block) when one is damaged or the range passes body_end.
  void check(uint64_t at, uint64_t n) const {
    // (at + n is never formed before both are known to be within the body: it could wrap.)
    if (n > 0 && at < body_end_ && n <= body_end_ - at && (at >> 16) == ((at + n - 1) >> 16) &&
        state_[at >> 16].load(std::memory_order_acquire) == kGood)
      return;
    check_slow(at, n);
  }
  std::string_view bytes(uint64_t at, uint64_t n) const {
    check(at, n);  // within the mapped file, so n fits a size_t (32 bits in the WebAssembly build)
    return {base_ + at, static_cast<size_t>(n)};
  }
  template <class T>
  T load(uint64_t at) const {
    check(at, sizeof(T));
    T v;
    std::memcpy(&v, base_ + at, sizeof(T));
    return v;
  }
  // The whole file, unchecked: for a reader that checks what it reads through check().
  std::string_view unchecked() const { return {base_, static_cast<size_t>(size_)}; }
  // Checks every block (on `threads` threads); the first damaged one is the error.
  Result<void> check_all(int threads = 1) const;
  const std::string& where() const { return where_; }

 private:
  static constexpr uint8_t kUnchecked = 0, kGood = 1, kBad = 2;
  TableMap() = default;
  void check_slow(uint64_t at, uint64_t n) const;
  void check_block(uint64_t block) const;
  Result<void> read_index();

  std::string where_;
  const char* base_ = nullptr;
  uint64_t size_ = 0, body_end_ = 0;
  uint32_t version_ = 0;
  std::vector<uint64_t> sums_;                     // version 3: a sum a block
  std::unique_ptr<std::atomic<uint8_t>[]> state_;  // a block's kUnchecked, kGood or kBad
};

}  // namespace adaptoid
