// Difficulty and themes of a proven puzzle (puzzle_generate.hpp: rate_puzzle). Themes are read
// off the main line, ply by ply, so they name what actually happens in the solution.
#include <adaptoid/core/game.hpp>
#include <adaptoid/puzzle/puzzle_generate.hpp>

#include <algorithm>
#include <cmath>
#include <set>

namespace adaptoid {

namespace {

// Adaptoid: which rule each solver turn leans on.
void adaptoid_themes(const AdaptoidGame& game, const std::vector<Position>& at,
                     const std::vector<Turn>& turns, Colour me, std::set<std::string>& themes) {
  const Variant& v = game.variant();
  const Colour them = v.next(me);
  for (std::size_t i = 0; i < turns.size(); ++i) {
    const Position& before = at[i];
    const Position& after = at[i + 1];
    const Turn& t = turns[i];
    if (before.side() != me) {
      if (t.grow == GrowKind::None) themes.insert("blocked growth");  // A11: the defender cannot grow
      continue;
    }
    int attack_kills = 0;
    if (t.move == MoveKind::Attack) {
      const int a = adaptoid_piece::pincers(before.at(t.from)), d = adaptoid_piece::pincers(before.at(t.to));
      if (a == d) themes.insert("equal exchange");
      if (a < d) themes.insert("suicide attack");
      attack_kills = a >= d ? 1 : 0;
    }
    if (after.lost(them) - before.lost(them) > attack_kills) themes.insert("starvation");
    if (i == 0 && t.move != MoveKind::Attack && after.lost(them) == before.lost(them))
      themes.insert("quiet first turn");
  }
  const Position& end = at.back();
  auto beaten = [&](Colour c) {
    if (end.lost(c) >= v.loss_goal()) return true;
    for (int cell = 0; cell < v.board.size(); ++cell)
      if (end.at(cell) != kEmpty && adaptoid_piece::colour(end.at(cell)) == c) return false;
    return true;
  };
  if (beaten(me) && beaten(them)) themes.insert("the tie rule");  // A16
}

// Quantum Leap: the geometry of the leaps and how the defender runs out of captures.
void quantum_leap_themes(const QuantumLeapGame& game, const std::vector<Position>& at,
                         const std::vector<Turn>& turns, Colour me, std::set<std::string>& themes) {
  const Board& b = game.variant().board;
  for (std::size_t i = 0; i < turns.size(); ++i) {
    if (at[i].side() != me || turns[i].move != MoveKind::Leap) continue;
    for (int d = 0; d < 6; ++d)
      for (int k = 1; k <= kMaxLeap; ++k) {
        if (b.ray(turns[i].from, d, k) != turns[i].to) continue;
        if (k >= 3) themes.insert("long leap");
        for (int j = 1; j < k; ++j) {
          const int over = b.ray(turns[i].from, d, j);
          if (over == kNoCell || at[i].at(over) == kEmpty) themes.insert("a leap over the gap");
        }
      }
  }
  const Position& end = at.back();
  const Colour them = game.variant().next(me);
  bool any_stone = false, all_isolated = true;
  for (int cell = 0; cell < b.size(); ++cell) {
    if (end.at(cell) == kEmpty || stone::colour(end.at(cell)) != them) continue;
    any_stone = true;
    if (game.friendly_neighbours(end, cell) > 0) all_isolated = false;
  }
  themes.insert(!any_stone || all_isolated ? "isolation" : "no landing");
}

}  // namespace

void rate_puzzle(const VariantPtr& variant, PuzzleProof& proof) {
  Puzzle& z = proof.puzzle;
  const AnyGame any = make_game(variant);
  std::set<std::string> themes;
  std::visit(
      [&](const auto& game) {
        std::vector<Position> at{parse_position(game, z.position).value()};
        std::vector<Turn> turns;
        for (const PuzzlePly& ply : z.solution) {
          turns.push_back(parse_turn_text(game.variant(), ply.turn).value());
          at.push_back(parse_position(game, ply.position).value());
        }
        if constexpr (std::is_same_v<std::decay_t<decltype(game)>, AdaptoidGame>)
          adaptoid_themes(game, at, turns, z.side, themes);
        else
          quantum_leap_themes(game, at, turns, z.side, themes);
      },
      any);
  z.themes.assign(themes.begin(), themes.end());

  // Difficulty: depth dominates; tempting failures and the search effort add to it. The weights
  // put the generated years' puzzles across all five ratings (see the report's distribution).
  Difficulty& d = z.difficulty;
  d.depth = z.turns;
  d.legal_turns = proof.legal_turns;
  d.tempting_failures = proof.tempting_failures;
  d.nodes = proof.nodes;
  const double score = 0.9 * (z.turns - 1) + 0.45 * std::log2(1.0 + proof.tempting_failures) +
                       0.25 * std::log10(1.0 + static_cast<double>(proof.nodes));
  d.rating = std::clamp(static_cast<int>(std::floor(score)), 1, 5);
  static constexpr const char* kLabels[] = {"easy", "medium", "hard", "expert", "master"};
  d.label = kLabels[d.rating - 1];
}

}  // namespace adaptoid
