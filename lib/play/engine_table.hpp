#pragma once
// The engine's transposition table: one 16-byte entry a slot, replaced when the new search is at
// least as deep (or the slot holds another position). Values are stored from the root player's
// view with wins and losses as distances from the stored node, so they read back right at any ply.
#include <cstdint>
#include <vector>

namespace adaptoid {

class EngineTable {
 public:
  enum Bound : uint8_t { kNone, kExact, kLower, kUpper };
  struct Entry {
    uint64_t key = 0;
    int32_t value = 0;
    uint16_t best = 0;  // index of the best child in children() order, plus one (0: none)
    int8_t depth = -1;
    Bound bound = kNone;
  };
  static_assert(sizeof(Entry) == 16);

  explicit EngineTable(int bits = 20) : entries_(size_t{1} << bits), mask_((size_t{1} << bits) - 1) {}

  const Entry* find(uint64_t key) const {
    const Entry& e = entries_[key & mask_];
    return e.key == key && e.bound != kNone ? &e : nullptr;
  }
  void store(uint64_t key, int depth, int value, Bound bound, int best) {
    Entry& e = entries_[key & mask_];
    if (e.key == key && e.depth > depth) return;
    e = {key, value, static_cast<uint16_t>(best + 1), static_cast<int8_t>(depth), bound};
  }
  void clear() { std::fill(entries_.begin(), entries_.end(), Entry{}); }

 private:
  std::vector<Entry> entries_;
  size_t mask_;
};

}  // namespace adaptoid
