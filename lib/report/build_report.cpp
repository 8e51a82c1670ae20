#include <adaptoid/core/game.hpp>
#include <adaptoid/render/diagram.hpp>
#include <adaptoid/report/report.hpp>
#include <adaptoid/report/verdict.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <map>

namespace adaptoid {

namespace {

void say(const ReportOptions& o, const std::string& phase, int done = 0, int total = 0) {
  if (o.progress) o.progress(phase, done, total);
}

// The start drawn; Quantum Leap's from the variant's seed.
std::string board_picture(const VariantPtr& v) {
  const Position start = make_start(v, v->seed);
  DiagramOptions d;
  d.title = v->name + ": the start";
  return svg_diagram(*v, start, d);
}

Result<VariantStudy> study(const ReportOptions& o, const VariantPtr& v, const std::string& name,
                           const std::string& games_file) {
  VariantStudy s;
  s.variant = v;
  s.board_svg = board_picture(v);
  if (o.run_check) {
    say(o, "check " + v->name);
    s.check = run_check(v, o.check);
  }
  SelfPlayOptions p;
  p.variant = v;
  p.variant_name = name;
  for (int seat = 0; seat < v->players; ++seat)
    p.players.push_back(o.players.size() == 1 ? o.players[0] : o.players.at(static_cast<size_t>(seat)));
  p.games = o.games;
  p.seed = o.seed;
  p.max_plies = o.max_plies;
  p.threads = o.threads;
  p.games_file = games_file;
  p.date = o.date;
  const std::string phase = "self-play " + v->name;
  p.progress = [&](int done, int total) { say(o, phase, done, total); };
  auto played = run_self_play(p);
  if (!played) return fail(played.error());
  s.play = std::move(played).value();
  s.summary = summarize_self_play(*v, s.play.games);
  if (o.run_exact) {
    say(o, "exact results " + v->name);
    s.exact = exact_results(*v, o.exact);
  }
  return s;
}

std::string verdict_or_not_run(const std::map<std::string, const CaseRun*>& runs, const std::string& name) {
  const auto it = runs.find(name);
  return it == runs.end() ? "not run" : verdict_name(it->second->result.verdict);
}

}  // namespace

std::vector<CaseChange> case_changes(const CheckReport& subject, const CheckReport& base) {
  std::map<std::string, const CaseRun*> a, b;
  // Only the cases run under the rule sets themselves: a built-in's cases with options of their
  // own (its catalogue entries with overrides) test other rules.
  for (const CaseRun& r : subject.cases)
    if (r.variant == subject.variant) a.emplace(r.edge_case->name, &r);
  for (const CaseRun& r : base.cases)
    if (r.variant == base.variant) b.emplace(r.edge_case->name, &r);
  std::map<std::string, std::string> descriptions;
  for (const auto& m : {a, b})
    for (const auto& [name, run] : m) descriptions.emplace(name, run->edge_case->description);
  std::vector<CaseChange> out;
  for (const auto& [name, description] : descriptions) {
    CaseChange c{name, description, verdict_or_not_run(a, name), verdict_or_not_run(b, name)};
    // Z3 gave up on one side ("unknown", its timeout is wall time): no change is known.
    const bool unknown =
        c.subject == verdict_name(Verdict::Unknown) || c.base == verdict_name(Verdict::Unknown);
    if (c.subject != c.base && !unknown) out.push_back(std::move(c));
  }
  return out;
}

Result<Report> build_report(const ReportOptions& o) {
  Report r;
  for (int seat = 0; seat < o.variant->players; ++seat)
    r.players.push_back(
        (o.players.size() == 1 ? o.players[0] : o.players.at(static_cast<size_t>(seat))).text());
  r.games = o.games;
  r.max_plies = o.max_plies;
  r.seed = o.seed;
  auto subject = study(o, o.variant, o.variant_name, o.games_file);
  if (!subject) return fail(subject.error());
  r.subject = std::move(subject).value();
  r.base = o.against;
  if (!r.base) {
    auto base = load_variant(default_base_name(*o.variant));
    if (!base) return fail(base.error());
    r.base = base.value();
  } else {
    auto against = study(o, o.against, o.against_name, o.base_games_file);
    if (!against) return fail(against.error());
    r.against = std::move(against).value();
    if (r.subject.check && r.against->check)
      r.case_changes = case_changes(*r.subject.check, *r.against->check);
    r.differences = significant_differences(r.subject, *r.against);
  }
  r.diff = rules_diff(*o.variant, *r.base);
  r.verdict = findings(r.subject);
  return r;
}

}  // namespace adaptoid
