// Candidates from self-play, proven and rated (puzzle_generate.hpp).
#include <adaptoid/core/game.hpp>
#include <adaptoid/core/random.hpp>
#include <adaptoid/puzzle/puzzle_generate.hpp>

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

int max_puzzle_turns(const Variant& v) {
  return v.is_adaptoid() ? 4 : 6;
}

namespace {

// The depth a date asks for, drawn so that most puzzles are short and a few are deep.
int pick_target(const Variant& v, SplitMix64& rng) {
  static constexpr int kAdaptoid[] = {1, 1, 2, 2, 2, 2, 3, 3, 3, 4};
  static constexpr int kQuantumLeap[] = {1, 2, 2, 3, 3, 3, 4, 4, 5, 6};
  const uint64_t i = rng.below(10);
  return v.is_adaptoid() ? kAdaptoid[i] : kQuantumLeap[i];
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
  int target = pick_target(v, rng);
  std::optional<PuzzleProof> best;  // the deepest proven so far, over every game
  // Quantum Leap games are cheap to play and to search, but a unique win is rarer in them (two
  // stones often capture equally well), so they get more games.
  const int games = v.is_quantum_leap() ? 3 * options.max_games : options.max_games;
  for (int game = 0; game < games; ++game) {
    if (game > 0 && game % 4 == 0 && target > 1) --target;  // this depth is rare in these games
    if (best && best->puzzle.turns >= target) break;
    const std::vector<Position> line = self_play(variant, rng.next());
    if (!status(line.back()).over) continue;
    // Walk back from the end over both sides' turns: a forced win of `target` turns starts at
    // most 2 * target - 1 plies before the end, and the self-play players miss some wins, so
    // look a little further.
    const int first = std::max(0, static_cast<int>(line.size()) - 1 - (3 * target + 4));
    for (int i = static_cast<int>(line.size()) - 2; i >= first; --i) {
      const Position& p = line[i];
      if (p.swap_pending() || p.phase() != Phase::Play) continue;
      // The game ended `plies` later, so a win here is most likely about (plies + 1) / 2 turns
      // long: searching deeper than one turn beyond that mostly spends the budget on nothing.
      const int plies = static_cast<int>(line.size()) - 1 - i;
      const int limit = std::min(target, (plies + 1) / 2 + 1);
      auto proof = prove_puzzle(variant, p, {limit, 0, options.node_budget});
      if (!proof) continue;
      if (!best || proof->puzzle.turns > best->puzzle.turns) best = std::move(proof).value();
      if (best->puzzle.turns >= target) break;
    }
  }
  if (!best) return std::nullopt;
  rate_puzzle(variant, *best);
  Puzzle z = std::move(best->puzzle);
  z.seed = seed;
  z.version = ADAPTOID_VERSION;
  return z;
}

}  // namespace adaptoid
