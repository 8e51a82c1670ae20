// adaptoid perft --position P --depth N [--divide] [--threads N] [--plain]: the count of
// specs/notation.md, on the generator the library chooses (run_perft: the fast one where the
// board fits its bitboards, else the plain one); --plain forces the plain reference (one
// thread), for cross-checks and for comparing rates.
#include "cli.hpp"
#include "interruption.hpp"
#include "option_ranges.hpp"

#include <adaptoid/count/perft_run.hpp>
#include <adaptoid/util/parallel.hpp>
#include <adaptoid/util/process_usage.hpp>

#include <iostream>
#include <optional>

namespace adaptoid::cli {

void add_perft(CLI::App& app) {
  struct Options {
    Subject subject;
    int depth = 1;
    bool divide = false;
    int threads = 1;
    bool plain = false;
    bool json = false;
  };
  auto o = std::make_shared<Options>();
  auto* cmd = app.add_subcommand("perft", "Count the turn sequences of exactly N turns");
  o->subject.add_to(*cmd);
  cmd->add_option("--depth,-d", o->depth, "Number of turns")->required()->check(integer_range(0, 64));
  cmd->add_flag("--divide", o->divide, "Also the count below each first turn");
  cmd->add_option("--threads,-t", o->threads, "Threads (the work is split below the root)")
      ->check(integer_range(1, 256));
  cmd->add_flag("--plain", o->plain, "Use the plain reference generator (one thread)");
  cmd->add_flag("--json", o->json, "Print JSON: {depth, nodes[, divide]}");
  cmd->callback([o] {
    const Loaded in = load(o->subject);
    const Stopwatch clock;
    std::optional<Heartbeat> beat;  // a deep count runs for hours: say it is still counting
    beat.emplace("perft --depth " + std::to_string(o->depth));
    const PerftRun run = run_perft(in.variant, in.position, o->depth,
                                   {.divide = o->divide, .threads = o->threads, .plain = o->plain});
    beat.reset();
    const uint64_t nodes = run.nodes;
    const std::string& engine = run.engine;
    const double seconds = clock.seconds();
    nlohmann::ordered_json divide_json = nlohmann::ordered_json::object();
    for (const auto& [turn, n] : run.divide) {
      const std::string name = format_turn(*in.variant, turn);
      divide_json[name] = n;
      if (!o->json) std::cout << name << ": " << n << "\n";
    }
    if (o->json) {
      nlohmann::ordered_json j{{"depth", o->depth}, {"nodes", nodes}};
      if (o->divide) j["divide"] = divide_json;
      print_json(j);
    } else {
      std::cout << "perft " << o->depth << ": " << nodes << "\n";
      // Timing goes to stderr so that stdout is the same for the same input.
      std::cerr << "time: " << seconds << " s, " << static_cast<uint64_t>(nodes / std::max(seconds, 1e-9))
                << " nodes/s (" << engine << ", " << (engine == "fast" ? o->threads : 1) << " thread"
                << ((engine == "fast" && o->threads > 1) ? "s" : "") << ")\n";
      if (run.tasks.size() > 1)  // the nodes of each task the walk was cut into
        std::cerr << "tasks: " << run.tasks.size() << "; by their counts, 2 threads would be "
                  << simulated_speedup(run.tasks, 2) << "x one, 64 threads "
                  << simulated_speedup(run.tasks, 64) << "x\n";
    }
  });
}

}  // namespace adaptoid::cli
