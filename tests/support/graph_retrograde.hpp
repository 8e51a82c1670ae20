#pragma once
// Retrograde analysis of every position reachable from a start, for two-player games with
// cycles (Adaptoid), on the plain rules engine: the reference the folded solvers are tested
// against, kept with the tests (the library's solvers are the folded ones). The reachable graph
// is built forward, one node a position (no folding, no codes), then solved by the one
// propagation (class_propagate.hpp): what is never resolved is a draw (A17). Memory grows with the reachable
// set, so this is for small variants; the turn number is left out of a position unless max_turns reads it.
#include <adaptoid/core/game.hpp>
#include <adaptoid/core/value.hpp>
#include <adaptoid/solving/retro/class_propagate.hpp>

#include <cstdint>
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

struct PositionHash {
  size_t operator()(const Position& p) const { return static_cast<size_t>(p.key()); }
};
struct PositionEq {
  bool operator()(const Position& a, const Position& b) const { return a == b; }
};

namespace graph_retrograde_detail {

// Every position reachable from `start`, breadth first, into g.positions (with the turn number
// left out unless max_turns reads it), and the graph of their turns for the propagation: the
// winner of an ended game counted from its mover (0 the mover, 1 the other). g.complete is false
// when max_positions stopped it.
template <Game G>
ClassGraph explore(const G& game, Position start, uint64_t max_positions,
                   const std::function<void(uint64_t)>& progress, SolvedGraph& g) {
  const bool keep_clock = game.variant().max_turns > 0;
  auto normal = [&](Position p) {
    if (!keep_clock) p.set_turn_number(1);
    return p;
  };
  std::unordered_map<Position, uint32_t, PositionHash, PositionEq> index;
  ClassGraph edges;
  start = normal(start);
  index.emplace(start, 0);
  g.positions.push_back(start);
  std::vector<Turn> turns;
  for (uint64_t at = 0; at < g.positions.size(); ++at) {  // breadth first, so the list grows as we go
    const Position p = g.positions[at];
    const Status s = game.status(p);
    edges.winner.push_back(!s.winner ? kNoWinner : static_cast<uint8_t>(*s.winner == p.side() ? 0 : 1));
    if (!s.over) {  // a drawn ended game (A17's cap) has no winner and no turns: it stays a draw
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

}  // namespace graph_retrograde_detail

// The values propagate back from the ended games as in the folded solvers (class_propagate.hpp,
// two players): a position is won when one successor is lost for the opponent, lost when every
// successor is won for it, with the fewest plies to a win and the most to a loss.
template <Game G>
SolvedGraph solve_reachable(const G& game, Position start, uint64_t max_positions,
                            const std::function<void(uint64_t)>& progress = {}) {
  SolvedGraph g;
  ClassGraph edges = graph_retrograde_detail::explore(game, start, max_positions, progress, g);
  if (!g.complete) return g;
  g.edges = edges.children.size();
  const std::vector<ForcedWins> wins = propagate_classes(std::move(edges), 2);
  g.outcome.reserve(wins.size());
  g.plies.reserve(wins.size());
  for (const ForcedWins& w : wins) {
    g.outcome.push_back(outcome_of(w));
    g.plies.push_back(static_cast<uint16_t>(plies_of(w)));
  }
  return g;
}

}  // namespace adaptoid
