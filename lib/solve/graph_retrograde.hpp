#pragma once
// Retrograde analysis of every position reachable from a start, for two-player games with
// cycles (Adaptoid). The reachable graph is built forward, its edges reversed, and values
// propagate back from the ended games with a count of unresolved successors: a position is won
// when one successor is lost for the opponent, lost when every successor is won for the
// opponent; what is never resolved is a draw (A17). Memory grows with the reachable set, so this
// is for small variants; the turn number is left out of a position unless max_turns reads it.
#include <adaptoid/core/game.hpp>
#include <adaptoid/core/value.hpp>

#include <cstdint>
#include <deque>
#include <functional>
#include <optional>
#include <unordered_map>
#include <vector>

namespace adaptoid {

struct SolvedGraph {
  std::vector<Position> positions;  // positions[0] is the start
  std::vector<Proof> outcome;
  std::vector<uint16_t> plies;  // to the end, winner hurrying and loser resisting (0 for draws)
  uint64_t edges = 0;
  bool complete = true;  // false when the position limit stopped the search
};

struct PositionEq {
  bool operator()(const Position& a, const Position& b) const { return a == b; }
};

namespace graph_retrograde_detail {

// Successor lists, compressed: the successors of p are children[first_child[p] .. first_child[p + 1]).
struct Edges {
  std::vector<uint64_t> first_child{0};
  std::vector<uint32_t> children;
};

// Every position reachable from `start`, breadth first, into g.positions (with the turn number
// left out unless max_turns reads it); g.complete is false when max_positions stopped it.
template <Game G>
Edges explore(const G& game, Position start, uint64_t max_positions,
              const std::function<void(uint64_t)>& progress, SolvedGraph& g) {
  const bool keep_clock = game.variant().max_turns > 0;
  auto normal = [&](Position p) {
    if (!keep_clock) p.set_turn_number(1);
    return p;
  };
  std::unordered_map<Position, uint32_t, PositionHash, PositionEq> index;
  Edges edges;
  start = normal(start);
  index.emplace(start, 0);
  g.positions.push_back(start);
  std::vector<Turn> turns;
  for (uint64_t at = 0; at < g.positions.size(); ++at) {  // breadth first, so the list grows as we go
    const Position p = g.positions[at];
    if (!game.status(p).over) {
      game.legal_turns(p, turns);
      for (const Turn& t : turns) {
        const Position q = normal(game.apply(p, t));
        auto [it, fresh] = index.emplace(q, static_cast<uint32_t>(g.positions.size()));
        if (fresh) {
          if (g.positions.size() >= max_positions) {
            g.complete = false;
            return edges;
          }
          g.positions.push_back(q);
        }
        edges.children.push_back(it->second);
      }
    }
    edges.first_child.push_back(edges.children.size());
    if (progress && (at & 0xFFFFF) == 0) progress(at);
  }
  return edges;
}

// Values from the ended games back, over the reversed edges, into g.outcome and g.plies.
template <Game G>
void propagate(const G& game, const Edges& edges, SolvedGraph& g) {
  const std::vector<uint64_t>& first_child = edges.first_child;
  const std::vector<uint32_t>& children = edges.children;
  const size_t n = g.positions.size();
  // Reverse edges, compressed: the parents of c are parents[first_parent[c] .. first_parent[c+1]).
  std::vector<uint64_t> first_parent(n + 1, 0);
  for (uint32_t c : children) ++first_parent[c + 1];
  for (size_t i = 0; i < n; ++i) first_parent[i + 1] += first_parent[i];
  std::vector<uint32_t> parents(children.size());
  {
    std::vector<uint64_t> fill(first_parent.begin(), first_parent.end() - 1);
    for (size_t p = 0; p < n; ++p)
      for (uint64_t e = first_child[p]; e < first_child[p + 1]; ++e)
        parents[fill[children[e]]++] = static_cast<uint32_t>(p);
  }

  g.outcome.assign(n, Proof::Draw);
  g.plies.assign(n, 0);
  std::vector<uint32_t> unresolved(n);
  std::vector<bool> resolved(n, false);
  std::deque<uint32_t> queue;
  for (size_t p = 0; p < n; ++p) {
    unresolved[p] = static_cast<uint32_t>(first_child[p + 1] - first_child[p]);
    const Status s = game.status(g.positions[p]);
    if (!s.over) continue;
    if (s.winner) {
      g.outcome[p] = *s.winner == g.positions[p].side() ? Proof::Win : Proof::Loss;
      resolved[p] = true;
      queue.push_back(static_cast<uint32_t>(p));
    }
    // a drawn ended game (A17's cap) stays a draw and is never queued
  }
  while (!queue.empty()) {  // in order of plies, so each value gets its shortest / longest line
    const uint32_t c = queue.front();
    queue.pop_front();
    for (uint64_t e = first_parent[c]; e < first_parent[c + 1]; ++e) {
      const uint32_t p = parents[e];
      if (resolved[p]) continue;
      if (g.outcome[c] == Proof::Loss) {
        g.outcome[p] = Proof::Win;
      } else if (--unresolved[p] == 0) {
        g.outcome[p] = Proof::Loss;
      } else {
        continue;
      }
      resolved[p] = true;
      g.plies[p] = static_cast<uint16_t>(g.plies[c] + 1);
      queue.push_back(p);
    }
  }
}

}  // namespace graph_retrograde_detail

template <Game G>
SolvedGraph solve_reachable(const G& game, Position start, uint64_t max_positions,
                            const std::function<void(uint64_t)>& progress = {}) {
  SolvedGraph g;
  const graph_retrograde_detail::Edges edges =
      graph_retrograde_detail::explore(game, start, max_positions, progress, g);
  if (!g.complete) return g;
  g.edges = edges.children.size();
  graph_retrograde_detail::propagate(game, edges, g);
  return g;
}

}  // namespace adaptoid
