// The dense solver's classes with turns inside their tier (see dense_propagate.hpp).
#include <adaptoid/solve/class_propagate.hpp>
#include <adaptoid/solve/code_set.hpp>
#include <adaptoid/solve/dense_propagate.hpp>
#include <adaptoid/solve/dense_values.hpp>

#include <algorithm>
#include <stdexcept>

namespace adaptoid {

namespace dv = dense_value;

InsideValues value_inside(const DenseTier& tier, std::vector<Pending> parts, const DenseBytes& values) {
  // Each class's number less the tier's first (high half) and its place in the graph (low half),
  // sorted: a successor's place by binary search.
  InsideValues out;
  std::vector<uint64_t> places;
  ClassGraph g;
  for (Pending& p : parts) {
    for (const uint64_t n : p.number)
      places.push_back((n - tier.begin) << 32 | out.numbers.size()), out.numbers.push_back(n);
    g.external.insert(g.external.end(), p.outside.begin(), p.outside.end());
    release(p.number), release(p.outside);
  }
  if (out.numbers.empty()) return out;
  std::sort(places.begin(), places.end());
  g.winner.assign(out.numbers.size(), kNoWinner);
  size_t at = 0;  // the class in the graph
  for (Pending& p : parts) {
    size_t next = 0;
    for (const uint32_t count : p.count) {
      for (uint32_t k = 0; k < count; ++k) {
        const uint64_t off = p.inside[next++];
        const auto it = std::lower_bound(places.begin(), places.end(), off << 32);
        if (it != places.end() && *it >> 32 == off) {
          g.children.push_back(static_cast<uint32_t>(*it & UINT32_MAX));
          continue;
        }
        const uint8_t v = values[tier.begin + off];
        if (!dv::solved(v)) throw std::logic_error("dense solve: a successor in the tier is not solved");
        g.external[at].add(dv::wins(v), 2);
      }
      g.first_child.push_back(g.children.size());
      ++at;
    }
    release(p.inside), release(p.count);
  }
  release(places);
  out.wins = propagate_classes(std::move(g), 2);
  return out;
}

}  // namespace adaptoid
