// Candidates from engine games, proven and rated (puzzle_generate.hpp).
#include <adaptoid/core/game.hpp>
#include <adaptoid/core/random.hpp>
#include <adaptoid/puzzle/puzzle_generate.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>

namespace adaptoid {

uint64_t puzzle_seed(const std::string& variant, const std::string& date, uint64_t salt, int attempt) {
  uint64_t h = 0xCBF29CE484222325ULL;  // FNV-1a: portable, unlike std::hash
  for (char c : variant + "|" + date) {
    h ^= static_cast<unsigned char>(c);
    h *= 0x100000001B3ULL;
  }
  return SplitMix64(h ^ (salt * 0x9E3779B97F4A7C15ULL) ^
                    (static_cast<uint64_t>(attempt) * 0xD6E8FEB86659FD93ULL))
      .next();
}

namespace {

// The deepest win a puzzle may ask for, and the depth each weekday asks for, Monday first, by
// family (specs/puzzles.md).
int max_turns_of(AdaptoidTag /*family*/) {
  return 4;
}
int max_turns_of(QuantumLeapTag /*family*/) {
  return 6;
}
const int* weekday_depths_of(AdaptoidTag /*family*/) {
  static constexpr int kAdaptoid[] = {1, 2, 2, 3, 3, 3, 3};
  return kAdaptoid;
}
const int* weekday_depths_of(QuantumLeapTag /*family*/) {
  static constexpr int kQuantumLeap[] = {1, 2, 3, 3, 4, 4, 5};
  return kQuantumLeap;
}

// Three players: in engine games a forced win against the other two as one coalition is nearly
// always a win in one (a unique win in two came from about one Adapt3 game in 60, one
// three-player Quantum Leap game in 15), so only Sunday asks for two, in either family.
constexpr int kThreePlayers[] = {1, 1, 1, 1, 1, 1, 2};

int weekday_depth(const Variant& v, unsigned monday_first) {
  if (v.players > 2) return kThreePlayers[monday_first];
  return visit_family(v, [&](auto family) { return weekday_depths_of(family)[monday_first]; });
}

}  // namespace

int max_puzzle_turns(const Variant& v) {
  return visit_family(v, [](auto family) { return max_turns_of(family); });
}

int weekday_turns(const Variant& v, const std::string& date) {
  using namespace std::chrono;
  int y = 0;
  unsigned m = 0, d = 0;
  char tail = 0;
  if (date.size() != 10 || std::sscanf(date.c_str(), "%4d-%2u-%2u%c", &y, &m, &d, &tail) != 3) return 0;
  const year_month_day ymd{year{y}, month{m}, day{d}};
  if (!ymd.ok()) return 0;
  // Monday first: iso_encoding is 1 (Monday) .. 7 (Sunday).
  return weekday_depth(v, weekday{sys_days{ymd}}.iso_encoding() - 1);
}

namespace {

// The depth drawn for a seed without a date.
int pick_target(const Variant& v, SplitMix64& rng) {
  return weekday_depth(v, static_cast<unsigned>(rng.below(7)));
}

// The positions of a finished game worth proving for a win in `target` turns: the winner to move,
// the plies before the end that a win of that length takes first, then the nearest others.
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

}  // namespace

std::optional<Puzzle> generate_puzzle(const VariantPtr& variant, uint64_t seed,
                                      const GenerateOptions& options) {
  const Variant& v = *variant;
  const AnyGame any = make_game(variant);
  auto status = [&](const Position& p) {
    return std::visit([&](const auto& g) { return g.status(p); }, any);
  };
  SplitMix64 rng(seed);
  int target = options.target_turns > 0 ? options.target_turns : pick_target(v, rng);
  target = std::min(target, max_puzzle_turns(v));
  std::optional<PuzzleProof> best;  // the deepest proven so far, over every game
  for (int game = 0; game < options.max_games; ++game) {
    if (best && best->puzzle.turns >= target) break;
    // Past two thirds of the games, one turn less: this depth is rare in these games.
    if (game == 2 * options.max_games / 3 && target > 1) --target;
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
  if (!best) return std::nullopt;
  best->puzzle.seed = seed;  // (the ladder's players are seeded by it)
  rate_puzzle(variant, *best);
  Puzzle z = std::move(best->puzzle);
  z.version = ADAPTOID_VERSION;
  return z;
}

}  // namespace adaptoid
