#pragma once
// The endgame search of search.hpp on a fast generator's States: the same AND/OR recursion and
// the same answers (tests/search/test_search_fast.cpp holds the two together), at engine speed:
//   - copy-make children() into one buffer per ply (no Turn, no Position, no allocation per node),
//     made only until one decides the node where that is enough (a refutation, a win at once);
//   - a bucketed transposition table of proven bounds (search_table.hpp) instead of a node map;
//   - where the attacker has one turn left, a cheap bound (search_prune.hpp) that usually proves
//     at once that no turn wins, before any child is made;
//   - at defender nodes, the replies that end the game or that the table already knows to refute
//     first, so a refutation is found without searching the others.
#include <adaptoid/fast/fast_game.hpp>
#include <adaptoid/search/search_hash.hpp>
#include <adaptoid/search/search_prune.hpp>
#include <adaptoid/search/search_solve.hpp>
#include <adaptoid/search/search_table.hpp>
#include <adaptoid/util/interrupt.hpp>

#include <algorithm>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace adaptoid {

template <FastGame G>
class FastWinSearch {
 public:
  using State = typename G::State;

  // `table`: one shared with the searches of other threads (BoundsTable::shared), or none for a
  // table of its own.
  FastWinSearch(const G& game, Colour attacker, uint64_t node_budget = 0, bool killer_moves = true,
                std::shared_ptr<BoundsTable> table = nullptr)
      : game_(game),
        bound_(game.variant()),
        attacker_(attacker),
        budget_(node_budget),
        killer_moves_(killer_moves),
        table_(table ? std::move(table) : std::make_shared<BoundsTable>()) {}

  // The attacker is to move in s: does it win within n of its own turns (n >= 1)?
  bool attacker_wins(const State& s, int n) {
    if (n <= 0 || out_of_budget()) return false;
    const uint64_t key = state_hash(s);
    if (auto known = table_->lookup(key, n)) return *known;
    bool won = false;
    if (n == 1 && bound_.possible(s) && killer_wins_at_once(s)) {
      won = true;
    } else if (n > 1 || bound_.possible(s)) {
      Ply ply(*this);
      // First a turn that ends the game with the attacker's win, then the rest.
      won = ply.children_until(s, [&](const State& k) {
        const Status st = game_.status(k);
        return st.over && st.winner == attacker_;
      });
      if (won && n == 1) learn_winning_turn(s, ply.depth());
      if (!won && n > 1) {
        const auto wins = [&](const State& k) { return !game_.status(k).over && defenders_lose(k, n - 1); };
        won = killer_first(s, ply.kids(), ply.depth(), wins);
      }
    }
    if (!exhausted_) table_->store(key, n, won);
    return won;
  }

  // A defender is to move in s: does the attacker still win within n of its turns, whatever the
  // defenders do?
  bool defenders_lose(const State& s, int n) {
    if (out_of_budget()) return false;
    const uint64_t key = state_hash(s);
    if (auto known = table_->lookup(key, n)) return *known;
    Ply ply(*this);
    // A reply that ends the game without the attacker's win, or one already proven to hold out,
    // refutes at once; replies that end it with the attacker's win need no search.
    const bool refuted = ply.children_until(s, [&](const State& k) { return refutes_cheaply(k, n); });
    const std::vector<State>& kids = ply.kids();
    bool lost = !refuted && !kids.empty() && !known_refutation(kids, n);
    if (lost) {
      const auto escapes = [&](const State& k) {
        if (game_.status(k).over) return false;
        return !(k.side == attacker_ ? attacker_wins(k, n) : defenders_lose(k, n));
      };
      lost = !killer_first(s, kids, ply.depth(), escapes);
    }
    if (!exhausted_) table_->store(key, n, lost);
    return lost;
  }

  // The smallest n <= limit with attacker_wins(s, n), when the attacker is to move.
  std::optional<int> win_distance(const State& s, int limit) {
    for (int n = 1; n <= limit; ++n)
      if (attacker_wins(s, n)) return n;
    return std::nullopt;
  }
  // The same, n growing only while deeper(n) (n turns searched, no win) asks for n + 1: a caller
  // with a clock chooses the depth by the time left.
  template <class Deeper>
  std::optional<int> win_distance(const State& s, int limit, Deeper deeper) {
    for (int n = 1; n <= limit; ++n) {
      if (attacker_wins(s, n)) return n;
      if (exhausted_ || !deeper(n)) break;
    }
    return std::nullopt;
  }
  // The same after a turn: s is the position the turn led to (game not over), the attacker has
  // `limit` turns left.
  std::optional<int> win_distance_after(const State& s, int limit) {
    for (int n = 1; n <= limit; ++n)
      if (wins_after(s, n)) return n;
    return std::nullopt;
  }
  // Whether the attacker wins within `limit` turns after a turn (s as above): the deepest question
  // alone, for a caller that wants the distance only where there is a win.
  bool wins_after(const State& s, int limit) {
    return s.side == attacker_ ? attacker_wins(s, limit) : defenders_lose(s, limit);
  }

