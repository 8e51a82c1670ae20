// The dense solver's successors of a position (see dense_successors.hpp).
#include <adaptoid/solving/densesolve/dense_plies.hpp>
#include <adaptoid/solving/densesolve/dense_reach_marks.hpp>
#include <adaptoid/solving/densesolve/dense_successors.hpp>

#include <algorithm>
#include <bit>
#include <stdexcept>

namespace adaptoid {

namespace dv = dense_value;

template <TieredGame G>
void DenseSuccessors<G>::make(const State& s, Kids<State>& kids) const {
  kids.states.clear();
  game_.children(s, kids.states);
  kids.numbers.resize(kids.states.size());
  for (size_t i = 0; i < kids.states.size(); ++i) {
    kids.numbers[i] = game_.number(kids.states[i]);
    if (kids.numbers[i] != G::kNone) values_.prefetch(kids.numbers[i]);
  }
}

template <TieredGame G>
uint64_t DenseSuccessors<G>::place_of(uint64_t c) const {
  if (!values_.holds(c)) throw std::logic_error("dense solve: a successor's class was not reached");
  return values_.slot(c);
}

template <TieredGame G>
bool DenseSuccessors<G>::is_over(const Kids<State>& kids, size_t i) const {
  return kids.numbers[i] == G::kNone || game_.status(kids.states[i]).over;
}

template <TieredGame G>
ForcedWins DenseSuccessors<G>::ended_wins(const State& kid) const {
  return game_.ended_value(kid, game_.status(kid));
}

template <TieredGame G>
uint32_t DenseSuccessors<G>::outside(const DenseTier& tier, const State& s, Kids<State>& kids,
                                     ExternalWins& outside, uint64_t& turns) const {
  kids.states.clear();
  game_.children(s, kids.states);
  turns += kids.states.size();
  // Only a turn out of the tier needs its class's number (its byte fetched ahead): one inside it
  // is only counted (most turns stay in the tier): one that keeps level().
  kids.numbers.resize(kids.states.size());
  kids.slots.resize(kids.states.size());
  const uint64_t here = game_.level(s);
  for (size_t i = 0; i < kids.states.size(); ++i) {
    if (game_.level(kids.states[i]) == here) {
      kids.numbers[i] = tier.begin;  // a number of the tier
      continue;
    }
    if (const typename G::Slice* slice = later_slice(game_, kids.states[i], tier); !slice) {
      kids.numbers[i] = G::kNone;
    } else {
      kids.numbers[i] = game_.canonical(kids.states[i], slice);
      values_.prefetch_slot(kids.slots[i] = place_of(kids.numbers[i]));
    }
  }
  uint32_t count = 0;
  for (size_t i = 0; i < kids.states.size(); ++i) {
    if (is_over(kids, i)) {
      outside.add(ended_wins(kids.states[i]), players_);
    } else if (kids.numbers[i] < tier.end) {
      ++count;  // valued with the tier's others (dense_plies.hpp)
    } else {
      const uint8_t v = values_.at_slot(kids.slots[i]);
      if (!dv::solved(v)) throw std::logic_error("dense solve: a successor in a later tier is not solved");
      outside.add(dv::wins(v, players_), players_);
    }
  }
  return count;
}

template <TieredGame G>
std::optional<uint8_t> DenseSuccessors<G>::every_turn(const State& s, int k, Kids<State>& kids) const {
  kids.states.clear();
  game_.children(s, kids.states);
  // The first turn that does not force it answers the question, so the successors are numbered
  // as they are looked up (each one ahead of the one read, its bits fetched meanwhile), not all
  // of them first.
  const size_t n = kids.states.size();
  kids.numbers.resize(n);
  const auto number = [&](size_t i) {
    kids.numbers[i] = game_.canonical(kids.states[i]);
    if (kids.numbers[i] != G::kNone) values_.prefetch(kids.numbers[i]);
  };
  if (n > 0) number(0);
  EveryTurn answer(k, players_);
  for (size_t i = 0; i < n; ++i) {
    if (i + 1 < n) number(i + 1);
    const uint8_t b = is_over(kids, i) ? dv::of(ended_wins(kids.states[i]), players_)
                                       : values_.at_slot(place_of(kids.numbers[i]));
    if (!answer.take(b)) return std::nullopt;
  }
  return answer.value();
}

template class DenseSuccessors<AdaptoidTieredGame>;

}  // namespace adaptoid
