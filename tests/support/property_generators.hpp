#pragma once
// RapidCheck generators of positions for every built-in variant: from seeded random play (the
// number of turns shrinks toward the start) and built directly cell by cell (cells shrink toward
// empty). Generated positions are always accepted by the notation reader.
#include <adaptoid/core/game.hpp>
#include <adaptoid/util/random.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <rapidcheck.h>

#include <cstddef>
#include <map>
#include <string>
#include <vector>

namespace adaptoid::props {

inline const std::vector<std::string>& variant_names() {
  static const std::vector<std::string> names = builtin_variant_names();
  return names;
}

inline VariantPtr variant(const std::string& name) {
  static std::map<std::string, VariantPtr> cache;
  auto it = cache.find(name);
  if (it == cache.end()) it = cache.emplace(name, load_variant(name).value()).first;
  return it->second;
}

// A position reached by `plies` random turns from the start of the seed (Quantum Leap: the
// random setup of the seed); stops early when the game ends.
template <Game G>
Position play_random(const G& game, uint64_t seed, int plies, int* played = nullptr) {
  SplitMix64 rng(seed);
  Position p = game.start(seed % 1000);
  std::vector<Turn> turns;
  int n = 0;
  for (; n < plies && !game.status(p).over; ++n) {
    turns.clear();
    game.legal_turns(p, turns);
    if (turns.empty()) break;
    p = game.apply(p, turns[rng.below(turns.size())]);
  }
  if (played) *played = n;
  return p;
}

struct PlayedSpec {
  std::string variant;
  uint64_t seed;
  int plies;
};

inline rc::Gen<PlayedSpec> played_spec(int max_plies = 40) {
  return rc::gen::construct<PlayedSpec>(rc::gen::elementOf(variant_names()),
                                        rc::gen::inRange<uint64_t>(0, 1u << 20),
                                        rc::gen::inRange(0, max_plies + 1));
}

// A position built cell by cell: each cell empty or a piece of a player (legs and pincers up to
// 3 each, within max_extremities); pieces past the supply are left out. Side and losses random
// (losses below the goal). It need not be reachable, only readable.
struct BuiltSpec {
  std::string variant;
  std::vector<int> colour, legs, pincers;  // colour 0: empty, else colour + 1
  int side;
  std::vector<int> lost;
};

inline rc::Gen<BuiltSpec> built_spec() {
  return rc::gen::mapcat(rc::gen::elementOf(variant_names()), [](const std::string& name) {
    const VariantPtr v = variant(name);
    const size_t n = static_cast<size_t>(v->board.size());
    return rc::gen::construct<BuiltSpec>(
        rc::gen::just(name), rc::gen::container<std::vector<int>>(n, rc::gen::inRange(0, v->players + 1)),
        rc::gen::container<std::vector<int>>(n, rc::gen::inRange(0, 4)),
        rc::gen::container<std::vector<int>>(n, rc::gen::inRange(0, 4)), rc::gen::inRange(0, v->players),
        rc::gen::container<std::vector<int>>(static_cast<size_t>(v->players),
                                             rc::gen::inRange(0, std::max(1, v->loss_goal()))));
  });
}

template <Game G>
Position build(const G& game, const BuiltSpec& s) {
  const Variant& v = game.variant();
  Position p;
  std::vector<int> pieces(v.players, 0), legs(v.players, 0), pincers(v.players, 0);
  for (int c = 0; c < v.board.size(); ++c) {
    if (s.colour[c] == 0) continue;
    const Colour k = s.colour[c] - 1;
    if (v.is_quantum_leap()) {
      if (pieces[k] < v.stones) p.put(c, stone::make(k)), ++pieces[k];
      continue;
    }
    int l = std::min(s.legs[c], v.max_extremities), q = std::min(s.pincers[c], v.max_extremities - l);
    if (pieces[k] >= v.supply_adaptoids || legs[k] + l > v.supply_legs || pincers[k] + q > v.supply_pincers)
      continue;
    ++pieces[k], legs[k] += l, pincers[k] += q;
    p.put(c, adaptoid_piece::make(k, l, q));
  }
  p.set_side(v.turn_order[s.side % v.players]);
  if (v.is_adaptoid())
    for (int c = 0; c < v.players; ++c) p.set_lost(c, s.lost[c] % std::max(1, v.loss_goal()));
  game.decide_result(p);
  return p;
}

}  // namespace adaptoid::props
