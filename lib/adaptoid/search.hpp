#pragma once
// Endgame search on any board: can the side to move force a win within N of its own turns?
// An AND/OR search (the other players act as one coalition, so Adapt3 and Quantum Leap with more
// players ask "against any joint play of the others"), with iterative deepening and a
// transposition table of proven bounds. It returns every first turn that wins, not just one,
// because the puzzle generator proves uniqueness with it.
#include <adaptoid/game.hpp>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <unordered_map>
#include <vector>

namespace adaptoid {

enum class Proof { Win, Loss, Draw, Unknown };

struct SearchResult {
  Proof value = Proof::Unknown;
  std::optional<int> distance;      // turns of the side to move until the end
  std::vector<Turn> winning_turns;  // every first turn that wins within the limit
  std::vector<Turn> line;           // the main line: fastest win against the longest resistance
  uint64_t nodes = 0;
  bool budget_exhausted = false;    // Unknown because the node budget ran out, not proven
};

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
      if (q.side() == attacker_ ? attacker_wins(q, n) : defenders_lose(q, n)) return n;
    return std::nullopt;
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
    return p.key() ^ node ^ (static_cast<uint64_t>(attacker_) * 0x9E3779B97F4A7C15ULL) ^
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
    if (won) b.win_at = static_cast<int8_t>(std::min<int>(b.win_at, n));
    else b.fail_at = static_cast<int8_t>(std::max<int>(b.fail_at, n));
  }
  bool out_of_budget() {
    if (budget_ && nodes_ >= budget_) exhausted_ = true;
    return exhausted_;
  }

  const G& game_;
  Colour attacker_;
  uint64_t budget_;
  uint64_t nodes_ = 0;
  bool exhausted_ = false;
  std::unordered_map<uint64_t, Bounds> table_;
};

// Solves p within `turns` turns of the side to move. A loss is proven for two players only
// (every turn lets the opponent force a win within `turns` of its own turns).
template <Game G>
SearchResult solve_position(const G& game, const Position& p, int turns, uint64_t node_budget = 0) {
  SearchResult result;
  const Status status = game.status(p);
  if (status.over) {
    result.value = !status.winner ? Proof::Draw : *status.winner == p.side() ? Proof::Win : Proof::Loss;
    result.distance = 0;
    return result;
  }
  const Colour me = p.side();
  WinSearch<G> search(game, me, node_budget);
  result.distance = search.win_distance(p, turns);
  if (result.distance) {
    result.value = Proof::Win;
    for (const Turn& t : legal_turns(game, p)) {
      const Position q = game.apply(p, t);
      const Status s = game.status(q);
      if (s.over ? s.winner == me : (turns > 1 && search.win_distance_after(q, turns - 1)))
        result.winning_turns.push_back(t);
    }
    // Main line: the attacker's fastest win, each defender's longest resistance.
    Position at = p;
    int left = *result.distance;
    while (!game.status(at).over && result.line.size() < 64) {
      std::optional<Turn> best;
      int best_left = 0;
      const bool attacking = at.side() == me;
      for (const Turn& t : legal_turns(game, at)) {
        const Position q = game.apply(at, t);
        const Status s = game.status(q);
        std::optional<int> d;
        if (s.over) d = s.winner == me ? std::optional<int>(0) : std::nullopt;
        else d = search.win_distance_after(q, attacking ? left - 1 : left);
        if (!d) continue;  // the attacker does not play it; a defender has none such (proven)
        if (!best || (attacking ? *d < best_left : *d > best_left)) {
          best = t;
          best_left = *d;
        }
      }
      if (!best) break;
      result.line.push_back(*best);
      at = game.apply(at, *best);
      left = best_left;  // the attacker turns still needed
    }
  } else if (game.variant().players == 2 && !search.exhausted()) {
    const Colour them = game.variant().next(me);
    WinSearch<G> theirs(game, them, node_budget);
    int longest = 0;
    bool all_lose = true;
    for (const Turn& t : legal_turns(game, p)) {
      const Position q = game.apply(p, t);
      const Status s = game.status(q);
      std::optional<int> d = s.over ? (s.winner == them ? std::optional<int>(0) : std::nullopt)
                                    : theirs.win_distance(q, turns);
      if (!d) {
        all_lose = false;
        break;
      }
      longest = std::max(longest, *d);
    }
    result.nodes += theirs.nodes();
    result.budget_exhausted = theirs.exhausted();
    if (all_lose && !theirs.exhausted()) {
      result.value = Proof::Loss;
      result.distance = std::max(longest, 1);
    }
  }
  result.nodes += search.nodes();
  result.budget_exhausted = result.budget_exhausted || search.exhausted();
  if (result.budget_exhausted && result.value != Proof::Win) result.value = Proof::Unknown;
  return result;
}

}  // namespace adaptoid