  uint64_t nodes() const { return nodes_; }
  bool exhausted() const { return exhausted_; }
  // A second way to run out, asked every 1024 searched positions: a clock or another thread's
  // stop (the engine's time limit). Like the node budget, it leaves the answer unproven.
  void stop_when(std::function<bool()> should_stop) { should_stop_ = std::move(should_stop); }

 private:
  // The children buffer of the current recursion depth; a deque keeps the deeper buffers'
  // addresses stable while they are added.
  class Ply {
   public:
    explicit Ply(FastWinSearch& search) : search_(search) {
      if (search_.buffers_.size() <= search_.depth_) search_.buffers_.emplace_back();
      buffer_ = &search_.buffers_[search_.depth_++];
    }
    ~Ply() { --search_.depth_; }
    // The children of s, stopping at the first that passes `stop` where the generator can:
    // whether one did. The nodes counted are all the children's, made or not, so that a node
    // budget runs out where it would if all were made (the daily puzzles' proofs depend on it).
    template <class Stop>
    bool children_until(const State& s, Stop&& stop) {
      const G& game = search_.game_;
      bool passed = false;
      if constexpr (requires { game.children_until(s, *buffer_, stop); }) {
        passed = game.children_until(s, *buffer_, stop);
      } else {
        game.children(s, *buffer_);
        passed = std::any_of(buffer_->begin(), buffer_->end(), stop);
      }
      search_.nodes_ += passed ? game.count_turns(s) : buffer_->size();
      return passed;
    }
    const std::vector<State>& kids() const { return *buffer_; }
    size_t depth() const { return search_.depth_ - 1; }

   private:
    FastWinSearch& search_;
    std::vector<State>* buffer_;
  };

  // Whether some kid passes `test`, trying first the kid whose move passed it last time at this
  // depth (in a sibling position): a win or a refutation usually repeats across siblings, and
  // finding it first spares searching the kids before it. Remembers the move that passed.
  template <class Test>
  bool killer_first(const State& parent, const std::vector<State>& kids, size_t depth, Test&& test) {
    if (!killer_moves_) return std::any_of(kids.begin(), kids.end(), test);
    if (killers_.size() <= depth) killers_.resize(depth + 1, 0);
    const uint64_t killer = killers_[depth];  // a copy: the recursion below may grow killers_
    size_t first = kids.size();
    if (killer)
      for (size_t i = 0; i < kids.size(); ++i)
        if (move_signature(parent, kids[i]) == killer) {
          first = i;
          break;
        }
    if (first < kids.size() && test(kids[first])) return true;
    for (size_t i = 0; i < kids.size(); ++i) {
      // The next kid's table entry is fetched while this one is searched: its lookup, the first
      // thing its search does, would otherwise wait for memory.
      if (i + 1 < kids.size()) table_->prefetch(state_hash(kids[i + 1]));
      if (i != first && test(kids[i])) {
        killers_[depth] = move_signature(parent, kids[i]);
        return true;
      }
    }
    return false;
  }

  // Where the attacker has one turn left, the search spends most of its time making every turn
  // to find the one that wins, and it is usually the turn that won in the sibling position (the
  // threat the defender's reply did not answer). Trying that turn alone first, when it is legal
  // here, spares making the others.
  bool killer_wins_at_once(const State& s) {
    if (winning_turn_.size() <= depth_) winning_turn_.resize(depth_ + 1);
    if (!killer_moves_ || !winning_turn_[depth_]) return false;
    if constexpr (requires { game_.is_legal(s, *winning_turn_[depth_]); }) {
      if (!game_.is_legal(s, *winning_turn_[depth_])) return false;
    } else {
      game_.legal_turns(s, turns_);
      if (std::find(turns_.begin(), turns_.end(), *winning_turn_[depth_]) == turns_.end()) return false;
    }
    ++nodes_;
    const Status st = game_.status(game_.apply(s, *winning_turn_[depth_]));
    return st.over && st.winner == attacker_;
  }
  // Finds which turn of s wins at once (s has one), for killer_wins_at_once at this depth.
  void learn_winning_turn(const State& s, size_t depth) {
    if (!killer_moves_) return;
    if (winning_turn_.size() <= depth) winning_turn_.resize(depth + 1);
    game_.legal_turns(s, turns_);
    for (const Turn& t : turns_) {
      const Status st = game_.status(game_.apply(s, t));
      if (st.over && st.winner == attacker_) {
        winning_turn_[depth] = t;
        return;
      }
    }
  }

