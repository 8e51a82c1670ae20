#include <adaptoid/check/check_report.hpp>
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

namespace {

// A query's budget as the option gave it: "60 s", "0.5 s".
std::string seconds_text(unsigned ms) {
  std::ostringstream out;
  out << ms / 1000.0 << " s";
  return out.str();
}

// A cell missing between two cells of a line: what the hole cases need.
bool has_holes(const Board& b) {
  for (int a = 0; a < b.size(); ++a)
    for (const Coord d : kDirections)
      if (b.index(b.coord(a) + d) == kNoCell && b.index(b.coord(a) + d * 2) != kNoCell) return true;
  return false;
}

bool is_hole_case(const EdgeCase& c) {
  return c.overrides.find("holes") != std::string::npos;
}
bool is_stack_case(const EdgeCase& c) {
  return c.rules.find("S4") != std::string::npos;
}

// The lines of v's TOML that its base game's lack: what makes a case impossible in v.
std::string differences(const Variant& v, const Variant& base) {
  std::istringstream ours(variant_to_toml(v));
  const std::string theirs = "\n" + variant_to_toml(base) + "\n";
  std::string line, out;
  while (std::getline(ours, line))
    if (!line.empty() && line[0] != '#' && !line.starts_with("name") &&
        theirs.find("\n" + line + "\n") == std::string::npos)
      out += (out.empty() ? "" : "; ") + line;
  return out.empty() ? "its board" : out;
}

// A case the base game allows (the catalogue has a witness there) that v makes impossible.
std::optional<Finding> catalogue_finding(const CaseRun& run) {
  const EdgeCase& c = *run.edge_case;
  if (!c.expect_found || run.result.verdict != Verdict::Impossible) return std::nullopt;
  auto base = load_variant(c.variant);
  const std::string why = base ? differences(*run.variant, *base.value()) : "its options";
  return Finding{"catalogue",
                 "edge case " + c.name + " (" + c.rules + "): " + c.description + " The base game (" +
                     c.variant +
                     ") allows it; this variant makes it impossible (Z3 proves no position and turn exist), "
                     "where it differs from the base in: " +
                     why,
                 ""};
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

std::vector<const EdgeCase*> cases_for(const Variant& v) {
  const bool builtin = is_builtin_variant(v.name);
  const bool holes = has_holes(v.board), stacks = v.board.has_stacks();
  std::vector<const EdgeCase*> out;
  for (const EdgeCase& c : edge_cases()) {
    const bool board_case = is_hole_case(c) || is_stack_case(c);
    const bool board_applies =
        edge_case_applies(c, v) && (is_hole_case(c) ? holes : stacks) && !(builtin && c.variant == v.name);
    if (builtin && c.variant == v.name)
      out.push_back(&c);
    else if (board_case ? board_applies : (!builtin && c.overrides.empty() && edge_case_applies(c, v)))
      out.push_back(&c);
  }
  return out;
}

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
    const bool builtin = is_builtin_variant(v->name);
    for (const EdgeCase* c : cases_for(*v)) {
      VariantPtr cv = v;
      if (builtin && c->variant == v->name && !c->overrides.empty()) {
        auto loaded = edge_case_variant(*c);
        if (!loaded) {
          r.variant_problems.push_back("edge case " + c->name + ": " + loaded.error());
          continue;
        }
        cv = loaded.value();
      }
      r.cases.push_back({c, cv, run_edge_case(*c, cv, o.timeout_ms)});
    }
  }
  if (o.positions > 0) visit_game(v, [&](const auto& game) { cross_check_all(game, o, r); });
  if (o.start) {
    r.start = decide_start(v, o.start_search);
    add_start_statement(*r.start, r);
  }
  if (o.playability) {
    r.playability = judge_playability(v, o.play);
    for (const Finding& f : r.playability.findings) r.findings.push_back(f);
    for (const Finding& f : r.playability.not_shown) r.not_shown.push_back(f);
  }
  for (Finding& f : material_findings(*v)) r.findings.push_back(std::move(f));
  for (const CaseRun& run : r.cases)
    if (auto f = catalogue_finding(run)) r.findings.push_back(std::move(*f));
  add_open_questions(o, r);
  r.seconds = clock.seconds();
  return r;
}

}  // namespace adaptoid
