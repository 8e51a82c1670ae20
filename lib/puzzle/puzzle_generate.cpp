// Candidates from engine games, proven and rated (puzzle_generate.hpp).
#include <adaptoid/core/game.hpp>
#include <adaptoid/puzzle/puzzle_generate.hpp>
#include <adaptoid/puzzle/puzzle_screen.hpp>
#include <adaptoid/util/date.hpp>
#include <adaptoid/util/hash_mix.hpp>
#include <adaptoid/util/random.hpp>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <optional>

namespace adaptoid {

uint64_t puzzle_seed(const std::string& variant, const std::string& date, uint64_t salt, int attempt) {
  uint64_t h = 0xCBF29CE484222325ULL;  // FNV-1a: portable, unlike std::hash
  for (char c : variant + "|" + date) {
    h ^= static_cast<unsigned char>(c);
    h *= 0x100000001B3ULL;
  }
  return SplitMix64(h ^ (salt * kGoldenGamma) ^ (static_cast<uint64_t>(attempt) * 0xD6E8FEB86659FD93ULL))
      .next();
}

namespace {

// The family's part, one overload per game (game.hpp: visit_family). The depth each weekday asks
// for, Monday first (specs/puzzles.md), and the deepest a puzzle may ask for.
constexpr std::array<int, 7> weekday_depths(AdaptoidTag) {
  return {1, 2, 2, 3, 3, 3, 3};
}
constexpr std::array<int, 7> weekday_depths(QuantumLeapTag) {
  return {1, 2, 3, 3, 4, 4, 5};
}
constexpr int deepest(AdaptoidTag) {
  return 4;
}
constexpr int deepest(QuantumLeapTag) {
  return 6;
}

// Three players: a forced win against the other two as one coalition. The game's own positions
// near its end hold nearly only wins in one (a unique win in two came from about one Adapt3 game
// in 60), but the screened positions one turn away from them hold unique wins in two in most
// seeds, so every day but Monday asks for two. Sunday asks three-player Quantum Leap for three;
// Adapt3 for two with more seeds (three_player_attempts): over its first 22 Sundays four seeds
// each found no unique win in three.
constexpr std::array<int, 7> three_players(AdaptoidTag) {
  return {1, 2, 2, 2, 2, 2, 2};
}
constexpr std::array<int, 7> three_players(QuantumLeapTag) {
  return {1, 2, 2, 2, 2, 2, 3};
}
// The games a three-player seed plays before it gives up, as for the Adaptoid family.
constexpr int kThreePlayerGames = 4;

std::array<int, 7> weekday_depths(const Variant& v) {
  if (v.players > 2) return visit_family(v, [](auto tag) { return three_players(tag); });
  return visit_family(v, [](auto tag) { return weekday_depths(tag); });
}

}  // namespace

int max_puzzle_turns(const Variant& v) {
  return visit_family(v, [](auto tag) { return deepest(tag); });
}

namespace {

// 0 (Monday) .. 6 (Sunday); nullopt when the text is not a date.
std::optional<int> weekday_of(const std::string& date) {
  const auto day = parse_date(date);
  return day ? std::optional<int>(weekday_from_monday(*day)) : std::nullopt;
}

}  // namespace

int weekday_turns(const Variant& v, const std::string& date) {
  const auto day = weekday_of(date);
  return day ? weekday_depths(v)[*day] : 0;
}

namespace {

// The depth drawn for a seed without a date.
int pick_target(const Variant& v, SplitMix64& rng) {
  return weekday_depths(v)[rng.below(7)];
}

}  // namespace

namespace {

// A proof that fails costs up to its whole budget, and a game's candidates often differ only in
// a grow that changes nothing: after this many failures the next game is worth more. Most
// candidates of a win in three that pass the screen fail the proof further down the main line
// (two solver turns win there), yet a failed proof costs a twentieth of the game's screen.
constexpr int kFailedProofsPerGame = 16;

// The deepest puzzle of one game's screened candidates deeper than `best` (the deepest so far).
void prove_game(const VariantPtr& variant, const std::vector<Position>& line, int target,
                const GenerateOptions& options, std::optional<PuzzleProof>& best) {
  int failed = 0;
  for (const ScreenedPly& c : screen_line(variant, line, target, options.screen_budget)) {
    if (best && c.turns <= best->puzzle.turns) continue;
    auto proof = prove_puzzle(variant, c.position, {c.turns, c.turns, options.node_budget});
    if (!proof || proof->nodes > options.max_proof_nodes) {
      if (++failed >= kFailedProofsPerGame) return;
      continue;
    }
    best = std::move(proof).value();
    if (best->puzzle.turns >= target) return;
  }
}

// The screened candidates one turn away from each game's end (puzzle_screen.hpp), up to `games`
// games (the options' max_games when set).
std::optional<PuzzleProof> search_screened(const VariantPtr& variant, SplitMix64& rng, int target,
                                           const GenerateOptions& options, int games) {
  if (options.max_games > 0) games = options.max_games;
  std::optional<PuzzleProof> best;  // the deepest proven so far, over every game
  for (int game = 0; game < games && !(best && best->puzzle.turns >= target); ++game)
    prove_game(variant, engine_game(variant, rng.next()), target, options, best);
  return best;
}

// The family's search over engine games, one overload per game. Adaptoid: the screened
// candidates, up to 4 games.
std::optional<PuzzleProof> search_games(AdaptoidTag, const VariantPtr& variant, SplitMix64& rng, int target,
                                        const GenerateOptions& options) {
  return search_screened(variant, rng, target, options, 4);
}

// Two-player Quantum Leap (the generator of its published year, unchanged so that a date still
// gives its puzzle): the winner's own positions shortly before a game's end, those as far from
// the end as a win of the wanted depth takes first; up to 12 games, past two thirds of them one
// turn less.
std::vector<int> candidate_plies(const std::vector<Position>& line, Colour winner, int players, int target) {
  const int end = static_cast<int>(line.size()) - 1;
  const int wanted = players * (target - 1) + 1;  // plies from the solver's first turn to the end
  std::vector<int> out;
  for (int i = std::max(0, end - wanted - 4 * players); i < end; ++i) {
    const Position& p = line[i];
    if (p.side() == winner && !p.swap_pending() && p.phase() == Phase::Play) out.push_back(i);
  }
  std::stable_sort(out.begin(), out.end(),
                   [&](int a, int b) { return std::abs(end - a - wanted) < std::abs(end - b - wanted); });
  return out;
}

std::optional<PuzzleProof> search_game_ends(const VariantPtr& variant, SplitMix64& rng, int target,
                                            const GenerateOptions& options) {
  const Variant& v = *variant;
  const AnyGame any = make_game(variant);
  const auto status = [&](const Position& p) {
    return std::visit([&](const auto& g) { return g.status(p); }, any);
  };
  const int games = options.max_games > 0 ? options.max_games : 12;
  std::optional<PuzzleProof> best;
  for (int game = 0; game < games; ++game) {
    if (best && best->puzzle.turns >= target) break;
    if (game == 2 * games / 3 && target > 1) --target;
    const std::vector<Position> line = engine_game(variant, rng.next());
    const Status end = status(line.back());
    if (!end.over || !end.winner) continue;
    const int last = static_cast<int>(line.size()) - 1;
    for (int i : candidate_plies(line, *end.winner, v.players, target)) {
      // A win here takes about (plies to the end) / players turns: searching more than one turn
      // beyond that mostly spends the budget on nothing.
      const int limit = std::min(target, (last - i + v.players - 1) / v.players + 1);
      if (best && limit <= best->puzzle.turns) continue;
      auto proof = prove_puzzle(variant, line[i], {limit, 0, options.node_budget});
      if (!proof) continue;
      if (!best || proof->puzzle.turns > best->puzzle.turns) best = std::move(proof).value();
      if (best->puzzle.turns >= target) break;
    }
  }
  return best;
}

std::optional<PuzzleProof> search_games(QuantumLeapTag, const VariantPtr& variant, SplitMix64& rng,
                                        int target, const GenerateOptions& options) {
  return search_game_ends(variant, rng, target, options);
}

// A date asking for a win in three tries 48 seeds (4 games each) before it takes less, and Sunday
// 64, so that Sunday is the week's deepest. A game holds a proven unique win in three about once
// in 40 to 60 (a seed finds one about one time in sixteen), so the wins in three of a year are
// bought with seeds: nine (Sunday sixteen) left 117 of a year's days shallower than their weekday,
// 48 left 12 of 354 (3.4 %) for 110 minutes of CPU. Superadaptoid (stacks on the board), whose
// unique deep wins are rarer still, asks as many: with half as many seeds 46 % of its days fell
// back. A date asking for two turns or one finds it within three.
constexpr int exact_depth_attempts(AdaptoidTag, int target, bool sunday) {
  return target < 3 ? 3 : sunday ? 64 : 48;
}
// Quantum Leap asks twenty seeds for the weekday's depth and twenty more for one turn less, and
// Sunday, the deepest day, twice as many: a seed's 12 games are cheap (1 to 7 s). With none (the
// deepest one seed gave) 59 % of a year's days came out shallower than their weekday; with
// twelve (Sunday 24) 24 of 354 (6.8 %), most of them Fridays and Saturdays, where a seed finds a
// win in four about one time in seven. Monday's win in one needs none.
constexpr int exact_depth_attempts(QuantumLeapTag, int target, bool sunday) {
  return target < 2 ? 0 : sunday ? 40 : 20;
}

// Adapt3: with three seeds a day asking for two turns, a fifth of them took a win in one (over 10
// days); five, and a Sunday asking for two ten, so that it is the week's deepest (with five, about
// one day in twelve still takes a win in one).
constexpr int three_player_attempts(AdaptoidTag, int target, bool sunday) {
  return target >= 3 ? 4 : target == 2 ? (sunday ? 10 : 5) : 0;
}
// Three-player Quantum Leap: with Adapt3's counts (four seeds for Sunday's three turns, five for
// two) 11 % of a year's days came out shallower than their weekday, most of them Sundays; with
// ten for two turns and twelve for three, only Sundays, 18 of 50 (a seed finds a unique win in
// three about one time in twelve), so Sunday asks twenty-four.
constexpr int three_player_attempts(QuantumLeapTag, int target, bool) {
  return target >= 3 ? 24 : target == 2 ? 10 : 0;
}

}  // namespace

int exact_depth_attempts(const Variant& v, const std::string& date, int target) {
  const bool sunday = weekday_of(date) == 6;
  if (v.players > 2)
    return visit_family(v, [&](auto tag) { return three_player_attempts(tag, target, sunday); });
  return visit_family(v, [&](auto tag) { return exact_depth_attempts(tag, target, sunday); });
}

std::optional<Puzzle> generate_puzzle(const VariantPtr& variant, uint64_t seed,
                                      const GenerateOptions& options) {
  const Variant& v = *variant;
  SplitMix64 rng(seed);
  int target = options.target_turns > 0 ? options.target_turns : pick_target(v, rng);
  target = std::min(target, max_puzzle_turns(v));
  std::optional<PuzzleProof> best =
      v.players > 2
          ? search_screened(variant, rng, target, options, kThreePlayerGames)
          : visit_family(v, [&](auto tag) { return search_games(tag, variant, rng, target, options); });
  if (!best || best->puzzle.turns < options.min_turns) return std::nullopt;
  best->puzzle.seed = seed;  // (the ladder's players are seeded by it)
  rate_puzzle(variant, *best);
  Puzzle z = std::move(best->puzzle);
  z.version = ADAPTOID_VERSION;
  return z;
}

}  // namespace adaptoid
