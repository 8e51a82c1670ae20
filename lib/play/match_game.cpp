// One game of a match: who sits where, the opening, and the game itself.
#include <adaptoid/core/game.hpp>
#include <adaptoid/play/match.hpp>
#include <adaptoid/util/random.hpp>

#include <adaptoid/util/text.hpp>
#include <algorithm>
#include <numeric>
#include <stdexcept>

namespace adaptoid {

int games_per_opening(int players) {
  int n = 1;
  for (int i = 2; i <= players; ++i) n *= i;
  return n;
}

int rounded_games(int games, int players) {
  const int per = games_per_opening(players);
  return (std::max(games, 1) + per - 1) / per * per;
}

std::vector<int> seat_players(int players, int game) {
  std::vector<int> seats(static_cast<size_t>(players));
  std::iota(seats.begin(), seats.end(), 0);
  for (int i = game % games_per_opening(players); i > 0; --i)
    std::next_permutation(seats.begin(), seats.end());
  return seats;
}

uint64_t opening_seed(uint64_t match_seed, int players, int game) {
  return match_seed + static_cast<uint64_t>(game / games_per_opening(players));
}

std::string match_event(uint64_t match_seed, int game) {
  return "match " + std::to_string(match_seed) + " game " + std::to_string(game + 1);
}

std::optional<int> match_game_index(std::string_view event, uint64_t match_seed) {
  const std::string prefix = "match " + std::to_string(match_seed) + " game ";
  if (!event.starts_with(prefix)) return std::nullopt;
  const auto k = parse_number<int>(event.substr(prefix.size()));
  if (!k || *k < 1) return std::nullopt;
  return *k - 1;
}

GameOutcome game_outcome(const GameRecord& record, int game) {
  const int players = record.variant->players;
  GameOutcome g{seat_players(players, game), std::nullopt, static_cast<int>(record.turns.size())};
  // A22: after `swap` the second player holds White; the seats follow the colours.
  if (std::any_of(record.turns.begin(), record.turns.end(),
                  [](const Turn& t) { return t.move == MoveKind::SwapColours; }))
    std::swap(g.seat_player[0], g.seat_player[1]);
  if (record.status.winner) g.winner = static_cast<int>(*record.status.winner);
  return g;
}

namespace {

// A player's seed: different for every game and seat, the same on every run of the match.
uint64_t player_seed(uint64_t match_seed, int game, int colour) {
  SplitMix64 mix(match_seed ^ (static_cast<uint64_t>(game) << 8 | static_cast<uint64_t>(colour)));
  mix.next();
  return mix.next();
}

// Random legal plies from the start that do not end the game (fewer if every ply would).
template <Game G>
Position opening(const G& game, Position p, int plies, uint64_t seed) {
  SplitMix64 rng(seed);
  for (int i = 0; i < plies; ++i) {
    std::vector<Position> next;
    for (const Turn& t : legal_turns(game, p)) {
      Position q = game.apply(p, t);
      if (!game.status(q).over) next.push_back(std::move(q));
    }
    if (next.empty()) break;
    p = next[rng.below(next.size())];
  }
  return p;
}

template <Game G>
void play_out(const G& game, const MatchOptions& o, int index, GameRecord& record) {
  const std::vector<int> seats = seat_players(o.variant->players, index);
  std::vector<std::unique_ptr<Player>> players;
  for (int colour = 0; colour < o.variant->players; ++colour) {
    const PlayerSpec& spec = o.players.at(static_cast<size_t>(seats[static_cast<size_t>(colour)]));
    players.push_back(must(make_player(o.variant, spec, player_seed(o.seed, index, colour))));
    record.players.push_back(spec.text());
  }
  Position p = record.start ? *record.start : game.start(record.seed);
  std::vector<size_t> holder(players.size());  // by colour: the player who holds it (A22)
  std::iota(holder.begin(), holder.end(), size_t{0});
  while (!game.status(p).over && static_cast<int>(record.turns.size()) < o.max_plies) {
    Player& mover = *players.at(holder.at(static_cast<size_t>(p.side())));
    const Turn turn = mover.choose(p).turn;
    const std::vector<Turn> legal = legal_turns(game, p);
    // A player's bug must not become a game record that no reader accepts.
    if (std::find(legal.begin(), legal.end(), turn) == legal.end())
      throw std::logic_error("player '" + mover.spec().text() + "' chose the illegal turn " +
                             format_turn(game.variant(), turn) + " in " + format_position(game.variant(), p));
    record.turns.push_back(turn);
    if (turn.move == MoveKind::SwapColours) std::swap(holder[0], holder[1]);
    p = game.apply(p, turn);
  }
  record.status = game.status(p);
  if (!record.status.over) {
    record.status = Status{true, std::nullopt};
    record.termination = "max plies";
  }
}

}  // namespace

GameRecord play_match_game(const MatchOptions& o, int index) {
  GameRecord record;
  record.variant = o.variant;
  record.variant_name = o.variant_name;
  record.variant_toml = o.variant_toml;
  record.seed = opening_seed(o.seed, o.variant->players, index);
  record.date = o.date;
  record.event = match_event(o.seed, index);
  visit_game(o.variant, [&](const auto& game) {
    // Random opening plies vary a fixed start; a random setup (Q2) varies by its seed already.
    if (!game.kFamily.random_setup && o.opening_plies > 0) {
      const Position start = game.start(record.seed);
      const Position p = opening(game, start, o.opening_plies, record.seed);
      if (!(p == start)) record.start = p;
    }
    play_out(game, o, index, record);
  });
  return record;
}

}  // namespace adaptoid
