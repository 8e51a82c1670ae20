#pragma once
// The endgame search's transposition table: proven bounds by position hash, in buckets of four
// 16-byte entries (one cache line). It starts small, because the puzzle generator runs many small
// searches, and doubles while it is below its cap; at the cap a full bucket gives up the entry
// that holds the least work. Only proofs are stored, so losing an entry costs time, never truth.
// The whole 64-bit hash is kept and compared: two positions are confused only when their 64-bit
// hashes are equal (the plain search, keyed by the 64-bit Zobrist key, takes the same risk).
//
// One table can serve the searches of several threads (BoundsTable::shared: full size at once,
// never grown, so no thread ever moves the buckets under another). Its entries are read and
// written without locks: an entry keeps its key xor-ed with its bounds, so a read that meets a
// half-written entry (the key of one write, the bounds of another) fails the check and is a miss,
// and a lost update is a lost proof: time, never truth (Hyatt and Mann's lockless hashing).
#include <adaptoid/util/relaxed_atomic.hpp>
#include <adaptoid/util/zeroed_block.hpp>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>

namespace adaptoid {

class BoundsTable {
 public:
  // max_entries: the cap (rounded down to a power of two, at least one bucket).
  explicit BoundsTable(size_t max_entries = kDefaultEntries) {
    while (max_buckets_ * 2 * kWays <= max_entries) max_buckets_ *= 2;
    buckets_ = Buckets(std::min<size_t>(max_buckets_, 1024));
  }
  // A table for several threads at once: its full size from the start.
  static BoundsTable shared(size_t max_entries = kDefaultEntries) {
    BoundsTable table(max_entries);
    table.buckets_ = Buckets(table.max_buckets_);
    table.shared_ = true;
    return table;
  }

  // What is proven about the attacker winning within n: true, false, or nothing.
  std::optional<bool> lookup(uint64_t key, int n) const {
    const Bucket& b = bucket(key);
    for (const Entry& e : b.entries) {
      const Bounds bounds = e.read(key);
      if (!bounds.used) continue;
      if (bounds.win_at <= n) return true;
      if (bounds.fail_at >= n) return false;
      return std::nullopt;
    }
    return std::nullopt;
  }

  // Starts loading key's bucket into the cache, for a lookup soon after.
  void prefetch(uint64_t key) const { __builtin_prefetch(&bucket(key)); }
  void store(uint64_t key, int n, bool won) {
    Entry* e = find_or_make(key);
    Bounds bounds = e->read(key);
    if (!bounds.used) bounds = Bounds{};  // another thread took the slot meanwhile: start afresh
    if (won)
      bounds.win_at = static_cast<int8_t>(std::min<int>(bounds.win_at, n));
    else
      bounds.fail_at = static_cast<int8_t>(std::max<int>(bounds.fail_at, n));
    e->write(key, bounds);
  }

  // The entries in use (not counted in a shared table, where counting would cost every thread).
  size_t size() const { return size_; }

