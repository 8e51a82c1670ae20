#pragma once
// The endgame search's transposition table: proven bounds by position hash, in buckets of four
// 16-byte entries (one cache line). It starts small, because the puzzle generator runs many small
// searches, and doubles while it is below its cap; at the cap a full bucket gives up the entry
// that holds the least work. Only proofs are stored, so losing an entry costs time, never truth.
// The whole 64-bit hash is kept and compared: two positions are confused only when their 64-bit
// hashes are equal (the plain search, keyed by the 64-bit Zobrist key, takes the same risk).
#include <algorithm>
#include <cstdint>
#include <optional>
#include <vector>

namespace adaptoid {

class BoundsTable {
 public:
  // max_entries: the cap (rounded down to a power of two, at least one bucket).
  explicit BoundsTable(size_t max_entries = size_t{1} << 22) {
    while (max_buckets_ * 2 * kWays <= max_entries) max_buckets_ *= 2;
    buckets_.resize(std::min<size_t>(max_buckets_, 1024));
  }

  // What is proven about the attacker winning within n: true, false, or nothing.
  std::optional<bool> lookup(uint64_t key, int n) const {
    const Bucket& b = bucket(key);
    for (const Entry& e : b.entries)
      if (e.key == key && e.used) {
        if (e.win_at <= n) return true;
        if (e.fail_at >= n) return false;
        return std::nullopt;
      }
    return std::nullopt;
  }

  // Starts loading key's bucket into the cache, for a lookup soon after.
  void prefetch(uint64_t key) const { __builtin_prefetch(&bucket(key)); }
  void store(uint64_t key, int n, bool won) {
    Entry* e = find_or_make(key);
    if (won)
      e->win_at = static_cast<int8_t>(std::min<int>(e->win_at, n));
    else
      e->fail_at = static_cast<int8_t>(std::max<int>(e->fail_at, n));
  }

  size_t size() const { return size_; }

 private:
  static constexpr int kWays = 4;
  struct Entry {
    uint64_t key = 0;
    int8_t win_at = 127;  // the attacker wins within win_at turns
    int8_t fail_at = -1;  // it does not win within fail_at turns
    bool used = false;
    // The search depth the entry saves: what a replacement should keep.
    int worth() const { return std::max<int>(fail_at, win_at == 127 ? 0 : win_at); }
  };
  struct alignas(64) Bucket {
    Entry entries[kWays];
  };

  const Bucket& bucket(uint64_t key) const { return buckets_[key & (buckets_.size() - 1)]; }
  Bucket& bucket(uint64_t key) { return buckets_[key & (buckets_.size() - 1)]; }

  Entry* find_or_make(uint64_t key) {
    for (;;) {
      Bucket& b = bucket(key);
      Entry* free = nullptr;
      for (Entry& e : b.entries) {
        if (e.used && e.key == key) return &e;
        if (!e.used && !free) free = &e;
      }
      if (free && (size_ < buckets_.size() * kWays / 2 || buckets_.size() >= max_buckets_)) {
        ++size_;
        *free = Entry{key, 127, -1, true};
        return free;
      }
      if (buckets_.size() < max_buckets_) {
        grow();
        continue;
      }
      Entry* victim = &b.entries[0];
      for (Entry& e : b.entries)
        if (e.worth() < victim->worth()) victim = &e;
      *victim = Entry{key, 127, -1, true};
      return victim;
    }
  }

  void grow() {
    std::vector<Bucket> old(buckets_.size() * 2);
    old.swap(buckets_);
    size_ = 0;
    for (const Bucket& b : old)
      for (const Entry& e : b.entries)
        if (e.used) {
          Bucket& to = bucket(e.key);
          for (Entry& slot : to.entries)
            if (!slot.used) {
              slot = e;
              ++size_;
              break;
            }  // a bucket that overflows while rehashing drops the entry: a cache, not a proof
        }
  }

  size_t max_buckets_ = 1;
  size_t size_ = 0;
  std::vector<Bucket> buckets_;
};

}  // namespace adaptoid
