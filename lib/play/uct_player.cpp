// `uct`: plain UCT with random playouts, the baseline of general game playing (Kocsis and
// Szepesvari 2006; Ludii's UCT): UCB1 with C = sqrt(2) on rewards in [0, 1], one new node per
// iteration, a uniformly random playout to the end. With several players each node keeps the
// reward of the player who moved into it (1 for a win, 0 for a loss, 1/players each for a draw).
// A playout that reaches kPlayoutCap plies is scored a draw: random Adaptoid games can wander.
#include <adaptoid/core/random.hpp>
#include <adaptoid/play/budget.hpp>
#include <adaptoid/play/players_parts.hpp>

#include <cmath>

namespace adaptoid {

namespace {

constexpr int kPlayoutCap = 200;
constexpr double kExploration = 1.4142135623730951;
constexpr double kDefaultSeconds = 1.0;

template <FastGame G>
class UctPlayer final : public Player {
  using State = typename G::State;
  struct Node {
    State state;
    uint32_t parent = 0;
    std::vector<uint32_t> children;
    std::vector<Turn> untried;  // filled at the first visit, emptied as children are added
    bool opened = false;
    uint32_t visits = 0;
    double reward = 0;  // of the player who moved into this node
  };

 public:
  UctPlayer(const G& game, const PlayerSpec& spec, uint64_t seed)
      : Player(spec), game_(game), rng_(spec.seed.value_or(seed)), players_(game.variant().players) {}

  Choice choose(const Position& p, const SearchLimits& limits) override {
    const Budget budget(spec(), limits, kDefaultSeconds);
    tree_.clear();
    root_turns_.clear();
    tree_.push_back(Node{.state = game_.from_position(p)});
    uint64_t iterations = 0;
    do {
      const uint32_t leaf = descend();
      backpropagate(leaf, playout(tree_[leaf].state));
      ++iterations;
    } while (!budget.over(iterations));
    return answer(iterations, budget.elapsed());
  }

 private:
  // Selection and expansion: down by UCB1 to a node with untried turns, then one of them.
  uint32_t descend() {
    uint32_t at = 0;
    for (;;) {
      Node& node = tree_[at];
      if (game_.status(node.state).over) return at;
      if (!node.opened) {
        game_.legal_turns(node.state, node.untried);
        rng_.shuffle(node.untried);
        node.opened = true;
      }
      if (!node.untried.empty()) {
        const Turn t = node.untried.back();
        node.untried.pop_back();
        const State next = game_.apply(node.state, t);
        const auto child = static_cast<uint32_t>(tree_.size());
        tree_[at].children.push_back(child);
        if (at == 0) root_turns_.push_back(t);
        tree_.push_back(Node{.state = next, .parent = at});
        return child;
      }
      at = best_child(node);
    }
  }

  uint32_t best_child(const Node& node) const {
    const double log_n = std::log(static_cast<double>(node.visits));
    uint32_t best = node.children.front();
    double best_value = -1;
    for (uint32_t c : node.children) {
      const Node& k = tree_[c];
      const double v = k.reward / k.visits + kExploration * std::sqrt(log_n / k.visits);
      if (v > best_value) best_value = v, best = c;
    }
    return best;
  }

  // The winner of a random game from s (or nothing: a draw or the cap).
  std::optional<Colour> playout(State s) {
    for (int ply = 0; ply < kPlayoutCap; ++ply) {
      const Status st = game_.status(s);
      if (st.over) return st.winner;
      game_.legal_turns(s, scratch_);
      s = game_.apply(s, scratch_[rng_.below(scratch_.size())]);
    }
    return game_.status(s).winner;
  }

  void backpropagate(uint32_t at, std::optional<Colour> winner) {
    for (;;) {
      Node& node = tree_[at];
      ++node.visits;
      if (at == 0) return;
      const Colour mover = tree_[node.parent].state.side;
      node.reward += !winner ? 1.0 / players_ : (*winner == mover ? 1.0 : 0.0);
      at = node.parent;
    }
  }

  // The most visited root turn (the robust child).
  Choice answer(uint64_t iterations, double seconds) {
    const Node& root = tree_[0];
    size_t best = 0;
    for (size_t i = 1; i < root.children.size(); ++i)
      if (tree_[root.children[i]].visits > tree_[root.children[best]].visits) best = i;
    Choice choice;
    choice.turn = root_turns_[best];
    const Node& chosen = tree_[root.children[best]];
    choice.score = {Score::Kind::Estimate,
                    static_cast<int>(std::lround(200.0 * (chosen.reward / chosen.visits) - 100.0))};
    choice.pv = {choice.turn};
    choice.nodes = iterations;
    choice.seconds = seconds;
    choice.lines.push_back({0, 1, choice.score, choice.pv, choice.nodes, choice.seconds});
    root_turns_.clear();
    return choice;
  }

  G game_;
  SplitMix64 rng_;
  int players_;
  std::vector<Node> tree_;
  std::vector<Turn> root_turns_;  // the turn of each root child, in the order they were added
  std::vector<Turn> scratch_;
};

}  // namespace

std::unique_ptr<Player> make_uct_player(const AnyFastGame& game, const PlayerSpec& spec, uint64_t seed) {
  return std::visit(
      [&](const auto& g) -> std::unique_ptr<Player> {
        return std::make_unique<UctPlayer<std::decay_t<decltype(g)>>>(g, spec, seed);
      },
      game);
}

}  // namespace adaptoid
