#pragma once
// What a table's verifier found: entries re-derived from their successors, and the first wrong;
// and the loop every verifier shares: which entries (all, or a seeded sample), on threads.
#include <adaptoid/util/hash_mix.hpp>
#include <adaptoid/util/parallel.hpp>
#include <adaptoid/util/random.hpp>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <mutex>
#include <string>

namespace adaptoid {

struct TableCheck {
  uint64_t checked = 0;
  uint64_t wrong = 0;
  std::string first_wrong;  // a position in the notation
};

enum class EntryCheck { Skipped, Right, Wrong };

// Told now and then (about once a second, from one thread) how far a check has come: the entries
// (or draws of a sample) taken so far, of all.
using CheckProgress = std::function<void(uint64_t taken, uint64_t of)>;

// Checks the entries 0 .. total-1, or `sample` of them drawn with `seed` (each thread its own
// stream), in chunks of `chunk`: check(i) says whether entry i agrees with its successors (or is
// not the table's to check), describe(i) names the first wrong one as a position. A draw that is
// not the table's to check is drawn again (up to kDrawsForOneSample times), so that a sample of a
// sparse table (a dense table holds a class in about one number of 12 on 37 cells) checks as many
// entries as asked.
inline constexpr int kDrawsForOneSample = 1000;

template <class Check, class Describe>
TableCheck check_entries(uint64_t total, uint64_t sample, uint64_t seed, int threads, uint64_t chunk,
                         Check&& check, Describe&& describe, const CheckProgress& progress = {}) {
  TableCheck report;
  if (total == 0) return report;
  std::mutex lock;
  std::atomic<uint64_t> checked{0}, wrong{0};
  ChunkQueue queue(sample ? sample : total, chunk);
  const uint64_t draws = sample ? sample : total;
  auto told = std::chrono::steady_clock::now();
  run_workers(threads, [&](int id) {
    SplitMix64 rng(seed + static_cast<uint64_t>(id) * kGoldenGamma);
    for (uint64_t first, end; queue.next(first, end);) {
      if (progress && id == 0 && std::chrono::steady_clock::now() - told > std::chrono::seconds(1)) {
        told = std::chrono::steady_clock::now();
        progress(first, draws);
      }
      for (uint64_t n = first; n < end; ++n) {
        uint64_t i = n;
        EntryCheck verdict = EntryCheck::Skipped;
        for (int draw = 0; verdict == EntryCheck::Skipped && draw < (sample ? kDrawsForOneSample : 1);
             ++draw) {
          if (sample) i = rng.below(total);
          verdict = check(i);
        }
        if (verdict == EntryCheck::Skipped) continue;
        checked.fetch_add(1, std::memory_order_relaxed);
        if (verdict == EntryCheck::Wrong && wrong.fetch_add(1) == 0) {
          std::lock_guard<std::mutex> guard(lock);
          report.first_wrong = describe(i);
        }
      }
    }
  });
  report.checked = checked;
  report.wrong = wrong;
  return report;
}

}  // namespace adaptoid
