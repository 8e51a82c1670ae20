// adaptoid solve --variant V --by-search [--starts N] [--seed S]: the exact values of a Quantum Leap
// variant's seeded starts by search (start_values.hpp), for boards whose table cannot be held;
// resumable from its results file, spread over the ranks of mpirun.
#include "cli.hpp"
#include "interruption.hpp"
#include "output_lock.hpp"
#include "solve_on_ranks.hpp"

#include <adaptoid/solving/quantumleapsolve/start_values.hpp>
#include <adaptoid/solving/ranks/rank_world.hpp>

#include <iomanip>
#include <iostream>
#include <sstream>

namespace adaptoid::cli {

namespace {

std::string share_text(const Share& s) {
  std::ostringstream o;
  o << std::fixed << std::setprecision(1) << 100 * s.value() << " % (95 % interval " << 100 * s.lower << "–"
    << 100 * s.upper << " %)";
  return o.str();
}

nlohmann::ordered_json share_json(const Share& s) {
  return {{"white_wins", s.hits}, {"of", s.n}, {"share", s.value()}, {"lower", s.lower}, {"upper", s.upper}};
}

void print_report(const Variant& v, const StartsRun& run, const StartValuesReport& r, int ranks, bool json) {
  const uint64_t last = run.first + run.count - 1;
  if (json) {
    nlohmann::ordered_json values = nlohmann::ordered_json::array();
    for (const StartValue& s : r.values) values.push_back(nlohmann::ordered_json::parse(start_value_line(s)));
    print_json({{"variant", v.name},
                {"first_seed", run.first},
                {"last_seed", last},
                {"known", r.values.size()},
                {"read_back", r.read_back},
                {"unknown", r.unknown},
                {"without_swap", share_json(r.without_swap)},
                {"with_swap", share_json(r.with_swap)},
                {"nodes", r.nodes},
                {"cpu_seconds", r.cpu_seconds},
                {"results", run.out},
                {"starts", values}});
    return;
  }
  std::cout << v.name << ": seeds " << run.first << ".." << last << " valued by search: " << r.values.size()
            << " known (" << r.read_back << " read back from " << run.out << "), " << r.unknown << " unknown"
            << (r.unknown ? " (the node budget ran out: a rerun with a larger --budget tries them)" : "")
            << "\n"
            << "white wins " << r.without_swap.hits << " of " << r.without_swap.n
            << " without the swap: " << share_text(r.without_swap) << "\n"
            << "white wins " << r.with_swap.hits << " of " << r.with_swap.n
            << " against Black's best swap decision: " << share_text(r.with_swap) << "\n"
            << "this run: " << r.nodes << " nodes, " << r.cpu_seconds << " s of CPU on " << ranks
            << (ranks == 1 ? " process" : " processes") << "\n"
            << "results: " << run.out << "\n";
}

}  // namespace

void run_start_values(const Subject& subject, StartsRun run, bool json) {
  if (subject.variant_name.empty()) throw fail("solve: --by-search needs --variant V");
  const VariantPtr variant = load_variant_or_throw(subject.variant_name);
  if (const std::string why = start_values_unsupported(*variant); !why.empty())
    throw fail("solve: --by-search: " + why);
  if (run.out.empty()) run.out = variant->name + "-starts.jsonl";
  check_output_path("--out", run.out);  // before the work: a start can take hours
  StartValuesOptions o;
  o.first = run.first, o.count = run.count, o.out = run.out, o.budget = run.budget;
  o.table_bytes = run.memory_mib << 20, o.threads = run.threads;
  o.ranks = input_value(ranks_of_this_run(), "solve: ");
  const int rank = o.ranks->rank(), ranks = o.ranks->size();
  // One process appending at a time (under mpirun the ranks share the file by design).
  const OutputLock lock = ranks == 1 ? lock_output("--out", run.out) : OutputLock{};
  set_interrupt_note(run.out + " holds the starts valued so far; the same command again resumes");
  o.valued = [&](const StartValue& s) {
    std::cerr << "solve: " << (ranks > 1 ? "rank " + std::to_string(rank) + ": " : "") << "seed " << s.seed
              << ": white " << (s.white_wins_without_swap ? "wins" : "loses") << " without the swap, "
              << (s.white_wins_with_swap ? "wins" : "loses") << " with it (" << s.nodes << " nodes, "
              << s.cpu_seconds << " s of CPU)\n";
  };
  const auto report = solve_on_ranks(*o.ranks, [&] {
    return with_table_memory(run.memory_mib, [&] { return solve_start_values(variant, o); });
  });
  if (!report) {
    if (rank == 0) throw fail("solve: " + report.error());
    return;  // rank 0 says it
  }
  if (rank != 0) return;
  throw_if_interrupted();  // the searches cut short are no unknowns of the budget
  if (report->unknown) set_exit_status(3);
  print_report(*variant, run, report.value(), ranks, json);
}

}  // namespace adaptoid::cli
