// adaptoid puzzle generate: a file of dated puzzles, one per day from --from, with an SVG each.
#include "cli.hpp"
#include "interruption.hpp"
#include "option_ranges.hpp"
#include "output_lock.hpp"

#include <adaptoid/io/input_file.hpp>
#include <adaptoid/publish/puzzle_svg.hpp>
#include <adaptoid/puzzle/puzzle_batch.hpp>
#include <adaptoid/puzzle/puzzle_json.hpp>
#include <adaptoid/util/echo.hpp>
#include <adaptoid/util/process_usage.hpp>

#include <algorithm>
#include <set>
#include <tuple>

#include <filesystem>
#include <iostream>

namespace adaptoid::cli {

VariantPtr load_puzzle_variant(const std::string& name) {
  VariantPtr v = load_variant_or_throw(name);
  if (v->players > 3)
    throw fail("--variant: " + v->name + " has " + std::to_string(v->players) +
               " players; puzzles are for two or three");
  return v;
}

namespace {

// What an existing --out holds, kept in the new file: its puzzles. Anything else is refused
// unless --force says to replace it.
std::vector<Puzzle> puzzles_to_keep(const std::string& out, bool force) {
  auto old = read_puzzle_file(out);
  if (old) return std::move(old).value();
  if (force) return {};
  throw fail("--out " + out + " holds something other than puzzles (" + old.error() +
             "): add --force to replace it");
}

// --out checked before any work: not an input, and with its progress file beside it where it is a
// regular file (or a new one); a device or FIFO has no directory of its own for them: no progress
// file (the run does not resume), no SVGs. The progress file's path, or "" for a device.
std::string checked_progress_path(const std::string& out, const std::string& variant, bool svg) {
  check_output_path("--out", out);
  refuse_input_as_output("--out", out, {{"--variant", variant}});
  const InputKind out_kind = input_kind(out);
  const bool beside = out_kind == InputKind::Regular || out_kind == InputKind::Missing;
  if (!beside && svg)
    throw fail("--out " + out + ": not a regular file, so the SVGs cannot go beside it: add --no-svg");
  const std::string progress_path = beside ? out + ".partial" : "";
  if (const InputKind k = input_kind(progress_path);
      beside && k != InputKind::Regular && k != InputKind::Missing)
    throw fail("--out: " + progress_path + ", the progress file, is not a regular file");
  return progress_path;
}

// The dates from `from` on into the batch: those the file holds already are kept (counted), the
// rest generated, none repeating what the file published before `from`.
std::size_t dates_to_make(const std::string& from, int count, const std::string& variant,
                          const std::vector<Puzzle>& kept, BatchOptions& batch) {
  std::set<std::string> held;
  for (const Puzzle& z : kept) {
    if (z.variant != variant) continue;
    held.insert(z.date);
    if (z.date < from) batch.published.push_back(z);
  }
  std::size_t resumed = 0;
  for (int i = 0; i < count; ++i) {
    const std::string date = *add_days(from, i);
    if (held.count(date))
      ++resumed;
    else
      batch.dates.push_back(date);
  }
  return resumed;
}

// The file's puzzles kept and those made, in date order, written whole (atomically), with the SVGs
// of those made beside it; how many the file holds now.
std::size_t write_puzzles(const std::string& out, const VariantPtr& variant, bool svg,
                          std::vector<Puzzle> all, const std::vector<Puzzle>& made) {
  all.insert(all.end(), made.begin(), made.end());
  std::stable_sort(all.begin(), all.end(), [](const Puzzle& x, const Puzzle& y) {
    return std::tie(x.date, x.variant) < std::tie(y.date, y.variant);
  });
  std::string text;
  for (const Puzzle& z : all) text += puzzle_to_line(z) + "\n";
  if (svg) {
    const auto dir = std::filesystem::path(out).parent_path() / "svg" / variant->name;
    std::filesystem::create_directories(dir);
    for (const Puzzle& z : made) write_output((dir / (z.date + ".svg")).string(), puzzle_svg(variant, z));
  }
  write_output(out, text);
  return all.size();
}

}  // namespace

void add_puzzle_generate(CLI::App& puzzle) {
  struct Options {
    std::string variant, from, out;
    int count = 1;
    BatchOptions batch;  // the salt, threads and node budget, read into it directly
    bool svg = true;
    bool force = false;
  };
  auto o = std::make_shared<Options>();
  auto* cmd = puzzle.add_subcommand(
      "generate", "Generate COUNT dated puzzles into a JSON-lines file (and SVGs beside it)");
  cmd->add_option("--variant,-v", o->variant, "Variant (two or three players)")->required();
  cmd->add_option("--count,-n", o->count, "Puzzles: one a day")->check(integer_range(1, 100000));
  cmd->add_option("--from", o->from, "First date, YYYY-MM-DD (default: today, UTC)");
  cmd->add_option("--seed,-s", o->batch.salt, "Salt mixed into every date's seed (0: the daily puzzles)")
      ->check(whole_range(0));
  cmd->add_option("--out,-o", o->out, "Output file (JSON lines); SVGs go to svg/<variant>/ beside it")
      ->required();
  cmd->add_option("--threads,-t", o->batch.threads, "Threads (dates in parallel)")
      ->check(integer_range(1, 256));
  cmd->add_option("--budget", o->batch.generate.node_budget, "Node budget of each proof search (0: none)")
      ->check(whole_range(0));
  cmd->add_option("--screen-budget", o->batch.generate.screen_budget,
                  "Node budget of each candidate's screen, all its depths (0: none)")
      ->check(whole_range(0));
  cmd->add_flag("!--no-svg", o->svg, "Do not write the SVG diagrams");
  cmd->add_flag("--force", o->force,
                "Replace an --out that holds something other than puzzles (by default a puzzle file is added "
                "to, and any other content refused)");
  cmd->callback([o] {
    const std::string progress_path = checked_progress_path(o->out, o->variant, o->svg);
    const InputKind out_kind = input_kind(o->out);
    const VariantPtr variant = load_puzzle_variant(o->variant);
    const std::string from = o->from.empty() ? today_utc() : o->from;
    if (!add_days(from, 0))
      throw fail("--from: '" + echo_text(from) + "' is not a day of the calendar YYYY-MM-DD");
    if (!add_days(from, o->count - 1))
      throw fail("--count " + std::to_string(o->count) + ": the days from " + from +
                 " run past 9999-12-31, the last date a puzzle file can write");
    // One run at a time writes the file (a second fails naming the first); what it holds stays.
    const OutputLock lock = lock_output("--out", o->out);
    std::vector<Puzzle> kept;
    if (out_kind == InputKind::Regular) kept = puzzles_to_keep(o->out, o->force);
    BatchOptions b = o->batch;
    const std::size_t resumed = dates_to_make(from, o->count, variant->name, kept, b);
    set_interrupt_note_of_output(
        o->out,
        o->out + " is unchanged" +
            (progress_path.empty() ? std::string()
                                   : "; the puzzles finished are kept in " + progress_path +
                                         " for the next run, which resumes from them"),
        o->out + " is written whole (the puzzles had been made)");
    b.progress_path = progress_path;
    std::size_t finished = 0;
    b.on_done = [&](const Puzzle& z) {
      std::cerr << "\r" << ++finished << " " << z.id << " " << z.goal() << "      " << std::flush;
      set_progress_line_open(true);
    };
    const Stopwatch clock;
    auto puzzles =
        b.dates.empty() ? Result<std::vector<Puzzle>>(std::vector<Puzzle>{}) : generate_batch(variant, b);
    if (finished > 0) std::cerr << "\n";  // ends the progress line, which an error must not share
    set_progress_line_open(false);
    throw_if_interrupted();
    if (!puzzles && puzzles.error_kind() == ErrorKind::Budget) throw fail_budget(puzzles.error());
    if (!puzzles) throw std::runtime_error(puzzles.error());
    const std::size_t held_now = write_puzzles(o->out, variant, o->svg, kept, puzzles.value());
    if (!progress_path.empty()) std::filesystem::remove(progress_path);
    const double wall = clock.seconds(), cpu = clock.cpu();
    std::cout << puzzles->size() << " puzzles written to " << o->out;
    if (resumed > 0 || !kept.empty())
      std::cout << " (" << resumed << " of the days asked were in it already and kept; it holds " << held_now
                << " puzzles)";
    std::cout << "\n";
    std::cerr << "time: " << wall << " s wall, " << cpu << " s CPU\n";
  });
}

}  // namespace adaptoid::cli
