#pragma once
// The proof-number search on both generators: a fast generator's States (boards of up to 64
// cells, with fast_search.hpp deciding the last turns) and the plain game's Positions (any board,
// with search.hpp's), as proof_number_search.hpp's Tree and proof_number_solve.hpp's Rules.
#include <adaptoid/search/fast_search.hpp>
#include <adaptoid/search/proof_number_search.hpp>
#include <adaptoid/search/proof_number_solve.hpp>
#include <adaptoid/search/search.hpp>

#include <map>

namespace adaptoid {

template <FastGame G>
struct FastProofTree {
  using Node = typename G::State;
  using Exact = FastWinSearch<G>;
  const G* game;
  void children(const Node& s, std::vector<Node>& out) const { game->children(s, out); }
  Status status(const Node& s) const { return game->status(s); }
  Colour side(const Node& s) const { return s.side; }
  uint64_t hash(const Node& s) const { return state_hash(s); }
  // The exact search writes its proofs into the same bounds table, under the same keys.
  Exact make_exact(Colour attacker, std::shared_ptr<BoundsTable> table) const {
    return Exact(*game, attacker, 0, true, std::move(table));
  }
};

template <Game G>
struct PlainProofTree {
  using Node = Position;
  using Exact = WinSearch<G>;
  const G* game;
  void children(const Position& p, std::vector<Position>& out) const {
    out.clear();
    game->legal_turns(p, turns_);
    for (const Turn& t : turns_) out.push_back(game->apply(p, t));
  }
  Status status(const Position& p) const { return game->status(p); }
  Colour side(const Position& p) const { return p.side(); }
  // The turn number in the key, as WinSearch's: positions never repeat below a node.
  uint64_t hash(const Position& p) const {
    return p.key() ^ static_cast<uint64_t>(p.turn_number()) * 0xC2B2AE3D27D4EB4FULL;
  }
  Exact make_exact(Colour attacker, const std::shared_ptr<BoundsTable>&) const {
    return Exact(*game, attacker);
  }
  mutable std::vector<Turn> turns_ = {};  // scratch (no recursion inside children)
};

// How much memory the proof-number search takes: a quarter for the bounds table the threads
// share, the rest split between the threads' tables of numbers.
struct ProofMemory {
  size_t bytes = size_t{256} << 20;
  int exact_turns = 1;
};

// solve_by_proof_numbers's Rules over a base's (FastSearchRules or PlainSearchRules): the root
// walked as the base does, below it the proof-number search. A bounds table for each attacker
// (the loss proof searches the opponent's wins).
template <class Base, class Tree>
struct ProofNumberRules : Base {
  using Search = ProofNumberSearch<Tree>;
  Tree tree;
  ProofMemory memory;
  mutable std::map<Colour, std::shared_ptr<BoundsTable>> bounds = {};

  Search make_search(Colour attacker, uint64_t budget) const {
    return std::move(make_searches(attacker, budget, 1)[0]);
  }
  std::vector<Search> make_searches(Colour attacker, uint64_t budget, int count) const {
    auto& table = bounds[attacker];
    if (!table) table = std::make_shared<BoundsTable>(BoundsTable::shared(memory.bytes / 4 / 16));
    std::vector<Search> out;
    const size_t each = memory.bytes * 3 / 4 / static_cast<size_t>(std::max(count, 1));
    for (int i = 0; i < count; ++i) out.emplace_back(tree, attacker, table, each, budget, memory.exact_turns);
    return out;
  }
};

// solve_by_proof_numbers on a fast generator or on the plain game.
template <FastGame G>
SearchResult solve_fast_by_proof_numbers(const G& game, const Position& p, int turns, uint64_t node_budget,
                                         bool prove_loss, int threads, ProofMemory memory,
                                         const ProgressReport& report = {}) {
  using Rules = ProofNumberRules<FastSearchRules<G>, FastProofTree<G>>;
  const Rules rules{{game, true}, {&game}, memory};
  return solve_by_proof_numbers(rules, game.from_position(p), turns, node_budget, prove_loss, threads,
                                report);
}
template <Game G>
SearchResult solve_plain_by_proof_numbers(const G& game, const Position& p, int turns, uint64_t node_budget,
                                          bool prove_loss, int threads, ProofMemory memory,
                                          const ProgressReport& report = {}) {
  using Rules = ProofNumberRules<PlainSearchRules<G>, PlainProofTree<G>>;
  const Rules rules{{game}, {&game}, memory};
  return solve_by_proof_numbers(rules, p, turns, node_budget, prove_loss, threads, report);
}

}  // namespace adaptoid
