// adaptoid puzzle verify: re-prove every puzzle of a file from scratch; adaptoid puzzle export:
// the web page's data: a file a day up to a date, the line sealed (lib/publish/puzzle_page.hpp).
#include "cli.hpp"
#include "cmd_puzzle_find.hpp"
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
#include <adaptoid/puzzle/puzzle_json.hpp>
#include <adaptoid/puzzle/puzzle_verify.hpp>
#include <adaptoid/util/echo.hpp>
#include <adaptoid/util/process_usage.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <cerrno>
#include <filesystem>
#include <iostream>
#include <map>

namespace adaptoid::cli {

namespace {

// The variants of the records, one a name: the records of one name, in any file, must be of one
// variant (the text they carry, or the built-in or the file beside theirs).
struct RecordVariants {
  std::map<std::string, VariantPtr> by_name;
  const VariantPtr& of(const Puzzle& z, const std::string& file, const std::string& where) {
    // A record without variant_toml is of the built-in, or of the file beside its own file.
    const std::string key = z.variant + '\n' + (z.variant_text.empty() ? "file " + file : z.variant_text);
    if (auto known = seen_.find(key); known != seen_.end()) return by_name.at(z.variant);
    const VariantPtr v = record_variant(z, file, {});
    const std::string digest = variant_digest(*v);
    seen_.emplace(key, digest);
    const auto [it, fresh] = by_name.emplace(z.variant, v);
    if (fresh) {
      first_[z.variant] = {digest, where};
    } else if (const auto& [first, first_where] = first_.at(z.variant); digest != first) {
      throw fail(where + ": " + z.id + ": variant " + z.variant + " (" + digest + ") is not the one of " +
                 first_where + " (" + first + ")");
    }
    return it->second;
  }

 private:
  std::map<std::string, std::string> seen_;                           // name and text -> digest
  std::map<std::string, std::pair<std::string, std::string>> first_;  // name -> digest, where first met
};

// The puzzles of every file, a day's puzzle once: the same day (variant and date) in two files
// must be the same puzzle, or which one is meant cannot be told (bad input naming both).
std::vector<Puzzle> puzzles_of_files(const std::vector<std::string>& files, RecordVariants& variants) {
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
      variants.of(z, f, where);
      auto [it, fresh] = days.try_emplace({z.variant, z.date}, Seen{line, where});
      if (!fresh && it->second.line != line)
        throw fail(where + ": " + z.id + " conflicts with " + it->second.where +
                   ": two different puzzles for the same day");
      if (fresh) out.push_back(std::move(z));
    }
  }
  return out;
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
    RecordVariants variants;
    if (o->files.size() > 1)
      puzzles_of_files(o->files, variants);  // a conflict between the files fails first
    for (const std::string& f : o->files) {
      RecordVariants file_variants;  // each file's records of one name must be of one variant
      const auto variant_of = [&](const Puzzle& z, const std::string& where) {
        return file_variants.of(z, f, where);
      };
      const std::size_t verified = input_value(verify_puzzle_file(f, variant_of, o->threads));
      std::cout << f << ": " << verified << " puzzles verified\n";
    }
    std::cerr << "time: " << clock.seconds() << " s wall, " << clock.cpu() << " s CPU\n";
  });
}

void add_puzzle_export(CLI::App& puzzle) {
  struct Options {
    std::vector<std::string> files;
    std::string out, until, site;
    int threads = 1;
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
  cmd->add_option("--threads,-t", o->threads,
                  "Threads searching the days' refutations (the files are the same)")
      ->check(integer_range(1, 256));
  cmd->callback([o] {
    const std::string until = o->until.empty() ? today_utc() : o->until;
    if (!add_days(until, 0))
      throw fail("--until: '" + echo_text(until) + "' is not a day of the calendar YYYY-MM-DD");
    if (input_kind(o->out) == InputKind::Loop)
      throw fail("--out: cannot write " + o->out + ": " + file_error_text(ELOOP));
    if (input_kind(o->out) == InputKind::Missing) {  // a new page: its folder and any parents made
      std::error_code error;
      std::filesystem::create_directories(o->out, error);
      if (error) throw fail("--out: cannot make " + o->out + ": " + error.message());
    }
    if (input_kind(o->out) != InputKind::Directory)
      throw fail("--out: " + o->out + " is not a directory (the page's, e.g. puzzles/web)");
    // One export at a time writes the folder: another would remove the day files this one lists.
    const OutputLock lock =
        lock_output("--out", (std::filesystem::path(o->out) / ".adaptoid-export").string());
    set_interrupt_note("the files of " + o->out + " are each whole, old or new: export again to finish");
    RecordVariants record_variants;
    const std::vector<Puzzle> puzzles = puzzles_of_files(o->files, record_variants);
    const std::map<std::string, VariantPtr>& variants = record_variants.by_name;
    PageOptions options;
    options.until = until;
    options.site = o->site.empty() || o->site.back() == '/' ? o->site : o->site + "/";
    options.threads = o->threads;

    auto files = input_value(puzzle_page_files(puzzles, variants, options));
    // The page's own files, so the folder opens as it is; its link to the toolkit's page only
    // where that page is (in the repository, two folders up).
    const bool toolkit_beside =
        input_kind((std::filesystem::path(o->out) / "../../tools/web/index.html").string()) ==
        InputKind::Regular;
    for (PageFile& f : page_program_files(toolkit_beside)) files.push_back(std::move(f));
    const auto removed = must(write_page_files(o->out, files));
    for (const std::string& w : export_warnings(puzzles, variants, until))
      std::cerr << "warning: " << w << "\n";
    std::cout << o->out << ": " << files.size() << " files, the days up to " << until;
    if (removed > 0) std::cout << ", " << removed << " day files after it removed";
    std::cout << "\n";
  });
}

}  // namespace adaptoid::cli
