#include <adaptoid/check/check_report.hpp>
#include <adaptoid/check/idle_options.hpp>
#include <adaptoid/core/notation.hpp>
#include <adaptoid/util/process_usage.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <algorithm>
#include <optional>
#include <sstream>

namespace adaptoid {

int CheckReport::count(Verdict v) const {
  return static_cast<int>(
      std::count_if(cases.begin(), cases.end(), [&](const CaseRun& c) { return c.result.verdict == v; }));
}

std::vector<Finding> CheckReport::statements() const {
  std::vector<Finding> out = findings;
  out.insert(out.end(), advisories.begin(), advisories.end());
  out.insert(out.end(), not_shown.begin(), not_shown.end());
  return out;
}

namespace {

// A query's budget as the option gave it: "60 s", "0.5 s".
std::string seconds_text(unsigned ms) {
  std::ostringstream out;
  out << ms / 1000.0 << " s";
  return out.str();
}

template <Game G>
void cross_check_all(const G& game, const CheckOptions& o, CheckReport& r) {
  for (const Position& p : smt::sample_positions(game, o.seed, o.positions)) {
    smt::CrossCheck c = smt::cross_check(game, p, o.timeout_ms);
    ++r.positions;
    r.engine_turns += c.engine_turns;
    if (c.unknown)
      ++r.unknown;
    else if (c.agrees())
      ++r.agreeing;
    if (!c.differences.empty()) r.disagreements.push_back(std::move(c));
  }
}

void add_start_statement(const StartDecision& d, CheckReport& r) {
  using Answer = StartDecision::Answer;
  if (d.answer == Answer::Decided) {
    const std::string line = d.line.empty() ? "" : d.position + " then " + format_turns(*r.variant, d.line);
    r.findings.push_back({"start", d.text, line, Statement::Proved});
  } else if (d.answer == Answer::BudgetRanOut) {
    r.not_shown.push_back({"start", d.text, "", Statement::NotShown});
  }
}

// The parts skipped and what Z3 left without an answer: questions not answered.
void add_open_questions(const CheckOptions& o, CheckReport& r) {
  const auto open = [&r](std::string topic, std::string text) {
    r.not_shown.push_back({std::move(topic), std::move(text), "", Statement::NotShown});
  };
  if (!o.start) open("skipped", "whether the start is decided: not searched (skipped)");
  if (!o.catalogue) open("skipped", "the edge-case catalogue: not run (skipped)");
  if (o.positions <= 0) open("skipped", "the Z3 cross-check of the engine: not run (0 positions)");
  if (!o.playability) open("skipped", "whether the variant can be played: not judged (skipped)");
  if (r.count(Verdict::Unknown) > 0)
    open("z3", std::to_string(r.count(Verdict::Unknown)) +
                   " edge case(s) got no answer from Z3 within the budget of " + seconds_text(o.timeout_ms) +
                   " a query");
  if (r.unknown > 0)
    open("z3", std::to_string(r.unknown) + " of " + std::to_string(r.positions) +
                   " cross-checked positions got no answer from Z3 within the budget of " +
                   seconds_text(o.timeout_ms) + " a query");
}

}  // namespace

CheckReport run_check(const VariantPtr& v, const CheckOptions& o) {
  const Stopwatch clock;
  CheckReport r;
  r.variant = v;
  auto again = load_variant_text(variant_to_toml(*v), v->name, "the TOML written back for " + v->name);
  if (!again)
    r.variant_problems.push_back("the variant written back to TOML does not load: " + again.error());
  else if (!same_rules(*v, *again.value()))
    r.variant_problems.push_back("the variant written back to TOML loads to other rules");
  if (o.catalogue) {
    CatalogueRun catalogue = run_catalogue(v, o.timeout_ms);
    r.cases = std::move(catalogue.cases);
    for (std::string& p : catalogue.problems) r.variant_problems.push_back(std::move(p));
    for (Finding& f : catalogue.advisories) r.advisories.push_back(std::move(f));
  }
  if (o.positions > 0) visit_game(v, [&](const auto& game) { cross_check_all(game, o, r); });
  if (o.start) {
    r.start = decide_start(v, o.start_search);
    add_start_statement(*r.start, r);
  }
  if (o.playability) {
    r.playability = judge_playability(v, o.play);
    for (const Finding& f : r.playability.findings) r.findings.push_back(f);
    for (const Finding& f : r.playability.advisories) r.advisories.push_back(f);
    for (const Finding& f : r.playability.not_shown) r.not_shown.push_back(f);
    r.stalls = play_for_stalls(v, o.stalls);
    if (auto f = stall_finding(r.stalls, o.stalls))
      (stalls_are_the_rule(r.stalls) ? r.findings : r.advisories).push_back(std::move(*f));
    // (A third of the walk's budget: two games are walked, and only for an advisory.)
    for (Finding& f : options_that_change_nothing(v, o.play.walk_positions / 3))
      r.advisories.push_back(std::move(f));
  }
  for (Finding& f : material_findings(*v)) r.advisories.push_back(std::move(f));
  add_open_questions(o, r);
  for (Finding& f : r.findings) f.kind = StatementKind::Defect;
  for (Finding& f : r.advisories) f.kind = StatementKind::Advisory;
  for (Finding& f : r.not_shown) f.kind = StatementKind::NotShown;
  r.seconds = clock.seconds();
  return r;
}

}  // namespace adaptoid
