#pragma once
// Monte Carlo tree search on a fast generator. Plain, it is UCT with random playouts, the baseline
// of general game playing (Kocsis and Szepesvari 2006; Ludii's UCT): UCB1 with C = sqrt(2) on
// rewards in [0, 1], one new node per iteration, a uniformly random playout to the end. With
// several players each node keeps the reward of the player who moved into it (1 for a win, 0 for
// a loss, 1/players each for a draw). A playout that reaches kPlayoutCap plies counts as a draw:
// random Adaptoid games can wander.
// Two options make the engine's search for Quantum Leap (where short random games judge well):
//   solver (two players): proven wins and losses are backed up the tree (MCTS-Solver, Winands,
//     Bjornsson and Saito 2008), so a proven child is never sampled again and a proven root
//     turn is played at once;
//   decisive playouts: a playout plays a turn that wins at once when it has one (Teytaud and
//     Teytaud 2010), so random games end the way real ones do.
#include <adaptoid/fast/fast_game.hpp>
#include <adaptoid/play/budget.hpp>
#include <adaptoid/play/evaluate.hpp>
#include <adaptoid/util/random.hpp>

#include <array>
#include <cmath>
#include <functional>
#include <optional>
#include <vector>

namespace adaptoid {

struct MctsOptions {
  bool solver = false;
  bool decisive_playouts = false;
  int cutoff_plies = 0;  // > 0: a playout stops after this many plies and the evaluation judges it
  double scale = 100;    // the evaluation's units per factor e of the odds
  bool ordered = false;  // expand a node's turns best first, by the evaluation
  double exploration = 1.4142135623730951;  // UCB1's C: sqrt(2) is plain UCT's
  // > 0: progressive widening (Chaslot et al. 2008, with `ordered`): a node gets another child
  // only while it has fewer than 1 + widening * sqrt(visits), so the search goes deep on the
  // best-looking turns instead of trying each of hundreds once.
  double widening = 0;
};

template <FastGame G>
class Mcts {
  using State = typename G::State;
  // A node's proof, for the player who moved into it.
  enum class Proven : int8_t { Loss = -1, No = 0, Win = 1 };
  struct Node {
    State state;
    uint32_t parent = 0;
    std::vector<uint32_t> children;
    std::vector<Turn> untried;  // filled at the first visit, emptied as children are added
    bool opened = false;
    Proven proven = Proven::No;
    uint32_t visits = 0;
    double reward = 0;  // of the player who moved into this node
  };

 public:
  struct RootAnswer {
    Turn turn;
    double reward;  // mean reward of the chosen turn, for its mover
    bool proven_win = false, proven_loss = false;
    uint64_t iterations;
  };

  // evaluate(s, c): the position from c's view, as the engine's evaluation (two players only).
  // strength(s, c): how far c is from defeat, in the evaluation's units.
  using Evaluate = std::function<int(const State&, Colour)>;
  Mcts(const G& game, MctsOptions options, uint64_t seed, Evaluate evaluate = {}, Evaluate strength = {})
      : game_(game),
        options_(options),
        rng_(seed),
        players_(game.variant().players),
        evaluate_(std::move(evaluate)),
        strength_(std::move(strength)) {
    if (!evaluate_ || !strength_) options_.cutoff_plies = 0, options_.ordered = false, options_.widening = 0;
    for (Colour c = 0; c < players_; ++c) winner_if_defeated_[c] = winner_if_defeated(game.variant(), c);
    options_.solver = options_.solver && players_ == 2;
  }

  // Searches from s (not over) until the budget is spent or the root is proven.
  RootAnswer search(const State& s, const Budget& budget) {
    tree_.clear();
    root_turns_.clear();
    tree_.emplace_back();
    tree_.back().state = s;
    uint64_t iterations = 0;
    do {
      const uint32_t leaf = descend();
      backpropagate(leaf, outcome(leaf));
      ++iterations;
    } while (tree_[0].proven == Proven::No && !budget.over(iterations));
    return answer(iterations);
  }

 private:
  static constexpr int kPlayoutCap = 200;
  static constexpr uint64_t kFewReplies = 6;

  // Selection and expansion: down by UCB1 to a node with untried turns, then one of them.
  uint32_t descend() {
    uint32_t at = 0;
    for (;;) {
      Node& node = tree_[at];
      if (node.proven != Proven::No || game_.status(node.state).over) return at;
      if (!node.opened) {
        game_.legal_turns(node.state, node.untried);
        rng_.shuffle(node.untried);
        if (options_.ordered) order_by_evaluation(node);
        node.opened = true;
      }
      if (!node.untried.empty() && may_widen(node)) return expand(at);
      at = best_child(tree_[at]);
    }
  }

