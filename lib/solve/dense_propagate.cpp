// The dense solver's classes with turns inside their tier (see dense_propagate.hpp).
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

constexpr int kPlayers = 2;  // the dense solver's
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

InsideValues value_inside(const DenseTier& tier, std::vector<Pending> parts, const DenseBytes& values,
                          const FastAdaptoidGame& game, const DenseIndex& index) {
  // The classes in the order of their numbers (a thread's are in order, but the threads' chunks
  // interleave), so that a class's place is found from its number by binary search and no table
  // maps one to the other: 17 bytes a class (number, outside, count, weight) where the lists of
  // turns took about 100.
  std::vector<uint64_t> numbers;
  std::vector<ExternalWins> external;
  std::vector<uint32_t> unresolved;  // the one question the loser's side asks (kPlayers - 1 = 1)
  std::vector<uint8_t> weight;
  for (Pending& p : parts) {
    for (size_t i = 0; i < p.count.size(); ++i)
      p.count[i] = (p.count[i] + (p.outside[i].any ? 1 : 0)) * p.weight[i];
    append(numbers, p.number), append(external, p.outside), append(unresolved, p.count);
    append(weight, p.weight);
  }
  InsideValues out;
  out.first = tier.begin;
  if (numbers.empty()) return out;
  {
    std::vector<uint32_t> order(numbers.size());
    for (uint32_t i = 0; i < order.size(); ++i) order[i] = i;
    std::sort(order.begin(), order.end(), [&](uint32_t a, uint32_t b) { return numbers[a] < numbers[b]; });
    out.offsets.resize(numbers.size());
    for (size_t i = 0; i < order.size(); ++i)
      out.offsets[i] = static_cast<uint32_t>(numbers[order[i]] - tier.begin);
    release(numbers);
    permute(external, order), permute(unresolved, order), permute(weight, order);
  }
  const auto place_of = [&](uint64_t number) {
    if (number < tier.begin || number >= tier.end) return kNotPending;
    const auto off = static_cast<uint32_t>(number - tier.begin);
    const auto it = std::lower_bound(out.offsets.begin(), out.offsets.end(), off);
    return it != out.offsets.end() && *it == off ? static_cast<uint64_t>(it - out.offsets.begin())
                                                 : kNotPending;
  };
  std::vector<FastAdaptoidState> found;
  // Calls tell(place) for every pending parent in the tier of the class of s, once a quiet parent.
  const auto parents = [&](const FastAdaptoidState& s, auto&& tell) {
    game.quiet_parents(s, found);
    for (const FastAdaptoidState& q : found)
      if (const uint64_t place = place_of(index.canonical(q)); place != kNotPending) tell(place);
  };
  for (const Pending& p : parts)
    for (const uint64_t c : p.settled) {
      const uint8_t v = values[c];
      if (!dv::solved(v)) throw std::logic_error("dense solve: a class solved at once is not solved");
      const FastAdaptoidState s = index.state(c);
      const uint32_t w = class_weight(index, s);
      parents(s, [&](uint64_t place) {
        if (!external[place].any) unresolved[place] += weight[place];
        external[place].add(dv::wins(v), kPlayers);
        if (unresolved[place] < w)
          throw std::logic_error("dense solve: more turns into the tier than counted");
        unresolved[place] -= w;
      });
    }
  out.wins = propagate_loop(
      std::vector<uint8_t>(out.offsets.size(), kNoWinner), external, std::move(unresolved), kPlayers,
      [&](uint64_t p) { return uint32_t{weight[p]}; },
      [&](uint64_t c, auto&& tell) {
        const uint32_t w = weight[c];
        parents(index.state(tier.begin + out.offsets[c]), [&](uint64_t place) { tell(place, w); });
      });
  return out;
}

}  // namespace adaptoid
