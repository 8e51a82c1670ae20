// The engine games that give puzzle candidates realistic positions (puzzle_generate.hpp).
#include <adaptoid/core/game.hpp>
#include <adaptoid/play/player.hpp>
#include <adaptoid/puzzle/puzzle_generate.hpp>
#include <adaptoid/util/random.hpp>

namespace adaptoid {

namespace {

// The strengths a seed picks from, one for every colour: node budgets (never time, so a date's
// game is the same on every machine). Equal strengths keep games balanced, so they are decided by
// one tactic (a unique win) rather than by a crushing lead where every turn wins.
constexpr uint64_t kStrengths[] = {600, 2000, 6000};
// Three players: the engine samples (MCTS) instead of searching, a game has about half again as
// many plies, and a puzzle's game is played out to the end: smaller budgets keep a year of
// generation within its half hour, and the games are still decided by tactics.
constexpr uint64_t kThreePlayerStrengths[] = {100, 300, 1000};
// Random turns before the engines take over, so the games of different dates differ (the engine
// itself is deterministic): at least `min`, up to `extra` more. Two-player Adaptoid needs more:
// with two to seven, 227 of 1,000 games met an earlier game in their last nine positions, and a
// fifth of a year's dates repeated an earlier date's puzzle; with four to eleven, 10 of 1,000.
// Quantum Leap and three players keep theirs, so that their published years are still what a
// date gives.
struct RandomOpening {
  uint64_t min, extra;
};
constexpr RandomOpening random_opening(AdaptoidTag) {
  return {4, 7};
}
constexpr RandomOpening random_opening(QuantumLeapTag) {
  return {2, 5};
}
RandomOpening random_opening(const Variant& v) {
  if (v.players > 2) return {2, 5};
  return visit_family(v, [](auto tag) { return random_opening(tag); });
}

template <Game G>
std::vector<Position> play(const G& game, const VariantPtr& vp, uint64_t seed, int max_plies) {
  SplitMix64 rng(seed);
  std::vector<std::unique_ptr<Player>> players;
  PlayerSpec spec;
  spec.kind = "engine";
  spec.edition = kPuzzleEngineEdition;
  spec.nodes = vp->players > 2 ? kThreePlayerStrengths[rng.below(std::size(kThreePlayerStrengths))]
                               : kStrengths[rng.below(std::size(kStrengths))];
  for (int c = 0; c < vp->players; ++c) {
    auto made = make_player(vp, spec, rng.next());
    // A board too large for the engine's generator (over 64 cells): random players, which play
    // any board.
    if (!made) made = make_player(vp, PlayerSpec{.kind = "random"}, rng.next());
    if (!made) return {game.start(rng.next())};
    players.push_back(std::move(made).value());
  }
  const RandomOpening opening = random_opening(*vp);
  const uint64_t random_plies = opening.min + rng.below(opening.extra + 1);
  std::vector<Position> line{game.start(rng.next())};
  while (static_cast<int>(line.size()) <= max_plies && !game.status(line.back()).over) {
    const Position& p = line.back();
    Turn t;
    if (line.size() <= random_plies || p.swap_pending()) {
      const std::vector<Turn> turns = legal_turns(game, p);
      t = turns[rng.below(turns.size())];
    } else {
      t = players[p.side()]->choose(p).turn;
    }
    line.push_back(game.apply(p, t));
  }
  return line;
}

}  // namespace

std::vector<Position> engine_game(const VariantPtr& variant, uint64_t seed, int max_plies) {
  return std::visit([&](const auto& game) { return play(game, variant, seed, max_plies); },
                    make_game(variant));
}

}  // namespace adaptoid
