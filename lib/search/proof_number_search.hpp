#pragma once
// Depth-first proof-number search (df-pn, Nagai 2002) for the question of search.hpp: does the
// attacker force a win within n of its own turns, against any joint play of the others? An
// attacker node is an OR node, a defender's an AND node; proof numbers count the leaves still to
// prove a win, disproof numbers those to refute it, and the search descends where the smaller
// number leads until a threshold is passed, re-reading what the table learnt. Against the
// search.hpp recursion it goes deep where a proof is cheap instead of wide where it is not.
//   - The node is the position and the turns left: a win within n is another question than one
//     within n + 1. Since the turn number is in every position's hash and the turns left only
//     fall, no node is its own descendant: the graph is acyclic, and the graph-history
//     interaction (a value that holds on one path to a node and not on another) cannot arise.
//   - Decided nodes go to the bounds table (search_table.hpp, shared by threads, where a proof
//     within n also answers n + 1); undecided ones, with their numbers, to a table of bounded
//     memory of the search's own (proof_number_table.hpp).
//   - The 1+ε trick (Pawlewicz and Lew 2007): the best child may run until its number passes the
//     second best's by a quarter, not by one, so the search does not thrash between two children
//     whose numbers are over-estimated alike (transpositions counted twice).
//   - Nodes with `exact_turns` turns or fewer left are decided at once by the depth-first search
//     (fast_search.hpp or search.hpp): there a bound and a cheap scan answer faster than numbers.
// Tree adapts a game: Node; children(node, out); status; side; hash; make_exact(attacker, table).
#include <adaptoid/core/status.hpp>
#include <adaptoid/search/proof_number_table.hpp>
#include <adaptoid/search/search_table.hpp>
#include <adaptoid/util/interrupt.hpp>

#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace adaptoid {

template <class Tree>
class ProofNumberSearch {
 public:
  using Node = typename Tree::Node;

  ProofNumberSearch(Tree tree, Colour attacker, std::shared_ptr<BoundsTable> bounds, size_t table_bytes,
                    uint64_t node_budget = 0, int exact_turns = 1)
      : tree_(std::move(tree)),
        attacker_(attacker),
        bounds_(std::move(bounds)),
        numbers_(table_bytes),
        exact_(tree_.make_exact(attacker, bounds_)),
        budget_(node_budget),
        exact_turns_(exact_turns) {}

  // Whether the attacker wins within n of its turns from s (the game not over, anyone to move);
  // nothing when the node budget ran out or the run was interrupted.
  std::optional<bool> prove(const Node& s, int n) {
    if (exhausted_) return std::nullopt;
    if (n <= 0) return false;
    const uint64_t h = tree_.hash(s);
    if (auto known = bounds_->lookup(h, n)) return *known;
    if (n <= exact_turns_) return exact(s, h, n);
    const ProofNumbers at = search(s, h, n, {kProofInfinity, kProofInfinity}, 0);
    if (exhausted_) return std::nullopt;
    return at.pn == 0;
  }

  // The smallest n <= limit with a win within n: first whether there is one at all (a single
  // refutation answers for every smaller n), then upwards.
  std::optional<int> win_distance_after(const Node& s, int limit) {
    if (limit <= 0 || prove(s, limit) != true) return std::nullopt;
    for (int n = 1; n < limit; ++n) {
      const auto won = prove(s, n);
      if (!won) return std::nullopt;  // out of budget
      if (*won) return n;
    }
    return limit;
  }
  std::optional<int> win_distance(const Node& s, int limit) { return win_distance_after(s, limit); }

  uint64_t nodes() const { return nodes_ + exact_.nodes(); }
  bool exhausted() const { return exhausted_; }
  // The numbers of the node the last prove() started from, as last computed there.
  ProofNumbers root_numbers() const { return root_; }
  // Called every few thousand nodes searched, on this search's thread (progress, a clock).
  void every_so_often(std::function<void()> tick) { tick_ = std::move(tick); }

 private:
  struct Child {
    uint64_t hash;
    int n;
    ProofNumbers numbers;
  };
  struct Frame {
    std::vector<Node> kids;
    std::vector<Child> info;
  };

  static ProofNumbers proven() { return {0, kProofInfinity}; }
  static ProofNumbers disproven() { return {kProofInfinity, 0}; }
  static uint64_t key(uint64_t hash, int n) {
    return hash ^ (static_cast<uint64_t>(n) * 0x9E3779B97F4A7C15ULL);
  }
  static uint64_t saturated_sum(uint64_t a, uint64_t b) { return std::min(a + b, kProofInfinity - 1); }

  std::optional<bool> exact(const Node& s, uint64_t h, int n) {
    const bool won = tree_.side(s) == attacker_ ? exact_.attacker_wins(s, n) : exact_.defenders_lose(s, n);
    if (exact_.exhausted()) {
      exhausted_ = true;
      return std::nullopt;
    }
    bounds_->store(h, n, won);
    return won;
  }

