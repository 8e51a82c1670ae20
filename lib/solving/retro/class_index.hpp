#pragma once
// The building blocks every folded pass over classes of positions shares (tiered_retrograde.hpp,
// tiered_retrograde.hpp): ids of classes by canonical code, and work split over threads.
#include <adaptoid/codes/enumeration_codec.hpp>
#include <adaptoid/util/hash_mix.hpp>
#include <adaptoid/util/parallel.hpp>

#include <cstdint>
#include <vector>

namespace adaptoid {

// Frees a vector's memory (`v = {}` would clear it and keep its capacity).
template <class T>
void release(std::vector<T>& v) {
  std::vector<T>().swap(v);
}

// Where a code is filed in an open-addressing table of 2^k slots.
inline size_t code_slot(Code code, size_t slots) {
  uint64_t h = static_cast<uint64_t>(code) * kGoldenGamma ^ static_cast<uint64_t>(code >> 64);
  h ^= h >> 29;
  h *= 0xBF58476D1CE4E5B9ULL;
  h ^= h >> 32;
  return h & (slots - 1);
}

// Class ids by canonical code: open addressing over ids, the codes themselves kept in `codes`.
class ClassIndex {
 public:
  explicit ClassIndex(std::vector<Code>& codes) : codes_(codes), slots_(size_t{1} << 16, kEmpty) {}
  static constexpr uint32_t kEmpty = UINT32_MAX;
  // The id of `code`, or kEmpty; safe from several threads while nobody calls id().
  uint32_t find(Code code) const {
    for (size_t at = slot(code);; at = (at + 1) & (slots_.size() - 1)) {
      const uint32_t id = slots_[at];
      if (id == kEmpty || codes_[id] == code) return id;
    }
  }
  // The id of `code`, appending it to `codes` when new.
  uint32_t id(Code code) {
    if (2 * (codes_.size() + 1) > slots_.size()) grow();
    size_t at = slot(code);
    for (;; at = (at + 1) & (slots_.size() - 1)) {
      const uint32_t id = slots_[at];
      if (id == kEmpty) break;
      if (codes_[id] == code) return id;
    }
    slots_[at] = static_cast<uint32_t>(codes_.size());
    codes_.push_back(code);
    return slots_[at];
  }

 private:
  size_t slot(Code code) const { return code_slot(code, slots_.size()); }
  void grow() {
    slots_.assign(slots_.size() * 2, kEmpty);
    for (uint32_t id = 0; id < codes_.size(); ++id) {
      size_t at = slot(codes_[id]);
      while (slots_[at] != kEmpty) at = (at + 1) & (slots_.size() - 1);
      slots_[at] = id;
    }
  }
  std::vector<Code>& codes_;
  std::vector<uint32_t> slots_;
};

// The positions of codes in a sorted vector (which must outlive it, and not change), by hashing:
// a binary search over a tier of tens of millions of codes costs a cache miss a level.
class CodePositions {
 public:
  explicit CodePositions(const std::vector<Code>& codes) : codes_(codes.data()), size_(codes.size()) {
    size_t slots = 16;
    while (slots < size_ + size_ / 2) slots *= 2;
    slots_.assign(slots, ClassIndex::kEmpty);
    for (size_t i = 0; i < size_; ++i) {
      size_t at = code_slot(codes_[i], slots);
      while (slots_[at] != ClassIndex::kEmpty) at = (at + 1) & (slots - 1);
      slots_[at] = static_cast<uint32_t>(i);
    }
  }
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