 private:
  static constexpr size_t kDefaultEntries = size_t{1} << 22;
  static constexpr int kWays = 4;
  struct Bounds {
    int8_t win_at = 127;  // the attacker wins within win_at turns
    int8_t fail_at = -1;  // it does not win within fail_at turns
    bool used = true;
    uint64_t pack() const {
      return uint64_t{1} << 16 | uint64_t{static_cast<uint8_t>(win_at)} << 8 | static_cast<uint8_t>(fail_at);
    }
    static Bounds unpack(uint64_t word) {
      return {static_cast<int8_t>(word >> 8 & 0xff), static_cast<int8_t>(word & 0xff), (word >> 16 & 1) != 0};
    }
    // The search depth the entry saves: what a replacement should keep.
    int worth() const { return std::max<int>(fail_at, win_at == 127 ? 0 : win_at); }
  };
  // Plain words (so buckets can be copied when the table grows) read and written as atomics.
  struct Entry {
    uint64_t check = 0;  // key ^ bounds
    uint64_t bounds = 0;
    // key's bounds, or unused ones when the entry holds another key (or is half-written)
    Bounds read(uint64_t key) const {
      const uint64_t b = relaxed_load(bounds);
      const uint64_t c = relaxed_load(check);
      return b != 0 && (c ^ b) == key ? Bounds::unpack(b) : Bounds{127, -1, false};
    }
    void write(uint64_t key, const Bounds& value) {
      const uint64_t b = value.pack();
      relaxed_store(bounds, b);
      relaxed_store(check, key ^ b);
    }
    bool used() const { return peek().used; }
    // Whatever bounds the entry holds, for choosing which to give up.
    Bounds peek() const {
      const uint64_t b = relaxed_load(bounds);
      return b != 0 ? Bounds::unpack(b) : Bounds{127, -1, false};
    }
    uint64_t key() const { return check ^ bounds; }  // single owner only (grow)
  };
  struct alignas(64) Bucket {
    Entry entries[kWays];
  };
  // Zeroed (every entry unused): by calloc, which leaves a large table's pages untouched until a
  // search reaches them (a shared table has its full size at once, and a short search on it
  // should not pay for zeroing 64 MiB), or recycled from the thread's last table of the size
  // (zeroed_block.hpp: the puzzle screen makes a table a game).
  class Buckets {
   public:
    Buckets() = default;
    explicit Buckets(size_t count)
        : raw_(zeroed_block((count + 1) * sizeof(Bucket))),  // one more to align in
          count_(count) {
      const auto at = reinterpret_cast<uintptr_t>(raw_.get());
      data_ = reinterpret_cast<Bucket*>((at + alignof(Bucket) - 1) / alignof(Bucket) * alignof(Bucket));
    }
    size_t size() const { return count_; }
    Bucket& operator[](size_t i) { return data_[i]; }
    const Bucket& operator[](size_t i) const { return data_[i]; }
    const Bucket* begin() const { return data_; }
    const Bucket* end() const { return data_ + count_; }

   private:
    ZeroedBlock raw_;
    Bucket* data_ = nullptr;
    size_t count_ = 0;
  };

  const Bucket& bucket(uint64_t key) const { return buckets_[key & (buckets_.size() - 1)]; }
  Bucket& bucket(uint64_t key) { return buckets_[key & (buckets_.size() - 1)]; }

  Entry* find_or_make(uint64_t key) {
    for (;;) {
      Bucket& b = bucket(key);
      Entry* free = nullptr;
      for (Entry& e : b.entries) {
        if (e.read(key).used) return &e;
        if (!e.used() && !free) free = &e;
      }
      if (free && (shared_ || size_ < buckets_.size() * kWays / 2 || buckets_.size() >= max_buckets_)) {
        if (!shared_) ++size_;
        return free;
      }
      if (buckets_.size() < max_buckets_) {
        grow();
        continue;
      }
      Entry* victim = &b.entries[0];
      int least = 1000;
      for (Entry& e : b.entries) {
        const int worth = e.peek().worth();
        if (worth < least) {
          least = worth;
          victim = &e;
        }
      }
      return victim;  // store() finds another key's bounds there and starts afresh
    }
  }

  void grow() {
    Buckets old(buckets_.size() * 2);
    std::swap(old, buckets_);
    size_ = 0;
    for (const Bucket& b : old)
      for (const Entry& e : b.entries)
        if (e.used()) {
          Bucket& to = bucket(e.key());
          for (Entry& slot : to.entries)
            if (!slot.used()) {
              slot = e;
              ++size_;
              break;
            }  // a bucket that overflows while rehashing drops the entry: a cache, not a proof
        }
  }

  size_t max_buckets_ = 1;
  size_t size_ = 0;
  bool shared_ = false;
  Buckets buckets_;
};

}  // namespace adaptoid
