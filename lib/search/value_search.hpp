#pragma once
// The exact value of a two-player position by search, for a game whose every game ends with a
// winner (Quantum Leap: every turn removes a stone, and a player without a capture loses, Q4-Q5):
// the side to move wins when one of its turns leaves the opponent lost, and loses when none does.
// No distance and no main line: `solve --turns` gives those, and pays for them with an iterative
// deepening over the turns and a search of every winning turn (a 14 + 14 Quantum Leap position on
// 37 cells: 413 M nodes there, under 1 M here). What makes it fast:
//   - a child whose side to move has no turn is a win at once, found while ordering;
//   - the table is asked for every child before any is searched (a child already proven lost is
//     a win at once: an enhanced transposition cutoff), and the children it proves won are skipped;
//   - the rest are searched in order of the opponent's replies, fewest first: a win is usually
//     where the opponent is short of captures, and few replies are few to refute;
//   - a table of proven values that keeps the costliest proofs (value_table.hpp), for the
//     positions of many stones only: a position of few stones is searched faster than its
//     children's look-ups cost (a look-up a child, each a miss in a table of hundreds of
//     megabytes), and its proof would take the place of a costlier one. On 30 stones of 37 cells
//     the table for every size took twice the CPU time (specs/results.md), and with a table of
//     2 GiB as long again in the kernel, zeroing the pages it touched.
#include <adaptoid/core/turn.hpp>
#include <adaptoid/fast/fast_game.hpp>
#include <adaptoid/search/search_hash.hpp>
#include <adaptoid/search/value_table.hpp>
#include <adaptoid/util/parallel.hpp>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace adaptoid {

struct ValueAnswer {
  std::optional<bool> wins;          // the side to move's; nothing when the budget ran out first
  std::optional<Turn> winning_turn;  // a turn that wins, when it wins
  uint64_t nodes = 0;                // positions searched
};

// A turn of the root with the position after it and the opponent's replies there (0: the turn wins
// at once).
template <FastGame G>
struct RootTurn {
  uint64_t replies;
  Turn turn;
  typename G::State kid;
};

// The root's turns in the order a search tries them: the opponent's fewest replies first, then the
// rules' order (so a turn that wins at once comes first).
template <FastGame G>
std::vector<RootTurn<G>> root_turns(const G& game, const typename G::State& root) {
  std::vector<Turn> turns;
  game.legal_turns(root, turns);
  std::vector<RootTurn<G>> out;
  out.reserve(turns.size());
  for (const Turn& t : turns) {
    auto kid = game.apply(root, t);
    out.push_back({game.count_turns(kid), t, std::move(kid)});
  }
  std::stable_sort(out.begin(), out.end(),
                   [](const auto& a, const auto& b) { return a.replies < b.replies; });
  return out;
}

template <FastGame G>
class ValueSearch {
 public:
  using State = typename G::State;

  // node_budget 0: no limit; `table`: its own, or one shared with the searches of other threads,
  // for the positions of at least `table_stones` stones; `stop`: another thread's request to
  // stop, an answer no longer wanted (as the budget, it leaves the answer unknown).
  ValueSearch(const G& game, uint64_t node_budget, std::shared_ptr<ValueTable> table, int table_stones,
              const Cancel* stop = nullptr)
      : game_(game),
        budget_(node_budget),
        table_(std::move(table)),
        table_stones_(table_stones),
        stop_(stop) {}

  ValueAnswer solve(const State& root) {
    ValueAnswer a;
    const bool won = wins(root, state_hash(root));
    a.nodes = nodes_;
    if (exhausted_) return a;
    a.wins = won;
    if (won) a.winning_turn = winning_turn(root);
    return a;
  }

  // Whether the side to move wins in s; nothing when the budget ran out or a stop was asked.
  std::optional<bool> value_of(const State& s) {
    const bool won = wins(s, state_hash(s));
    return exhausted_ ? std::nullopt : std::optional<bool>(won);
  }
  uint64_t nodes() const { return nodes_; }
  // A third way to run out, asked every 1024 positions: a clock (the engine's share of its time).
  // Like the budget, it leaves the answer unknown.
  void stop_when(std::function<bool()> should_stop) { should_stop_ = std::move(should_stop); }

