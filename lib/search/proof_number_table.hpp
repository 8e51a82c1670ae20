#pragma once
// The proof-number search's table (proof_number_search.hpp): the proof and disproof numbers of
// nodes not yet decided, keyed by position and turns left, in a fixed amount of memory. Buckets of
// four 24-byte entries; a full bucket gives up the entry whose subtree took the least work, as
// df-pn solvers do, so that what cost the most to learn is kept. One search (one thread) owns a
// table: decided nodes go to the bounds table (search_table.hpp), which the threads share.
#include <adaptoid/util/zeroed_block.hpp>

#include <algorithm>
#include <cstdint>
#include <optional>

namespace adaptoid {

// Proof and disproof numbers: 0 is proven (pn) or disproven (dn); kProofInfinity the other side
// of a decided node. Sums saturate below it, so only a decided node reaches it.
inline constexpr uint64_t kProofInfinity = 0xFFFFFFFFULL;

struct ProofNumbers {
  uint64_t pn = 1;
  uint64_t dn = 1;
};

class ProofNumberTable {
 public:
  // Zeroed by calloc (zeroed_block.hpp): a search that reaches few entries does not pay for
  // zeroing the whole table.
  explicit ProofNumberTable(size_t bytes) {
    while (count_ * 2 * sizeof(Bucket) <= bytes) count_ *= 2;
    block_ = zeroed_block(count_ * sizeof(Bucket));
    buckets_ = static_cast<Bucket*>(static_cast<void*>(block_.get()));
  }

  std::optional<ProofNumbers> lookup(uint64_t key) const {
    for (const Entry& e : bucket(key).entries)
      if (e.work && e.key == key) return ProofNumbers{e.pn, e.dn};
    return std::nullopt;
  }

  // `work`: the nodes the subtree took (at least 1), what a full bucket keeps the most of.
  void store(uint64_t key, ProofNumbers numbers, uint64_t work) {
    Bucket& b = bucket(key);
    Entry* slot = &b.entries[0];
    for (Entry& e : b.entries) {
      if (e.work && e.key == key) {
        slot = &e;
        work = std::max<uint64_t>(work, e.work);
        break;
      }
      if (e.work < slot->work) slot = &e;
    }
    slot->key = key;
    slot->pn = static_cast<uint32_t>(std::min(numbers.pn, kProofInfinity));
    slot->dn = static_cast<uint32_t>(std::min(numbers.dn, kProofInfinity));
    slot->work = std::max<uint64_t>(work, 1);
  }

  size_t capacity() const { return count_ * kWays; }

 private:
  static constexpr int kWays = 4;
  struct Entry {
    uint64_t key = 0;
    uint32_t pn = 0;
    uint32_t dn = 0;
    uint64_t work = 0;  // 0: unused
  };
  struct Bucket {
    Entry entries[kWays];
  };
  const Bucket& bucket(uint64_t key) const { return buckets_[key & (count_ - 1)]; }
  Bucket& bucket(uint64_t key) { return buckets_[key & (count_ - 1)]; }

  size_t count_ = 1;
  ZeroedBlock block_;
  Bucket* buckets_ = nullptr;
};

}  // namespace adaptoid
