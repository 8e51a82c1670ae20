// adaptoid puzzle daily / answer: today's (or a date's) puzzle in the terminal, and checking an
// answer against it: right or wrong, then the defender's reply, so it can be played to the end.
#include "cli.hpp"

#include <adaptoid/publish/puzzle_svg.hpp>
#include <adaptoid/puzzle/puzzle_answer.hpp>
#include <adaptoid/puzzle/puzzle_batch.hpp>
#include <adaptoid/puzzle/puzzle_json.hpp>

#include <filesystem>
#include <iostream>

namespace adaptoid::cli {

VariantPtr load_puzzle_variant(const std::string& name);

namespace {

struct Which {
  std::string variant, date, dir = "puzzles";
  void add_to(CLI::App& cmd) {
    cmd.add_option("--variant,-v", variant, "Variant (two or three players)")->required();
    cmd.add_option("--date,-d", date, "YYYY-MM-DD (default: today, UTC)");
    cmd.add_option("--puzzles", dir, "Directory of the year files <variant>.jsonl (default: puzzles)");
  }
};

struct Found {
  Puzzle puzzle;
  bool from_file = false;  // read from the year file (else generated now, so proven now)
};

// The year file's puzzle of the date when the file holds it (it is built by the same procedure),
// else the date's own puzzle generated now.
Found find_puzzle(const VariantPtr& variant, const Which& w) {
  const std::string date = w.date.empty() ? today_utc() : w.date;
  if (!add_days(date, 0)) throw InputError("--date: '" + date + "' is not a date YYYY-MM-DD");
  const std::string file = (std::filesystem::path(w.dir) / (variant->name + ".jsonl")).string();
  std::error_code error;
  if (std::filesystem::exists(file, error)) {
    for (Puzzle& z : input_value(read_puzzle_file(file)))
      if (z.date == date) return {std::move(z), true};
  }
  auto z = daily_puzzle(variant, date);
  if (!z)
    throw BudgetExhausted("no puzzle found for " + date + " (every attempt and its node budgets tried)");
  return {std::move(*z), false};
}

void print_verdict(const Puzzle& z, const AnswerVerdict& v, bool json) {
  if (json) {
    nlohmann::ordered_json j;
    j["puzzle"] = z.id;
    j["verdict"] = verdict_word(v.kind);
    j["turn"] = v.turn;
    j["right"] = v.right;
    j["why"] = v.kind == AnswerVerdict::Kind::Wrong ? nlohmann::ordered_json(v.why) : nullptr;
    j["goal"] = z.goal();
    j["reply"] = nullptr;
    if (v.reply)
      j["reply"] = {{"turn", v.reply->turn},
                    {"player", std::string(colour_name(v.reply->player))},
                    {"position", v.reply->position}};
    print_json(j);
    return;
  }
  for (const std::string& turn : v.right) std::cout << "right: " << turn << "\n";
  switch (v.kind) {
    case AnswerVerdict::Kind::Wrong:
      std::cout << "wrong: " << v.turn << ": " << v.why << "\n";
      break;
    case AnswerVerdict::Kind::Solved:
      std::cout << "solved: " << z.goal() << "\n";
      break;
    case AnswerVerdict::Kind::Right:
      std::cout << colour_name(v.reply->player) << " replies " << v.reply->turn << "\n"
                << "position: " << v.reply->position << "\n"
                << "your next turn: add --turn '<turn>'\n";
      break;
  }
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
    const Puzzle z = find_puzzle(variant, o->which).puzzle;
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
    bool json = false;
  };
  auto o = std::make_shared<Options>();
  auto* cmd = puzzle.add_subcommand(
      "answer",
      "Check your turns against a date's puzzle; prints the defender's reply. Exit status: 0 right "
      "(or solved), 1 wrong, 2 bad input or a damaged puzzle file");
  o->which.add_to(*cmd);
  cmd->add_option("--turn", o->turns, "Your turns so far, in order (repeat --turn)")->required();
  cmd->add_flag("--json", o->json, "Print the verdict as one JSON object");
  cmd->callback([o] {
    const VariantPtr variant = load_puzzle_variant(o->which.variant);
    Found found = find_puzzle(variant, o->which);
    if (found.from_file) {
      auto trusted = trusted_puzzle(variant, std::move(found.puzzle));
      if (!trusted)
        throw InputError((std::filesystem::path(o->which.dir) / (variant->name + ".jsonl")).string() + ": " +
                         trusted.error());
      found.puzzle = std::move(trusted).value();
    }
    const Puzzle& z = found.puzzle;
    const AnswerVerdict verdict = input_value(judge_answer(variant, z, o->turns));
    print_verdict(z, verdict, o->json);
    if (verdict.kind == AnswerVerdict::Kind::Wrong) set_exit_status(1);
  });
}

}  // namespace adaptoid::cli
