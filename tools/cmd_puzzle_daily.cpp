// adaptoid puzzle daily / answer: today's (or a date's) puzzle in the terminal, and checking an
// answer against it: right or wrong, then the defender's reply, so it can be played to the end.
#include "cli.hpp"
#include "interruption.hpp"
#include "output_lock.hpp"

#include <adaptoid/io/input_file.hpp>

#include <adaptoid/publish/puzzle_svg.hpp>
#include <adaptoid/puzzle/puzzle_answer.hpp>
#include <adaptoid/puzzle/puzzle_batch.hpp>
#include <adaptoid/puzzle/puzzle_json.hpp>
#include <adaptoid/util/echo.hpp>

#include <filesystem>
#include <iostream>

namespace adaptoid::cli {

VariantPtr load_puzzle_variant(const std::string& name);

namespace {

struct Which {
  std::string variant, date, puzzles;  // puzzles: "" when --puzzles is not given
  void add_to(CLI::App& cmd) {
    cmd.add_option("--variant,-v", variant, "Variant (two or three players)")->required();
    cmd.add_option("--date,-d", date, "YYYY-MM-DD (default: today, UTC)");
    cmd.add_option(
        "--puzzles", puzzles,
        "A puzzle file (JSON lines), or a folder of year files <variant>.jsonl, that must hold the "
        "date's puzzle (default: puzzles/<variant>.jsonl when it holds the date, else the date's "
        "puzzle made now)");
  }
  // The file the puzzle is looked for in, for messages.
  std::string file_of(const Variant& v) const {
    const std::string dir_or_file = puzzles.empty() ? "puzzles" : puzzles;
    if (!puzzles.empty() && input_kind(puzzles) != InputKind::Directory) return puzzles;
    return (std::filesystem::path(dir_or_file) / (v.name + ".jsonl")).string();
  }
};

struct Found {
  Puzzle puzzle;
  bool from_file = false;  // read from the year file (else generated now, so proven now)
};

// The days a file holds of the variant, for the message that it lacks one: "2026-11-01 to 2026-12-31".
std::string days_held(const std::vector<Puzzle>& puzzles, const std::string& variant) {
  std::string first, last;
  std::size_t n = 0;
  for (const Puzzle& z : puzzles) {
    if (z.variant != variant) continue;
    ++n;
    if (first.empty() || z.date < first) first = z.date;
    if (last.empty() || z.date > last) last = z.date;
  }
  if (n == 0) return "no puzzle of " + variant;
  return std::to_string(n) + (n == 1 ? " day of " : " days of ") + variant + ", " + first +
         (n == 1 ? "" : " to " + last);
}

// With --puzzles: the file's puzzle of the variant and date, or InputError naming what was looked
// for and where (never another puzzle in its place). Without it: the year file's puzzle when
// puzzles/<variant>.jsonl holds the date (it is built by the same procedure), else the date's
// own puzzle generated now.
Found find_puzzle(const VariantPtr& variant, const Which& w) {
  const std::string date = w.date.empty() ? today_utc() : w.date;
  if (!add_days(date, 0))
    throw InputError("--date: '" + echo_text(date) + "' is not a day of the calendar YYYY-MM-DD");
  const std::string file = w.file_of(*variant);
  if (!w.puzzles.empty()) {
    const InputKind given = input_kind(w.puzzles);
    if (given == InputKind::Missing)
      throw InputError("--puzzles " + w.puzzles + ": no such file or folder (a puzzle file, or a folder of " +
                       variant->name + ".jsonl)");
    if (given == InputKind::Directory && input_kind(file) == InputKind::Missing)
      throw InputError("--puzzles " + w.puzzles + ": the folder has no " + variant->name +
                       ".jsonl, where the puzzle of " + variant->name + " for " + date + " is looked for");
    std::vector<Puzzle> puzzles = input_value(read_puzzle_file(file));
    std::string other;  // a puzzle of that day for another variant: a wrong file, or a damaged one
    for (Puzzle& z : puzzles) {
      if (z.date == date && z.variant == variant->name) return {std::move(z), true};
      if (z.date == date) other = "; its puzzle of that day is of " + echo_text(z.variant);
    }
    throw InputError("--puzzles: " + file + " has no puzzle of " + variant->name + " for " + date +
                     " (it holds " + days_held(puzzles, variant->name) + other + ")");
  }
  std::error_code error;
  if (std::filesystem::exists(file, error)) {
    for (Puzzle& z : input_value(read_puzzle_file(file)))
      if (z.date == date && z.variant == variant->name) return {std::move(z), true};
  }
  auto z = daily_puzzle(variant, date);
  throw_if_interrupted();
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
    refuse_input_as_output("--svg", o->svg,
                           {{"--puzzles", o->which.puzzles}, {"--variant", o->which.variant}});
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
      if (!trusted) throw InputError(o->which.file_of(*variant) + ": " + trusted.error());
      found.puzzle = std::move(trusted).value();
    }
    const Puzzle& z = found.puzzle;
    const AnswerVerdict verdict = input_value(judge_answer(variant, z, o->turns));
    print_verdict(z, verdict, o->json);
    if (verdict.kind == AnswerVerdict::Kind::Wrong) set_exit_status(1);
  });
}

}  // namespace adaptoid::cli
