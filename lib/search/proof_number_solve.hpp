#pragma once
// The full answer of `solve --turns` by proof numbers (proof_number_search.hpp): every first turn
// proved or refuted on its own, its distance measured, the first turns split over threads (each
// with a table of numbers of its own, one bounds table between them, so what one thread decides
// the others read); progress about once a second; what was decided kept when the budget runs out
// or the run is interrupted. Rules is search_solve.hpp's, its make_search a ProofNumberSearch.
#include <adaptoid/search/search_solve.hpp>

#include <atomic>
#include <chrono>
#include <functional>
#include <mutex>
#include <optional>
#include <vector>

namespace adaptoid {

using ProgressReport = std::function<void(const SearchProgress&)>;

// What thread 0 is proving, with every thread's nodes, told about once a second.
class ProofProgress {
 public:
  ProofProgress(ProgressReport report, const std::vector<Turn>& first, int threads)
      : report_(std::move(report)), first_(first), nodes_(static_cast<size_t>(threads)) {}
  void working_on(int worker, size_t index) {
    if (worker == 0) index_ = index;
  }
  template <class Search>
  void tick(int worker, const Search& search) {
    nodes_[static_cast<size_t>(worker)].store(search.nodes(), std::memory_order_relaxed);
    if (!report_ || worker != 0) return;
    const auto now = std::chrono::steady_clock::now();
    if (now - told_ < std::chrono::seconds(1)) return;
    told_ = now;
    SearchProgress p{.turn = first_[index_], .turn_index = index_, .turn_count = first_.size()};
    p.proof = search.root_numbers().pn, p.disproof = search.root_numbers().dn;
    for (const auto& n : nodes_) p.nodes += n.load(std::memory_order_relaxed);
    p.seconds = std::chrono::duration<double>(now - started_).count();
    report_(p);
  }

 private:
  ProgressReport report_;
  const std::vector<Turn>& first_;
  std::vector<std::atomic<uint64_t>> nodes_;
  size_t index_ = 0;
  std::chrono::steady_clock::time_point started_ = std::chrono::steady_clock::now();
  std::chrono::steady_clock::time_point told_ = started_;
};

// Each first turn decided on the threads: the attacker turns needed after it (nothing: no win
// within turns - 1, or undecided), and whether it was decided.
template <class Rules, class Searches>
void prove_first_turns(const Rules& rules, const typename Rules::Node& root, const std::vector<Turn>& first,
                       int turns, int threads, Searches& searches, ProofProgress& progress,
                       std::vector<std::optional<int>>& after, std::vector<char>& decided,
                       std::vector<uint64_t>& task_nodes) {
  const Colour me = rules.side(root);
  for (size_t w = 0; w < searches.size(); ++w)
    searches[w].every_so_often([&, w] { progress.tick(static_cast<int>(w), searches[w]); });
  parallel_for(first.size(), 1, threads, [&](int worker, uint64_t i) {
    progress.working_on(worker, i);
    auto& search = searches[static_cast<size_t>(worker)];
    const uint64_t nodes_before = search.nodes();
    const auto q = rules.apply(root, first[i]);
    const Status s = rules.status(q);
    if (s.over)
      after[i] = s.winner == me ? std::optional<int>(0) : std::nullopt;
    else if (turns > 1)
      after[i] = search.win_distance_after(q, turns - 1);
    decided[i] = after[i] || !search.exhausted();
    task_nodes[i] = search.nodes() - nodes_before + 1;
  });
}

// Solves root within `turns` turns of the side to move, as solve_with does, with the distance of
// every winning first turn and the turns left undecided. The main line is searched within
// `line_budget` nodes more (it stops where they run out).
template <class Rules>
SearchResult solve_by_proof_numbers(const Rules& rules, const typename Rules::Node& root, int turns,
                                    uint64_t node_budget, bool prove_loss, int threads,
                                    const ProgressReport& report = {}) {
  if (auto ended = ended_game(rules, root)) return *ended;
  SearchResult result;
  const Colour me = rules.side(root);
  const std::vector<Turn> first = rules.turns(root);
  std::vector<std::optional<int>> after(first.size());
  std::vector<char> decided(first.size(), 0);
  result.task_nodes.assign(first.size(), 0);
  auto searches = rules.make_searches(me, node_budget, threads);
  ProofProgress progress(report, first, threads);
  prove_first_turns(rules, root, first, turns, threads, searches, progress, after, decided,
                    result.task_nodes);
  std::optional<size_t> best;
  for (size_t i = 0; i < first.size(); ++i) {
    if (after[i]) {
      result.winning_turns.push_back(first[i]);
      result.winning_distances.push_back(1 + *after[i]);
      if (!best || *after[i] < *after[*best]) best = i;
    } else if (!decided[i]) {
      result.undecided_turns.push_back(first[i]);
    }
  }
  for (const auto& search : searches) {
    result.nodes += search.nodes();
    result.budget_exhausted = result.budget_exhausted || search.exhausted();
  }
  if (best) {
    result.value = Proof::Win;
    result.distance = 1 + *after[*best];
    result.line.push_back(first[*best]);
    // The line asks for the distance after every reply: as many nodes again as the proofs took,
    // at least a few million, and where they run out the line stops.
    const uint64_t line_budget = std::max<uint64_t>(result.nodes, uint64_t{1} << 22);
    auto line_search = rules.make_search(me, line_budget);
    follow_main_line(rules, line_search, rules.apply(root, first[*best]), *after[*best], me, result.line);
    result.nodes += line_search.nodes();
  } else if (prove_loss && rules.players() == 2 && result.undecided_turns.empty() &&
             !result.budget_exhausted) {
    if (const auto left = budget_left(node_budget, result.nodes))
      prove_loss_with(rules, root, turns, *left, result);
    else
      result.budget_exhausted = true;
  }
  if (result.budget_exhausted && result.value != Proof::Win) result.value = Proof::Unknown;
  return result;
}

}  // namespace adaptoid
