// adaptoid puzzle verify: re-prove every puzzle of a file from scratch; adaptoid puzzle export:
// the web page's data: a file a day up to a date, the line sealed (lib/publish/puzzle_page.hpp).
#include "cli.hpp"
#include "interruption.hpp"
#include "option_ranges.hpp"
#include "output_lock.hpp"

#include <adaptoid/core/game.hpp>
#include <adaptoid/io/file_error.hpp>
#include <adaptoid/io/input_file.hpp>
#include <adaptoid/publish/export_warnings.hpp>
#include <adaptoid/publish/page_program.hpp>
#include <adaptoid/publish/puzzle_page.hpp>
#include <adaptoid/puzzle/puzzle_batch.hpp>
#include <adaptoid/puzzle/puzzle_canonical.hpp>
#include <adaptoid/puzzle/puzzle_json.hpp>
#include <adaptoid/puzzle/puzzle_verify.hpp>
#include <adaptoid/util/echo.hpp>
#include <adaptoid/util/parallel.hpp>
#include <adaptoid/util/process_usage.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <fmt/format.h>
#include <cerrno>
#include <filesystem>
#include <iostream>
#include <map>

namespace adaptoid::cli {

namespace {

// The puzzles of every file, a day's puzzle once: the same day (variant and date) in two files
// must be the same puzzle, or which one is meant cannot be told (InputError naming both).
std::vector<Puzzle> puzzles_of_files(const std::vector<std::string>& files) {
  struct Seen {
    std::string line, where;
  };
  std::map<std::pair<std::string, std::string>, Seen> days;
  std::vector<Puzzle> out;
  for (const std::string& f : files) {
    std::vector<int> lines;
    std::vector<Puzzle> puzzles = input_value(read_puzzle_file(f, &lines));
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
      Puzzle& z = puzzles[i];
      const std::string line = puzzle_to_line(z), where = f + ":" + std::to_string(lines[i]);
      auto [it, fresh] = days.try_emplace({z.variant, z.date}, Seen{line, where});
      if (!fresh && it->second.line != line)
        throw InputError(where + ": " + z.id + " conflicts with " + it->second.where +
                         ": two different puzzles for the same day");
      if (fresh) out.push_back(std::move(z));
    }
  }
  return out;
}

void verify_file(const std::string& path, int threads) {
  std::vector<int> lines;
  const std::vector<Puzzle> puzzles = input_value(read_puzzle_file(path, &lines));
  if (puzzles.empty()) throw InputError(path + ": holds no puzzles");  // (an empty or wrong file: not a pass)
  const auto where = [&](std::size_t i) { return fmt::format("{}:{}: {}: ", path, lines[i], puzzles[i].id); };
  std::map<std::string, VariantPtr> variants;
  const std::string folder = std::filesystem::path(path).parent_path().string();
  const std::string beside = folder.empty() ? "." : folder;  // a puzzle's variant file is beside its file
  for (std::size_t i = 0; i < puzzles.size(); ++i)
    if (!variants.count(puzzles[i].variant))
      variants[puzzles[i].variant] =
          input_value(load_variant_named_in(puzzles[i].variant, beside), where(i) + "variant: ");
  // Duplicates first (cheap): same id, or the same position up to symmetry and a cell or two.
  std::map<std::string, PuzzleMemory> seen;  // by variant, each puzzle with its index
  std::map<std::string, std::size_t> ids;
  for (std::size_t i = 0; i < puzzles.size(); ++i) {
    const Puzzle& z = puzzles[i];
    const VariantPtr& v = variants.at(z.variant);
    const Position p = input_value(parse_position(v, z.position), where(i));
    PuzzleMemory& memory = seen.try_emplace(z.variant, *v).first->second;
    if (const auto earlier = memory.repeat_of(p)) {
      throw InputError(fmt::format("{}repeats {} (line {}), up to symmetry and {} cells", where(i),
                                   puzzles[*earlier].id, lines[*earlier], memory.near_cells()));
    }
    memory.add(p, i);
    if (auto [it, fresh] = ids.emplace(z.id, i); !fresh)
      throw InputError(fmt::format("{}id repeated from line {}", where(i), lines[it->second]));
  }
  std::vector<std::string> errors(puzzles.size());
  // The threads only read `variants` (filled above, before they start): at(), never operator[],
  // which may insert.
  parallel_for(puzzles.size(), 1, threads, [&](int, uint64_t i) {
    auto ok = verify_puzzle(variants.at(puzzles[i].variant), puzzles[i]);
    if (!ok) errors[i] = ok.error();
  });
  for (std::size_t i = 0; i < puzzles.size(); ++i)
    if (!errors[i].empty()) throw InputError(where(i) + errors[i]);
  std::cout << path << ": " << puzzles.size() << " puzzles verified\n";
}

}  // namespace

