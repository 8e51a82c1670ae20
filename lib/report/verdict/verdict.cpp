#include <adaptoid/report/verdict/verdict.hpp>

#include <adaptoid/report/text/report_text.hpp>
#include <adaptoid/report/verdict/glance.hpp>

#include <fmt/format.h>
#include <map>

namespace adaptoid {

namespace {

// Two players: the first mover's share of the decided games, against a fair half.
VerdictFinding seat_balance_two(const Variant& v, const SelfPlaySummary& s) {
  const Colour first = v.turn_order[0], second = v.turn_order[1];
  const int decided = s.decided_games();
  if (decided == 0) return {"no game was decided, so nothing is known of the seats' balance", true};
  const Share a = share_of(s.wins[static_cast<size_t>(first)].hits, decided);
  const bool first_ahead = a.value() >= 0.5;
  const Share leader = first_ahead ? a : share_of(decided - a.hits, decided);
  const std::string who = colour_title(first_ahead ? first : second);
  std::string text = fmt::format("{} wins {} of the {} decided games", who, share_text(leader), decided);
  if (a.lower > 0.5) return {text + ": a first-player advantage", true};
  if (a.upper < 0.5) return {text + ": a second-player advantage", true};
  return {text + ": no seat advantage shows at 95%", false};
}

// More players: each colour's share of all games against an equal share.
std::vector<VerdictFinding> seat_balance_many(const Variant& v, const SelfPlaySummary& s) {
  std::vector<VerdictFinding> out;
  const double fair = 1.0 / v.players;
  for (Colour c : v.turn_order) {
    const Share& w = s.wins[static_cast<size_t>(c)];
    const bool off = w.lower > fair || w.upper < fair;
    out.push_back({colour_title(c) + " wins " + share_text(w) + " of the games (an equal share is " +
                       percent(fair) + ")" + (off ? (w.lower > fair ? ": favoured" : ": disadvantaged") : ""),
                   off});
  }
  return out;
}

void game_shape(const SelfPlaySummary& s, std::vector<VerdictFinding>& out) {
  out.push_back({fmt::format("{} of games reach the turn cap ({} of {}, ± {})", percent(s.capped.value()),
                             s.capped.hits, s.games, fixed(100 * s.capped.margin(), 0)),
                 s.capped.value() > 0.1});
  if (s.draws.hits > s.capped.hits)
    out.push_back({std::to_string(s.draws.hits - s.capped.hits) + " games drawn by the rules", false});
  out.push_back({"games last " + mean_text(s.length) + " plies on average", false});
  if (s.decided.n > 0)
    out.push_back({"the winner took the lead for good after " + percent_text(s.decided) +
                       " of the game (by the engine's evaluation)",
                   s.decided.value < 0.2});
  out.push_back({mean_text(s.leads) + " lead changes a game", false});
}

void rule_findings(const SelfPlaySummary& s, std::vector<VerdictFinding>& out) {
  for (const RuleTally& t : s.rules) {
    if (t.event.rule.empty()) continue;
    if (!t.event.cannot.empty() && t.fired == 0)
      out.push_back(
          {fmt::format("{} ({}) cannot fire on this board: {}", t.event.name, t.event.rule, t.event.cannot),
           false});
    else if (t.fired == 0)
      out.push_back({fmt::format("{} ({}) fired in 0 of {} games: the rule never mattered", t.event.name,
                                 t.event.rule, s.games),
                     true});
    else if (t.games * 20 < s.games)
      out.push_back({fmt::format("{} fired in only {} of {} games", t.event.name, t.games, s.games), false});
  }
}

void exact_findings(const VariantStudy& s, std::vector<VerdictFinding>& out) {
  for (const ExactResult& e : s.exact) {
    if (!e.solved || !exact_carries_variant(e)) continue;  // another game than the variant
    if (e.own) {
      out.push_back(
          {fmt::format("perfect play on the variant as written ({} cells): {}", e.cells, e.start), false});
    } else {
      const bool same = e.carried.empty();  // the base's rules
      out.push_back({fmt::format("perfect play on {} ({} cells{}): {}", e.reference, e.cells,
                                 same ? ", where the variant's rules are the base's"
                                      : ", with the variant's options carried",
                                 e.start),
                     false});
    }
    if (e.starts && e.starts->starts > 0) {
      const auto n = static_cast<int>(e.starts->starts);
      out.push_back({fmt::format("perfect play on {}, {} random starts: White wins {} without the swap, {} "
                                 "when Black swaps as well as possible",
                                 e.own ? "the variant as written" : e.reference, n,
                                 share_text(share_of(static_cast<int>(e.starts->white_wins_without_swap), n)),
                                 share_text(share_of(static_cast<int>(e.starts->white_wins_with_swap), n))),
                     false});
    }
  }
}

std::string mean_plain(const Mean& m) {
  return mean_text(m);
}

std::string z_text(double z) {
  return "z = " + fixed(z, 1);
}

void share_difference(const std::string& what, const Share& a, const Share& b,
                      std::vector<VerdictFinding>& out) {
  const double z = two_share_z(a, b);
  if (significant(z))
    out.push_back(
        {what + ": " + share_text(a) + " against " + share_text(b) + " in the base (" + z_text(z) + ")",
         true});
}

// A measure's means in the unit the rest of the report gives it (a share of the game in percent).
void mean_difference(const std::string& what, const std::vector<double>& a, const std::vector<double>& b,
                     std::vector<VerdictFinding>& out, std::string (*unit)(const Mean&) = mean_plain) {
  const double z = two_mean_z(a, b);
  if (significant(z))
    out.push_back(
        {what + ": " + unit(mean_of(a)) + " against " + unit(mean_of(b)) + " in the base (" + z_text(z) + ")",
         true});
}

// "games with an attack", "games with a swap".
std::string with_event(const std::string& name) {
  const bool vowel = !name.empty() && std::string("aeiou").find(name[0]) != std::string::npos;
  return std::string("games with ") + (vowel ? "an " : "a ") + name;
}

std::vector<double> as_doubles(const std::vector<int>& v) {
  return {v.begin(), v.end()};
}

}  // namespace

std::vector<VerdictFinding> findings(const VariantStudy& s) {
  std::vector<VerdictFinding> out;
  const Variant& v = *s.variant;
  if (s.check)  // check's own result first: the report says no more than the check did
    out.push_back({"check: " + s.check->result_line(), s.check->result() != CheckResult::Sound});
  if (s.summary.games > 0) {
    if (v.players == 2)
      out.push_back(seat_balance_two(v, s.summary));
    else
      for (auto& f : seat_balance_many(v, s.summary)) out.push_back(std::move(f));
    game_shape(s.summary, out);
    rule_findings(s.summary, out);
  }
  exact_findings(s, out);
  return out;
}

std::vector<VerdictFinding> significant_differences(const VariantStudy& subject, const VariantStudy& base) {
  std::vector<VerdictFinding> out;
  const SelfPlaySummary &a = subject.summary, &b = base.summary;
  const int colours = std::min(static_cast<int>(a.wins.size()), static_cast<int>(b.wins.size()));
  for (int c = 0; c < colours; ++c)
    share_difference(colour_title(c) + " wins", a.wins[static_cast<size_t>(c)],
                     b.wins[static_cast<size_t>(c)], out);
  share_difference("draws", a.draws, b.draws, out);
  share_difference("turn-cap endings", a.capped, b.capped, out);
  mean_difference("plies a game", as_doubles(a.lengths), as_doubles(b.lengths), out);
  mean_difference("share of the game before the winner led for good", a.decided_at, b.decided_at, out,
                  percent_text);
  mean_difference("lead changes a game", a.lead_changes, b.lead_changes, out);
  std::map<std::string, const RuleTally*> in_base;
  for (const RuleTally& t : b.rules) in_base.emplace(t.event.name, &t);
  for (const RuleTally& t : a.rules) {
    const auto it = in_base.find(t.event.name);
    const Share sa = share_of(t.games, a.games);
    const Share sb = share_of(it == in_base.end() ? 0 : it->second->games, b.games);
    share_difference(with_event(t.event.name), sa, sb, out);
    in_base.erase(t.event.name);
  }
  for (const auto& [name, t] : in_base)  // events the subject's rules no longer allow
    share_difference(with_event(name), share_of(0, a.games), share_of(t->games, b.games), out);
  if (out.empty())
    out.push_back({"no difference from the base is significant at 95% with these games", false});
  return out;
}

}  // namespace adaptoid
