// adaptoid puzzle daily / answer: today's (or a date's) puzzle in the terminal, and checking an
// answer against it: right or wrong, then the defender's reply, so it can be played to the end.
#include "cli.hpp"

#include <adaptoid/puzzle/puzzle_batch.hpp>
#include <adaptoid/puzzle/puzzle_json.hpp>
#include <adaptoid/puzzle/puzzle_svg.hpp>

#include <filesystem>
#include <iostream>

namespace adaptoid::cli {

VariantPtr load_puzzle_variant(const std::string& name);

namespace {

struct Which {
  std::string variant, date, dir = "puzzles";
  void add_to(CLI::App& cmd) {
    cmd.add_option("--variant,-v", variant, "Variant (two players)")->required();
    cmd.add_option("--date,-d", date, "YYYY-MM-DD (default: today, UTC)");
    cmd.add_option("--puzzles", dir, "Directory of the year files <variant>.jsonl (default: puzzles)");
  }
};

// The year file's puzzle of the date when the file holds it (it is built by the same procedure),
// else the date's own puzzle generated now.
Puzzle find_puzzle(const VariantPtr& variant, const Which& w) {
  const std::string date = w.date.empty() ? today_utc() : w.date;
  if (!add_days(date, 0)) throw InputError("--date: '" + date + "' is not a date YYYY-MM-DD");
  const std::string file = (std::filesystem::path(w.dir) / (variant->name + ".jsonl")).string();
  if (std::filesystem::exists(file)) {
    auto all = read_puzzle_file(file);
    if (!all) throw InputError(all.error());
    for (Puzzle& z : all.value())
      if (z.date == date) return std::move(z);
  }
  auto z = daily_puzzle(variant, date);
  if (!z) throw std::runtime_error("no puzzle found for " + date);
  return *z;
}

std::string in_quotes(const std::string& s) {
  return "'" + s + "'";
}

}  // namespace

void add_puzzle_daily(CLI::App& puzzle) {
  struct Options {
    Which which;
    bool json = false;
    std::string svg;
  };
  auto o = std::make_shared<Options>();
  auto* cmd = puzzle.add_subcommand(
      "daily", "Print the puzzle of a date (default: today): diagram, goal, how to answer");
  o->which.add_to(*cmd);
  cmd->add_flag("--json", o->json, "Print the puzzle object");
  cmd->add_option("--svg", o->svg, "Also write its diagram to this SVG file");
  cmd->callback([o] {
    if (!o->svg.empty()) check_output_path("--svg", o->svg);
    const VariantPtr variant = load_puzzle_variant(o->which.variant);
    const Puzzle z = find_puzzle(variant, o->which);
    if (!o->svg.empty()) write_output(o->svg, puzzle_svg(variant, z));
    if (o->json) {
      print_json(puzzle_to_json(z));
      return;
    }
    std::cout << "Puzzle " << z.id << "\n\n" << puzzle_text(variant, z) << "\n";
    std::cout << "position: " << z.position << "\n";
    std::cout << "answer:   adaptoid puzzle answer --variant " << z.variant << " --date " << z.date
              << " --turn '<your turn>'\n";
  });
}

void add_puzzle_answer(CLI::App& puzzle) {
  struct Options {
    Which which;
    std::vector<std::string> turns;
  };
  auto o = std::make_shared<Options>();
  auto* cmd = puzzle.add_subcommand("answer",
                                    "Check your turns against a date's puzzle; prints the defender's reply");
  o->which.add_to(*cmd);
  cmd->add_option("--turn", o->turns, "Your turns so far, in order (repeat --turn)")->required();
  cmd->callback([o] {
    const VariantPtr variant = load_puzzle_variant(o->which.variant);
    const Puzzle z = find_puzzle(variant, o->which);
    const AnyGame any = make_game(variant);
    std::visit(
        [&](const auto& game) {
          Position at = parse_position(game, z.position).value();
          for (std::size_t k = 0; k < o->turns.size(); ++k) {
            const std::size_t ply = 2 * k;
            if (ply >= z.solution.size())
              throw InputError("--turn " + in_quotes(o->turns[k]) + ": the puzzle is already solved");
            auto turn = parse_turn(game, at, o->turns[k]);
            if (!turn) throw InputError("--turn " + std::to_string(k + 1) + ": " + turn.error());
            const std::string text = format_turn(game.variant(), turn.value());
            if (text != z.solution[ply].turn) {
              std::string why = "it does not force the win in the turns left";
              if (k == 0)
                for (const TemptingTurn& t : z.tempting)
                  if (t.turn == text) why = t.why;
              std::cout << "wrong: " << text << ": " << why << "\n";
              return;
            }
            std::cout << "right: " << text << "\n";
            at = game.apply(at, turn.value());
            if (ply + 1 >= z.solution.size()) {
              std::cout << "solved: " << z.goal() << "\n";
              return;
            }
            const PuzzlePly& reply = z.solution[ply + 1];
            if (k + 1 == o->turns.size()) {
              std::cout << colour_name(reply.player) << " replies " << reply.turn << "\n"
                        << "position: " << reply.position << "\n"
                        << "your next turn: add --turn '<turn>'\n";
              return;
            }
            at = game.apply(at, parse_turn(game, at, reply.turn).value());
          }
        },
        any);
  });
}

}  // namespace adaptoid::cli
