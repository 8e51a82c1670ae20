// The dense solver's classes with turns inside their tier (see dense_propagate.hpp).
#include <adaptoid/core/merge_runs.hpp>
#include <adaptoid/core/parallel.hpp>
#include <adaptoid/solve/code_set.hpp>
#include <adaptoid/solve/dense_propagate.hpp>
#include <adaptoid/solve/dense_values.hpp>
#include <adaptoid/solve/propagate_loop.hpp>

#include <algorithm>
#include <array>
#include <stdexcept>

namespace adaptoid {

namespace dv = dense_value;

namespace {

constexpr uint64_t kNotPending = UINT64_MAX;

// Appends `from` to `to` and frees it.
template <class T>
void append(std::vector<T>& to, std::vector<T>& from) {
  if (to.empty()) {
    to.swap(from);
    return;
  }
  to.insert(to.end(), from.begin(), from.end());
  release(from);
}

}  // namespace

uint8_t class_weight(const DenseIndex& index, const FastAdaptoidState& s) {
  std::array<uint64_t, DenseIndex::kMostImages> numbers{};
  const size_t n = index.numbers_of(s, numbers);
  std::sort(numbers.begin(), numbers.begin() + static_cast<std::ptrdiff_t>(n));
  return static_cast<uint8_t>(std::unique(numbers.begin(), numbers.begin() + static_cast<std::ptrdiff_t>(n)) -
                              numbers.begin());
}

namespace {

// The pending parents of batches of classes, found on the threads: each class's representative
// decoded, its quiet parents ranked to their canonical numbers and looked up among the tier's
// pending classes. The look-ups are most of the propagation's time, and they only read.
class ParentFinder {
 public:
  ParentFinder(const FastAdaptoidGame& game, const DenseIndex& index, const DenseTier& tier,
               const std::vector<uint32_t>& offsets, int threads)
      : game_(game),
        index_(index),
        tier_(tier),
        offsets_(offsets),
        threads_(std::max(threads, 1)),
        found_(static_cast<size_t>(threads_)) {}

  // Calls tell(i, place) for every pending parent of the class numbered number(i), i < n, once
  // a quiet parent; with `weights`, sets weights[i] to that class's weight on the way.
  template <class Number, class Tell>
  void each(size_t n, Number&& number, Tell&& tell, uint8_t* weights = nullptr) {
    in_slices(0, n, threads_, [&](size_t from, size_t to, int t) {
      Found& f = found_[static_cast<size_t>(t)];
      f.parents.clear();
      for (size_t i = from; i < to; ++i) {
        const FastAdaptoidState s = index_.state(number(i));
        if (weights) weights[i] = class_weight(index_, s);
        game_.quiet_parents(s, f.states);
        for (const FastAdaptoidState& q : f.states)
          if (const uint64_t place = place_of(index_.canonical(q)); place != kNotPending)
            f.parents.emplace_back(static_cast<uint32_t>(i), static_cast<uint32_t>(place));
      }
    });
    for (const Found& f : found_)
      for (const auto& [i, place] : f.parents) tell(size_t{i}, uint64_t{place});
  }

  // The place of a class among the pending (in the order of their numbers), or kNotPending.
  uint64_t place_of(uint64_t number) const {
    if (number < tier_.begin || number >= tier_.end) return kNotPending;
    const auto off = static_cast<uint32_t>(number - tier_.begin);
    const auto it = std::lower_bound(offsets_.begin(), offsets_.end(), off);
    return it != offsets_.end() && *it == off ? static_cast<uint64_t>(it - offsets_.begin()) : kNotPending;
  }

