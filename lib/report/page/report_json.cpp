#include <adaptoid/report/page/report_json.hpp>

#include <adaptoid/report/verdict/glance.hpp>

namespace adaptoid {

namespace {

nlohmann::ordered_json share_json(const Share& s) {
  return {{"count", s.hits}, {"games", s.n}, {"share", s.value()}, {"lower", s.lower}, {"upper", s.upper}};
}

nlohmann::ordered_json mean_json(const Mean& m) {
  return {{"mean", m.value}, {"margin", m.margin}, {"n", m.n}};
}

nlohmann::ordered_json check_json(const CheckReport& c) {
  nlohmann::ordered_json j{{"result", std::string(check_result_name(c.result()))},
                           {"exit_status", c.exit_status()},
                           {"text", c.result_line()},
                           {"skipped", c.skipped()},
                           {"ok", c.ok()},
                           {"variant_problems", c.variant_problems}};
  j["findings"] = statements_json(c.findings);
  j["advisories"] = statements_json(c.advisories);
  j["not_shown"] = statements_json(c.open_questions());
  if (c.start) j["start"] = c.start->text;
  j["ends"] = ends_json(c.playability);
  j["cases"] = nlohmann::ordered_json::array();
  for (const CaseRun& run : c.cases)
    j["cases"].push_back({{"name", run.edge_case->name},
                          {"verdict", case_answer_name(run.result.answer)},
                          {"position", run.result.position},
                          {"turn", run.result.turn}});
  j["cross_check"] = {{"positions", c.positions},
                      {"agreeing", c.agreeing},
                      {"unknown", c.unknown},
                      {"disagreements", c.disagreements.size()}};
  return j;
}

nlohmann::ordered_json self_play_json(const VariantStudy& s) {
  const SelfPlaySummary& p = s.summary;
  nlohmann::ordered_json j{{"games", p.games}, {"resumed", s.play.resumed}};
  j["wins"] = nlohmann::ordered_json::object();
  for (Colour c = 0; c < s.variant->players; ++c)
    j["wins"][std::string(colour_name(c))] = share_json(p.wins[static_cast<size_t>(c)]);
  j["draws"] = share_json(p.draws);
  j["capped"] = share_json(p.capped);
  j["plies"] = mean_json(p.length);
  j["lengths"] = p.lengths;
  j["branching"] = p.branching;
  j["decided_at"] = mean_json(p.decided);
  j["lead_changes"] = mean_json(p.leads);
  j["measures"] = nlohmann::ordered_json::array();
  for (const Measure& m : s.measures)
    j["measures"].push_back({{"name", m.name},
                             {"value", m.value},
                             {"lower", m.lower},
                             {"upper", m.upper},
                             {"n", m.n},
                             {"definition", m.definition}});
  j["skill_trace"] = nlohmann::ordered_json::array();
  for (const SkillStep& k : s.skill)
    j["skill_trace"].push_back({{"weaker", k.weaker},
                                {"stronger", k.stronger},
                                {"games", k.games},
                                {"stronger_wins", share_json(k.stronger_wins)},
                                {"weaker_wins", share_json(k.weaker_wins)},
                                {"draws", share_json(k.draws)}});
  j["rules"] = nlohmann::ordered_json::array();
  for (const RuleTally& t : p.rules)
    j["rules"].push_back({{"event", t.event.name},
                          {"rule", t.event.rule},
                          {"fired", t.fired},
                          {"games", t.games},
                          {"cannot", t.event.cannot}});
  return j;
}

nlohmann::ordered_json exact_json(const std::vector<ExactResult>& exact) {
  nlohmann::ordered_json j = nlohmann::ordered_json::array();
  for (const ExactResult& e : exact) {
    nlohmann::ordered_json x{{"board", e.own ? "own" : e.reference},
                             {"cells", e.cells},
                             {"solved", e.solved},
                             {"start", e.start},
                             {"note", e.note},
                             {"size", e.positions},
                             {"carried", e.carried},
                             {"not_carried", e.not_carried}};
    if (e.starts)
      x["random_starts"] = {{"starts", e.starts->starts},
                            {"white_wins_without_swap", e.starts->white_wins_without_swap},
                            {"white_wins_with_swap", e.starts->white_wins_with_swap}};
    j.push_back(x);
  }
  return j;
}

nlohmann::ordered_json study_json(const VariantStudy& s) {
  nlohmann::ordered_json j{{"variant", s.variant->name}};
  if (s.check) j["consistency"] = check_json(*s.check);
  j["self_play"] = self_play_json(s);
  j["exact"] = exact_json(s.exact);
  return j;
}

nlohmann::ordered_json findings_json(const std::vector<VerdictFinding>& findings) {
  nlohmann::ordered_json j = nlohmann::ordered_json::array();
  for (const VerdictFinding& f : findings) j.push_back({{"text", f.text}, {"warning", f.warning}});
  return j;
}

nlohmann::ordered_json glance_items_json(const std::vector<GlanceItem>& items) {
  nlohmann::ordered_json j = nlohmann::ordered_json::array();
  for (const GlanceItem& i : items)
    j.push_back({{"text", i.text}, {"options", i.options}, {"try", i.try_this}, {"witness", i.witness}});
  return j;
}

// The page's first screen, the same statements: the sentence, the key numbers, the defects with
// the options that provoke them and what to try, and the advisories.
nlohmann::ordered_json glance_json(const Glance& g) {
  nlohmann::ordered_json numbers = nlohmann::ordered_json::array();
  for (const KeyNumber& n : g.numbers)
    numbers.push_back({{"what", n.what}, {"value", n.value}, {"warning", n.warning}});
  return {{"sentence", g.sentence},
          {"numbers", numbers},
          {"defects", glance_items_json(g.defects)},
          {"advisories", glance_items_json(g.advisories)}};
}

}  // namespace

nlohmann::ordered_json report_json(const Report& r) {
  nlohmann::ordered_json j{{"variant", r.subject.variant->name},
                           {"base", r.base->name},
                           {"players", r.players},
                           {"games", r.games},
                           {"seed", r.seed},
                           {"max_plies", r.max_plies}};
  j["glance"] = glance_json(at_a_glance(r.subject, r.diff));
  j["rules_diff"] = nlohmann::ordered_json::array();
  for (const OptionDiff& d : r.diff)
    j["rules_diff"].push_back(
        {{"option", d.key}, {"variant", d.subject}, {"base", d.base}, {"change", d.change}});
  j["subject"] = study_json(r.subject);
  if (r.against) {
    j["against"] = study_json(*r.against);
    j["cases"] = nlohmann::ordered_json::array();
    for (const CaseComparison& c : r.cases)
      j["cases"].push_back(
          {{"case", c.name}, {"variant", c.subject}, {"base", c.base}, {"differs", c.differs}});
    j["differences"] = findings_json(r.differences);
  }
  j["verdict"] = findings_json(r.verdict);
  return j;
}

}  // namespace adaptoid
