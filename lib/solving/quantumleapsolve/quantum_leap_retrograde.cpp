#include <adaptoid/solving/quantumleapsolve/quantum_leap_retrograde.hpp>

#include <adaptoid/solving/writers/tier_files.hpp>
#include <adaptoid/tables/quantum_leap_table_file.hpp>
#include <adaptoid/util/parallel.hpp>

#include <algorithm>
#include <atomic>
#include <filesystem>

namespace adaptoid {

namespace {

// Calls f(i) for each capture (Q4) of the side to move (own against enemy), i the index of the
// position it leads to in the opponent's layer (e - 1, o), until f returns true; whether one did.
template <class F>
bool any_capture(const BoardMasks& masks, const QuantumLeapFoldedIndex& index, uint64_t own, uint64_t enemy,
                 F&& f) {
  for (uint64_t from_set = own; from_set; from_set &= from_set - 1) {
    const int from = std::countr_zero(from_set);
    const int k = std::popcount(masks.neighbours[from] & own);
    if (k == 0) continue;  // Q4: an isolated stone cannot leap
    for (uint64_t to_set = masks.leap[from][k - 1] & enemy; to_set; to_set &= to_set - 1) {
      const uint64_t to = to_set & -to_set;
      if (f(index.rank(enemy & ~to, (own & ~bit(from)) | to))) return true;
    }
  }
  return false;
}

// The value and turns of one entry from the layer below (its turns stored): the winner's fewest
// turns through a successor the opponent loses, else the loser's most (Q5: nothing to capture
// is lost now).
QuantumLeapValue computed_value(const QuantumLeapTable& table, uint64_t own, uint64_t enemy) {
  const int o = std::popcount(own), e = std::popcount(enemy);
  QuantumLeapValue v;
  if (e == 0) return v;  // Q5: nothing to capture, lost now
  const QuantumLeapLayer& next = table.layer(e - 1, o);
  int fastest = 99;  // the winner's: its fewest turns through a successor the opponent loses
  any_capture(table.masks(), table.index(), own, enemy, [&](uint64_t i) {
    const int turns = next.turns_of(i);
    if (!next.win(i))
      fastest = std::min(fastest, turns + 1);
    else
      v.turns = std::max(v.turns, turns);  // the loser's: the opponent's most turns
    return false;
  });
  if (fastest < 99) v = {true, fastest};
  return v;
}

// Bits (or nibbles) of one entry each, gathered in a word and or-ed into the shared vector when
// the run of entries leaves the word: a class's entries are contiguous, so a thread mostly owns
// the words it writes.
template <int Bits>
class WordWriter {
 public:
  explicit WordWriter(std::vector<uint64_t>& words) : words_(words) {}
  void put(uint64_t i, uint64_t value) {
    constexpr uint64_t per = 64 / Bits;
    if (i / per != at_) {
      flush();
      at_ = i / per;
    }
    word_ |= value << ((i % per) * Bits);
  }
  void flush() {
    if (word_) std::atomic_ref<uint64_t>(words_[at_]).fetch_or(word_, std::memory_order_relaxed);
    word_ = 0;
  }

 private:
  std::vector<uint64_t>& words_;
  uint64_t word_ = 0, at_ = 0;
};

// Fills one layer (values and turns), its classes of own sets split across threads in chunks.
void solve_layer(QuantumLeapTable& table, QuantumLeapLayer& l, int threads) {
  const QuantumLeapFoldedIndex& index = table.index();
  const int n = index.cells();
  l.wins.assign((l.size + 63) / 64, 0);
  l.turns.assign((l.size + 15) / 16, 0);
  if (l.size == 0 || l.enemy == 0 || l.own == 0) return;  // no capture possible: lost now (Q5)
  const uint64_t classes = index.classes(l.own), per_class = kBinomial(n - l.own, l.enemy);
  const uint64_t chunk = std::max<uint64_t>(1, classes / (threads * 32));
  ChunkQueue queue(classes, chunk);
  run_workers(threads, [&](int) {
    for (uint64_t first, last; queue.next(first, last);) {
      for (uint64_t cls = first; cls < last; ++cls) {
        const uint64_t own = index.representative(l.own, cls), free = index.all() & ~own;
        uint64_t packed = (uint64_t{1} << l.enemy) - 1;
        WordWriter<1> wins(l.wins);
        WordWriter<4> turns(l.turns);
        for (uint64_t i = cls * per_class; i < (cls + 1) * per_class;
             ++i, packed = next_combination(packed)) {
          const QuantumLeapValue v = computed_value(table, own, deposit_bits(packed, free));
          wins.put(i, v.win);
          turns.put(i, static_cast<uint64_t>(v.turns));
        }
        wins.flush();
        turns.flush();
      }
    }
  });
}

}  // namespace

int solve_quantum_leap(QuantumLeapTable& table, const QuantumLeapRun& run) {
  RetroDriver driver(run);
  const int max = table.max_stones();
  const bool parts = !run.parts_base.empty();
  if (parts)  // the layers' folder is the solve's own: never a link to, or a folder of, other files
    must(claim_side_folder(layers_dir(run.parts_base),
                           [](std::string_view name) { return name.ends_with(".tb"); }));
  size_t done = 0;
  for (int total = 0; total <= 2 * max; ++total)
    for (int o = std::max(0, total - max); o <= std::min(total, max); ++o) {
      const int e = total - o;
      QuantumLeapLayer& l = table.layer(o, e);
      const std::string file = parts ? layer_file(run.parts_base, o, e) : "";
      auto resume = [&]() -> std::optional<bool> {
        if (!parts) return std::nullopt;
        auto part = driver.read_back(file, read_quantum_leap_table(file, &table.variant()));
        // A version-2 layer has no turns: solved again, with them.
        if (!part || !(*part)->layer(o, e).has_turns()) return std::nullopt;
        l = (*part)->layer(o, e);
        return true;
      };
      auto compute = [&] {
        solve_layer(table, l, std::max(1, run.threads));
        return std::optional<bool>(true);
      };
      auto save = [&](bool) {
        if (!parts) return;
        must(write_quantum_leap_table(table, file,
                                      [&](int own, int enemy) { return own == o && enemy == e; }));
      };
      const bool resumed = driver.tier(resume, compute, save).second;
      driver.finished({"layers", std::to_string(o) + "/" + std::to_string(e), ++done, table.layers().size(),
                       l.size, resumed});
    }
  return static_cast<int>(driver.resumed());
}

}  // namespace adaptoid
