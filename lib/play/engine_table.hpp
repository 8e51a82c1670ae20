#pragma once
// The engine's transposition table: one 16-byte entry a slot, replaced when the new search is at
// least as deep (or the slot holds another position). Values are stored from the root player's
// view with wins and losses as distances from the stored node, so they read back right at any ply.
// The slots are calloc'd at the first store and dropped by clear(): the operating system hands out
// zero pages as they are touched, so a player that searches little (the puzzle generator makes
// hundreds) does not pay for writing 16 MiB, which was a third of the generator's time; a thread
// recycles the block of its last player (zeroed_block.hpp), which costs less than faulting it in.
#include <adaptoid/util/zeroed_block.hpp>

#include <cstdint>

namespace adaptoid {

class EngineTable {
 public:
  enum Bound : uint8_t { kNone, kExact, kLower, kUpper };
  struct Entry {
    uint64_t key = 0;
    int32_t value = 0;
    uint16_t best = 0;  // index of the best child in children() order, plus one (0: none)
    int8_t depth = 0;
    Bound bound = kNone;  // an empty slot: all its bytes zero
  };
  static_assert(sizeof(Entry) == 16);

  explicit EngineTable(int bits = 20) : size_(size_t{1} << bits) {}

  const Entry* find(uint64_t key) const {
    if (!entries_) return nullptr;
    const Entry& e = slots()[key & (size_ - 1)];
    return e.key == key && e.bound != kNone ? &e : nullptr;
  }
  void store(uint64_t key, int depth, int value, Bound bound, int best) {
    if (!entries_) entries_ = zeroed_block(size_ * sizeof(Entry));
    Entry& e = slots()[key & (size_ - 1)];
    if (e.key == key && e.depth > depth) return;
    e = {key, value, static_cast<uint16_t>(best + 1), static_cast<int8_t>(depth), bound};
  }
  void clear() { entries_.reset(); }

 private:
  Entry* slots() const { return static_cast<Entry*>(entries_.get()); }
  size_t size_;
  ZeroedBlock entries_;
};

}  // namespace adaptoid
