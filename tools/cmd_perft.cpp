// adaptoid perft --position P --depth N [--divide] [--threads N] [--plain]: the count of
// specs/notation.md. It runs on the fast generator (bulk counting at the last ply, root split
// over threads) when the board fits one word, else on the plain games; --plain forces the plain
// reference (one thread), for cross-checks and for comparing rates.
#include "cli.hpp"
#include "option_ranges.hpp"

#include <adaptoid/count/fast_perft.hpp>
#include <adaptoid/count/perft.hpp>

#include <chrono>
#include <iostream>

namespace adaptoid::cli {

namespace {

using Divide = std::vector<std::pair<Turn, uint64_t>>;

// The per-first-turn counts, or just the total (in `total`) when no divide is wanted.
Divide count(const Loaded& in, int depth, bool divide, int threads, bool plain, uint64_t& total,
             std::string& engine, std::vector<uint64_t>& tasks) {
  Divide out;
  const auto fast = plain ? std::nullopt : make_fast_game(in.variant);
  if (fast) {
    engine = "fast";
    std::visit(
        [&](const auto& game) {
          const auto s = game.from_position(in.position);
          if (divide)
            out = fast_perft_divide(game, s, depth, threads, &tasks);
          else
            total = fast_perft_parallel(game, s, depth, threads, &tasks);
        },
        *fast);
  } else {
    engine = "plain";
    std::visit(
        [&](const auto& game) {
          if (divide)
            out = perft_divide(game, in.position, depth);
          else
            total = perft(game, in.position, depth);
        },
        in.game);
  }
  if (divide) {
    total = 0;
    for (const auto& [turn, n] : out) total += n;
  }
  return out;
}

}  // namespace

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
    const auto started = std::chrono::steady_clock::now();
    uint64_t nodes = 0;
    std::string engine;
    std::vector<uint64_t> tasks;  // the nodes of each task the walk was cut into
    const Divide divide =
        count(in, o->depth, o->divide && o->depth > 0, o->threads, o->plain, nodes, engine, tasks);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    nlohmann::ordered_json divide_json = nlohmann::ordered_json::object();
    for (const auto& [turn, n] : divide) {
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
      if (tasks.size() > 1)
        std::cerr << "tasks: " << tasks.size() << "; by their counts, 2 threads would be "
                  << simulated_speedup(tasks, 2) << "x one, 64 threads " << simulated_speedup(tasks, 64)
                  << "x\n";
    }
  });
}

}  // namespace adaptoid::cli
