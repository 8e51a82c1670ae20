#pragma once
// From a win search to a full answer: the value, the distance, every winning first turn, the main
// line and the loss proof, written once for both searches (plain positions in search.hpp, fast
// States in fast_search.hpp). Rules adapts a game to one node type:
//   Node; std::vector<Turn> turns(const Node&); Node apply(const Node&, const Turn&);
//   Status status(const Node&); Colour side(const Node&); int players(); Colour next(Colour);
//   Search make_search(Colour attacker, uint64_t budget), where Search has win_distance,
//   win_distance_after, nodes() and exhausted() as WinSearch does.
#include <adaptoid/core/status.hpp>
#include <adaptoid/search/search_result.hpp>

#include <algorithm>

namespace adaptoid {

// Solves root within `turns` turns of the side to move. A loss is proven for two players only
// (every turn lets the opponent force a win within `turns` of its own turns), and only when
// `prove_loss` asks for it: a caller that only wants wins saves the opponent's searches.
template <class Rules>
SearchResult solve_with(const Rules& rules, const typename Rules::Node& root, int turns, uint64_t node_budget,
                        bool prove_loss = true) {
  using Node = typename Rules::Node;
  SearchResult result;
  const Status status = rules.status(root);
  const Colour me = rules.side(root);
  if (status.over) {
    result.value = !status.winner ? Proof::Draw : *status.winner == me ? Proof::Win : Proof::Loss;
    result.distance = 0;
    return result;
  }
  auto search = rules.make_search(me, node_budget);
  result.distance = search.win_distance(root, turns);
  if (result.distance) {
    result.value = Proof::Win;
    for (const Turn& t : rules.turns(root)) {
      const Node q = rules.apply(root, t);
      const Status s = rules.status(q);
      if (s.over ? s.winner == me : (turns > 1 && search.win_distance_after(q, turns - 1)))
        result.winning_turns.push_back(t);
    }
    // Main line: the attacker's fastest win, each defender's longest resistance.
    Node at = root;
    int left = *result.distance;
    while (!rules.status(at).over && result.line.size() < 64) {
      std::optional<Turn> best;
      int best_left = 0;
      const bool attacking = rules.side(at) == me;
      for (const Turn& t : rules.turns(at)) {
        const Node q = rules.apply(at, t);
        const Status s = rules.status(q);
        std::optional<int> d;
        if (s.over)
          d = s.winner == me ? std::optional<int>(0) : std::nullopt;
        else
          d = search.win_distance_after(q, attacking ? left - 1 : left);
        if (!d) continue;  // the attacker does not play it; a defender has none such (proven)
        if (!best || (attacking ? *d < best_left : *d > best_left)) {
          best = t;
          best_left = *d;
        }
      }
      if (!best) break;
      result.line.push_back(*best);
      at = rules.apply(at, *best);
      left = best_left;  // the attacker turns still needed
    }
  } else if (prove_loss && rules.players() == 2 && !search.exhausted()) {
    const Colour them = rules.next(me);
    auto theirs = rules.make_search(them, node_budget);
    int longest = 0;
    bool all_lose = true;
    for (const Turn& t : rules.turns(root)) {
      const Node q = rules.apply(root, t);
      const Status s = rules.status(q);
      std::optional<int> d =
          s.over ? (s.winner == them ? std::optional<int>(0) : std::nullopt) : theirs.win_distance(q, turns);
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
