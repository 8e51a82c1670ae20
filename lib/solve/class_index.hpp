#pragma once
// The building blocks every folded pass over classes of positions shares (tiered_retrograde.hpp,
// tiered_retrograde.hpp): ids of classes by canonical code, and work split over threads.
#include <adaptoid/core/parallel.hpp>
#include <adaptoid/count/enumeration_codec.hpp>

#include <atomic>
#include <cstdint>
#include <span>
#include <vector>

namespace adaptoid {

// Frees a vector's memory (`v = {}` would clear it and keep its capacity).
template <class T>
void release(std::vector<T>& v) {
  std::vector<T>().swap(v);
}

// A code's hash for open addressing.
inline uint64_t code_hash(Code code) {
  uint64_t h = static_cast<uint64_t>(code) * 0x9E3779B97F4A7C15ULL ^ static_cast<uint64_t>(code >> 64);
  h ^= h >> 29;
  h *= 0xBF58476D1CE4E5B9ULL;
  return h ^ (h >> 32);
}

// Where a code is filed in an open-addressing table of 2^k slots.
inline size_t code_slot(Code code, size_t slots) {
  return code_hash(code) & (slots - 1);
}

// Class ids by canonical code: open addressing over ids, the codes themselves kept in `codes`.
// A slot holds an id with 32 bits of its code's hash, so a probe past another code and a growth
// of the table read no code (each would be a cache miss). The table is cut into kShards shards by
// the code's hash, so a batch of new codes is filed on several threads (add_new), each thread
// owning whole shards; the ids still follow the batch's order, so they are the same on any number
// of threads (and on every rank of a solve).
class ClassIndex {
 public:
  explicit ClassIndex(std::vector<Code>& codes);
  static constexpr uint32_t kEmpty = UINT32_MAX;
  // The id of `code`, or kEmpty; safe from several threads while nobody adds.
  uint32_t find(Code code) const {
    const uint64_t h = code_hash(code);
    const Shard& s = shards_[shard_of(h)];
    for (size_t at = h & s.mask;; at = (at + 1) & s.mask) {
      const uint64_t slot = s.slots[at];
      if (slot == kFree) return kEmpty;
      if (tag(slot) == static_cast<uint32_t>(h) && codes_[id_of(slot)] == code) return id_of(slot);
    }
  }
  // Asks for the memory find(code) reads first, so that several look-ups wait for it together.
  void prefetch(Code code) const {
    const uint64_t h = code_hash(code);
    const Shard& s = shards_[shard_of(h)];
    __builtin_prefetch(&s.slots[h & s.mask]);
  }
  // The id of `code`, appending it to `codes` when new.
  uint32_t id(Code code);
  // Appends to `codes`, in order, each code of `batch` not filed yet, once: what id() on each in
  // turn would append, on `threads` threads.
  void add_new(std::span<const Code> batch, int threads);

 private:
  static constexpr int kShardBits = 6;
  static constexpr size_t kShards = size_t{1} << kShardBits;
  static constexpr uint32_t kPending = uint32_t{1} << 31;  // marks a batch's index in a slot, not an id
  static constexpr uint64_t kFree = UINT64_MAX;
  struct Shard {
    std::vector<uint64_t> slots;  // the hash's low 32 bits, then the id
    size_t mask = 0;
    size_t size = 0;
  };
  static size_t shard_of(uint64_t h) { return h >> (64 - kShardBits); }  // the slot takes the low bits
  static uint32_t tag(uint64_t slot) { return static_cast<uint32_t>(slot >> 32); }
  static uint32_t id_of(uint64_t slot) { return static_cast<uint32_t>(slot); }
  static uint64_t slot_of(uint64_t h, uint32_t id) { return (h << 32) | id; }
  // Room in shard `s` for `more` codes at a load of at most a half.
  static void reserve(Shard& s, size_t more);
  // The slot of `code` (hash h) in `s`: the one holding it, or the free one where it goes.
  size_t probe(const Shard& s, Code code, uint64_t h, const Code* batch) const {
    size_t at = h & s.mask;
    for (; s.slots[at] != kFree; at = (at + 1) & s.mask)
      if (tag(s.slots[at]) == static_cast<uint32_t>(h) && code_at(id_of(s.slots[at]), batch) == code) break;
    return at;
  }
  Code code_at(uint32_t id, const Code* batch) const {
    return id & kPending ? batch[id & ~kPending] : codes_[id];
  }
  std::vector<Code>& codes_;
  std::vector<Shard> shards_;
};

// The positions of codes in a sorted vector (which must outlive it, and not change), by hashing:
// a binary search over a tier of tens of millions of codes costs a cache miss a level. Filed on
// `threads` threads (the codes are distinct, so a slot is claimed by one atomic step; where a code
// lands varies with the threads, what find() answers does not).
class CodePositions {
 public:
  explicit CodePositions(const std::vector<Code>& codes, int threads = 1)
      : codes_(codes.data()), size_(codes.size()) {
    size_t slots = 16;
    while (slots < size_ + size_ / 2) slots *= 2;
    slots_.assign(slots, ClassIndex::kEmpty);
    parallel_for(size_, size_t{1} << 16, threads, [&](int, uint64_t i) {
      for (size_t at = code_slot(codes_[i], slots);; at = (at + 1) & (slots - 1)) {
        uint32_t empty = ClassIndex::kEmpty;
        if (std::atomic_ref(slots_[at])
                .compare_exchange_strong(empty, static_cast<uint32_t>(i), std::memory_order_relaxed))
          break;
      }
    });
  }
  // Asks for the memory find(code) reads first (see ClassIndex::prefetch).
  void prefetch(Code code) const { __builtin_prefetch(&slots_[code_slot(code, slots_.size())]); }
  // The position of `code`, or the size of the vector when it is not there.
  size_t find(Code code) const {
    for (size_t at = code_slot(code, slots_.size());; at = (at + 1) & (slots_.size() - 1)) {
      const uint32_t i = slots_[at];
      if (i == ClassIndex::kEmpty) return size_;
      if (codes_[i] == code) return i;
    }
  }

 private:
  const Code* codes_;
  size_t size_;
  std::vector<uint32_t> slots_;
};

}  // namespace adaptoid
