#pragma once
// Endgame search on any board: can the side to move force a win within N of its own turns?
// An AND/OR search (the other players act as one coalition, so Adapt3 and Quantum Leap with more
// players ask "against any joint play of the others"), with iterative deepening and a
// transposition table of proven bounds. It returns every first turn that wins, not just one,
// because the puzzle generator proves uniqueness with it.
#include <adaptoid/core/game.hpp>
#include <adaptoid/search/search_result.hpp>
#include <adaptoid/search/search_solve.hpp>
#include <adaptoid/util/hash_mix.hpp>
#include <adaptoid/util/interrupt.hpp>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <unordered_map>
#include <vector>

namespace adaptoid {

template <Game G>
class WinSearch {
 public:
  WinSearch(const G& game, Colour attacker, uint64_t node_budget = 0)
      : game_(game), attacker_(attacker), budget_(node_budget) {}

  // The attacker is to move in p: does it win within n of its own turns (n >= 1)?
  bool attacker_wins(const Position& p, int n) {
    if (n <= 0 || out_of_budget()) return false;
    if (auto known = lookup(p, kAttackerNode, n)) return *known;
    std::vector<Turn> turns;
    game_.legal_turns(p, turns);
    bool won = false;
    // First the turns that end the game at once, then the rest.
    for (int pass = 0; pass < 2 && !won; ++pass)
      for (const Turn& t : turns) {
        const Position q = game_.apply(p, t);
        ++nodes_;
        const Status s = game_.status(q);
        if ((pass == 0) != s.over) continue;
        won = s.over ? s.winner == attacker_ : (n > 1 && defenders_lose(q, n - 1));
        if (won) break;
      }
    store(p, kAttackerNode, n, won);
    return won;
  }

  // A defender is to move in p: does the attacker still win within n of its turns, whatever
  // the defenders do?
  bool defenders_lose(const Position& p, int n) {
    if (out_of_budget()) return false;
    if (auto known = lookup(p, kDefenderNode, n)) return *known;
    std::vector<Turn> turns;
    game_.legal_turns(p, turns);
    bool lost = !turns.empty();
    for (const Turn& t : turns) {
      const Position q = game_.apply(p, t);
      ++nodes_;
      const Status s = game_.status(q);
      const bool holds = s.over ? s.winner == attacker_
                                : (q.side() == attacker_ ? attacker_wins(q, n) : defenders_lose(q, n));
      if (!holds) {
        lost = false;
        break;
      }
    }
    store(p, kDefenderNode, n, lost);
    return lost;
  }

  // The smallest n <= limit with attacker_wins(p, n), when the attacker is to move.
  std::optional<int> win_distance(const Position& p, int limit) {
    for (int n = 1; n <= limit; ++n)
      if (attacker_wins(p, n)) return n;
    return std::nullopt;
  }
  // The same after a turn: p is the position the turn led to (game not over), the attacker
  // has `limit` turns left.
  std::optional<int> win_distance_after(const Position& q, int limit) {
    for (int n = 1; n <= limit; ++n)
      if (wins_after(q, n)) return n;
    return std::nullopt;
  }
  // Whether the attacker wins within `limit` turns after a turn (q as above): the deepest question
  // alone, for a caller that wants the distance only where there is a win.
  bool wins_after(const Position& q, int limit) {
    return q.side() == attacker_ ? attacker_wins(q, limit) : defenders_lose(q, limit);
  }

  uint64_t nodes() const { return nodes_; }
  bool exhausted() const { return exhausted_; }

 private:
  static constexpr uint64_t kAttackerNode = 0x6A09E667F3BCC908ULL;
  static constexpr uint64_t kDefenderNode = 0xBB67AE8584CAA73BULL;
  // Proven bounds: the attacker wins within `win_at` turns; it does not within `fail_at`.
  struct Bounds {
    int8_t win_at = 127;
    int8_t fail_at = -1;
  };

  uint64_t key(const Position& p, uint64_t node) const {
    return p.key() ^ node ^ (static_cast<uint64_t>(attacker_) * kGoldenGamma) ^
           (static_cast<uint64_t>(p.turn_number()) * 0xC2B2AE3D27D4EB4FULL);
  }
  std::optional<bool> lookup(const Position& p, uint64_t node, int n) const {
    auto it = table_.find(key(p, node));
    if (it == table_.end()) return std::nullopt;
    if (it->second.win_at <= n) return true;
    if (it->second.fail_at >= n) return false;
    return std::nullopt;
  }
  void store(const Position& p, uint64_t node, int n, bool won) {
    if (exhausted_) return;  // a search cut short proves nothing
    Bounds& b = table_[key(p, node)];
    if (won)
      b.win_at = static_cast<int8_t>(std::min<int>(b.win_at, n));
    else
      b.fail_at = static_cast<int8_t>(std::max<int>(b.fail_at, n));
  }
  bool out_of_budget() {
    if (budget_ && nodes_ >= budget_) exhausted_ = true;
    if ((++calls_ & 1023) == 0 && interrupted()) exhausted_ = true;  // as fast_search.hpp
    return exhausted_;
  }

  const G& game_;
  Colour attacker_;
  uint64_t budget_;
  uint64_t nodes_ = 0;
  bool exhausted_ = false;
  uint32_t calls_ = 0;
  std::unordered_map<uint64_t, Bounds> table_;
};

// The plain game as solve_with's Rules.
template <Game G>
struct PlainSearchRules {
  using Node = Position;
  const G& game;
  std::vector<Turn> turns(const Position& p) const { return legal_turns(game, p); }
  Position apply(const Position& p, const Turn& t) const { return game.apply(p, t); }
  Status status(const Position& p) const { return game.status(p); }
  Colour side(const Position& p) const { return p.side(); }
  int players() const { return game.variant().players; }
  Colour next(Colour c) const { return game.variant().next(c); }
  WinSearch<G> make_search(Colour attacker, uint64_t budget) const {
    return WinSearch<G>(game, attacker, budget);
  }
  // Searches for `count` threads, each with a table of its own (the reference stays simple).
  std::vector<WinSearch<G>> make_searches(Colour attacker, uint64_t budget, int count) const {
    std::vector<WinSearch<G>> out;
    for (int i = 0; i < count; ++i) out.push_back(make_search(attacker, budget));
    return out;
  }
};

// Solves p within `turns` turns of the side to move (see solve_with). The reference the fast
// search (fast_search.hpp) is tested against.
template <Game G>
SearchResult solve_position(const G& game, const Position& p, int turns, uint64_t node_budget = 0,
                            bool prove_loss = true) {
  return solve_with(PlainSearchRules<G>{game}, p, turns, node_budget, prove_loss);
}

}  // namespace adaptoid
