// adaptoid enumerate (--variant V | --position P) (--depth N | --all) [--json]: distinct positions
// after exactly 1..N turns, raw and up to the variant's symmetries, and how many of them end the
// game; --all counts every reachable position (the state space) of a small variant. Progress goes
// to stderr; the peak memory is reported at the end.
#include "cli.hpp"
#include "option_ranges.hpp"

#include <adaptoid/util/parallel.hpp>
#include <adaptoid/util/process_usage.hpp>

#include <adaptoid/count/enumerate.hpp>

#include <iomanip>
#include <iostream>

namespace adaptoid::cli {

namespace {

void print_progress(const EnumerationProgress& p) {
  std::cerr << "enumerate: depth " << p.depth << ", " << p.frontier << " in the frontier, " << p.stored
            << " stored, " << p.inserted << " inserted, " << std::fixed << std::setprecision(1) << p.seconds
            << " s, " << peak_memory_bytes() / (1 << 20) << " MiB peak" << std::endl;
}

nlohmann::ordered_json to_json(const EnumerationReport& r, bool all) {
  nlohmann::ordered_json j{{"exact", r.exact}, {"code_bits", r.code_bits}, {"symmetries", r.symmetries}};
  if (all) {
    j["state_space"] = r.state_space;
    j["state_space_up_to_symmetry"] = r.state_space_up_to_symmetry;
    j["ended"] = r.state_space_ended;
    j["deepest"] = r.deepest;
  } else {
    nlohmann::ordered_json layers = nlohmann::ordered_json::array();
    for (const auto& l : r.layers)
      layers.push_back({{"depth", l.depth},
                        {"positions", l.positions},
                        {"positions_up_to_symmetry", l.positions_up_to_symmetry},
                        {"ended", l.ended},
                        {"ended_up_to_symmetry", l.ended_up_to_symmetry}});
    j["layers"] = layers;
  }
  j["inserted"] = r.inserted;
  j["seconds"] = r.seconds;
  j["peak_bytes"] = r.peak_bytes;
  j["most_codes_stored"] = r.most_codes_stored;
  return j;
}

void print_text(const EnumerationReport& r, bool all) {
  std::cout << (r.exact ? "exact codes" : "fingerprints") << " of " << r.code_bits
            << " bits; symmetry group of " << r.symmetries << "\n";
  if (all) {
    std::cout << "state space: " << r.state_space << " positions, " << r.state_space_up_to_symmetry
              << " up to symmetry, " << r.state_space_ended << " ended; the last new ones after " << r.deepest
              << " turns\n";
  } else {
    std::cout << "depth    positions  up to symmetry        ended  ended up to symmetry\n";
    for (const auto& l : r.layers)
      std::cout << std::setw(5) << l.depth << std::setw(13) << l.positions << std::setw(16)
                << l.positions_up_to_symmetry << std::setw(13) << l.ended << std::setw(22)
                << l.ended_up_to_symmetry << "\n";
  }
  // Rates and memory depend on the machine: stderr, so that stdout is the same for the same input.
  std::cerr << "inserted " << r.inserted << " codes in " << std::setprecision(2) << std::fixed << r.seconds
            << " s (" << std::setprecision(1) << r.inserted / std::max(r.seconds, 1e-9) / 1e6
            << " M/s); peak memory " << r.peak_bytes / (1 << 20) << " MiB for at most " << r.most_codes_stored
            << " stored codes of 16 bytes\n";
  if (r.task_costs.size() > 1)
    std::cerr << "tasks: " << r.task_costs.size() << "; by the codes each inserted, 2 threads would be "
              << simulated_speedup(r.task_costs, 2) << "x one, 64 threads "
              << simulated_speedup(r.task_costs, 64) << "x\n";
}

}  // namespace

void add_enumerate(CLI::App& app) {
  struct Options {
    Subject subject;
    int depth = 0;
    bool all = false;
    uint64_t max_positions = 1'000'000'000;
    int threads = 1;
    bool json = false;
  };
  auto o = std::make_shared<Options>();
  auto* cmd = app.add_subcommand("enumerate", "Count distinct positions per depth, or the whole state space");
  o->subject.add_to(*cmd);
  auto* depth =
      cmd->add_option("--depth,-d", o->depth, "Count after exactly 1..N turns")->check(integer_range(1, 64));
  auto* all = cmd->add_flag("--all", o->all, "Count every reachable position (small variants)");
  depth->excludes(all);
  cmd->add_option("--max-positions", o->max_positions, "With --all: give up beyond this many positions")
      ->check(whole_range(1));
  cmd->add_option("--threads,-t", o->threads, "Threads (exact codes only: small boards and Quantum Leap)")
      ->check(integer_range(1, 256));
  cmd->add_flag("--json", o->json, "Print JSON");
  cmd->callback([o] {
    if (o->depth == 0 && !o->all) throw fail("enumerate: give --depth N or --all");
    const Loaded in = load(o->subject);
    const ProgressCallback progress = print_progress;
    const Result<EnumerationReport> counted =
        o->all ? enumerate_all(in.variant, in.position, o->max_positions, progress, o->threads)
               : enumerate_layers(in.variant, in.position, o->depth, progress, o->threads);
    if (!counted && counted.error_kind() == ErrorKind::Budget)
      throw fail_budget(std::string(o->all ? "enumerate --all: " : "enumerate: ") + counted.error());
    const EnumerationReport& report = input_value(counted, "enumerate: ");
    if (o->json) {
      print_json(to_json(report, o->all));
    } else {
      print_text(report, o->all);
    }
  });
}

}  // namespace adaptoid::cli
