// The sharded index of classes (class_index.hpp).
#include <adaptoid/solve/class_index.hpp>

#include <algorithm>
#include <array>
#include <stdexcept>

namespace adaptoid {

ClassIndex::ClassIndex(std::vector<Code>& codes) : codes_(codes), shards_(kShards) {
  for (Shard& s : shards_) s.slots.assign(1024, kFree), s.mask = 1023;
}

void ClassIndex::reserve(Shard& s, size_t more) {
  size_t slots = s.slots.size();
  while (2 * (s.size + more) > slots) slots *= 2;
  if (slots == s.slots.size()) return;
  std::vector<uint64_t> old(slots, kFree);
  old.swap(s.slots);
  s.mask = slots - 1;
  for (const uint64_t slot : old) {
    if (slot == kFree) continue;
    size_t at = tag(slot) & s.mask;  // the slot's place is the hash's low bits: all in the tag
    while (s.slots[at] != kFree) at = (at + 1) & s.mask;
    s.slots[at] = slot;
  }
}

uint32_t ClassIndex::id(Code code) {
  const uint64_t h = code_hash(code);
  Shard& s = shards_[shard_of(h)];
  reserve(s, 1);
  const size_t at = probe(s, code, h, nullptr);
  if (s.slots[at] != kFree) return id_of(s.slots[at]);
  if (codes_.size() >= kPending) throw std::length_error("solve: more than 2^31 classes in one index");
  s.slots[at] = slot_of(h, static_cast<uint32_t>(codes_.size()));
  ++s.size;
  codes_.push_back(code);
  return id_of(s.slots[at]);
}

void ClassIndex::add_new(std::span<const Code> batch, int threads) {
  const size_t n = batch.size();
  if (codes_.size() + n >= kPending) throw std::length_error("solve: more than 2^31 classes in one index");
  threads = std::max(threads, 1);
  std::vector<uint8_t> shard(n);
  std::vector<std::array<uint32_t, kShards>> counts(static_cast<size_t>(threads));
  in_slices(0, n, threads, [&](size_t from, size_t to, int t) {
    auto& count = counts[static_cast<size_t>(t)];
    count.fill(0);
    for (size_t i = from; i < to; ++i)
      ++count[shard[i] = static_cast<uint8_t>(shard_of(code_hash(batch[i])))];
  });
  // Each thread files the codes of its shards in the batch's order, a new one marked with its
  // index in the batch until its id is known.
  std::vector<uint8_t> fresh(n, 0);
  std::vector<std::vector<uint32_t>> pending(kShards);  // by shard: the slots marked
  std::array<int, kShards> owner{};
  for (size_t s = 0; s < kShards; ++s) owner[s] = static_cast<int>(s % static_cast<size_t>(threads));
  const auto owned = [&](size_t s, int t) { return owner[s] == t; };
  run_workers(threads, [&](int t) {
    for (size_t s = 0; s < kShards; ++s) {
      if (!owned(s, t)) continue;
      size_t more = 0;
      for (const auto& count : counts) more += count[s];
      reserve(shards_[s], more);
    }
    // The slots are far apart in memory: each is fetched a few codes ahead of its probe.
    std::vector<uint32_t> mine;
    for (size_t i = 0; i < n; ++i)
      if (owned(shard[i], t)) mine.push_back(static_cast<uint32_t>(i));
    constexpr size_t kAhead = 8;
    for (size_t j = 0; j < mine.size(); ++j) {
      if (j + kAhead < mine.size()) {
        const uint32_t ahead = mine[j + kAhead];
        const Shard& s = shards_[shard[ahead]];
        __builtin_prefetch(&s.slots[code_hash(batch[ahead]) & s.mask]);
      }
      const uint32_t i = mine[j];
      Shard& s = shards_[shard[i]];
      const uint64_t h = code_hash(batch[i]);
      const size_t at = probe(s, batch[i], h, batch.data());
      if (s.slots[at] != kFree) continue;
      s.slots[at] = slot_of(h, kPending | i);
      ++s.size;
      fresh[i] = 1;
      pending[shard[i]].push_back(static_cast<uint32_t>(at));
    }
  });
  // The new codes' ids in the batch's order: each slice's count first, then each slice numbers its own.
  std::vector<uint32_t> ids(n);
  std::vector<size_t> first(static_cast<size_t>(threads) + 1, 0);
  in_slices(0, n, threads, [&](size_t from, size_t to, int t) {
    first[static_cast<size_t>(t) + 1] =
        static_cast<size_t>(std::count(fresh.begin() + from, fresh.begin() + to, 1));
  });
  first[0] = codes_.size();
  for (size_t t = 1; t < first.size(); ++t) first[t] += first[t - 1];
  codes_.resize(first.back());
  in_slices(0, n, threads, [&](size_t from, size_t to, int t) {
    size_t id = first[static_cast<size_t>(t)];
    for (size_t i = from; i < to; ++i)
      if (fresh[i]) ids[i] = static_cast<uint32_t>(id), codes_[id++] = batch[i];
  });
  run_workers(threads, [&](int t) {
    for (size_t s = 0; s < kShards; ++s)
      if (owned(s, t))
        for (const uint32_t at : pending[s]) {
          uint64_t& slot = shards_[s].slots[at];
          slot = slot_of(tag(slot), ids[id_of(slot) & ~kPending]);
        }
  });
}

}  // namespace adaptoid
