// The dense solver's classes with turns inside their tier (see dense_propagate.hpp).
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

// `v` in the order `order` gives (the positions of its elements, one each).
template <class T>
void permute(std::vector<T>& v, const std::vector<uint32_t>& order) {
  std::vector<T> out(v.size());
  for (size_t i = 0; i < order.size(); ++i) out[i] = v[order[i]];
  v.swap(out);
}

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
  std::array<uint64_t, 24> numbers{};  // a board's symmetries are at most 12
  const size_t n = index.images();
  if (n > numbers.size()) throw std::logic_error("dense solve: a group of more than 24 elements");
  for (size_t e = 0; e < n; ++e) numbers[e] = index.image(s, e);
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

  // Calls tell(i, place) for every pending parent of the class numbered numbers[i], i < n, once
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

Gathered gather(const DenseTier& tier, std::vector<Pending> parts) {
  Gathered g;
  std::vector<uint64_t> numbers;
  for (Pending& p : parts) {
    for (size_t i = 0; i < p.count.size(); ++i)
      p.count[i] = (p.count[i] + (p.outside[i].any ? 1 : 0)) * p.weight[i];
    append(numbers, p.number), append(g.external, p.outside), append(g.units, p.count);
    append(g.weight, p.weight), append(g.settled, p.settled);
  }
  std::vector<uint32_t> order(numbers.size());
  for (uint32_t i = 0; i < order.size(); ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](uint32_t a, uint32_t b) { return numbers[a] < numbers[b]; });
  g.offsets.resize(numbers.size());
  for (size_t i = 0; i < order.size(); ++i)
    g.offsets[i] = static_cast<uint32_t>(numbers[order[i]] - tier.begin);
  release(numbers);
  permute(g.external, order), permute(g.units, order), permute(g.weight, order);
  return g;
}

}  // namespace

InsideValues value_inside(const DenseTier& tier, std::vector<Pending> parts, const DenseBytes& values,
                          const FastAdaptoidGame& game, const DenseIndex& index, int threads) {
  const int players = game.variant().players;
  const auto questions = static_cast<size_t>(players - 1);  // those asking every successor
  Gathered g = gather(tier, std::move(parts));
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
          const uint8_t v = values[settled[i]];
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
