#include <adaptoid/report/play/measures.hpp>

#include <adaptoid/play/match.hpp>
#include <adaptoid/report/text/report_text.hpp>

#include <algorithm>
#include <random>

namespace adaptoid {

namespace {

Measure of_share(std::string name, std::string definition, const Share& s) {
  return {std::move(name), std::move(definition), s.value(), s.lower, s.upper, true, s.n};
}

Measure of_mean(std::string name, std::string definition, const std::vector<double>& values, bool share) {
  const Mean m = mean_of(values);
  return {
      std::move(name), std::move(definition), m.value, m.value - m.margin, m.value + m.margin, share, m.n};
}

// 1 - (the largest colour's win share - the smallest's).
double balance_of(const Variant& v, const std::vector<const GameFacts*>& games) {
  if (games.empty()) return 0;
  std::vector<int> wins(static_cast<size_t>(v.players), 0);
  for (const GameFacts* g : games)
    if (g->winner) ++wins[static_cast<size_t>(*g->winner)];
  const auto [lo, hi] = std::minmax_element(wins.begin(), wins.end());
  return 1.0 - static_cast<double>(*hi - *lo) / static_cast<double>(games.size());
}

// Balance and its 95% interval: the 2.5th and 97.5th percentiles of 1000 resamples of the games.
Measure balance(const Variant& v, const std::vector<GameFacts>& games) {
  std::vector<const GameFacts*> all;
  for (const GameFacts& g : games) all.push_back(&g);
  Measure m{"balance",
            "1 minus the gap between the colour that wins most and the one that wins least, as shares of all "
            "games (1: every colour wins equally often)",
            balance_of(v, all),
            0,
            0,
            true,
            static_cast<int>(games.size())};
  if (games.empty()) return m;
  std::mt19937_64 random(0x5eed);
  std::uniform_int_distribution<size_t> pick(0, games.size() - 1);
  std::vector<double> resampled;
  std::vector<const GameFacts*> sample(games.size());
  for (int i = 0; i < 1000; ++i) {
    for (auto& g : sample) g = all[pick(random)];
    resampled.push_back(balance_of(v, sample));
  }
  std::sort(resampled.begin(), resampled.end());
  m.lower = std::min(m.value, resampled[25]);
  m.upper = std::max(m.value, resampled[974]);
  return m;
}

double mean_branching(const GameFacts& g) {
  if (g.branching.empty()) return 0;
  double sum = 0;
  for (int b : g.branching) sum += b;
  return sum / static_cast<double>(g.branching.size());
}

}  // namespace

std::vector<Measure> design_measures(const Variant& v, const std::vector<GameFacts>& games) {
  const int n = static_cast<int>(games.size());
  int won = 0, drawn = 0, capped = 0;
  std::vector<double> decided, length, lead, drama, branching, coverage;
  for (const GameFacts& g : games) {
    won += g.winner ? 1 : 0;
    drawn += !g.winner && !g.capped ? 1 : 0;
    capped += g.capped ? 1 : 0;
    if (g.decided_at) decided.push_back(*g.decided_at);
    if (g.behind) drama.push_back(*g.behind);
    length.push_back(g.plies);
    lead.push_back(g.plies > 1 ? static_cast<double>(g.lead_changes) / (g.plies - 1) : 0.0);
    branching.push_back(mean_branching(g));
    coverage.push_back(g.coverage);
  }
  return {
      balance(v, games),
      of_share("completion", "the share of games that end with a winner", share_of(won, n)),
      of_share("drawishness", "the share of games the rules end in a draw (not the turn cap)",
               share_of(drawn, n)),
      of_share("timeouts", "the share of games stopped by the turn cap (the variant's or the report's)",
               share_of(capped, n)),
      of_mean("decisiveness",
              "in a won game, the share played before the winner took the lead for good by the engine's "
              "evaluation (low: decided early)",
              decided, true),
      of_mean("duration", "plies a game", length, false),
      of_mean("lead change", "the share of plies after which the leader by the evaluation changed", lead,
              true),
      of_mean("drama", "in a won game, the share of positions in which another colour than the winner led",
              drama, true),
      of_mean("branching factor", "legal turns a position, averaged over each game", branching, false),
      of_mean("board coverage", "the share of the board's cells that held a piece at some point of a game",
              coverage, true),
  };
}

std::string measure_text(const Measure& m) {
  if (m.n == 0) return "—";
  if (m.share) return percent(m.value) + " ± " + fixed(100 * m.half_width(), 0);
  return fixed(m.value, 1) + " ± " + fixed(m.half_width(), 1);
}

std::vector<PlayerSpec> skill_levels(const PlayerSpec& player) {
  std::vector<PlayerSpec> out;
  for (const uint64_t divisor : {16, 4, 1}) {
    PlayerSpec p = player;
    if (p.nodes > 0)
      p.nodes = std::max<uint64_t>(1, p.nodes / divisor);
    else if (p.iterations > 0)
      p.iterations = std::max<uint64_t>(1, p.iterations / divisor);
    else
      return {};
    out.push_back(p);
  }
  return out;
}

SkillStep skill_step(const Variant& v, const PlayerSpec& weaker, const PlayerSpec& stronger,
                     const std::vector<GameFacts>& games) {
  SkillStep s{weaker.text(), stronger.text(), static_cast<int>(games.size()), {}, {}, {}};
  int strong = 0, weak = 0, draws = 0;
  for (const GameFacts& g : games) {
    if (!g.winner) {
      ++draws;
      continue;
    }
    const auto seats = seat_players(v.players, g.game);  // the player at each colour
    (seats.at(static_cast<size_t>(*g.winner)) == 1 ? strong : weak) += 1;
  }
  s.stronger_wins = share_of(strong, s.games);
  s.weaker_wins = share_of(weak, s.games);
  s.draws = share_of(draws, s.games);
  return s;
}

}  // namespace adaptoid
