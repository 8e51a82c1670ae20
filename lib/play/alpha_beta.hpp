#pragma once
// The engine's search: iterative-deepening alpha-beta on a fast generator, with a transposition
// table, the previous iteration's best child first, and the children sorted by the evaluation
// where enough depth remains for good order to pay. With three or more players it is paranoid:
// the others are one coalition minimising the root player's value (Sturtevant and Korf 2000),
// which keeps alpha-beta's pruning; the evaluation already weighs who wins when another loses.
// Values are from the root player's view: kWin - ply for its win at that ply, the negation for a
// loss, 0 for a draw.
//
// With `reduce` (the engine's edition 2): principal variation search and late move reductions, as
// chess engines search. After a node's first child, each is first searched with a null window
// (does it beat the best so far?) and, from the kFullWidth-th on with kReduceFrom plies or more
// left, a ply shallower; only a child that beats the window is searched again at full depth and
// width. The children are sorted by the evaluation, so the late ones rarely beat the first, and
// the plies saved go to depth.
#include <adaptoid/fast/fast_game.hpp>
#include <adaptoid/play/budget.hpp>
#include <adaptoid/play/engine_table.hpp>
#include <adaptoid/play/evaluate.hpp>
#include <adaptoid/search/search_hash.hpp>
#include <adaptoid/util/hash_mix.hpp>

#include <algorithm>
#include <deque>
#include <numeric>

namespace adaptoid {

inline constexpr int kWin = 1'000'000;
inline constexpr int kMaxPly = 128;
// Values this close to kWin are proven ends.
inline bool is_proven(int value) {
  return value >= kWin - kMaxPly || value <= -(kWin - kMaxPly);
}

template <FastGame G, class Eval>
class AlphaBeta {
 public:
  using State = typename G::State;

  AlphaBeta(const G& game, const Eval& evaluate, EngineTable& table, bool reduce = false)
      : game_(game), evaluate_(evaluate), table_(table), reduce_(reduce) {}

  // The value of s with `depth` plies left, for root player me; 0 and aborted() once the budget
  // is spent.
  int value(const State& s, Colour me, int depth, int alpha, int beta, int ply, const Budget& budget) {
    me_ = me;
    budget_ = &budget;
    return search(s, depth, alpha, beta, ply);
  }
  bool aborted() const { return aborted_; }
  uint64_t nodes() const { return nodes_; }

  // The best child of s, searched for root player me, that the table remembers (its index in
  // children() order), if any.
  static std::optional<size_t> remembered_best(const EngineTable& table, const State& s, Colour me) {
    const EngineTable::Entry* e = table.find(key(s, me));
    if (!e || e->best == 0) return std::nullopt;
    return e->best - 1;
  }
  // Values are from the root player's view, so the table keys include it.
  static uint64_t key(const State& s, Colour me) { return state_hash(s) ^ (kGoldenGamma * (me + 1)); }

 private:
  int search(const State& s, int depth, int alpha, int beta, int ply) {
    if ((++nodes_ & 1023) == 0 && budget_->over(nodes_)) aborted_ = true;
    if (aborted_) return 0;
    const Status st = game_.status(s);
    if (st.over) return !st.winner ? 0 : *st.winner == me_ ? kWin - ply : -(kWin - ply);
    if (depth <= 0 || ply >= kMaxPly) return evaluate_(s, me_);
    const uint64_t k = key(s, me_);
    int hint = -1;
    if (const EngineTable::Entry* e = table_.find(k)) {
      hint = e->best - 1;
      if (e->depth >= depth) {
        const int v = from_table(e->value, ply);
        if (e->bound == EngineTable::kExact) return v;
        if (e->bound == EngineTable::kLower && v >= beta) return v;
        if (e->bound == EngineTable::kUpper && v <= alpha) return v;
      }
    }
    Ply buffers(*this);
    std::vector<State>& kids = buffers.kids();
    game_.children(s, kids);
    const bool maximising = s.side == me_;
    std::vector<int>& order = buffers.order();
    sort_children(kids, order, hint, maximising, depth);
    const int alpha0 = alpha, beta0 = beta;
    int best = maximising ? -kWin - 1 : kWin + 1;
    int best_index = -1;
    for (size_t n = 0; n < order.size(); ++n) {
      const int i = order[n];
      const int v = reduce_ && n > 0 ? narrow_first(kids[i], depth, alpha, beta, ply, n, maximising)
                                     : search(kids[i], depth - 1, alpha, beta, ply + 1);
      if (aborted_) return 0;
      if (maximising ? v > best : v < best) best = v, best_index = i;
      if (maximising)
        alpha = std::max(alpha, v);
      else
        beta = std::min(beta, v);
      if (alpha >= beta) break;
    }
    const auto bound = best <= alpha0  ? EngineTable::kUpper
                       : best >= beta0 ? EngineTable::kLower
                                       : EngineTable::kExact;
    table_.store(k, depth, to_table(best, ply), bound, best_index);
    return best;
  }

