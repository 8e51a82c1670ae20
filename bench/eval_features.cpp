// adaptoid_eval_features GAMES_FILE: the Adaptoid evaluation's features (evaluate.hpp) of every
// position of two-player game records (`match --out`), for fitting its weights to who won
// (scripts/fit_adaptoid.py). One CSV line a position the game passed through with a winner:
// game, ply, won (1 when the side to move went on to win), then each feature of the side to move
// less the opponent's. Drawn games are left out (a draw says nothing of who stood better). A
// development tool, no dependency beyond the library.
#include <adaptoid/fast/fast_adaptoid_game.hpp>
#include <adaptoid/play/evaluate.hpp>
#include <adaptoid/play/games_file.hpp>

#include <iostream>
#include <string>

using namespace adaptoid;

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: adaptoid_eval_features GAMES_FILE\n";
    return 2;
  }
  const auto records = read_games_file(argv[1], "games file");
  if (!records) {
    std::cerr << records.error() << "\n";
    return 2;
  }
  std::string out = "game,ply,won";
  for (int i = 0; i < kAdaptoidFeatures; ++i) out += ",f" + std::to_string(i);
  out += "\n";
  for (size_t g = 0; g < records->size(); ++g) {
    const GameRecord& r = (*records)[g];
    if (!r.variant->is_adaptoid() || r.variant->players != 2 || !FastAdaptoidGame::supports(*r.variant)) {
      std::cerr << argv[1] << ": game " << g + 1 << ": not a two-player Adaptoid game on a fast board\n";
      return 2;
    }
    const std::optional<Colour> winner = r.status.winner;
    if (!winner) continue;
    const FastAdaptoidGame game(r.variant);
    const AdaptoidEvaluator evaluate(*r.variant);
    for (size_t ply = 0; ply < r.turns.size(); ++ply) {
      const FastAdaptoidState s = game.from_position(r.position_at(ply));
      if (s.phase != Phase::Play) continue;  // the placement opening is not evaluated
      const Colour me = s.side, other = r.variant->next(me);
      const AdaptoidFeatures mine = evaluate.features(s, me), theirs = evaluate.features(s, other);
      out += std::to_string(g + 1) + "," + std::to_string(ply) + "," + (*winner == me ? "1" : "0");
      for (int i = 0; i < kAdaptoidFeatures; ++i) out += "," + std::to_string(mine[i] - theirs[i]);
      out += "\n";
    }
  }
  std::cout << out;
  return 0;
}
