// adaptoid check --variant V: the variant file, whether the start is decided, the edge-case
// catalogue under Z3 (each witness replayed by the engine and drawn), the Z3 cross-check of the
// engine on generated positions, and whether the variant can be played; the result line says
// which statements were proved, witnessed or not shown.
#include "cli.hpp"
#include "interruption.hpp"

#include <adaptoid/util/interrupt.hpp>
#include "option_ranges.hpp"
#include "z3_options.hpp"

#include <adaptoid/check/check_report.hpp>
#include <adaptoid/render/diagram.hpp>

#include <fmt/format.h>
#include <iostream>
#include <optional>
#include <sstream>

namespace adaptoid::cli {

namespace {

std::string seconds(double s) {
  return fmt::format("{:.1f} s", s);
}

std::string indent(const std::string& text, const std::string& by) {
  std::istringstream in(text);
  std::string line, out;
  while (std::getline(in, line)) out += line.empty() ? "\n" : by + line + "\n";
  return out;
}

std::string witness_diagram(const CaseRun& run) {
  const Variant& v = *run.variant;
  auto p = parse_position_text(v, run.result.position);
  if (!p) return "";
  DiagramOptions o;
  if (auto t = parse_turn_text(v, run.result.turn)) o.highlight = touched_cells(t.value());
  return text_diagram(v, p.value(), o);
}

void print_statements(const char* heading, const std::vector<Finding>& statements) {
  std::cout << "\n" << heading << " (" << statements.size() << ")\n";
  for (const Finding& f : statements) {
    std::cout << "  " << f.topic << " [" << statement_name(f.basis) << "]: " << f.text << "\n";
    if (!f.witness.empty())
      std::cout << "    " << (f.topic == "start" ? "main line" : "witness") << ": " << f.witness << "\n";
  }
}

void print_playability(const CheckReport& r) {
  const Playability& p = r.playability;
  std::cout << "\nplayability: " << p.games << " random games, " << p.searched
            << " positions searched from the start"
            << (p.termination_proved ? "; every game ends (each turn removes a stone)" : "") << "\n";
  const StallSearch& s = r.stalls;
  if (s.played) {
    std::cout << "  stall games: " << s.games.size() << " engine games, " << s.stalled() << " did not end\n";
    for (const GameClass& c : s.games)
      std::cout << "    " << game_ending_name(c.ending) << ": " << c.text << "\n";
  } else if (!s.why_not.empty()) {
    std::cout << "  stall games: not played (" << s.why_not << ")\n";
  }
  for (const EndWay& e : p.ends) {
    std::cout << "  "
              << (e.reached         ? "reached     "
                  : e.proof.empty() ? "NOT REACHED "
                                    : "impossible  ")
              << e.name << "\n";
    if (e.reached) std::cout << "              witness: " << e.witness << "\n";
    if (!e.proof.empty()) std::cout << "              proof: " << e.proof << "\n";
  }
}

void print_text(const CheckReport& r, bool diagrams, bool catalogue, bool playability) {
  const Variant& v = *r.variant;
  std::cout << "check " << v.name << "\n";
  if (r.variant_problems.empty())
    std::cout << "variant: ok (written back to TOML, it loads to the same rules)\n";
  for (const auto& p : r.variant_problems) std::cout << "variant: PROBLEM: " << p << "\n";
  if (r.start) std::cout << "\nstart: " << r.start->text << "\n";
  if (!catalogue)
    std::cout << "\nedge cases: skipped\n";
  else
    std::cout << "\nedge cases (" << r.cases.size() << "): " << r.count(CaseAnswer::Found) << " found, "
              << r.count(CaseAnswer::Impossible) << " impossible, " << r.count(CaseAnswer::Unknown)
              << " unknown, " << r.count(CaseAnswer::Disagreement) << " disagreements\n";
  for (const CaseRun& run : r.cases) {
    const EdgeCase& c = *run.edge_case;
    const EdgeCaseResult& e = run.result;
    std::string verdict = case_answer_name(e.answer);
    verdict.resize(13, ' ');
    std::cout << "\n"
              << verdict << c.name << " (" << c.rules << ", " << run.variant->name << ", "
              << seconds(e.seconds) << ")";
    if (!e.as_expected && e.answer != CaseAnswer::Unknown && e.answer != CaseAnswer::Disagreement)
      std::cout << "  [the catalogue expected " << (c.expect_found ? "a witness" : "none") << "]";
    std::cout << "\n             " << edge_case_description(c, *run.variant) << "\n";
    if (!e.detail.empty()) std::cout << "             " << e.detail << "\n";
    if (e.position.empty()) continue;
    std::cout << "             position: " << e.position << "\n             turn:     " << e.turn
              << "\n             after:    " << e.after << "  (" << e.outcome << ")\n";
    if (diagrams) std::cout << indent(witness_diagram(run), "             ");
  }
  if (r.positions == 0)
    std::cout << "\ncross-check: skipped (0 positions)\n";
  else
    std::cout << "\ncross-check: " << r.positions << " positions from seeded random games, " << r.engine_turns
              << " engine turns: " << r.agreeing << " agree, " << r.unknown << " unknown, "
              << r.disagreements.size() << " disagree\n";
  for (const auto& d : r.disagreements) {
    std::cout << "  position " << d.position << "\n";
    for (const auto& line : d.differences) std::cout << "    " << line << "\n";
  }
  if (playability)
    print_playability(r);
  else
    std::cout << "\nplayability: skipped\n";
  print_statements("defects, proved or witnessed (exit 1)", r.findings);
  print_statements("advisories, proved (worth reading; they do not change the exit status)", r.advisories);
  print_statements("not shown (looked for within the budget, neither proved nor witnessed)", r.not_shown);
  std::cout << "\nresult: " << r.result_line() << " (" << seconds(r.seconds) << ")\n";
}

}  // namespace

void add_check(CLI::App& app) {
  struct Options {
    std::string variant;
    CheckOptions check;
    bool no_start = false, no_catalogue = false, no_playability = false, no_diagrams = false, json = false,
         witnesses = false;
  };
  auto o = std::make_shared<Options>();
  auto* cmd = app.add_subcommand(
      "check",
      "Verify a variant: its file, whether its start is decided, the edge-case catalogue (Z3), a Z3 "
      "cross-check of the engine, and whether it can be played (exit 0 sound: every question answered, "
      "advisories aside; 1 defects, proved or witnessed; 2 invalid; 3 undecided: a question not answered "
      "within its budget)");
  cmd->add_option("--variant,-v", o->variant, "A built-in variant or a .toml file")->required();
  add_z3_options(*cmd, o->check, "");
  cmd->add_option("--seed,-s", o->check.seed,
                  fmt::format("Seed of the random games that give the positions (default {})", o->check.seed))
      ->check(whole_range(0));
  cmd->add_option("--start-turns", o->check.start_search.turns,
                  fmt::format("Turns of the winner the search of the start for a forced win must complete "
                              "to answer (default {})",
                              o->check.start_search.turns))
      ->check(integer_range(1, 8));
  cmd->add_option(
         "--start-max-turns", o->check.start_search.max_turns,
         fmt::format("The deepest that search goes, a turn at a time, while its budget lasts (default {})",
                     o->check.start_search.max_turns))
      ->check(integer_range(1, 12));
  cmd->add_option(
         "--start-nodes", o->check.start_search.node_budget,
         fmt::format("Positions that search may make (default {}; past it the question is not shown)",
                     o->check.start_search.node_budget))
      ->check(whole_range(1));
  cmd->add_flag("--no-start", o->no_start, "Skip the search of the start for a forced win");
  cmd->add_flag("--no-catalogue", o->no_catalogue, "Skip the edge-case catalogue");
  cmd->add_flag("--no-playability", o->no_playability, "Skip the witness games and the termination search");
  cmd->add_flag("--no-diagrams", o->no_diagrams, "Do not draw the witnesses");
  cmd->add_flag("--witnesses", o->witnesses,
                "Print only the witnesses, one a line: case, position, turn, after, outcome (TSV)");
  cmd->add_flag(
      "--json", o->json,
      "Print JSON: {variant, result, start, cases, cross_check, ends, findings, advisories, not_shown}, each "
      "statement with its kind: defect, advisory or not_shown");
  cmd->callback([o] {
    const VariantPtr v = load_variant_or_throw(o->variant);
    CheckOptions opts = o->check;
    opts.start = !o->no_start;
    opts.catalogue = !o->no_catalogue;
    opts.playability = !o->no_playability;
    if (o->witnesses) opts.positions = 0;
    std::optional<Heartbeat> beat;  // a deep start search or many Z3 positions run for minutes
    beat.emplace("check " + v->name);
    const CheckReport r = run_check(v, opts);
    beat.reset();
    throw_if_interrupted();  // a query cut short by the signal is no time-out and no result
    if (o->json) {
      print_json(r.json());
    } else if (o->witnesses) {
      for (const CaseRun& run : r.cases)
        if (!run.result.position.empty())
          std::cout << run.edge_case->name << "\t" << run.result.position << "\t" << run.result.turn << "\t"
                    << run.result.after << "\t" << run.result.outcome << "\n";
    } else {
      print_text(r, !o->no_diagrams, !o->no_catalogue, !o->no_playability);
    }
    if (!r.ok()) throw fail_disagreement("check " + v->name + ": something disagrees (see the report)");
    set_exit_status(r.exit_status());
  });
}

}  // namespace adaptoid::cli
