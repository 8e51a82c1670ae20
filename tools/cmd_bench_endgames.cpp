// adaptoid bench --endgames: the endgame search on the fixed full-board wins in 3
// (lib/search/bench_endgames.hpp). For each: the time to prove the win with every winning first
// turn (wall and CPU), the nodes, and whether the answer is the pinned one; then the slowest.
// A wrong answer fails the command (exit 1), as a changed perft signature does.
#include "cli.hpp"

#include <adaptoid/core/notation.hpp>
#include <adaptoid/search/bench_endgames.hpp>
#include <adaptoid/search/endgame.hpp>
#include <adaptoid/util/parallel.hpp>
#include <adaptoid/util/process_usage.hpp>

#include <iomanip>
#include <iostream>

namespace adaptoid::cli {

void run_endgame_bench(bool json, int threads) {
  nlohmann::ordered_json rows = nlohmann::ordered_json::array();
  bool all_match = true;
  double slowest = 0, total = 0;
  SplitProjection split;
  for (const BenchEndgame& b : bench_endgames()) {
    const VariantPtr variant = load_variant_or_throw(position_variant_name(b.position));
    auto p = visit_game(variant, [&](const auto& g) { return parse_position(g, b.position); });
    if (!p) throw std::runtime_error("bench endgame: " + p.error());
    const Stopwatch clock;
    const SearchResult r =
        solve_endgame(variant, p.value(), {.turns = b.turns, .prove_loss = false, .threads = threads});
    const double cpu = clock.cpu(), wall = clock.seconds();
    const std::string winning = format_turns(*variant, r.winning_turns);
    const bool match = r.value == Proof::Win && r.distance == b.distance && winning == b.winning_turns;
    all_match = all_match && match;
    split.add(r.task_nodes);
    slowest = std::max(slowest, wall);
    total += wall;
    rows.push_back({{"position", b.position},
                    {"distance", r.distance ? nlohmann::json(*r.distance) : nlohmann::json()},
                    {"winning_turns", r.winning_turns.size()},
                    {"nodes", r.nodes},
                    {"seconds", wall},
                    {"cpu_seconds", cpu},
                    {"matches_pinned", match}});
    if (!json)
      std::cout << std::left << std::setw(16) << variant->name << std::right << " win in " << b.distance
                << std::setw(4) << r.winning_turns.size() << " winning first turns" << std::setw(12)
                << r.nodes << " nodes" << std::fixed << std::setprecision(2) << std::setw(8) << wall << " s"
                << std::setw(8) << cpu << " s CPU"
                << (match ? "" : "  (differs from specs/bench/endgames.tsv!)") << std::endl;
    check_standard_output();  // a line a position: stop at the first failed one
  }
  if (json)
    print_json({{"matches_pinned", all_match},
                {"slowest_seconds", slowest},
                {"total_seconds", total},
                {"positions", rows}});
  else
    std::cout << "slowest " << std::setprecision(2) << slowest << " s, all " << total << " s\n";
  if (split.total())  // timing and projections go to stderr, as perft's
    std::cerr << "split: by the root turns' node counts, 2 threads would be " << split.speedup(2)
              << "x one, 64 threads " << split.speedup(64) << "x\n";
  if (!all_match)
    throw std::runtime_error("bench: an endgame's answer differs from specs/bench/endgames.tsv");
}

}  // namespace adaptoid::cli
