#pragma once
// Sets of 16-byte codes kept as sorted, duplicate-free vectors, and their union on several
// threads: the key space is cut into as many ranges as threads (at quantiles of the largest set),
// each thread merges one range of every set, and the ranges concatenate in order. A serial merge
// of two threads' sets was the part of the enumeration that did not scale.
#include <adaptoid/codes/enumeration_codec.hpp>

#include <cstdint>
#include <vector>

namespace adaptoid {

// Sorts and removes duplicates in place. codes[0, sorted) must already be sorted and
// duplicate-free: only the rest is sorted, then merged in (re-sorting what is already in order was
// a third of the enumeration's time).
void sort_unique(std::vector<Code>& codes, size_t sorted = 0);

// The union of sorted, duplicate-free sets (emptied on the way).
std::vector<Code> merge_unique(std::vector<std::vector<Code>> sets, int threads);

// The size of that union, without storing it.
uint64_t union_size(const std::vector<std::vector<Code>>& sets, int threads);

}  // namespace adaptoid
