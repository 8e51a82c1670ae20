// adaptoid report --variant V [--against BASE] --out report.html [--json]: what a designer learns
// about a rule variant (lib/report/report.hpp): the rules, the consistency check, engine
// self-play, exact results on the small boards and a verdict, as one self-contained HTML page.
// The games go to a games file beside the page as they finish; the same command again resumes.
#include "cli.hpp"
#include "interruption.hpp"
#include "option_ranges.hpp"
#include "output_lock.hpp"
#include "setting_flags.hpp"
#include "z3_options.hpp"

#include <adaptoid/report/page/html_report.hpp>
#include <adaptoid/report/page/report_json.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <fmt/format.h>

#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <iostream>

namespace adaptoid::cli {

namespace {

struct ReportArgs {
  std::vector<std::string> variants;  // one: its report; more: their comparison and a report each
  std::string against, out, games_file, against_games;
  std::vector<std::string> players{kDefaultReportPlayer};
  ReportOptions report;  // the numbers, read into it directly
  bool json = false, no_check = false, no_catalogue = false, no_exact = false;
};

std::string builtin_name(const std::string& text) {
  return is_builtin_variant(text) ? text : "";
}

// The progress bar: redrawn in place on a terminal, a line a phase and every tenth of the games
// in a log.
void show_progress(const std::string& phase, int done, int total) {
  static const bool tty = ::isatty(2) == 1;
  if (total == 0) {
    std::cerr << (tty ? "\r\033[K" : "") << "report: " << phase << (tty ? "" : "\n") << std::flush;
    return;
  }
  if (!tty && done != total && done % std::max(1, total / 10) != 0) return;
  const int width = 30, filled = width * done / total;
  std::cerr << (tty ? "\r\033[K" : "") << "report: " << phase << " [" << std::string(filled, '#')
            << std::string(width - filled, '.') << "] " << done << "/" << total << (tty ? "" : "\n")
            << std::flush;
}

// `games`: the games file ("" for none); `variant`: the one of a.variants to report on.
ReportOptions report_options(const ReportArgs& a, const std::string& variant, const std::string& games) {
  ReportOptions o = a.report;
  o.variant = load_variant_or_throw(variant);
  o.variant_name = builtin_name(variant);
  if (!a.against.empty()) {
    o.against = load_variant_or_throw(a.against);
    o.against_name = builtin_name(a.against);
    if (o.against->players != o.variant->players)
      throw fail("--against: " + o.against->name + " has " + std::to_string(o.against->players) +
                 " players, " + o.variant->name + " " + std::to_string(o.variant->players));
  }
  for (const std::string& text : a.players)
    o.players.push_back(input_value(parse_player_spec(text), "--players: "));
  if (o.players.size() != 1 && static_cast<int>(o.players.size()) != o.variant->players)
    throw fail("--players: one for every seat, or one a seat (" + std::to_string(o.variant->players) + ")");
  for (const PlayerSpec& spec : o.players)
    if (auto made = make_player(o.variant, spec, 0); !made) throw fail("--players: " + made.error());
  o.games_file = games;
  o.base_games_file = !a.against_games.empty() ? a.against_games : games.empty() ? "" : games + ".base";
  o.date = today_utc();
  o.run_check = !a.no_check;
  o.check.catalogue = !a.no_catalogue;
  o.run_exact = !a.no_exact;
  o.exact.threads = o.threads;
  o.progress = show_progress;
  return o;
}

// The games beside a regular page; for a device or FIFO page (/dev/stdout) in a fresh directory
// under $TMPDIR, never a new file beside the device.
std::string games_file(const ReportArgs& a, const SideDirectory& side, const std::string& suffix = ".games") {
  return !a.games_file.empty() ? a.games_file + (suffix == ".games" ? "" : suffix)
         : a.out.empty()       ? ""
                               : side.side_file(suffix);
}

void run_report_command(const ReportArgs& a) {
  const std::string& variant = a.variants.front();
  const SideDirectory side(a.out);
  // The page and its games file, each locked: a second report on them fails at once.
  const OutputLock page_lock = lock_output("--out", a.out);
  const ReportOptions o = report_options(a, variant, games_file(a, side));
  const OutputLock games_lock = lock_output("--games-file", o.games_file);
  refuse_input_as_output("--games-file", o.games_file, {{"--variant", variant}, {"--against", a.against}});
  refuse_input_as_output("--out", a.out,
                         {{"--variant", variant},
                          {"--against", a.against},
                          {"--games-file", o.games_file},
                          {"--against-games", o.base_games_file}});
  if (a.out.empty())
    set_interrupt_note("nothing was written");
  else
    set_interrupt_note_of_output(
        a.out,
        a.out + " is unchanged" +
            (o.games_file.empty() || !side.beside()
                 ? std::string()
                 : "; the games finished are kept in " + o.games_file + " for the next run"),
        a.out + " is written whole (the report had finished)");
  auto report = build_report(o);
  throw_if_interrupted();
  std::cerr << (::isatty(2) == 1 ? "\r\033[K" : "");
  if (!report) throw fail(report.error());
  if (!a.out.empty()) {
    write_output(a.out, phrased(report_html(report.value())));
    std::cerr << "report: written to " << a.out
              << (side.beside() ? " (games in " + o.games_file + ")"
                                : std::string(" (its games not kept: not a file)"))
              << "\n";
  }
  if (a.json) print_json(report_json(report.value()));
}

// A variant as part of a file name: its number and its file's stem or built-in name.
std::string file_tag(const std::string& variant, size_t index) {
  std::string name = variant.substr(variant.find_last_of('/') + 1);
  if (name.ends_with(".toml")) name.resize(name.size() - 5);
  std::string tag;
  for (char ch : name)
    tag += std::isalnum(static_cast<unsigned char>(ch)) || ch == '-' || ch == '_' ? ch : '-';
  return std::to_string(index + 1) + "-" + tag;
}

// Several variants: a report each (its page beside the comparison's, <out stem>.<n>-<name>.html,
// its games beside that), then the comparison page and, with --json, {"variants": [...]}.
void run_comparison_command(const ReportArgs& a) {
  const SideDirectory side(a.out);
  const OutputLock page_lock = lock_output("--out", a.out);
  const std::string stem = a.out.ends_with(".html") ? a.out.substr(0, a.out.size() - 5) : a.out;
  std::vector<Report> reports;
  std::vector<std::string> pages, links;
  for (size_t i = 0; i < a.variants.size(); ++i) {
    const std::string tag = file_tag(a.variants[i], i);
    const ReportOptions o = report_options(a, a.variants[i], games_file(a, side, "." + tag + ".games"));
    const OutputLock games_lock = lock_output("--games-file", o.games_file);
    auto report = build_report(o);
    throw_if_interrupted();
    std::cerr << (::isatty(2) == 1 ? "\r\033[K" : "");
    if (!report) throw fail(report.error());
    const std::string page = side.beside() && !a.out.empty() ? stem + "." + tag + ".html" : "";
    if (!page.empty()) write_output(page, phrased(report_html(report.value())));
    pages.push_back(page);
    links.push_back(page.empty() ? "" : page.substr(page.find_last_of('/') + 1));
    reports.push_back(std::move(report).value());
  }
  if (!a.out.empty()) {
    write_output(a.out, phrased(comparison_html(reports, links)));
    std::cerr << "report: the comparison written to " << a.out << ", each variant's report beside it\n";
  }
  if (a.json) {
    nlohmann::ordered_json j{{"variants", nlohmann::ordered_json::array()}};
    for (const Report& r : reports) j["variants"].push_back(report_json(r));
    print_json(j);
  }
}

void run_report(const ReportArgs& a) {
  if (a.out.empty() && !a.json) throw fail("report: give --out FILE (the page), --json, or both");
  if (!a.out.empty()) check_output_path("--out", a.out);
  if (a.variants.size() == 1)
    run_report_command(a);
  else
    run_comparison_command(a);
}

}  // namespace

void add_report(CLI::App& app) {
  auto a = std::make_shared<ReportArgs>();
  auto* cmd = app.add_subcommand(
      "report", "A variant report for designers: rules, consistency, self-play, exact results");
  cmd->add_option(
         "--variant,-v", a->variants,
         "The variant (a built-in name or a .toml file); given more than once, the variants compared on "
         "one page")
      ->required()
      ->expected(1, 64);
  cmd->add_option("--against,-a", a->against, "A base variant to compare with, studied the same way");
  cmd->add_option("--out,-o", a->out, "The HTML page to write (games go to <out>.games)");
  cmd->add_option("--games,-n", a->report.games,
                  fmt::format("Self-play games a variant (default {})", a->report.games))
      ->check(integer_range(1, 1'000'000));
  cmd->add_option(
         "--players,-p", a->players,
         std::string("The players: one for every seat or one a seat (default ") + kDefaultReportPlayer + ")")
      ->expected(1, 6);
  cmd->add_option("--seed,-s", a->report.seed,
                  fmt::format("Seed of the openings and players (default {})", a->report.seed))
      ->check(whole_range(0));
  cmd->add_option("--max-plies", a->report.max_plies,
                  fmt::format("Turn cap of a self-play game (default {})", a->report.max_plies))
      ->check(integer_range(1, 1'000'000));
  cmd->add_option("--threads,-t", a->report.threads,
                  fmt::format("Games played at once (default {})", a->report.threads))
      ->check(integer_range(1, 256));
  cmd->add_option(
         "--skill-games", a->report.skill_games,
         fmt::format("Games of each skill-trace step, a weaker engine against a stronger (default {}; "
                     "0: none)",
                     a->report.skill_games))
      ->check(integer_range(0, 100000));
  cmd->add_option("--games-file", a->games_file,
                  "Where the games go (default <out>.games; the base's: <file>.base)");
  cmd->add_option(
      "--against-games", a->against_games,
      "The base's games file (default <games file>.base): the base's own report's, to reuse its games");
  add_z3_options(*cmd, a->report.check, "check-");
  cmd->add_option("--starts", a->report.exact.starts,
                  fmt::format("Quantum Leap: random starts solved on the small boards (default {})",
                              a->report.exact.starts))
      ->check(whole_range(1, 100000));
  cmd->add_flag("--no-check", a->no_check, "Skip the consistency check (section 2)");
  cmd->add_flag("--no-catalogue", a->no_catalogue,
                "Skip the edge-case catalogue of the check (the page says it was skipped)");
  cmd->add_flag("--no-exact", a->no_exact, "Skip the small boards (section 4)");
  cmd->add_flag("--json", a->json, "Print the report as one JSON object");
  cmd->callback([a] { run_report(*a); });
}

}  // namespace adaptoid::cli