 private:
  struct Found {
    std::vector<FastAdaptoidState> states;
    std::vector<std::pair<uint32_t, uint32_t>> parents;  // (the class's i, the parent's place)
  };
  const FastAdaptoidGame& game_;
  const DenseIndex& index_;
  const DenseTier& tier_;
  const std::vector<uint32_t>& offsets_;
  const int threads_;
  std::vector<Found> found_;
};

// The pending classes gathered from the threads, in the order of their numbers (a thread's are
// in order, but the threads' chunks interleave), so that a class's place is found from its
// number by binary search and no table maps one to the other: 17 bytes a class (number,
// outside, count, weight) where the lists of turns took about 100.
struct Gathered {
  std::vector<uint32_t> offsets;  // the numbers less the tier's first
  std::vector<ExternalWins> external;
  std::vector<uint32_t> units;  // by class: its successors in units of weight
  std::vector<uint8_t> weight;
  std::vector<uint64_t> settled;  // the classes solved at once a quiet turn may lead to
};

// The threads' pending classes merged in the order of their numbers: a thread takes the chunks
// of a range in order, so each thread's are in order already (a sort and a permutation took a
// tenth of adapt3-19's big tier). The merge's order is found once (the thread each class comes
// from), then each field is merged and the threads' copies freed, one field at a time.
Gathered gather(std::vector<Pending> parts) {
  Gathered g;
  size_t total = 0;
  for (Pending& p : parts) {
    if (!std::is_sorted(p.offset.begin(), p.offset.end()))
      throw std::logic_error("dense solve: a thread's pending classes out of order");
    total += p.offset.size();
    append(g.settled, p.settled);
  }
  if (parts.size() > 256) throw std::logic_error("dense solve: more than 256 threads' pending classes");
  std::vector<uint8_t> from;
  from.reserve(total);
  merge_runs(
      parts.size(), [&](size_t k) { return parts[k].offset.size(); },
      [&](size_t j, size_t i, size_t k, size_t l) { return parts[j].offset[i] < parts[k].offset[l]; },
      [&](size_t k, size_t) { from.push_back(static_cast<uint8_t>(k)); });
  std::vector<size_t> at(parts.size(), 0);
  // Field f of every class in merged order, f(part, i) reading thread part's i-th class.
  const auto merged = [&](auto& into, auto&& f) {
    std::fill(at.begin(), at.end(), 0);
    into.reserve(total);
    for (const uint8_t k : from) into.push_back(f(parts[k], at[k]++));
  };
  merged(g.units,
         [](const Pending& p, size_t i) { return (p.count[i] + (p.outside[i].any ? 1 : 0)) * p.weight[i]; });
  for (Pending& p : parts) release(p.count);
  merged(g.external, [](const Pending& p, size_t i) { return p.outside[i]; });
  for (Pending& p : parts) release(p.outside);
  merged(g.weight, [](const Pending& p, size_t i) { return p.weight[i]; });
  for (Pending& p : parts) release(p.weight);
  merged(g.offsets, [](const Pending& p, size_t i) { return p.offset[i]; });
  return g;
}

}  // namespace

InsideValues value_inside(const DenseTier& tier, std::vector<Pending> parts, const ReachedValues& values,
                          const FastAdaptoidGame& game, const DenseIndex& index, int threads) {
  const int players = game.variant().players;
  const auto questions = static_cast<size_t>(players - 1);  // those asking every successor
  Gathered g = gather(std::move(parts));
  InsideValues out;
  out.first = tier.begin;
  out.offsets = std::move(g.offsets);
  if (out.offsets.empty()) return out;
  ParentFinder finder(game, index, tier, out.offsets, threads);
  // The classes solved at once count as outside successors of their pending parents.
  std::vector<uint8_t> settled_weight(kPropagateBatch);
  for (size_t from = 0; from < g.settled.size(); from += kPropagateBatch) {
    const uint64_t* settled = g.settled.data() + from;
    const size_t n = std::min(kPropagateBatch, g.settled.size() - from);
    finder.each(
        n, [&](size_t i) { return settled[i]; },
        [&](size_t i, uint64_t place) {
          const uint8_t v = values.value(settled[i]);
          if (!dv::solved(v)) throw std::logic_error("dense solve: a class solved at once is not solved");
          if (!g.external[place].any) g.units[place] += g.weight[place];
          g.external[place].add(dv::wins(v, players), players);
          if (g.units[place] < settled_weight[i])
            throw std::logic_error("dense solve: more turns into the tier than counted");
          g.units[place] -= settled_weight[i];
        },
        settled_weight.data());
  }
  release(g.settled);
  // Every question asking every successor starts from the class's count.
  std::vector<uint32_t> unresolved(g.units.size() * questions);
  for (size_t c = 0; c < g.units.size(); ++c)
    std::fill_n(unresolved.begin() + static_cast<std::ptrdiff_t>(c * questions), questions, g.units[c]);
  release(g.units);
  out.wins = propagate_loop(
      std::vector<uint8_t>(out.offsets.size(), kNoWinner), g.external, std::move(unresolved), players,
      [&](uint64_t p) { return uint32_t{g.weight[p]}; },
      [&](const uint64_t* cs, size_t n, auto&& tell) {
        finder.each(
            n, [&](size_t i) { return tier.begin + out.offsets[cs[i]]; },
            [&](size_t i, uint64_t place) { tell(i, place, uint32_t{g.weight[cs[i]]}); });
      });
  return out;
}

}  // namespace adaptoid
