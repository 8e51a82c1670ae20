// adaptoid_eval_features GAMES_FILE: the Adaptoid evaluation's features (evaluate.hpp) of every
// position of game records (`match --out`), for fitting its weights to who won
// (scripts/fit_adaptoid.py, scripts/fit_adapt3.py). One CSV line a position the game passed
// through with a winner:
//   two players: game, ply, won (1 when the side to move went on to win), then each feature of
//     the side to move less the opponent's;
//   three players (Adapt3): game, ply, side (the colour to move), winner, each colour's prey
//     (prey0..prey2, T2), then every feature of each colour in colour order (c0_f0 .. c2_f14):
//     the fit builds each colour's hunter and prey terms from them.
// Drawn games are left out (a draw says nothing of who stood better), and so is the placement
// opening. A development tool, no dependency beyond the library.
#include <adaptoid/fast/fast_adaptoid_game.hpp>
#include <adaptoid/play/evaluate.hpp>
#include <adaptoid/play/games_file.hpp>

#include <iostream>
#include <string>

using namespace adaptoid;

namespace {

std::string header(int players) {
  std::string out = players == 2 ? "game,ply,won" : "game,ply,side,winner";
  for (int c = 0; players > 2 && c < players; ++c) out += ",prey" + std::to_string(c);
  for (int c = 0; c < (players == 2 ? 1 : players); ++c)
    for (int i = 0; i < kAdaptoidFeatures; ++i)
      out += (players == 2 ? ",f" : ",c" + std::to_string(c) + "_f") + std::to_string(i);
  return out + "\n";
}

// One position's line; the features as the two-player fit or the three-player one reads them.
std::string line(const Variant& v, const AdaptoidEvaluator& evaluate, const FastAdaptoidState& s, size_t game,
                 size_t ply, Colour winner) {
  const Colour me = s.side;
  std::string out = std::to_string(game) + "," + std::to_string(ply);
  if (v.players == 2) {
    const AdaptoidFeatures mine = evaluate.features(s, me), theirs = evaluate.features(s, v.next(me));
    out += winner == me ? ",1" : ",0";
    for (int i = 0; i < kAdaptoidFeatures; ++i) out += "," + std::to_string(mine[i] - theirs[i]);
    return out + "\n";
  }
  out += "," + std::to_string(me) + "," + std::to_string(winner);
  for (Colour c = 0; c < v.players; ++c) out += "," + std::to_string(v.prey[c]);
  for (Colour c = 0; c < v.players; ++c) {
    const AdaptoidFeatures f = evaluate.features(s, c);
    for (int i = 0; i < kAdaptoidFeatures; ++i) out += "," + std::to_string(f[i]);
  }
  return out + "\n";
}

}  // namespace

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
  std::string out;
  int players = 0;
  for (size_t g = 0; g < records->size(); ++g) {
    const GameRecord& r = (*records)[g];
    if (!r.variant->is_adaptoid() || !FastAdaptoidGame::supports(*r.variant) ||
        (players && r.variant->players != players)) {
      std::cerr << argv[1] << ": game " << g + 1
                << ": not an Adaptoid game on a fast board with as many players as the first\n";
      return 2;
    }
    if (!players) out = header(players = r.variant->players);
    const std::optional<Colour> winner = r.status.winner;
    if (!winner) continue;
    const FastAdaptoidGame game(r.variant);
    const AdaptoidEvaluator evaluate(*r.variant);
    for (size_t ply = 0; ply < r.turns.size(); ++ply) {
      const FastAdaptoidState s = game.from_position(r.position_at(ply));
      if (s.phase != Phase::Play) continue;  // the placement opening is not evaluated
      out += line(*r.variant, evaluate, s, g + 1, ply, *winner);
    }
  }
  std::cout << out;
  return 0;
}
