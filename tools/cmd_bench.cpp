// adaptoid bench [--threads N] [--plain] [--json]: perft on the fixed bench positions
// (specs/bench/bench.tsv). Prints each count and rate, the total node count (the signature: it
// changes only when the rules change) and the rate per game family. Rates are leaves (the turns
// of the last ply) per second of wall time and per second of CPU time, since the machine may be
// shared; --repeat N keeps the best of N runs of each position, since a shared or virtual machine
// makes single runs noisy. --plain also runs the plain reference one ply shallower, for the speed ratio.
#include "cli.hpp"
#include "option_ranges.hpp"

#include <adaptoid/count/bench_run.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <iomanip>
#include <iostream>
#include <map>

namespace adaptoid::cli {

namespace {

struct BenchOptions {
  int threads = 1;
  int repeat = 1;
  bool plain = false;
  bool json = false;
  bool endgames = false;
};

// One bench position, added to the totals and printed unless --json. Returns its JSON row.
nlohmann::ordered_json bench_position(const BenchPosition& b, const BenchOptions& o, BenchTotals& totals) {
  const VariantPtr variant = load_variant_or_throw(position_variant_name(b.position));
  const auto run = must(run_bench_position(variant, b, {o.threads, o.repeat, o.plain}));
  totals.add(b, run);
  const TimedCount& fast = run.fast;
  nlohmann::ordered_json row{{"position", b.position},
                             {"depth", b.depth},
                             {"nodes", fast.nodes},
                             {"pinned", b.nodes},
                             {"seconds", fast.wall},
                             {"cpu_seconds", fast.cpu},
                             {"nodes_per_second", per_second(fast.nodes, fast.wall)}};
  if (!o.json)
    std::cout << std::left << std::setw(16) << variant->name << " depth " << b.depth << std::right
              << std::setw(13) << fast.nodes
              << (fast.nodes == b.nodes ? "" : " (pinned " + std::to_string(b.nodes) + "!)") << std::setw(9)
              << std::fixed << std::setprecision(3) << fast.wall << " s " << std::setw(6)
              << std::setprecision(0) << per_second(fast.nodes, fast.wall) / 1e6 << " M/s";
  if (run.plain) {
    const TimedCount& plain = *run.plain;
    row["plain"] = {{"depth", b.depth - 1},
                    {"nodes", plain.nodes},
                    {"seconds", plain.wall},
                    {"nodes_per_second", per_second(plain.nodes, plain.wall)}};
    if (!o.json)
      std::cout << "   plain depth " << b.depth - 1 << std::setw(6)
                << per_second(plain.nodes, plain.wall) / 1e6 << " M/s";
  }
  if (!o.json) std::cout << std::endl;
  check_standard_output();  // a line a position, minutes in all: stop at the first failed one
  return row;
}

// The rates per game family, printed unless --json. Returns them as JSON.
nlohmann::ordered_json family_rates(const std::map<std::string, BenchTotals::Family>& families,
                                    const BenchOptions& o) {
  nlohmann::ordered_json fams = nlohmann::ordered_json::object();
  for (const auto& [name, sum] : families) {
    nlohmann::ordered_json f{{"nodes", sum.fast.nodes},
                             {"nodes_per_second", per_second(sum.fast.nodes, sum.fast.wall)},
                             {"nodes_per_cpu_second", per_second(sum.fast.nodes, sum.fast.cpu)}};
    if (o.plain) f["plain_nodes_per_second"] = per_second(sum.plain.nodes, sum.plain.wall);
    fams[name] = f;
    if (!o.json) {
      std::cout << name << ": " << std::setprecision(0) << per_second(sum.fast.nodes, sum.fast.wall) / 1e6
                << " M leaves/s (" << per_second(sum.fast.nodes, sum.fast.cpu) / 1e6 << " M per CPU second, "
                << o.threads << " thread" << (o.threads > 1 ? "s" : "") << ")";
      if (o.plain)
        std::cout << "; plain " << std::setprecision(1) << per_second(sum.plain.nodes, sum.plain.wall) / 1e6
                  << " M/s, " << std::setprecision(0)
                  << per_second(sum.fast.nodes, sum.fast.wall) / per_second(sum.plain.nodes, sum.plain.wall)
                  << "x";
      std::cout << "\n";
    }
  }
  return fams;
}

void run_bench(const BenchOptions& o) {
  if (o.endgames) return run_endgame_bench(o.json, o.threads);
  nlohmann::ordered_json rows = nlohmann::ordered_json::array();
  BenchTotals totals;
  for (const BenchPosition& b : bench_positions()) rows.push_back(bench_position(b, o, totals));
  const nlohmann::ordered_json fams = family_rates(totals.families, o);
  if (o.json) {
    print_json({{"signature", totals.signature},
                {"matches_pinned", totals.all_match},
                {"threads", o.threads},
                {"repeat", o.repeat},
                {"positions", rows},
                {"families", fams}});
  } else {
    std::cout << "signature: " << totals.signature
              << (totals.all_match ? "" : " (differs from specs/bench/bench.tsv)") << "\n";
  }
  if (!totals.all_match) throw fail_disagreement("bench: the node counts differ from specs/bench/bench.tsv");
}

}  // namespace

void add_bench(CLI::App& app) {
  auto o = std::make_shared<BenchOptions>();
  auto* cmd = app.add_subcommand("bench", "Perft on the fixed bench positions: node signature and rates");
  cmd->add_option("--threads,-t", o->threads, "Threads for the fast generator")->check(integer_range(1, 256));
  cmd->add_option("--repeat,-r", o->repeat, "Run each position N times and keep the fastest")
      ->check(integer_range(1, 100));
  cmd->add_flag("--plain", o->plain, "Also time the plain generator (one ply shallower)");
  cmd->add_flag("--json", o->json, "Print JSON: {signature, positions, families}");
  cmd->add_flag("--endgames", o->endgames,
                "Instead: time the endgame search on the fixed wins in 3 (specs/bench/endgames.tsv)");
  cmd->callback([o] { run_bench(*o); });
}

}  // namespace adaptoid::cli