  static constexpr size_t kFullWidth = 3;
  static constexpr int kReduceFrom = 3;

  // A child after the first: a null window at the bound the mover must beat (a ply shallower when
  // late), then the full search only when the child beats it.
  int narrow_first(const State& kid, int depth, int alpha, int beta, int ply, size_t n, bool maximising) {
    const int reduced = depth - 1 - (n >= kFullWidth && depth >= kReduceFrom ? 1 : 0);
    if (maximising) {
      const int v = search(kid, reduced, alpha, alpha + 1, ply + 1);
      if (aborted_ || v <= alpha) return v;
    } else {
      const int v = search(kid, reduced, beta - 1, beta, ply + 1);
      if (aborted_ || v >= beta) return v;
    }
    return search(kid, depth - 1, alpha, beta, ply + 1);
  }

  // The table's best child first; with two plies or more left the rest by the evaluation, the
  // mover's best first (finished games by their result).
  void sort_children(const std::vector<State>& kids, std::vector<int>& order, int hint, bool maximising,
                     int depth) {
    order.resize(kids.size());
    std::iota(order.begin(), order.end(), 0);
    if (depth >= 2) {
      scores_.resize(kids.size());
      for (size_t i = 0; i < kids.size(); ++i) {
        const int v = value_or_result(game_, evaluate_, kids[i], me_, kWin);
        scores_[i] = maximising ? -v : v;
      }
      std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return scores_[a] < scores_[b]; });
    }
    if (hint >= 0 && hint < static_cast<int>(kids.size())) {
      auto at = std::find(order.begin(), order.end(), hint);
      std::rotate(order.begin(), at, at + 1);
    }
  }

  static int to_table(int v, int ply) {
    return v >= kWin - kMaxPly ? v + ply : v <= -(kWin - kMaxPly) ? v - ply : v;
  }
  static int from_table(int v, int ply) {
    return v >= kWin - kMaxPly ? v - ply : v <= -(kWin - kMaxPly) ? v + ply : v;
  }

  // The children and order buffers of the current depth; a deque keeps deeper ones in place.
  class Ply {
   public:
    explicit Ply(AlphaBeta& search) : search_(search) {
      if (search_.kids_.size() <= search_.depth_) {
        search_.kids_.emplace_back();
        search_.orders_.emplace_back();
      }
      index_ = search_.depth_++;
    }
    ~Ply() { --search_.depth_; }
    std::vector<State>& kids() { return search_.kids_[index_]; }
    std::vector<int>& order() { return search_.orders_[index_]; }

   private:
    AlphaBeta& search_;
    size_t index_;
  };

  const G& game_;
  const Eval& evaluate_;
  EngineTable& table_;
  bool reduce_;
  const Budget* budget_ = nullptr;
  Colour me_ = 0;
  uint64_t nodes_ = 0;
  bool aborted_ = false;
  std::deque<std::vector<State>> kids_;
  std::deque<std::vector<int>> orders_;
  size_t depth_ = 0;
  std::vector<int> scores_;  // sort_children's scratch (no recursion inside)
};

}  // namespace adaptoid
