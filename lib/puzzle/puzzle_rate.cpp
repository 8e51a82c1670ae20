// Rating, themes, score and goal text of a proven puzzle (puzzle_generate.hpp: rate_puzzle).
#include <adaptoid/core/game.hpp>
#include <adaptoid/puzzle/puzzle_generate.hpp>
#include <adaptoid/puzzle/puzzle_ladder.hpp>
#include <adaptoid/puzzle/puzzle_score.hpp>
#include <adaptoid/puzzle/puzzle_themes.hpp>

namespace adaptoid {

void rate_puzzle(const VariantPtr& variant, PuzzleProof& proof) {
  Puzzle& z = proof.puzzle;
  z.themes = puzzle_themes(variant, z);
  z.goal_text = puzzle_goal_text(*variant, z.side, z.turns);
  const Position p = std::visit([&](const auto& game) { return parse_position(game, z.position).value(); },
                                make_game(variant));
  z.score = puzzle_score(variant, p);
  z.ladder = run_ladder(variant, z);
  z.rating = fit_rating(z.ladder);

  // The 1-5 difficulty is the band of the solvers' rating; the proof's figures stay beside it.
  Difficulty& d = z.difficulty;
  d.depth = z.turns;
  d.legal_turns = proof.legal_turns;
  d.tempting_failures = proof.tempting_failures;
  d.nodes = proof.nodes;
  d.rating = rating_band(*z.rating);
  static constexpr const char* kLabels[] = {"easy", "medium", "hard", "expert", "master"};
  d.label = kLabels[d.rating - 1];
}

}  // namespace adaptoid
