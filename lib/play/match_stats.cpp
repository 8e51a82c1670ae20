// Match statistics. The Elo interval and the SPRT both use the trinomial model: each game scores
// 1, 1/2 or 0 for player A, and the spread of those per-game scores is measured from the games
// themselves (not assumed from a draw rate), as fishtest and cutechess do for unpaired games.
#include <adaptoid/play/match_stats.hpp>

#include <algorithm>
#include <cmath>
#include <limits>

namespace adaptoid {

MatchStats::MatchStats(int count) : players(static_cast<size_t>(count)) {
  for (PlayerStats& p : players) p.by_seat.resize(static_cast<size_t>(count));
}

void MatchStats::add(const GameOutcome& g) {
  for (size_t colour = 0; colour < g.seat_player.size(); ++colour) {
    PlayerStats& p = players.at(static_cast<size_t>(g.seat_player[colour]));
    // Every seat shares a draw; with three or more players all but the winner lose.
    int WinDrawLoss::*slot = !g.winner                               ? &WinDrawLoss::draws
                             : *g.winner == static_cast<int>(colour) ? &WinDrawLoss::wins
                                                                     : &WinDrawLoss::losses;
    ++(p.total.*slot);
    ++(p.by_seat.at(colour).*slot);
  }
  ++games;
  plies += g.plies;
}

double elo_from_score(double score) {
  if (score <= 0) return -std::numeric_limits<double>::infinity();
  if (score >= 1) return std::numeric_limits<double>::infinity();
  return 400.0 * std::log10(score / (1.0 - score));
}

double score_from_elo(double elo) {
  return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0));
}

namespace {

// The variance of one game's score around the mean score s.
double per_game_variance(const WinDrawLoss& a, double s) {
  const double n = a.games();
  return (a.wins * (1 - s) * (1 - s) + a.draws * (0.5 - s) * (0.5 - s) + a.losses * s * s) / n;
}

// When every game scored the same there is no spread to measure, and the normal approximation
// would make a sweep of two games certain. Then one win and one loss are added (Laplace's rule of
// succession): a sweep decides the SPRT only after about ten games, and its interval gets a
// finite bound.
WinDrawLoss with_spread(const WinDrawLoss& a) {
  const int n = a.games();
  if (n == a.wins || n == a.draws || n == a.losses) return {a.wins + 1, a.draws, a.losses + 1};
  return a;
}

Result<double> number(std::string_view field, const char* what) {
  const std::string text(field);
  char* end = nullptr;
  const double x = text.empty() ? 0 : std::strtod(text.c_str(), &end);
  if (text.empty() || end != text.c_str() + text.size() || !std::isfinite(x))
    return fail(std::string(what) + " '" + text + "' is not a number");
  return x;
}

}  // namespace

EloEstimate elo_estimate(const WinDrawLoss& a) {
  EloEstimate e;
  e.games = a.games();
  if (e.games == 0) return e;
  e.score = a.points() / e.games;
  e.elo = elo_from_score(e.score);
  // 1.959964: the two-sided 95% quantile of the normal distribution; the interval is taken on the
  // score (where the normal approximation holds) and mapped to Elo, so it is not symmetric.
  const WinDrawLoss b = with_spread(a);
  const double s = b.points() / b.games();
  const double margin = 1.959964 * std::sqrt(per_game_variance(b, s) / b.games());
  e.lower = std::min(e.elo, elo_from_score(s - margin));
  e.upper = std::max(e.elo, elo_from_score(s + margin));
  return e;
}

std::string SprtResult::text() const {
  switch (state) {
    case State::AcceptH0:
      return "H0 accepted";
    case State::AcceptH1:
      return "H1 accepted";
    case State::Continue:
      break;
  }
  return "continue";
}

// The generalized SPRT in its normal approximation (Michel Van den Bergh's, used by fishtest and
// cutechess): with the mean score s and per-game variance v over N games, and s0, s1 the
// expected scores of elo0 and elo1, LLR = N (s1 - s0) (2 s - s0 - s1) / (2 v).
SprtResult sprt(const WinDrawLoss& results, const SprtParams& params) {
  SprtResult r;
  r.lower = std::log(params.beta / (1 - params.alpha));
  r.upper = std::log((1 - params.beta) / params.alpha);
  if (results.games() == 0) return r;
  const WinDrawLoss a = with_spread(results);
  const double n = a.games();
  const double s = a.points() / n;
  const double v = per_game_variance(a, s);
  const double s0 = score_from_elo(params.elo0), s1 = score_from_elo(params.elo1);
  r.llr = n * (s1 - s0) * (2 * s - s0 - s1) / (2 * v);
  if (r.llr >= r.upper) r.state = SprtResult::State::AcceptH1;
  if (r.llr <= r.lower) r.state = SprtResult::State::AcceptH0;
  return r;
}

Result<SprtParams> parse_sprt(std::string_view text) {
  std::vector<std::string_view> fields;
  for (size_t at = 0;;) {
    const size_t comma = text.find(',', at);
    fields.push_back(text.substr(at, comma - at));
    if (comma == std::string_view::npos) break;
    at = comma + 1;
  }
  if (fields.size() != 2 && fields.size() != 4)
    return fail("'" + std::string(text) + "': expected elo0,elo1 or elo0,elo1,alpha,beta");
  static const char* const names[] = {"elo0", "elo1", "alpha", "beta"};
  double x[4] = {0, 0, 0.05, 0.05};
  for (size_t i = 0; i < fields.size(); ++i) {
    auto v = number(fields[i], names[i]);
    if (!v) return v.failure();
    x[i] = *v;
  }
  if (x[1] <= x[0]) return fail("elo1 must be greater than elo0");
  for (int i : {2, 3})
    if (x[i] <= 0 || x[i] >= 0.5) return fail(std::string(names[i]) + " must be between 0 and 0.5");
  return SprtParams{x[0], x[1], x[2], x[3]};
}

}  // namespace adaptoid
