// adaptoid perft --position P --depth N [--divide]: the count of shared/notation.md.
#include "cli.hpp"

#include <adaptoid/perft.hpp>

#include <chrono>
#include <iostream>

namespace adaptoid::cli {

void add_perft(CLI::App& app) {
  struct Options {
    Subject subject;
    int depth = 1;
    bool divide = false;
    bool json = false;
  };
  auto o = std::make_shared<Options>();
  auto* cmd = app.add_subcommand("perft", "Count the turn sequences of exactly N turns");
  o->subject.add_to(*cmd);
  cmd->add_option("--depth,-d", o->depth, "Number of turns")->required()->check(CLI::Range(0, 64));
  cmd->add_flag("--divide", o->divide, "Also the count below each first turn");
  cmd->add_flag("--json", o->json, "Print JSON: {depth, nodes[, divide]}");
  cmd->callback([o] {
    const Loaded in = load(o->subject);
    std::visit(
        [&](const auto& game) {
          const auto started = std::chrono::steady_clock::now();
          uint64_t nodes = 0;
          nlohmann::ordered_json divide = nlohmann::ordered_json::object();
          if (o->divide && o->depth > 0) {
            for (const auto& [turn, count] : perft_divide(game, in.position, o->depth)) {
              const std::string name = format_turn(game.variant(), turn);
              divide[name] = count;
              nodes += count;
              if (!o->json) std::cout << name << ": " << count << "\n";
            }
          } else {
            nodes = perft(game, in.position, o->depth);
          }
          const double seconds =
              std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
          if (o->json) {
            nlohmann::ordered_json j{{"depth", o->depth}, {"nodes", nodes}};
            if (o->divide) j["divide"] = divide;
            print_json(j);
          } else {
            std::cout << "perft " << o->depth << ": " << nodes << "\n";
            // Timing goes to stderr so that stdout is the same for the same input.
            std::cerr << "time: " << seconds << " s, " << static_cast<uint64_t>(nodes / std::max(seconds, 1e-9))
                      << " nodes/s\n";
          }
        },
        in.game);
  });
}

}  // namespace adaptoid::cli
