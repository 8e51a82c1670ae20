// adaptoid bench --endgames: both endgame searches on the fixed full-board wins
// (lib/search/bench_endgames.hpp): the proof-number search (what `solve --turns` runs) and the
// depth-first reference (the puzzles' and the engine's). For each: the time to prove the win with
// every winning first turn (wall and CPU), the nodes, and whether the answer is the pinned one;
// then the slowest. The reference gets a node budget (the deep rows take it minutes); a wrong
// answer from either fails the command (exit 1), as a changed perft signature does.
#include "cli.hpp"

#include <adaptoid/core/notation.hpp>
#include <adaptoid/search/bench_endgames.hpp>
#include <adaptoid/search/endgame.hpp>
#include <adaptoid/util/parallel.hpp>
#include <adaptoid/util/process_usage.hpp>

#include <iomanip>
#include <iostream>

namespace adaptoid::cli {

namespace {

// The reference's budget a row: about 20 s of one core; past it the row says "not within".
constexpr uint64_t kReferenceBudget = 500'000'000;

struct Timed {
  SearchResult result;
  double wall = 0, cpu = 0;
  bool match = false;
};

Timed timed(const VariantPtr& variant, const Position& p, const BenchEndgame& b, const EndgameOptions& o) {
  const Stopwatch clock;
  Timed t{solve_endgame(variant, p, o)};
  t.cpu = clock.cpu(), t.wall = clock.seconds();
  t.match = t.result.value == Proof::Win && t.result.distance == b.distance &&
            format_turns(*variant, t.result.winning_turns) == b.winning_turns;
  return t;
}

nlohmann::ordered_json row_json(const Timed& t) {
  return {{"nodes", t.result.nodes},
          {"seconds", t.wall},
          {"cpu_seconds", t.cpu},
          {"budget_exhausted", t.result.budget_exhausted},
          {"matches_pinned", t.match}};
}

void print_search(const char* name, const Timed& t) {
  std::cout << "  " << name << std::setw(12) << t.result.nodes << " nodes" << std::fixed
            << std::setprecision(2) << std::setw(8) << t.wall << " s" << std::setw(8) << t.cpu << " s CPU"
            << (t.result.budget_exhausted ? "  (not within its node budget)"
                : t.match                 ? ""
                                          : "  (differs from specs/bench/endgames.tsv!)");
}

}  // namespace

void run_endgame_bench(bool json, int threads) {
  nlohmann::ordered_json rows = nlohmann::ordered_json::array();
  bool all_match = true;
  double slowest = 0, total = 0;
  SplitProjection split;
  for (const BenchEndgame& b : bench_endgames()) {
    const VariantPtr variant = load_variant_or_throw(position_variant_name(b.position));
    auto p = visit_game(variant, [&](const auto& g) { return parse_position(g, b.position); });
    if (!p) throw std::runtime_error("bench endgame: " + p.error());
    const Timed proof =
        timed(variant, p.value(), b,
              {.turns = b.turns, .prove_loss = false, .threads = threads, .proof_numbers = true});
    const Timed reference =
        timed(variant, p.value(), b,
              {.turns = b.turns, .node_budget = kReferenceBudget, .prove_loss = false, .threads = threads});
    all_match = all_match && proof.match && (reference.match || reference.result.budget_exhausted);
    split.add(proof.result.task_nodes);
    slowest = std::max(slowest, proof.wall);
    total += proof.wall;
    rows.push_back(
        {{"position", b.position},
         {"distance", proof.result.distance ? nlohmann::json(*proof.result.distance) : nlohmann::json()},
         {"winning_turns", proof.result.winning_turns.size()},
         {"proof_numbers", row_json(proof)},
         {"reference", row_json(reference)}});
    if (!json) {
      std::cout << std::left << std::setw(16) << variant->name << std::right << " win in " << b.distance
                << std::setw(4) << proof.result.winning_turns.size() << " winning first turns";
      print_search("proof numbers", proof);
      print_search("  reference", reference);
      std::cout << std::endl;
    }
    check_standard_output();  // a line a position: stop at the first failed one
  }
  if (json)
    print_json({{"matches_pinned", all_match},
                {"slowest_seconds", slowest},
                {"total_seconds", total},
                {"positions", rows}});
  else
    std::cout << "proof numbers: slowest " << std::setprecision(2) << slowest << " s, all " << total
              << " s\n";
  if (split.total())  // timing and projections go to stderr, as perft's
    std::cerr << "split: by the first turns' node counts, 2 threads would be " << split.speedup(2)
              << "x one, 64 threads " << split.speedup(64) << "x\n";
  if (!all_match) throw fail_disagreement("bench: an endgame's answer differs from specs/bench/endgames.tsv");
}

}  // namespace adaptoid::cli
