#pragma once
// The merge of a few sorted runs (the threads' results, each in order), in one pass: each step
// takes the least head. A linear scan of the heads beats a heap for the few runs of a machine's
// threads.
#include <cstddef>
#include <vector>

namespace adaptoid {

// Calls take(k, i) for every element in merged order, it being run k's i-th; size(k) is run k's
// length, less(j, i, k, l) whether run j's i-th sorts before run k's l-th (ties: the lower run).
template <class Size, class Less, class Take>
void merge_runs(size_t runs, Size&& size, Less&& less, Take&& take) {
  std::vector<size_t> at(runs, 0);
  for (;;) {
    size_t best = runs;
    for (size_t k = 0; k < runs; ++k)
      if (at[k] < size(k) && (best == runs || less(k, at[k], best, at[best]))) best = k;
    if (best == runs) return;
    take(best, at[best]++);
  }
}

}  // namespace adaptoid
