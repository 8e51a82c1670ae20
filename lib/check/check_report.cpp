#include <adaptoid/check/check_report.hpp>
#include <adaptoid/check/idle_options.hpp>
#include <adaptoid/core/notation.hpp>
#include <adaptoid/util/process_usage.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>

namespace adaptoid {

int CheckReport::count(CaseAnswer v) const {
  return static_cast<int>(
      std::count_if(cases.begin(), cases.end(), [&](const CaseRun& c) { return c.result.answer == v; }));
}

std::vector<Finding> CheckReport::statements() const {
  std::vector<Finding> out = findings;
  out.insert(out.end(), advisories.begin(), advisories.end());
  out.insert(out.end(), not_shown.begin(), not_shown.end());
  return out;
}

namespace {

// The topic of a part the options skipped, among the questions not shown.
constexpr const char* kSkippedTopic = "skipped";

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
  if (!o.start) open(kSkippedTopic, "whether the start is decided: not searched (skipped)");
  if (!o.catalogue) open(kSkippedTopic, "the edge-case catalogue: not run (skipped)");
  if (o.positions <= 0) open(kSkippedTopic, "the Z3 cross-check of the engine: not run (0 positions)");
  if (!o.playability) open(kSkippedTopic, "whether the variant can be played: not judged (skipped)");
  if (r.count(CaseAnswer::Unknown) > 0)
    open("z3", std::to_string(r.count(CaseAnswer::Unknown)) +
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
  r.options = o;
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

std::string_view check_result_name(CheckResult r) {
  switch (r) {
    case CheckResult::Sound:
      return "sound";
    case CheckResult::Findings:
      return "findings";
    case CheckResult::Undecided:
      return "undecided";
    case CheckResult::Disagreement:
      return "disagreement";
  }
  return "";
}

int check_exit_status(CheckResult r) {
  switch (r) {
    case CheckResult::Sound:
      return 0;
    case CheckResult::Findings:
    case CheckResult::Disagreement:
      return 1;
    case CheckResult::Undecided:
      return 3;
  }
  return 1;
}

std::string CheckReport::sound_text() const {
  return "sound: every question answered, nothing disagrees, the start is not decided" +
         (start ? " within " + std::to_string(start->limit) + " turns" : std::string()) +
         ", and every way to end is reached or proved impossible";
}

std::string CheckReport::result_summary() const {
  const auto plural = [](size_t n, const char* what) {
    return std::to_string(n) + " " + what + (n == 1 ? "" : "s");
  };
  const std::string exit = "exit " + std::to_string(exit_status());
  switch (result()) {
    case CheckResult::Disagreement:
      return "DISAGREEMENT (a fault of the toolkit, see above; " + exit + ")";
    case CheckResult::Findings:
      return plural(findings.size(), "defect") + " a designer must fix (" + exit + ")";
    case CheckResult::Undecided:
      return "undecided: nothing proved or witnessed wrong, but " + plural(not_shown.size(), "question") +
             " not answered (" + exit + ")";
    case CheckResult::Sound:
      break;
  }
  return sound_text();
}

std::string CheckReport::result_line() const {
  switch (result()) {
    case CheckResult::Findings:
      return result_summary() + ": " + findings.front().text;
    case CheckResult::Undecided:
      return result_summary() + ": " + not_shown.front().text;
    case CheckResult::Disagreement:
    case CheckResult::Sound:
      break;
  }
  return result_summary();
}

std::vector<std::string> CheckReport::skipped() const {
  std::vector<std::string> out;
  for (const Finding& q : not_shown)
    if (q.topic == kSkippedTopic) out.push_back(q.text);
  return out;
}

std::vector<Finding> CheckReport::open_questions() const {
  std::vector<Finding> out;
  for (const Finding& q : not_shown)
    if (q.topic != kSkippedTopic) out.push_back(q);
  return out;
}

nlohmann::ordered_json statements_json(const std::vector<Finding>& statements) {
  auto out = nlohmann::ordered_json::array();
  for (const Finding& f : statements)
    out.push_back({{"topic", f.topic},
                   {"kind", statement_name(f.kind)},
                   {"basis", statement_name(f.basis)},
                   {"text", f.text},
                   {"witness", f.witness}});
  return out;
}

nlohmann::ordered_json ends_json(const Playability& playability) {
  auto out = nlohmann::ordered_json::array();
  for (const EndWay& e : playability.ends)
    out.push_back({{"name", e.name}, {"reached", e.reached}, {"witness", e.witness}, {"proof", e.proof}});
  return out;
}

namespace {

nlohmann::ordered_json start_json(const Variant& v, const StartDecision& d) {
  using Answer = StartDecision::Answer;
  return {{"answer", d.answer == Answer::Decided      ? "decided"
                     : d.answer == Answer::NotDecided ? "not decided"
                                                      : "budget ran out"},
          {"turns", d.limit},
          {"winner", d.winner ? std::string(colour_name(*d.winner)) : ""},
          {"position", d.position},
          {"winning_turns", format_turns(v, d.winning_turns)},
          {"first_turns", format_turns(v, d.first_turns)},
          {"line", format_turns(v, d.line)},
          {"nodes", d.nodes},
          {"text", d.text}};
}

nlohmann::ordered_json case_json(const CaseRun& run) {
  const EdgeCase& c = *run.edge_case;
  const EdgeCaseResult& e = run.result;
  return {{"name", c.name},
          {"rules", c.rules},
          {"variant", run.variant->name},
          {"description", edge_case_description(c, *run.variant)},
          {"expected", c.expect_found ? "found" : "impossible"},
          {"verdict", case_answer_name(e.answer)},
          {"as_expected", e.as_expected},
          {"position", e.position},
          {"turn", e.turn},
          {"after", e.after},
          {"outcome", e.outcome},
          {"detail", e.detail},
          {"seconds", e.seconds}};
}

}  // namespace

nlohmann::ordered_json CheckReport::json() const {
  nlohmann::ordered_json j;
  j["variant"] = variant->name;
  j["result"] = std::string(check_result_name(result()));
  j["ok"] = ok();
  j["sound"] = sound();
  j["undecided"] = undecided();
  if (start) j["start"] = start_json(*variant, *start);
  j["seconds"] = seconds;
  j["variant_problems"] = variant_problems;
  j["cases"] = nlohmann::ordered_json::array();
  for (const CaseRun& run : cases) j["cases"].push_back(case_json(run));
  nlohmann::ordered_json x;
  x["positions"] = positions;
  x["agreeing"] = agreeing;
  x["unknown"] = unknown;
  x["engine_turns"] = engine_turns;
  x["disagreements"] = nlohmann::ordered_json::array();
  for (const auto& d : disagreements)
    x["disagreements"].push_back({{"position", d.position}, {"differences", d.differences}});
  j["cross_check"] = x;
  j["ends"] = ends_json(playability);
  j["findings"] = statements_json(findings);
  j["advisories"] = statements_json(advisories);
  j["not_shown"] = statements_json(not_shown);
  return j;
}

}  // namespace adaptoid
