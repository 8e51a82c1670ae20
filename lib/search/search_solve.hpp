#pragma once
// From a win search to a full answer: the value, the distance, every winning first turn, the main
// line and the loss proof, written once for both searches (plain positions in search.hpp, fast
// States in fast_search.hpp). Rules adapts a game to one node type:
//   Node; std::vector<Turn> turns(const Node&); Node apply(const Node&, const Turn&);
//   Status status(const Node&); Colour side(const Node&); int players(); Colour next(Colour);
//   Search make_search(Colour attacker, uint64_t budget), where Search has win_distance,
//   win_distance_after, wins_after, nodes() and exhausted() as WinSearch does;
//   std::vector<Search> make_searches(Colour attacker, uint64_t budget, int count): one a thread.
#include <adaptoid/core/status.hpp>
#include <adaptoid/search/search_result.hpp>
#include <adaptoid/util/parallel.hpp>

#include <algorithm>
#include <cstddef>
#include <mutex>
#include <optional>
#include <vector>

namespace adaptoid {

// The main line from `at`, where the attacker `me` needs `left` more of its turns: the attacker's
// fastest win, each defender's longest resistance, appended to `line`.
template <class Rules, class Search>
void follow_main_line(const Rules& rules, Search& search, typename Rules::Node at, int left, Colour me,
                      std::vector<Turn>& line) {
  using Node = typename Rules::Node;
  while (!rules.status(at).over && line.size() < 64) {
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
    if (!best || search.exhausted()) break;  // a search out of budget proves nothing more
    line.push_back(*best);
    at = rules.apply(at, *best);
    left = best_left;  // the attacker turns still needed
  }
}

// What is left of a node budget after `used` nodes (0 is no budget); nothing when it is spent,
// so that the proof of a loss after the search of a win shares the one budget rather than
// getting a second one.
inline std::optional<uint64_t> budget_left(uint64_t budget, uint64_t used) {
  if (budget == 0) return 0;
  if (used >= budget) return std::nullopt;
  return budget - used;
}

// A loss of the side to move proven for two players: every turn lets the opponent force a win
// within `turns` of its own turns.
template <class Rules>
void prove_loss_with(const Rules& rules, const typename Rules::Node& root, int turns, uint64_t node_budget,
                     SearchResult& result) {
  using Node = typename Rules::Node;
  const Colour them = rules.next(rules.side(root));
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

// The win part split below the root: the root's turns go to `threads` threads from one queue,
// each thread with a search of its own (the fast search's share one transposition table); a turn
// wins when the attacker then needs at most turns - 1 more. The value, distance, winning turns
// and main line are those of the search on one thread; the nodes differ, and a node budget holds
// for each thread's search.
template <class Rules>
SearchResult solve_split(const Rules& rules, const typename Rules::Node& root, int turns,
                         uint64_t node_budget, int threads) {
  using Node = typename Rules::Node;
  SearchResult result;
  const Colour me = rules.side(root);
  const std::vector<Turn> first = rules.turns(root);
  std::vector<std::optional<int>> after(first.size());  // attacker turns needed after each
  auto searches = rules.make_searches(me, node_budget, threads);
  const auto search_root_turn = [&](int worker, std::size_t i) {
    const Node q = rules.apply(root, first[i]);
    const Status s = rules.status(q);
    const uint64_t nodes_before = searches[worker].nodes();
    if (s.over)
      after[i] = s.winner == me ? std::optional<int>(0) : std::nullopt;
    else if (turns > 1 && searches[worker].wins_after(q, turns - 1))
      after[i] = searches[worker].win_distance_after(q, turns - 1);
    result.task_nodes[i] = searches[worker].nodes() - nodes_before + 1;
  };
  result.task_nodes.assign(first.size(), 0);
  // The root turns from both ends of the list, even threads from the front and odd ones from the
  // back, so that a thread searches neighbouring turns in a row until the ends meet: their
  // subtrees share table entries and killer moves, as on one thread (taken one at a time from a
  // single queue, the threads made a third more nodes).
  std::mutex taking;
  std::size_t front = 0, back = first.size();
  const auto next_turn = [&](int worker) -> std::optional<std::size_t> {
    const std::lock_guard<std::mutex> hold(taking);
    if (front == back) return std::nullopt;
    return worker % 2 == 0 ? front++ : --back;
  };
  run_workers(threads, [&](int worker) {
    while (const auto i = next_turn(worker)) search_root_turn(worker, *i);
  });
  std::optional<size_t> best;
  for (size_t i = 0; i < first.size(); ++i) {
    if (!after[i]) continue;
    result.winning_turns.push_back(first[i]);
    if (!best || *after[i] < *after[*best]) best = i;
  }
  if (best) {
    result.value = Proof::Win;
    result.distance = 1 + *after[*best];
    result.line.push_back(first[*best]);
    follow_main_line(rules, searches[0], rules.apply(root, first[*best]), *after[*best], me, result.line);
  }
  for (const auto& search : searches) {
    result.nodes += search.nodes();
    result.budget_exhausted = result.budget_exhausted || search.exhausted();
  }
  if (result.budget_exhausted && result.value != Proof::Win) result.value = Proof::Unknown;
  return result;
}

// The answer at a root where the game is over: its result for the side to move, at distance 0.
template <class Rules>
std::optional<SearchResult> ended_game(const Rules& rules, const typename Rules::Node& root) {
  const Status status = rules.status(root);
  if (!status.over) return std::nullopt;
  SearchResult result;
  result.value = !status.winner ? Proof::Draw : *status.winner == rules.side(root) ? Proof::Win : Proof::Loss;
  result.distance = 0;
  return result;
}

// Solves root within `turns` turns of the side to move. A loss is proven for two players only
// (every turn lets the opponent force a win within `turns` of its own turns), and only when
// `prove_loss` asks for it: a caller that only wants wins saves the opponent's searches. With
// `threads` above 1 the win is searched split below the root (solve_split).
template <class Rules>
SearchResult solve_with(const Rules& rules, const typename Rules::Node& root, int turns, uint64_t node_budget,
                        bool prove_loss = true, int threads = 1) {
  using Node = typename Rules::Node;
  if (auto ended = ended_game(rules, root)) return *ended;
  SearchResult result;
  const Colour me = rules.side(root);
  if (threads > 1) {
    result = solve_split(rules, root, turns, node_budget, threads);
    if (result.value != Proof::Win && prove_loss && rules.players() == 2 && !result.budget_exhausted) {
      if (const auto left = budget_left(node_budget, result.nodes)) {
        prove_loss_with(rules, root, turns, *left, result);  // on this thread
      } else {
        result.budget_exhausted = true;
      }
      if (result.budget_exhausted) result.value = Proof::Unknown;
    }
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
    follow_main_line(rules, search, root, *result.distance, me, result.line);
  } else if (prove_loss && rules.players() == 2 && !search.exhausted()) {
    if (const auto left = budget_left(node_budget, search.nodes()))
      prove_loss_with(rules, root, turns, *left, result);
    else
      result.budget_exhausted = true;
  }
  result.nodes += search.nodes();
  result.budget_exhausted = result.budget_exhausted || search.exhausted();
  if (result.budget_exhausted && result.value != Proof::Win) result.value = Proof::Unknown;
  return result;
}

}  // namespace adaptoid
