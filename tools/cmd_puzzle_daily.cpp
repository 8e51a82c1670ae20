// adaptoid puzzle daily / answer: today's (or a date's) puzzle in the terminal, and checking an
// answer against it: right or wrong, then the defender's reply, so it can be played to the end.
#include "cli.hpp"
#include "cmd_puzzle_find.hpp"
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

namespace {

struct Which {
  std::string variant, date, puzzles;  // puzzles: "" when --puzzles is not given
  void add_to(CLI::App& cmd) {
    cmd.add_option("--variant,-v", variant,
                   "Variant: a built-in name, a .toml file, or the name of a puzzle file's variant")
        ->required();
    cmd.add_option("--date,-d", date, "YYYY-MM-DD (default: today, UTC)");
    cmd.add_option(
        "--puzzles", puzzles,
        "A puzzle file (JSON lines), or a folder of year files <variant>.jsonl, that must hold the "
        "date's puzzle (default: the first of $ADAPTOID_PUZZLES, the repository's puzzles/, the "
        "installed share/adaptoid/puzzles that holds it, else the date's puzzle made now)");
  }
};

struct Found {
  Puzzle puzzle;
  VariantPtr variant;
  std::string file;  // the puzzle file it was read from; "" when it was made now (so proven now)
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

// The file of a place (a puzzle file, or a folder of <variant>.jsonl).
std::string file_in(const std::string& place, const std::string& name) {
  if (input_kind(place) != InputKind::Directory) return place;
  return (std::filesystem::path(place) / (name + ".jsonl")).string();
}

// --puzzles: the file's puzzle of the variant and date, or bad input naming what was looked for
// and where (never another puzzle in its place).
Found find_given(const GivenVariant& given, const std::string& place, const std::string& date) {
  const std::string file = file_in(place, given.name);
  const InputKind kind = input_kind(place);
  if (kind == InputKind::Missing)
    throw fail("--puzzles " + place + ": no such file or folder (a puzzle file, or a folder of " +
               given.name + ".jsonl)");
  if (kind == InputKind::Directory && input_kind(file) == InputKind::Missing)
    throw fail("--puzzles " + place + ": the folder has no " + given.name + ".jsonl, where the puzzle of " +
               given.name + " for " + date + " is looked for");
  std::vector<Puzzle> puzzles = input_value(read_puzzle_file(file));
  std::string other;  // a puzzle of that day for another variant: a wrong file, or a damaged one
  for (Puzzle& z : puzzles) {
    if (z.date == date && z.variant == given.name) {
      VariantPtr v = record_variant(z, file, given);
      return {std::move(z), std::move(v), file};
    }
    if (z.date == date) other = "; its puzzle of that day is of " + echo_text(z.variant);
  }
  throw fail("--puzzles: " + file + " has no puzzle of " + given.name + " for " + date + " (it holds " +
             days_held(puzzles, given.name) + other + ")");
}

// The date's puzzle: from --puzzles, which must hold it; else from the first published place
// that holds it; else made now, and stderr says so.
Found find_puzzle(const Which& w) {
  const std::string date = w.date.empty() ? today_utc() : w.date;
  if (!add_days(date, 0))
    throw fail("--date: '" + echo_text(date) + "' is not a day of the calendar YYYY-MM-DD");
  const GivenVariant given = given_variant(w.variant);
  if (!w.puzzles.empty()) return find_given(given, w.puzzles, date);
  std::string looked;
  for (const std::string& place : published_places()) {
    const std::string file = file_in(place, given.name);
    looked += (looked.empty() ? "" : ", ") + file;
    if (input_kind(file) != InputKind::Regular) continue;
    for (Puzzle& z : input_value(read_puzzle_file(file)))
      if (z.date == date && z.variant == given.name) {
        VariantPtr v = record_variant(z, file, given);
        return {std::move(z), std::move(v), file};
      }
  }
  if (looked.empty()) looked = "no puzzle folder: set $ADAPTOID_PUZZLES or give --puzzles";
  if (!given.variant)
    throw fail("--variant " + given.name +
               ": not a built-in variant or a .toml file, and no puzzle file of " + given.name + " holds " +
               date + " (looked in " + looked + ")");
  auto z = daily_puzzle(given.variant, date);
  throw_if_interrupted();
  if (!z) throw fail_budget("no puzzle found for " + date + " (every attempt and its node budgets tried)");
  std::cerr << "no published puzzle for " << given.name << " " << date << " (looked in " << looked
            << "): made one now\n";
  return {std::move(*z), given.variant, ""};
}

// The rating and themes, shown once the attempt is over (solved or wrong): before, they are hints.
void print_after_attempt(const Puzzle& z) {
  std::cout << "rating: " << (z.rating ? std::to_string(*z.rating) + ", " : std::string())
            << z.difficulty.label << " (" << z.difficulty.rating << "/5)\n";
  std::string themes;
  for (const std::string& t : z.themes) themes += (themes.empty() ? "" : ", ") + t;
  std::cout << "themes: " << (themes.empty() ? "none" : themes) << "\n";
}

void print_verdict(const Puzzle& z, const AnswerJudgement& v, bool json) {
  if (json) {
    nlohmann::ordered_json j;
    j["puzzle"] = z.id;
    j["verdict"] = judgement_word(v.kind);
    j["turn"] = v.turn;
    j["right"] = v.right;
    j["why"] = v.kind == AnswerJudgement::Kind::Wrong ? nlohmann::ordered_json(v.why) : nullptr;
    j["refutation"] = v.refutation ? refutation_to_json(*v.refutation) : nlohmann::ordered_json();
    j["goal"] = z.goal();
    // The rating and themes once the attempt is over (solved or wrong).
    const bool over = v.kind != AnswerJudgement::Kind::Right;
    j["rating"] = over && z.rating ? nlohmann::ordered_json(*z.rating) : nlohmann::ordered_json();
    j["themes"] = over ? nlohmann::ordered_json(z.themes) : nlohmann::ordered_json();
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
    case AnswerJudgement::Kind::Wrong:
      std::cout << "wrong: " << v.why << "\n";
      if (v.refutation && v.refutation->line.size() > 1) {
        std::cout << "line: ";  // the turns contain spaces: a comma between two
        for (std::size_t i = 0; i < v.refutation->line.size(); ++i)
          std::cout << (i > 0 ? ", " : "") << v.refutation->line[i];
        std::cout << "\n";
      }
      break;
    case AnswerJudgement::Kind::Solved:
      std::cout << "solved: " << z.goal() << "\n";
      break;
    case AnswerJudgement::Kind::Right:
      std::cout << colour_name(v.reply->player) << " replies " << v.reply->turn << "\n"
                << "position: " << v.reply->position << "\n"
                << "your next turn: add --turn '<turn>'\n";
      return;  // the attempt goes on: no hints
  }
  print_after_attempt(z);
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
    const Found found = find_puzzle(o->which);
    const Puzzle& z = found.puzzle;
    const VariantPtr& variant = found.variant;
    if (!o->svg.empty()) write_output(o->svg, puzzle_svg(variant, z));
    if (o->json) {
      print_json(puzzle_to_json(z));
      return;
    }
    std::cout << "Puzzle " << z.id << "\n\n" << puzzle_text(variant, z) << "\n";
    std::cout << "answer:   adaptoid puzzle answer --variant " << o->which.variant << " --date " << z.date
              << (o->which.puzzles.empty() ? "" : " --puzzles " + o->which.puzzles)
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
    Found found = find_puzzle(o->which);
    const VariantPtr& variant = found.variant;
    if (!found.file.empty()) {
      auto trusted = trusted_puzzle(variant, std::move(found.puzzle));
      if (!trusted) throw fail(found.file + ": " + trusted.error());
      found.puzzle = std::move(trusted).value();
    }
    const Puzzle& z = found.puzzle;
    const AnswerJudgement verdict = input_value(judge_answer(variant, z, o->turns));
    print_verdict(z, verdict, o->json);
    if (verdict.kind == AnswerJudgement::Kind::Wrong) set_exit_status(1);
  });
}

}  // namespace adaptoid::cli
