#pragma once
// The value search's transposition table (value_search.hpp): whether the side to move wins, by
// 64-bit position hash, eight 8-byte entries to a cache line. An entry keeps the hash's high 57
// bits (the bucket's number is its low bits), the value, and the work its proof cost (the log of
// the nodes below it); a full bucket gives up its cheapest proof. Only proofs are stored, so an
// entry lost costs time, never truth; two positions are confused only when their 64-bit hashes
// are equal, the risk the endgame search's table takes too. Several searches may share one table
// (the root split): an entry is one word, read and written whole (atomic, relaxed), so a lost
// update is a lost proof, never a wrong one.
#include <adaptoid/util/dense_bytes.hpp>
#include <adaptoid/util/relaxed_atomic.hpp>

#include <algorithm>
#include <atomic>
#include <bit>
#include <cstdint>
#include <optional>

namespace adaptoid {

class ValueTable {
 public:
  // The largest power of two of buckets within `bytes` (at least one), in pages zeroed as they are
  // first touched (DenseBytes::zeroed: a search touches buckets at random, and zeroing a table of a
  // gigabyte up front cost seconds). Throws std::bad_alloc.
  explicit ValueTable(size_t bytes)
      : mask_(std::bit_floor(std::max<size_t>(bytes / sizeof(Bucket), 1)) - 1),
        memory_(DenseBytes::zeroed(this->bytes())),
        buckets_(reinterpret_cast<Bucket*>(memory_.data())) {}

  std::optional<bool> lookup(uint64_t key) const {
    for (const uint64_t& word : bucket(key).entries)
      if (const uint64_t e = load(word); e != 0 && (e & kTag) == (key & kTag)) return (e & kWon) != 0;
    return std::nullopt;
  }
  void prefetch(uint64_t key) const { __builtin_prefetch(&bucket(key)); }

  // `nodes`: what the proof cost, which decides what a full bucket keeps.
  void store(uint64_t key, bool won, uint64_t nodes) {
    Bucket& b = bucket(key);
    const uint64_t work =
        std::min<uint64_t>(std::bit_width(nodes), kWork);  // at least 1: never an empty word
    const uint64_t entry = (key & kTag) | (won ? kWon : 0) | std::max<uint64_t>(work, 1);
    uint64_t* victim = &b.entries[0];
    uint64_t least = load(*victim);
    for (uint64_t& word : b.entries) {
      const uint64_t e = load(word);
      if (e != 0 && (e & kTag) == (key & kTag)) {
        relaxed_store(word, entry);
        return;
      }
      if ((e & kWork) < (least & kWork)) victim = &word, least = e;
    }
    relaxed_store(*victim, entry);
  }

  size_t bytes() const { return (mask_ + 1) * sizeof(Bucket); }

 private:
  static constexpr uint64_t kWork = 0x3F, kWon = 0x40, kTag = ~uint64_t{0x7F};
  struct alignas(64) Bucket {
    uint64_t entries[8] = {};  // NOLINT(cppcoreguidelines-avoid-c-arrays): one cache line
  };
  static uint64_t load(const uint64_t& word) { return relaxed_load(word); }
  const Bucket& bucket(uint64_t key) const { return buckets_[key & mask_]; }
  Bucket& bucket(uint64_t key) { return buckets_[key & mask_]; }

  size_t mask_;
  DenseBytes memory_;  // page-aligned, so the buckets are aligned to cache lines
  Bucket* buckets_;
};

}  // namespace adaptoid