void add_puzzle_verify(CLI::App& puzzle) {
  struct Options {
    std::vector<std::string> files;
    int threads = 1;
  };
  auto o = std::make_shared<Options>();
  auto* cmd = puzzle.add_subcommand(
      "verify", "Re-prove every puzzle of the files; fail on a wrong, ambiguous or duplicate one");
  cmd->add_option("files", o->files, "Puzzle files (JSON lines)")->required();
  cmd->add_option("--threads,-t", o->threads, "Threads")->check(integer_range(1, 256));
  cmd->callback([o] {
    const Stopwatch clock;
    if (o->files.size() > 1) puzzles_of_files(o->files);  // a conflict between the files fails first
    for (const std::string& f : o->files) verify_file(f, o->threads);
    std::cerr << "time: " << clock.seconds() << " s wall, " << clock.cpu() << " s CPU\n";
  });
}

void add_puzzle_export(CLI::App& puzzle) {
  struct Options {
    std::vector<std::string> files;
    std::string out, until, site;
  };
  auto o = std::make_shared<Options>();
  auto* cmd = puzzle.add_subcommand(
      "export",
      "Write the web page: its own files, a file a day up to --until (the line sealed), the index, "
      "feed.xml; warns of a game with no day and of days shallower than their weekday asks");
  cmd->add_option("files", o->files, "Puzzle files (JSON lines)")->required();
  cmd->add_option("--out,-o", o->out,
                  "The page's directory (puzzles/web): the page, days/ and feed.xml go there")
      ->required();
  cmd->add_option("--until", o->until, "The last day published, YYYY-MM-DD (default: today, UTC)");
  cmd->add_option("--site", o->site, "The page's address, for the feed's links (default: relative links)");
  cmd->callback([o] {
    const std::string until = o->until.empty() ? today_utc() : o->until;
    if (!add_days(until, 0))
      throw InputError("--until: '" + echo_text(until) + "' is not a day of the calendar YYYY-MM-DD");
    if (input_kind(o->out) == InputKind::Loop)
      throw InputError("--out: cannot write " + o->out + ": " + file_error_text(ELOOP));
    if (input_kind(o->out) != InputKind::Directory)
      throw InputError("--out: " + o->out + " is not a directory (the page's, e.g. puzzles/web)");
    // One export at a time writes the folder: another would remove the day files this one lists.
    const OutputLock lock =
        lock_output("--out", (std::filesystem::path(o->out) / ".adaptoid-export").string());
    set_interrupt_note("the files of " + o->out + " are each whole, old or new: export again to finish");
    const std::vector<Puzzle> puzzles = puzzles_of_files(o->files);
    std::map<std::string, VariantPtr> variants;
    for (const Puzzle& z : puzzles)
      if (!variants.count(z.variant)) variants[z.variant] = input_value(load_variant_named_in(z.variant, ""));
    PageOptions options;
    options.until = until;
    options.site = o->site.empty() || o->site.back() == '/' ? o->site : o->site + "/";
    auto files = input_value(puzzle_page_files(puzzles, variants, options));
    for (PageFile& f : page_program_files()) files.push_back(std::move(f));  // so the folder opens as it is
    const auto removed = must(write_page_files(o->out, files));
    for (const std::string& w : export_warnings(puzzles, variants, until))
      std::cerr << "warning: " << w << "\n";
    std::cout << o->out << ": " << files.size() << " files, the days up to " << until;
    if (removed > 0) std::cout << ", " << removed << " day files after it removed";
    std::cout << "\n";
  });
}

}  // namespace adaptoid::cli
