// adaptoid puzzle: daily puzzles (generate, daily, answer, verify, export). Each action lives in
// its own cmd_puzzle_*.cpp; this file groups them under one subcommand.
#include "cli.hpp"

namespace adaptoid::cli {

void add_puzzle_generate(CLI::App& puzzle);
void add_puzzle_daily(CLI::App& puzzle);
void add_puzzle_answer(CLI::App& puzzle);
void add_puzzle_verify(CLI::App& puzzle);
void add_puzzle_export(CLI::App& puzzle);

void add_puzzle(CLI::App& app) {
  auto* puzzle = app.add_subcommand("puzzle", "Daily puzzles: generate, daily, answer, verify, export");
  puzzle->require_subcommand(1);
  add_puzzle_generate(*puzzle);
  add_puzzle_daily(*puzzle);
  add_puzzle_answer(*puzzle);
  add_puzzle_verify(*puzzle);
  add_puzzle_export(*puzzle);
}

}  // namespace adaptoid::cli
