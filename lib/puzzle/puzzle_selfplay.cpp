// The self-play player that gives puzzle candidates realistic positions (puzzle_generate.hpp).
#include <adaptoid/core/game.hpp>
#include <adaptoid/core/random.hpp>
#include <adaptoid/puzzle/puzzle_generate.hpp>
#include <adaptoid/search/endgame.hpp>

namespace adaptoid {

namespace {

// Random tries at a turn that does not hand the opponent a win in one.
constexpr int kSafeTries = 4;

template <Game G>
Turn choose(const G& game, const VariantPtr& vp, const Position& p, SplitMix64& rng) {
  std::vector<Turn> turns = legal_turns(game, p);
  if (p.swap_pending()) return rng.below(2) == 0 ? turns.front() : turns[rng.below(turns.size())];
  if (p.phase() != Phase::Play) return turns[rng.below(turns.size())];  // A21, A22: any placement
  const SearchResult now = solve_endgame(vp, p, puzzle_search(1));
  if (now.value == Proof::Win && !now.winning_turns.empty())
    return now.winning_turns[rng.below(now.winning_turns.size())];
  std::vector<Turn> attacks;
  for (const Turn& t : turns)
    if (t.move == MoveKind::Attack) attacks.push_back(t);
  Turn pick{};
  for (int i = 0; i < kSafeTries; ++i) {
    // Attacks a third of the time when there are any: random grows alone rarely reach an end.
    const auto& pool = !attacks.empty() && rng.below(3) == 0 ? attacks : turns;
    pick = pool[rng.below(pool.size())];
    const Position q = game.apply(p, pick);
    if (game.status(q).over) return pick;
    const SearchResult reply = solve_endgame(vp, q, puzzle_search(1));
    if (reply.value != Proof::Win) return pick;
  }
  return pick;
}

template <Game G>
std::vector<Position> play(const G& game, const VariantPtr& vp, uint64_t seed, int max_plies) {
  SplitMix64 rng(seed);
  std::vector<Position> line{game.start(rng.next())};
  while (static_cast<int>(line.size()) <= max_plies && !game.status(line.back()).over)
    line.push_back(game.apply(line.back(), choose(game, vp, line.back(), rng)));
  return line;
}

}  // namespace

std::vector<Position> self_play(const VariantPtr& variant, uint64_t seed, int max_plies) {
  return std::visit([&](const auto& game) { return play(game, variant, seed, max_plies); },
                    make_game(variant));
}

}  // namespace adaptoid
