#include <adaptoid/core/game.hpp>
#include <adaptoid/render/diagram.hpp>
#include <adaptoid/report/verdict/report.hpp>
#include <adaptoid/report/verdict/verdict.hpp>
#include <adaptoid/util/setting.hpp>
#include <adaptoid/variants/variant_loader.hpp>

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

// The skill trace: each step a match of a weaker player against a stronger one (a three-player
// game seats the stronger once), its games beside the self-play's.
Result<std::vector<SkillStep>> skill_trace(const ReportOptions& o, const VariantPtr& v,
                                           const std::string& name, const std::string& games_file,
                                           std::string& note) {
  std::vector<SkillStep> steps;
  const auto levels = o.players.size() == 1 ? skill_levels(o.players[0]) : std::vector<PlayerSpec>{};
  if (o.skill_games == 0) note = "not played (" + mention(Setting::SkillGames) + " 0)";
  if (o.skill_games == 0) return steps;
  if (levels.empty()) {
    note = "needs one player for every seat with a node or iteration budget";
    return steps;
  }
  for (size_t i = 0; i + 1 < levels.size(); ++i) {
    SelfPlayOptions p;
    p.variant = v;
    p.variant_name = name;
    for (int seat = 0; seat < v->players; ++seat) p.players.push_back(seat == 1 ? levels[i + 1] : levels[i]);
    p.games = o.skill_games;
    p.seed = o.seed;
    p.max_plies = o.max_plies;
    p.threads = o.threads;
    p.games_file = games_file.empty() ? "" : games_file + ".skill" + std::to_string(i + 1);
    p.date = o.date;
    const std::string phase =
        "skill trace " + v->name + " " + levels[i].text() + " against " + levels[i + 1].text();
    p.progress = [&](int done, int total) { say(o, phase, done, total); };
    auto played = run_self_play(p);
    if (!played) return played.failure();
    steps.push_back(skill_step(*v, levels[i], levels[i + 1], played->games));
  }
  return steps;
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
  if (!played) return played.failure();
  s.play = std::move(played).value();
  s.summary = summarize_self_play(*v, s.play.games);
  s.measures = design_measures(*v, s.play.games);
  auto skill = skill_trace(o, v, name, games_file, s.skill_note);
  if (!skill) return skill.failure();
  s.skill = std::move(skill).value();
  if (o.run_exact) {
    say(o, "exact results " + v->name);
    s.exact = exact_results(v, o.exact);
  }
  return s;
}

}  // namespace

Result<Report> build_report(const ReportOptions& o) {
  Report r;
  for (int seat = 0; seat < o.variant->players; ++seat)
    r.players.push_back(
        (o.players.size() == 1 ? o.players[0] : o.players.at(static_cast<size_t>(seat))).text());
  r.games = o.games;
  r.max_plies = o.max_plies;
  r.seed = o.seed;
  auto subject = study(o, o.variant, o.variant_name, o.games_file);
  if (!subject) return subject.failure();
  r.subject = std::move(subject).value();
  r.base = o.against;
  if (!r.base) {
    auto base = load_variant(default_base_name(*o.variant));
    if (!base) return base.failure();
    r.base = base.value();
  } else {
    auto against = study(o, o.against, o.against_name, o.base_games_file);
    if (!against) return against.failure();
    r.against = std::move(against).value();
    if (r.subject.check && r.against->check) r.cases = compare_cases(*r.subject.check, *r.against->check);
    r.differences = significant_differences(r.subject, *r.against);
  }
  r.diff = rules_diff(*o.variant, *r.base);
  r.verdict = findings(r.subject);
  return r;
}

}  // namespace adaptoid
