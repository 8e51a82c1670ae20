// Matches: the statistics against hand-computed numbers, seat orders, reproducible games with
// node budgets, resuming from records, the SPRT's early stop.
#include <gtest/gtest.h>

#include <adaptoid/play/match.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace adaptoid {
namespace {

TEST(MatchStats, EloOfSixtyPercentIsSeventy) {
  EXPECT_NEAR(elo_from_score(0.6), 70.4365, 1e-3);
  EXPECT_NEAR(elo_from_score(0.5), 0.0, 1e-12);
  EXPECT_NEAR(score_from_elo(70.4365), 0.6, 1e-6);
  EXPECT_TRUE(std::isinf(elo_from_score(1.0)));
  const EloEstimate e = elo_estimate({60, 0, 40});
  EXPECT_NEAR(e.elo, 70.4365, 1e-3);
  EXPECT_EQ(e.games, 100);
  EXPECT_NEAR(e.score, 0.6, 1e-12);
}

TEST(MatchStats, EloIntervalFromThePerGameSpread) {
  // 50 wins, 20 draws, 30 losses: s = 0.6, per-game variance 0.19, standard error sqrt(0.0019).
  const EloEstimate e = elo_estimate({50, 20, 30});
  EXPECT_NEAR(e.elo, 70.4365, 1e-3);
  EXPECT_NEAR(e.lower, 10.1252, 1e-3);
  EXPECT_NEAR(e.upper, 135.3006, 1e-3);
}

TEST(MatchStats, SweepHasAFiniteLowerBound) {
  const EloEstimate e = elo_estimate({4, 0, 0});
  EXPECT_TRUE(std::isinf(e.elo) && e.elo > 0);
  EXPECT_NEAR(e.lower, 24.4, 0.1);  // as 5 wins and 1 loss
  EXPECT_TRUE(std::isinf(e.upper));
}

TEST(MatchStats, SprtBoundsAndLikelihoodRatio) {
  const SprtParams p{0, 50, 0.05, 0.05};
  const SprtResult r = sprt({60, 0, 40}, p);
  EXPECT_NEAR(r.lower, std::log(0.05 / 0.95), 1e-12);
  EXPECT_NEAR(r.upper, std::log(0.95 / 0.05), 1e-12);
  EXPECT_NEAR(r.upper, 2.9444, 1e-4);
  EXPECT_NEAR(r.llr, 1.9137, 1e-3);
  EXPECT_EQ(r.state, SprtResult::State::Continue);
  EXPECT_NEAR(sprt({50, 20, 30}, p).llr, 2.4173, 1e-3);
  EXPECT_EQ(sprt({200, 0, 100}, p).state, SprtResult::State::AcceptH1);
  EXPECT_EQ(sprt({100, 0, 200}, p).state, SprtResult::State::AcceptH0);
  EXPECT_EQ(sprt({}, p).state, SprtResult::State::Continue);
  // A clean sweep has no spread: a win and a loss are added, so two games do not decide, ten do.
  EXPECT_NEAR(sprt({2, 0, 0}, p).llr, 0.3273, 1e-3);
  EXPECT_EQ(sprt({2, 0, 0}, p).state, SprtResult::State::Continue);
  EXPECT_EQ(sprt({10, 0, 0}, p).state, SprtResult::State::AcceptH1);
  EXPECT_EQ(sprt({0, 10, 0}, p).state, SprtResult::State::Continue);
  const SprtParams loose{0, 50, 0.1, 0.2};
  EXPECT_NEAR(sprt({}, loose).lower, std::log(0.2 / 0.9), 1e-12);
  EXPECT_NEAR(sprt({}, loose).upper, std::log(0.8 / 0.1), 1e-12);
}

TEST(MatchStats, ParseSprt) {
  auto p = parse_sprt("0,50");
  ASSERT_TRUE(p) << p.error();
  EXPECT_EQ(p->elo1, 50);
  EXPECT_EQ(p->alpha, 0.05);
  p = parse_sprt("-5,5,0.1,0.2");
  ASSERT_TRUE(p) << p.error();
  EXPECT_EQ(p->elo0, -5);
  EXPECT_EQ(p->beta, 0.2);
  EXPECT_FALSE(parse_sprt("50"));
  EXPECT_FALSE(parse_sprt("0,x"));
  EXPECT_FALSE(parse_sprt("10,5"));
  EXPECT_FALSE(parse_sprt("0,5,0.7,0.05"));
  EXPECT_FALSE(parse_sprt("0,5,0.05"));
}

TEST(MatchStats, ScoresBySeatWithThreePlayers) {
  // Game 1: player 0 white wins. Game 2: drawn. Game 3: colour 2 (player 0) wins.
  MatchStats m(3);
  for (const GameOutcome& g :
       std::vector<GameOutcome>{{{0, 1, 2}, 0, 10}, {{1, 2, 0}, std::nullopt, 20}, {{1, 2, 0}, 2, 30}})
    m.add(g);
  EXPECT_EQ(m.games, 3);
  EXPECT_DOUBLE_EQ(m.mean_plies(), 20.0);
  EXPECT_EQ(m.players[0].total.wins, 2);
  EXPECT_EQ(m.players[0].total.draws, 1);
  EXPECT_DOUBLE_EQ(m.players[0].score(), 2.5 / 3);
  EXPECT_EQ(m.players[0].by_seat[2].wins, 1);
  EXPECT_EQ(m.players[0].by_seat[0].wins, 1);
  EXPECT_EQ(m.players[1].total.losses, 2);
  EXPECT_EQ(m.players[1].by_seat[1].losses, 1);
  EXPECT_EQ(m.players[2].by_seat[2].losses, 1);
}

TEST(Match, EverySeatOrderOncePerOpening) {
  EXPECT_EQ(games_per_opening(2), 2);
  EXPECT_EQ(games_per_opening(3), 6);
  EXPECT_EQ(rounded_games(5, 2), 6);
  EXPECT_EQ(rounded_games(1, 3), 6);
  EXPECT_EQ(rounded_games(12, 3), 12);
  EXPECT_EQ(seat_players(2, 0), (std::vector<int>{0, 1}));
  EXPECT_EQ(seat_players(2, 1), (std::vector<int>{1, 0}));
  EXPECT_EQ(seat_players(2, 2), (std::vector<int>{0, 1}));
  std::set<std::vector<int>> orders;
  for (int g = 6; g < 12; ++g) orders.insert(seat_players(3, g));
  EXPECT_EQ(orders.size(), 6u);
  EXPECT_EQ(opening_seed(10, 3, 5), 10u);
  EXPECT_EQ(opening_seed(10, 3, 6), 11u);
  EXPECT_EQ(match_event(7, 0), "match 7 game 1");
  EXPECT_EQ(match_game_index("match 7 game 12", 7), 11);
  EXPECT_FALSE(match_game_index("match 8 game 12", 7));
  EXPECT_FALSE(match_game_index("match 7 game 0", 7));
  EXPECT_FALSE(match_game_index("match 7 game 3x", 7));
}

MatchOptions options(const std::string& variant, std::vector<std::string> players, int games) {
  MatchOptions o;
  o.variant = load_variant(variant).value();
  o.variant_name = variant;
  for (const auto& p : players) o.players.push_back(parse_player_spec(p).value());
  o.games = games;
  o.threads = 2;
  o.seed = 5;
  o.date = "2026-01-01";
  o.max_plies = 120;
  return o;
}

// The records a match hands out, by game index.
std::map<int, GameRecord> collect(const MatchOptions& o, const std::vector<GameRecord>& done,
                                  MatchResult* result) {
  std::map<int, GameRecord> games;
  MatchCallbacks callbacks;
  callbacks.on_game = [&](const GameRecord& r) { games.emplace(*match_game_index(r.event, o.seed), r); };
  auto r = run_match(o, done, callbacks);
  EXPECT_TRUE(r) << (r ? "" : r.error());
  if (r && result) *result = r.value();
  return games;
}

TEST(Match, SameSeedSameGamesWhateverTheThreads) {
  MatchOptions o = options("adaptoid", {"engine:nodes=2000", "uct:iterations=200"}, 4);
  MatchResult result;
  const auto a = collect(o, {}, &result);
  o.threads = 1;
  const auto b = collect(o, {}, nullptr);
  ASSERT_EQ(a.size(), 4u);
  ASSERT_EQ(b.size(), 4u);
  for (const auto& [index, record] : a) {
    const GameRecord& other = b.at(index);
    EXPECT_EQ(record.turns, other.turns) << record.event;
    EXPECT_EQ(record.start, other.start);
    EXPECT_EQ(record.players, other.players);
    EXPECT_EQ(format_game_record(record), format_game_record(other));
    // Seat order: player 0 is white in even games; the opening is shared by each pair.
    EXPECT_EQ(record.players[0], o.players[static_cast<size_t>(seat_players(2, index)[0])].text());
    EXPECT_EQ(record.start, a.at(index ^ 1).start);
    EXPECT_TRUE(record.start.has_value());
    EXPECT_TRUE(record.status.over);
  }
  EXPECT_NE(a.at(0).start, a.at(2).start);
  EXPECT_EQ(result.played, 4);
  EXPECT_EQ(result.stats.games, 4);
  ASSERT_TRUE(result.elo);
  EXPECT_EQ(result.elo->games, 4);
}

TEST(Match, ResumePlaysOnlyTheMissingGames) {
  MatchOptions o = options("adaptoid", {"random", "greedy"}, 4);
  MatchResult first;
  const auto played = collect(o, {}, &first);
  std::vector<GameRecord> done;
  for (const auto& [index, record] : played) done.push_back(record);
  o.games = 8;
  MatchResult second;
  const auto more = collect(o, done, &second);
  EXPECT_EQ(second.resumed, 4);
  EXPECT_EQ(second.played, 4);
  EXPECT_EQ(second.stats.games, 8);
  ASSERT_EQ(more.size(), 4u);
  EXPECT_EQ(more.begin()->first, 4);
  // Counted as if played in one run.
  const auto all = collect(o, {}, nullptr);
  EXPECT_EQ(format_game_record(all.at(2)), format_game_record(played.at(2)));
  EXPECT_EQ(format_game_record(all.at(6)), format_game_record(more.at(6)));
  // Records of the same seed with other players are another match.
  MatchOptions other = options("adaptoid", {"greedy", "greedy"}, 8);
  EXPECT_FALSE(run_match(other, done));
}

TEST(Match, ThreePlayersSitEverywhere) {
  MatchOptions o = options("adapt3", {"random", "greedy", "random:seed=3"}, 1);
  MatchResult result;
  const auto games = collect(o, {}, &result);
  ASSERT_EQ(games.size(), 6u);
  EXPECT_EQ(result.games, 6);
  for (const PlayerStats& p : result.stats.players)
    for (const WinDrawLoss& seat : p.by_seat) EXPECT_EQ(seat.games(), 2);  // 6 seat orders, 3 colours
  EXPECT_FALSE(result.elo);
}

TEST(Match, QuantumLeapStartsFromTheSeed) {
  MatchOptions o = options("quantum-leap", {"random", "greedy"}, 4);
  const auto games = collect(o, {}, nullptr);
  ASSERT_EQ(games.size(), 4u);
  EXPECT_EQ(games.at(0).seed, 5u);
  EXPECT_EQ(games.at(1).seed, 5u);
  EXPECT_EQ(games.at(2).seed, 6u);
  EXPECT_FALSE(games.at(0).start);
}

TEST(Match, PlyCapAdjudicatesADraw) {
  MatchOptions o = options("adaptoid", {"random", "random"}, 2);
  o.max_plies = 3;
  MatchResult result;
  const auto games = collect(o, {}, &result);
  for (const auto& [index, record] : games) {
    EXPECT_EQ(record.turns.size(), 3u);
    EXPECT_EQ(record.termination, "max plies");
    EXPECT_TRUE(record.status.drawn());
  }
  EXPECT_EQ(result.stats.players[0].total.draws, 2);
}

TEST(Match, SprtStopsEarly) {
  MatchOptions o = options("adaptoid", {"greedy", "random"}, 200);
  o.threads = 1;
  o.sprt = SprtParams{0, 100, 0.05, 0.05};
  MatchResult result;
  collect(o, {}, &result);
  ASSERT_TRUE(result.sprt);
  EXPECT_EQ(result.sprt->state, SprtResult::State::AcceptH1);
  EXPECT_TRUE(result.stopped_early);
  EXPECT_LT(result.played, 200);
  EXPECT_EQ(result.played % 2, 0);  // one thread: decided on whole openings
}

TEST(Match, RefusesWhatCannotWork) {
  MatchOptions o = options("adaptoid", {"random", "greedy"}, 2);
  o.players.pop_back();
  auto r = run_match(o, {});
  ASSERT_FALSE(r);
  EXPECT_NE(r.error().find("2 players"), std::string::npos) << r.error();
  o = options("adapt3", {"random", "greedy", "random"}, 2);
  o.sprt = SprtParams{};
  EXPECT_FALSE(run_match(o, {}));
}

}  // namespace
}  // namespace adaptoid
