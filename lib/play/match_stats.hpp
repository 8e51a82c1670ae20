#pragma once
// The numbers a match reports: each player's score and wins, draws and losses by seat, the mean
// game length; for two players the Elo difference with its 95% interval and the SPRT.
#include <adaptoid/util/result.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace adaptoid {

// One finished game, by seat: seat_player[c] is the player (index into the match's players) who
// played colour c.
struct GameOutcome {
  std::vector<int> seat_player;
  std::optional<int> winner;  // the winning colour; empty: drawn (by the rules or adjudicated)
  int plies = 0;
};

struct WinDrawLoss {
  int wins = 0, draws = 0, losses = 0;
  int games() const { return wins + draws + losses; }
  // Wins plus half the draws.
  double points() const { return wins + draws / 2.0; }
};

struct PlayerStats {
  WinDrawLoss total;
  std::vector<WinDrawLoss> by_seat;  // by colour
  // Points over games, 0..1 (0 when no game).
  double score() const { return total.games() ? total.points() / total.games() : 0.0; }
};

struct MatchStats {
  std::vector<PlayerStats> players;
  int games = 0;
  int64_t plies = 0;
  explicit MatchStats(int players = 2);
  void add(const GameOutcome& game);
  double mean_plies() const { return games ? static_cast<double>(plies) / games : 0.0; }
};

// The logistic Elo difference of a score fraction: 400 log10(s / (1 - s)); infinite at 0 and 1.
double elo_from_score(double score);
// The expected score of an Elo difference: 1 / (1 + 10^(-elo/400)).
double score_from_elo(double elo);

// Player A against player B from A's wins, draws and losses.
struct EloEstimate {
  double elo = 0;               // may be +-infinity (a clean sweep)
  double lower = 0, upper = 0;  // the 95% interval
  double score = 0;             // A's score fraction
  int games = 0;
};
EloEstimate elo_estimate(const WinDrawLoss& a);

struct SprtParams {
  double elo0 = 0, elo1 = 5;  // H0: A is elo0 stronger than B; H1: elo1 (logistic Elo)
  double alpha = 0.05, beta = 0.05;
};

struct SprtResult {
  enum class State { Continue, AcceptH0, AcceptH1 };
  State state = State::Continue;
  double llr = 0;
  double lower = 0, upper = 0;  // log(beta / (1 - alpha)), log((1 - beta) / alpha)
  std::string text() const;     // "H1 accepted", "H0 accepted", "continue"
};
SprtResult sprt(const WinDrawLoss& a, const SprtParams& params);

// "0,50" or "0,50,0.05,0.05": elo0, elo1[, alpha, beta]; the error says what is wrong.
Result<SprtParams> parse_sprt(std::string_view text);

}  // namespace adaptoid
