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

// The pending classes of a tier by number: each one's number less the tier's first (high half)
// and its place among them (low half), sorted.
class PendingPlaces {
 public:
  explicit PendingPlaces(const DenseTier& tier) : first_(tier.begin) {}
  void add(uint64_t number, uint64_t place) { keys_.push_back((number - first_) << 32 | place); }
  void sort() { std::sort(keys_.begin(), keys_.end()); }
  uint64_t find(uint64_t number) const {
    if (number < first_) return kNotPending;
    const uint64_t off = number - first_;
    const auto it = std::lower_bound(keys_.begin(), keys_.end(), off << 32);
    return it != keys_.end() && *it >> 32 == off ? (*it & UINT32_MAX) : kNotPending;
  }

 private:
  uint64_t first_;
  std::vector<uint64_t> keys_;
};

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
  InsideValues out;
  PendingPlaces places(tier);
  std::vector<ExternalWins> external;
  std::vector<uint32_t> unresolved;  // the one question the loser's side asks (kPlayers - 1 = 1)
  std::vector<uint8_t> weight;
  for (Pending& p : parts) {
    for (size_t i = 0; i < p.number.size(); ++i) {
      places.add(p.number[i], out.numbers.size());
      out.numbers.push_back(p.number[i]);
      external.push_back(p.outside[i]);
      weight.push_back(p.weight[i]);
      unresolved.push_back((p.count[i] + (p.outside[i].any ? 1 : 0)) * p.weight[i]);
    }
    release(p.number), release(p.outside), release(p.count), release(p.weight);
  }
  if (out.numbers.empty()) return out;
  places.sort();
  std::vector<FastAdaptoidState> found;
  // Calls tell(place) for every pending parent of class `number` in the tier, once a quiet parent.
  const auto parents = [&](uint64_t number, auto&& tell) {
    game.quiet_parents(index.state(number), found);
    for (const FastAdaptoidState& q : found)
      if (const uint64_t place = places.find(index.canonical(q)); place != kNotPending) tell(place);
  };
  for (const Pending& p : parts)
    for (const uint64_t c : p.settled) {
      const uint8_t v = values[c];
      if (!dv::solved(v)) throw std::logic_error("dense solve: a class solved at once is not solved");
      const uint32_t w = class_weight(index, index.state(c));
      parents(c, [&](uint64_t place) {
        if (!external[place].any) unresolved[place] += weight[place];
        external[place].add(dv::wins(v), kPlayers);
        if (unresolved[place] < w)
          throw std::logic_error("dense solve: more turns into the tier than counted");
        unresolved[place] -= w;
      });
    }
  out.wins = propagate_loop(
      std::vector<uint8_t>(out.numbers.size(), kNoWinner), external, std::move(unresolved), kPlayers,
      [&](uint64_t p) { return uint32_t{weight[p]}; },
      [&](uint64_t c, auto&& tell) {
        const uint32_t w = weight[c];
        parents(out.numbers[c], [&](uint64_t place) { tell(place, w); });
      });
  return out;
}

}  // namespace adaptoid