 private:
  // `key`: s's state_hash when s is in the table (in_table), which its parent's order() computed.
  bool wins(const State& s, uint64_t key) {
    if ((budget_ && nodes_ >= budget_) || (stop_ && stop_->requested()) ||
        (should_stop_ && (nodes_ & 1023) == 0 && should_stop_()))
      exhausted_ = true;
    if (exhausted_) return false;
    ++nodes_;
    const bool tabled = in_table(s);
    if (tabled)
      if (const auto known = table_->lookup(key)) return *known;
    const uint64_t before = nodes_;
    if (buffers_.size() <= depth_) buffers_.emplace_back();
    Level& level = buffers_[depth_];
    game_.children(s, level.kids);
    bool won = order(level);
    if (!won) {
      ++depth_;
      // level's vectors stay put while deeper levels are added (a deque)
      for (const auto& [replies, i] : level.order)
        if (!wins(level.kids[i], level.keys[i])) {
          won = true;
          break;
        }
      --depth_;
    }
    if (exhausted_) return false;
    if (tabled) table_->store(key, won, nodes_ - before + 1);
    return won;
  }

  struct Level {
    std::vector<State> kids;
    std::vector<uint64_t> keys;
    std::vector<std::pair<uint64_t, uint32_t>> order;  // (the opponent's replies, kid)
  };

  bool in_table(const State& s) const { return std::popcount(s.all_stones()) >= table_stones_; }

  // The kids to search, fewest replies first, in level.order; true when one wins at once (no
  // reply, or proven lost by the table).
  bool order(Level& level) {
    const size_t n = level.kids.size();
    level.keys.resize(n);
    level.order.clear();
    // Every kid has as many stones (a capture takes one, the swap's choices none): all are in the
    // table or none is.
    const bool tabled = n && in_table(level.kids[0]);
    if (tabled)
      for (size_t i = 0; i < n; ++i) table_->prefetch(level.keys[i] = state_hash(level.kids[i]));
    // Every kid's replies counted before any look-up, so the buckets fetched ahead have that long
    // to arrive: a look-up right after its fetch waited for memory, half of the search's time.
    for (size_t i = 0; i < n; ++i) {
      const uint64_t replies = game_.count_turns(level.kids[i]);
      if (replies == 0) return true;
      level.order.emplace_back(replies, static_cast<uint32_t>(i));
    }
    if (!tabled) {
      std::sort(level.order.begin(), level.order.end());
      return false;
    }
    size_t unknown = 0;
    for (const auto& [replies, i] : level.order) {
      const auto known = table_->lookup(level.keys[i]);
      if (known && !*known) return true;
      if (!known) level.order[unknown++] = {replies, i};
    }
    level.order.resize(unknown);
    std::sort(level.order.begin(), level.order.end());
    return false;
  }

  // The first turn of the root, in the search's order (root_turns), after which the opponent loses
  // (the search proved one: its proof is usually still in the table, else searched again).
  std::optional<Turn> winning_turn(const State& root) {
    for (const RootTurn<G>& r : root_turns(game_, root)) {
      if (r.replies == 0) return r.turn;
      const bool theirs = wins(r.kid, state_hash(r.kid));
      if (exhausted_) break;  // the budget ran out again: the value stands, the turn is not told
      if (!theirs) return r.turn;
    }
    return std::nullopt;
  }

  const G& game_;
  uint64_t budget_;
  std::shared_ptr<ValueTable> table_;
  int table_stones_;
  const Cancel* stop_;
  std::function<bool()> should_stop_;
  uint64_t nodes_ = 0;
  bool exhausted_ = false;
  std::deque<Level> buffers_;  // by depth
  size_t depth_ = 0;
};

// Why the value search cannot take the variant's positions ("" when it can): two players, a game
// that always ends (Quantum Leap), a board of up to 64 cells (the fast generator).
std::string value_search_unsupported(const Variant& v);
// The value of p (the variant's position) by ValueSearch. The caller asks
// value_search_unsupported() first: a variant it names is a bug here (std::logic_error). With threads > 1 the
// root's turns go to the threads, fewest replies first, with one table between them, and a budget for each;
// the first winning turn found stops the others (which turn wins may then differ from run to run, not the
// value). The table holds the positions of at least `table_stones` stones (by default half the board's
// cells).
ValueAnswer search_value(const VariantPtr& v, const Position& p, uint64_t node_budget, size_t table_bytes,
                         int threads = 1, std::optional<int> table_stones = std::nullopt);
// The same with a table of the caller's, which may hold proofs of an earlier search of the same
// variant (the values of a start with and without the swap share one).
ValueAnswer search_value(const VariantPtr& v, const Position& p, uint64_t node_budget,
                         const std::shared_ptr<ValueTable>& table, int threads = 1,
                         std::optional<int> table_stones = std::nullopt);

}  // namespace adaptoid
