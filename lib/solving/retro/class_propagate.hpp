#pragma once
// Propagation of each player's forced win over a graph of classes, with counts of unresolved
// successors (tiered_retrograde.hpp explains the questions). The one-pass solver runs it on the
// whole graph; the tiered solve runs it on one tier, whose successors in later tiers are already
// solved: those come in as ExternalWins, each taking effect at its own number of plies, so the
// plies are exactly what the whole graph gives.
#include <adaptoid/tables/forced_wins.hpp>

#include <array>

#include <cstdint>
#include <vector>

namespace adaptoid {

inline constexpr uint8_t kNoWinner = 0xFF;

// A class's successors outside the graph, summed up per question k (counted from the class's
// mover): question 0 needs one forcing successor, so only the fastest counts; the others need
// every successor to force, so the slowest counts, and one that does not blocks the question.
struct ExternalWins {
  std::array<uint16_t, kMaxAdaptoidPlayers> plies_plus_one{};  // k = 0: fastest, else slowest (0: none)
  uint8_t blocked = 0;  // bit k: an outside successor does not force question k
  bool any = false;     // the class has a successor outside the graph

  // Adds an outside successor whose own forced wins are `kid` (questions counted from its mover,
  // the next player in turn order).
  void add(const ForcedWins& kid, int players);
  // The forced wins of a class whose every successor is outside the graph: what the propagation
  // gives it (a solver that values such classes without the graph calls this).
  ForcedWins alone(int players) const;
};

struct ClassGraph {
  std::vector<uint8_t> winner;  // by class: the winner counted from the mover, or kNoWinner
  std::vector<uint64_t> first_child{0};
  std::vector<uint32_t> children;      // successors inside the graph, one a legal turn
  std::vector<ExternalWins> external;  // by class, or empty when every successor is inside
};

// Every question of every class, in order of plies. Takes the graph, to free its successor lists
// once they are turned into parent lists. Throws std::length_error past 65,534 plies.
std::vector<ForcedWins> propagate_classes(ClassGraph g, int players);

}  // namespace adaptoid
