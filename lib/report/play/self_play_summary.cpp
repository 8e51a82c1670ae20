#include <adaptoid/report/play/self_play_summary.hpp>

#include <algorithm>
#include <map>
#include <set>

namespace adaptoid {

namespace {

std::vector<double> mean_branching(const std::vector<GameFacts>& games) {
  std::vector<double> sum;
  std::vector<int> reached;
  for (const GameFacts& g : games)
    for (size_t i = 0; i < g.branching.size(); ++i) {
      if (i >= sum.size()) {
        sum.resize(i + 1, 0.0);
        reached.resize(i + 1, 0);
      }
      sum[i] += g.branching[i];
      ++reached[i];
    }
  const int enough = std::max(2, static_cast<int>(games.size()) / 10);
  std::vector<double> out;
  for (size_t i = 0; i < sum.size() && reached[i] >= std::min(enough, static_cast<int>(games.size())); ++i)
    out.push_back(sum[i] / reached[i]);
  return out;
}

std::vector<RuleTally> tally_rules(const Variant& v, const std::vector<GameFacts>& games) {
  std::vector<RuleTally> tallies;
  std::map<std::string, size_t> at;
  for (const RuleEvent& e : possible_events(v)) {
    at.emplace(e.name, tallies.size());
    tallies.push_back({e, 0, 0});
  }
  for (const GameFacts& g : games) {
    std::set<std::string> seen;
    for (const std::string& name : g.events) {
      auto [it, added] = at.emplace(name, tallies.size());
      if (added) tallies.push_back({{name, ""}, 0, 0});
      RuleTally& t = tallies[it->second];
      ++t.fired;
      if (seen.insert(name).second) ++t.games;
    }
  }
  return tallies;
}

}  // namespace

SelfPlaySummary summarize_self_play(const Variant& v, const std::vector<GameFacts>& games) {
  SelfPlaySummary s;
  s.games = static_cast<int>(games.size());
  std::vector<int> wins(static_cast<size_t>(v.players), 0);
  int draws = 0, capped = 0;
  std::vector<double> lengths;
  for (const GameFacts& g : games) {
    if (g.winner)
      ++wins[static_cast<size_t>(*g.winner)];
    else
      ++draws;
    if (g.capped) ++capped;
    s.lengths.push_back(g.plies);
    lengths.push_back(g.plies);
    if (g.decided_at) s.decided_at.push_back(*g.decided_at);
    s.lead_changes.push_back(g.lead_changes);
  }
  for (int w : wins) s.wins.push_back(share_of(w, s.games));
  s.draws = share_of(draws, s.games);
  s.capped = share_of(capped, s.games);
  s.length = mean_of(lengths);
  s.length_histogram = histogram(s.lengths, 12);
  s.branching = mean_branching(games);
  s.decided = mean_of(s.decided_at);
  s.leads = mean_of(s.lead_changes);
  s.rules = tally_rules(v, games);
  return s;
}

int SelfPlaySummary::decided_games() const {
  int n = 0;
  for (const Share& w : wins) n += w.hits;
  return n;
}

}  // namespace adaptoid