  // A child's numbers as it is first met: decided where the game, the bounds table or the exact
  // search says so, else the table's or (1, 1).
  ProofNumbers first_numbers(const Node& k, uint64_t h, int n) {
    const Status st = tree_.status(k);
    if (st.over) return st.winner == attacker_ ? proven() : disproven();
    if (n <= 0) return disproven();
    if (auto known = bounds_->lookup(h, n)) return *known ? proven() : disproven();
    if (n <= exact_turns_) {
      const auto won = exact(k, h, n);
      return won && *won ? proven() : disproven();  // unused when exhausted
    }
    if (auto stored = numbers_.lookup(key(h, n))) return *stored;
    return {};
  }

  // The node's numbers from its children's: an OR node is proven by one child, refuted by all;
  // an AND node the other way round. `best` and `second`: the indices of the children with the
  // smallest number that decides the node (pn at an OR node, dn at an AND node).
  static ProofNumbers combine(const std::vector<Child>& info, bool or_node, size_t& best, uint64_t& second) {
    ProofNumbers at{or_node ? kProofInfinity : 0, or_node ? 0 : kProofInfinity};
    uint64_t& smallest = or_node ? at.pn : at.dn;
    uint64_t& sum = or_node ? at.dn : at.pn;
    second = kProofInfinity;
    best = 0;
    for (size_t i = 0; i < info.size(); ++i) {
      const uint64_t mine = or_node ? info[i].numbers.pn : info[i].numbers.dn;
      const uint64_t other = or_node ? info[i].numbers.dn : info[i].numbers.pn;
      if (mine < smallest) {
        second = smallest;
        smallest = mine;
        best = i;
      } else if (mine < second) {
        second = mine;
      }
      sum = other == kProofInfinity ? kProofInfinity : saturated_sum(sum, other);
    }
    if (smallest == 0) sum = kProofInfinity;
    return at;
  }

  // Expands s and searches below it until its proof number reaches th.pn or its disproof number
  // th.dn (or it is decided); stores and returns its numbers.
  ProofNumbers search(const Node& s, uint64_t h, int n, ProofNumbers th, size_t depth) {
    if (frames_.size() <= depth) frames_.emplace_back();
    Frame& f = frames_[depth];  // deque: stable while deeper frames are added
    const uint64_t nodes_before = nodes();
    const bool or_node = tree_.side(s) == attacker_;
    const int child_n = or_node ? n - 1 : n;
    tree_.children(s, f.kids);
    nodes_ += f.kids.size();
    f.info.clear();
    ProofNumbers at = disproven();  // no turn: no win (as the depth-first search)
    for (const Node& k : f.kids) {
      const uint64_t hk = tree_.hash(k);
      const ProofNumbers first = first_numbers(k, hk, child_n);
      if (exhausted_) return at;
      f.info.push_back({hk, child_n, first});
      if (or_node ? first.pn == 0 : first.dn == 0) break;  // decided by this child
    }
    size_t best = 0;
    uint64_t second = kProofInfinity;
    while (!f.info.empty()) {
      at = combine(f.info, or_node, best, second);
      if (depth == 0) root_ = at;
      if (at.pn >= th.pn || at.dn >= th.dn || out_of_budget()) break;
      // The best child runs until it passes the second best by a quarter (1+ε), or until the
      // parent's own threshold on the other number is reached.
      const uint64_t beyond_second = second >= kProofInfinity ? kProofInfinity : second + second / 4 + 1;
      Child& c = f.info[best];
      ProofNumbers child_th;
      if (or_node) {
        child_th.pn = std::min(th.pn, beyond_second);
        child_th.dn = th.dn >= kProofInfinity ? kProofInfinity : saturated_sum(th.dn - at.dn, c.numbers.dn);
      } else {
        child_th.dn = std::min(th.dn, beyond_second);
        child_th.pn = th.pn >= kProofInfinity ? kProofInfinity : saturated_sum(th.pn - at.pn, c.numbers.pn);
      }
      c.numbers = search(f.kids[best], c.hash, c.n, child_th, depth + 1);
    }
    if (exhausted_) return at;
    if (at.pn == 0 || at.dn == 0)
      bounds_->store(h, n, at.pn == 0);
    else
      numbers_.store(key(h, n), at, nodes() - nodes_before);
    return at;
  }

  bool out_of_budget() {
    if (budget_ && nodes() >= budget_) exhausted_ = true;
    if ((++calls_ & 255) == 0 && interrupted()) exhausted_ = true;  // a node can take long: ask often
    if ((calls_ & 4095) == 0 && tick_) tick_();
    return exhausted_;
  }

  Tree tree_;
  Colour attacker_;
  std::shared_ptr<BoundsTable> bounds_;
  ProofNumberTable numbers_;
  typename Tree::Exact exact_;
  uint64_t budget_;
  int exact_turns_;
  uint64_t nodes_ = 0;
  bool exhausted_ = false;
  uint32_t calls_ = 0;
  ProofNumbers root_;
  std::function<void()> tick_;
  std::deque<Frame> frames_;
};

}  // namespace adaptoid