  // A reply that refutes without memory traffic: it ends the game without the attacker's win, or
  // it leaves the attacker one turn that cannot win (the bound).
  bool refutes_cheaply(const State& k, int n) const {
    const Status st = game_.status(k);
    return st.over ? st.winner != attacker_ : k.side == attacker_ && n == 1 && !bound_.possible(k);
  }
  // A reply the table already proves holds out. The lookups miss the cache, so every bucket is
  // fetched before the first is read.
  bool known_refutation(const std::vector<State>& kids, int n) {
    if (hashes_.size() < kids.size()) hashes_.resize(kids.size());
    for (size_t i = 0; i < kids.size(); ++i) table_->prefetch(hashes_[i] = state_hash(kids[i]));
    for (size_t i = 0; i < kids.size(); ++i) {
      if (game_.status(kids[i]).over) continue;
      const auto known = table_->lookup(hashes_[i], n);
      if (known && !*known) return true;
    }
    return false;
  }

  bool out_of_budget() {
    if (budget_ && nodes_ >= budget_) exhausted_ = true;
    // An interrupted run (SIGINT, SIGTERM) stops the search as a spent budget would; the command
    // then reports the interruption, not the unproven answer.
    if ((++calls_ & 1023) == 0 && (interrupted() || (should_stop_ && should_stop_()))) exhausted_ = true;
    return exhausted_;
  }

  const G& game_;
  WinInOneBound bound_;
  Colour attacker_;
  uint64_t budget_;
  bool killer_moves_;
  uint64_t nodes_ = 0;
  bool exhausted_ = false;
  std::shared_ptr<BoundsTable> table_;
  std::deque<std::vector<State>> buffers_;
  size_t depth_ = 0;
  std::vector<uint64_t> hashes_;                   // known_refutation's scratch (used before any recursion)
  std::vector<Turn> turns_;                        // scratch of the two functions above (no recursion inside)
  std::vector<std::optional<Turn>> winning_turn_;  // by depth: the last turn that won at once there
  std::vector<uint64_t> killers_;  // by depth: the signature of the last move that passed there
  std::function<bool()> should_stop_;
  uint32_t calls_ = 0;
};

// A fast generator as solve_with's Rules: the root and the main line are walked with Turns (in
// the plain game's order), everything below them by children().
template <FastGame G>
struct FastSearchRules {
  using Node = typename G::State;
  const G& game;
  bool killer_moves = true;
  std::vector<Turn> turns(const Node& s) const {
    std::vector<Turn> out;
    game.legal_turns(s, out);
    return out;
  }
  Node apply(const Node& s, const Turn& t) const { return game.apply(s, t); }
  Status status(const Node& s) const { return game.status(s); }
  Colour side(const Node& s) const { return s.side; }
  int players() const { return game.variant().players; }
  Colour next(Colour c) const { return game.variant().next(c); }
  FastWinSearch<G> make_search(Colour attacker, uint64_t budget) const {
    return FastWinSearch<G>(game, attacker, budget, killer_moves);
  }
  // Searches for `count` threads: one table between them, so what one thread proves the others
  // read (a position reached below two root turns is searched once).
  std::vector<FastWinSearch<G>> make_searches(Colour attacker, uint64_t budget, int count) const {
    auto table = std::make_shared<BoundsTable>(BoundsTable::shared());
    std::vector<FastWinSearch<G>> out;
    for (int i = 0; i < count; ++i) out.emplace_back(game, attacker, budget, killer_moves, table);
    return out;
  }
};

// solve_position on a fast generator: the same result, Turns of the plain game.
template <FastGame G>
SearchResult solve_position_fast(const G& game, const Position& p, int turns, uint64_t node_budget = 0,
                                 bool prove_loss = true, bool killer_moves = true, int threads = 1) {
  return solve_with(FastSearchRules<G>{game, killer_moves}, game.from_position(p), turns, node_budget,
                    prove_loss, threads);
}

}  // namespace adaptoid
