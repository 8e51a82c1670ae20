#include <adaptoid/report/verdict/glance.hpp>

#include <adaptoid/core/variant_options.hpp>
#include <adaptoid/report/text/report_text.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <set>

namespace adaptoid {

namespace {

// What each of check's topics is about, as rule numbers (specs/rules.md), and what a designer can
// try. The options of the variant that provoke a statement are those it changed whose rule is one
// of these.
struct TopicAdvice {
  std::string_view topic;
  std::vector<std::string_view> rules;
  std::string_view try_this;
};

const std::vector<TopicAdvice>& advice() {
  static const std::vector<TopicAdvice> table = {
      {"start",
       {"A1", "A2", "A3", "S2", "Q1", "Q2", "Q3"},
       "move the start cells apart or away from holes, give more material, or add the placement opening or "
       "the swap"},
      {"ends",
       {"A15", "T7", "A17", "A3", "S2", "A1"},
       "lower the goal, or give each colour the material to reach it"},
      {"termination",
       {"A17", "A11", "A3"},
       "set a turn cap (max_turns), or make a turn without a grow lose (no_grow)"},
      {"stall",
       {"A17", "A11", "A3", "S2"},
       "make passing cost (no_grow = \"lose\"), give more material, or set a turn cap (max_turns)"},
      {"material", {"S1", "A3", "S2", "A1"}, "use at most the 40 discs and 12 pieces of a colour of one set"},
      {"catalogue", {}, "read the witness: the rule it names may need a clause for this case"},
  };
  return table;
}

const TopicAdvice* advice_for(const std::string& topic) {
  for (const TopicAdvice& a : advice())
    if (topic.starts_with(a.topic)) return &a;
  return nullptr;
}

std::vector<std::string> rule_numbers(std::string_view text) {
  std::vector<std::string> out;
  std::string word;
  for (char ch : std::string(text) + ",") {
    if (ch == ',' || ch == ' ') {
      if (!word.empty()) out.push_back(word);
      word.clear();
    } else {
      word += ch;
    }
  }
  return out;
}

// The options the variant changed whose rule is one of `rules`.
std::vector<std::string> provoking(const std::vector<OptionDiff>& diff,
                                   const std::vector<std::string>& rules) {
  std::vector<std::string> out;
  for (const OptionDiff& d : diff) {
    const VariantOption* o = find_variant_option(d.key);
    if (!o) o = find_variant_option(d.key.substr(0, d.key.find('.')));
    if (!o) continue;
    const auto own = rule_numbers(o->rule);
    const bool hit = std::any_of(own.begin(), own.end(), [&](const std::string& r) {
      return std::find(rules.begin(), rules.end(), r) != rules.end();
    });
    if (hit) out.push_back(d.key + " = " + option_display_short(d.subject, 4));
  }
  return out;
}

// A catalogue finding's rules: those of the case whose description it quotes.
std::vector<std::string> finding_rules(const VariantStudy& s, const Finding& f) {
  std::vector<std::string> rules;
  if (const TopicAdvice* a = advice_for(f.topic))
    for (std::string_view r : a->rules) rules.emplace_back(r);
  if (s.check)
    for (const CaseRun& run : s.check->cases)
      if (f.text.find("edge case " + run.edge_case->name + " (") != std::string::npos) {
        const auto own = rule_numbers(run.edge_case->rules);
        rules.insert(rules.end(), own.begin(), own.end());
      }
  return rules;
}

GlanceItem item(const VariantStudy& s, const std::vector<OptionDiff>& diff, const Finding& f) {
  const TopicAdvice* a = advice_for(f.topic);
  return {f.topic + ": " + f.text, provoking(diff, finding_rules(s, f)), a ? std::string(a->try_this) : "",
          f.witness};
}

std::string interval(const Share& s) {
  return share_text(s) + " (95%: " + percent(s.lower) + "–" + percent(s.upper) + ")";
}

// The first player's result: two players, its share of the decided games; more, its share of all.
KeyNumber first_player(const VariantStudy& s) {
  const Colour first = s.variant->turn_order[0];
  const SelfPlaySummary& p = s.summary;
  const std::string who = colour_title(first) + " (first to move)";
  if (s.variant->players != 2) {
    const Share w = p.wins[static_cast<size_t>(first)];
    const double fair = 1.0 / s.variant->players;
    return {who + " wins",
            interval(w) + " of " + std::to_string(p.games) + " games; an equal share is " + percent(fair),
            w.lower > fair || w.upper < fair};
  }
  const int decided = p.decided_games();
  if (decided == 0) return {who + " wins", "no game was decided", true};
  const Share w = share_of(p.wins[static_cast<size_t>(first)].hits, decided);
  return {who + " wins", interval(w) + " of the " + std::to_string(decided) + " decided games",
          w.lower > 0.5 || w.upper < 0.5};
}

std::string start_depth(const VariantStudy& s) {
  if (!s.check || !s.check->start) return "not searched";
  return s.check->start->text;
}

void add_numbers(const VariantStudy& s, Glance& g) {
  const SelfPlaySummary& p = s.summary;
  if (p.games > 0) {
    g.numbers.push_back(first_player(s));
    g.numbers.push_back({"draws, and stalls (the turn cap)",
                         share_text(p.draws) + " drawn; " + share_text(p.capped) + " reached the turn cap",
                         p.capped.lower > 0.1});
    g.numbers.push_back({"game length", mean_text(p.length) + " plies on average", false});
  }
  g.numbers.push_back(
      {"is the start decided?", start_depth(s),
       s.check && s.check->start && s.check->start->answer == StartDecision::Answer::Decided});
  for (const ExactResult& e : s.exact)
    if (e.solved && exact_carries_variant(e))
      g.numbers.push_back({"perfect play" + (e.own ? std::string() : " on " + e.reference), e.start, false});
  if (s.check)
    g.numbers.push_back(
        {"check",
         std::string(check_result_name(s.check->result())) + " (exit " +
             std::to_string(s.check->exit_status()) + ")",
         s.check->result() == CheckResult::Findings || s.check->result() == CheckResult::Disagreement});
}

void add_play_items(const VariantStudy& s, const std::vector<OptionDiff>& diff, Glance& g) {
  const SelfPlaySummary& p = s.summary;
  if (p.games == 0) return;
  if (p.capped.lower > 0.1) {
    std::vector<std::string> rules;
    for (std::string_view r : advice_for("stall")->rules) rules.emplace_back(r);
    g.defects.push_back(
        {fmt::format("the game stalls under play: {} of the self-play games reach the turn cap "
                     "({} of {})",
                     share_text(p.capped), p.capped.hits, p.games),
         provoking(diff, rules), std::string(advice_for("stall")->try_this), s.play.stalled_game});
  }
  const KeyNumber first = first_player(s);
  if (first.warning && p.decided_games() > 0)
    g.advisories.push_back({"seat balance under engine play: " + first.what + " " + first.value,
                            {},
                            "a start further from the centre, the swap, or the placement opening"});
  for (const RuleTally& t : p.rules)
    if (!t.event.rule.empty() && t.fired == 0 && t.event.cannot.empty())
      g.advisories.push_back(
          {fmt::format("{} ({}) fired in 0 of {} games: under this play the rule never mattered",
                       t.event.name, t.event.rule, p.games),
           {},
           ""});
}

std::string sentence(const VariantStudy& s, const Glance& g) {
  const std::string name = s.variant->name;
  if (!g.defects.empty())
    return fmt::format("{} has {} defect{} to fix before playtesting; the first: {}.", name, g.defects.size(),
                       g.defects.size() == 1 ? "" : "s", g.defects.front().text);
  std::string balance;
  if (!g.numbers.empty() && s.summary.games > 0)
    balance = "; " + g.numbers.front().what + " " + g.numbers.front().value +
              (g.numbers.front().warning ? " (a seat advantage)" : " (no seat advantage shows at 95%)");
  if (s.check && s.check->result() != CheckResult::Sound)
    return fmt::format("{}: no defect found, but not every question was answered ({} not shown){}.", name,
                       s.check->not_shown.size(), balance);
  return fmt::format("{}: no defect found{}{}.", name, s.check ? ", check is sound" : "", balance);
}

}  // namespace

bool exact_carries_variant(const ExactResult& e) {
  return e.own || e.not_carried.empty();
}

Glance at_a_glance(const VariantStudy& s, const std::vector<OptionDiff>& diff) {
  Glance g;
  if (s.check) {
    for (const Finding& f : s.check->findings) g.defects.push_back(item(s, diff, f));
    for (const Finding& f : s.check->advisories) g.advisories.push_back({f.text, {}, "", f.witness});
  }
  add_play_items(s, diff, g);
  for (const RuleTally& t : s.summary.rules)
    if (!t.event.cannot.empty() && t.fired == 0)
      g.advisories.push_back(
          {t.event.name + " (" + t.event.rule + ") cannot fire on this board: " + t.event.cannot, {}, ""});
  add_numbers(s, g);
  g.defects_found = !g.defects.empty();
  g.sentence = sentence(s, g);
  return g;
}

}  // namespace adaptoid