  // The mover's best-looking turns last, so they are expanded first (progressive ordering: with
  // hundreds of turns a node, most are never tried; these should be the ones that are).
  void order_by_evaluation(Node& node) {
    const Colour mover = node.state.side;
    std::vector<std::pair<int, Turn>> scored;
    scored.reserve(node.untried.size());
    for (const Turn& t : node.untried) {
      const State k = game_.apply(node.state, t);
      scored.emplace_back(value_or_result(game_, evaluate_, k, mover, 1'000'000), t);
    }
    std::stable_sort(scored.begin(), scored.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    for (size_t i = 0; i < scored.size(); ++i) node.untried[i] = scored[i].second;
  }

  bool may_widen(const Node& node) const {
    return options_.widening <= 0 || node.children.empty() ||
           static_cast<double>(node.children.size()) < 1 + options_.widening * std::sqrt(node.visits);
  }

  uint32_t expand(uint32_t at) {
    const Turn t = tree_[at].untried.back();
    tree_[at].untried.pop_back();
    Node child;
    child.state = game_.apply(tree_[at].state, t);
    child.parent = at;
    const Status st = game_.status(child.state);
    if (options_.solver && st.over && st.winner)
      child.proven = *st.winner == tree_[at].state.side ? Proven::Win : Proven::Loss;
    const auto index = static_cast<uint32_t>(tree_.size());
    tree_[at].children.push_back(index);
    if (at == 0) root_turns_.push_back(t);
    tree_.push_back(std::move(child));
    return index;
  }

  uint32_t best_child(const Node& node) const {
    const double log_n = std::log(static_cast<double>(node.visits));
    uint32_t best = node.children.front();
    double best_value = -1e300;
    for (uint32_t c : node.children) {
      const Node& k = tree_[c];
      if (k.proven == Proven::Win) return c;
      const double v = k.proven == Proven::Loss
                           ? -1.0
                           : k.reward / k.visits + options_.exploration * std::sqrt(log_n / k.visits);
      if (v > best_value) best_value = v, best = c;
    }
    return best;
  }

  // Each player's reward for the game from the leaf: from its proof, or a playout.
  using Rewards = std::array<double, kMaxPlayers>;
  Rewards outcome(uint32_t leaf) {
    const Node& node = tree_[leaf];
    if (node.proven != Proven::No) {
      const Colour mover = tree_[node.parent].state.side;
      return won_by(node.proven == Proven::Win ? mover : game_.variant().next(mover));
    }
    return playout(node.state);
  }

  Rewards won_by(std::optional<Colour> winner) const {
    Rewards r{};
    for (int c = 0; c < players_; ++c) r[c] = !winner ? 1.0 / players_ : (*winner == c ? 1.0 : 0.0);
    return r;
  }

  Rewards playout(State s) {
    const int cap = options_.cutoff_plies > 0 ? options_.cutoff_plies : kPlayoutCap;
    for (int ply = 0; ply < cap; ++ply) {
      const Status st = game_.status(s);
      if (st.over) return won_by(st.winner);
      if (options_.decisive_playouts && few_replies(s)) {
        game_.children(s, kids_);
        const auto win = std::find_if(kids_.begin(), kids_.end(), [&](const State& k) {
          const Status ks = game_.status(k);
          return ks.over && ks.winner == s.side;
        });
        if (win != kids_.end()) return won_by(s.side);
        s = kids_[rng_.below(kids_.size())];
        continue;
      }
      game_.legal_turns(s, scratch_);
      s = game_.apply(s, scratch_[rng_.below(scratch_.size())]);
    }
    const Status st = game_.status(s);
    if (st.over || options_.cutoff_plies == 0) return won_by(st.winner);
    // The game ends with one player's defeat, which is another's win (A15, T7, Q5): each player's
    // odds of being the one defeated are a softmax of its weakness, and go to whoever that defeat
    // makes the winner.
    Rewards r{};
    double total = 0;
    for (int c = 0; c < players_; ++c) {
      const double odds = std::exp(-strength_(s, c) / options_.scale);
      r[winner_if_defeated_[c]] += odds;
      total += odds;
    }
    for (int c = 0; c < players_; ++c) r[c] /= total;
    return r;
  }

  // Whether the next player has so few turns now that one turn may leave it none: only then is
  // looking for a decisive turn worth making every child (a cheap filter; a playout policy need
  // not be exact).
  bool few_replies(const State& s) const {
    State next = s;
    next.side = static_cast<uint8_t>(game_.variant().next(s.side));
    if constexpr (requires { next.swap_pending; }) next.swap_pending = false;
    return game_.count_turns(next) <= kFewReplies;
  }

  void backpropagate(uint32_t at, const Rewards& rewards) {
    for (;;) {
      Node& node = tree_[at];
      ++node.visits;
      if (at != 0) {
        const Colour mover = tree_[node.parent].state.side;
        node.reward += rewards[mover];
      }
      if (options_.solver && node.proven == Proven::No) node.proven = proof_from_children(node);
      if (at == 0) return;
      at = node.parent;
    }
  }

  // Two players: a child won by the player to move here makes this node lost for whoever moved
  // into it; every child lost, with none left untried, makes it won.
  Proven proof_from_children(const Node& node) const {
    if (!node.opened || node.children.empty()) return Proven::No;
    bool all_lost = node.untried.empty();
    for (uint32_t c : node.children) {
      if (tree_[c].proven == Proven::Win) return Proven::Loss;
      if (tree_[c].proven != Proven::Loss) all_lost = false;
    }
    return all_lost ? Proven::Win : Proven::No;
  }

  // A proven win, else the most visited turn that is not a proven loss (the robust child).
  RootAnswer answer(uint64_t iterations) const {
    const Node& root = tree_[0];
    size_t best = 0;
    const auto rank = [&](size_t i) {
      const Node& k = tree_[root.children[i]];
      return std::pair<int, uint32_t>(static_cast<int>(k.proven), k.visits);
    };
    for (size_t i = 1; i < root.children.size(); ++i)
      if (rank(i) > rank(best)) best = i;
    const Node& chosen = tree_[root.children[best]];
    return {root_turns_[best], chosen.reward / std::max<uint32_t>(chosen.visits, 1),
            chosen.proven == Proven::Win, chosen.proven == Proven::Loss, iterations};
  }

  const G& game_;
  MctsOptions options_;
  SplitMix64 rng_;
  int players_;
  std::vector<Node> tree_;
  std::vector<Turn> root_turns_;  // the turn of each root child, in the order they were added
  std::vector<Turn> scratch_;
  std::vector<State> kids_;
  Evaluate evaluate_;
  Evaluate strength_;
  std::array<Colour, kMaxPlayers> winner_if_defeated_{};
};

}  // namespace adaptoid
