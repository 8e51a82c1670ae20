// The screen of a game's positions (puzzle_screen.hpp).
#include <adaptoid/core/game.hpp>
#include <adaptoid/puzzle/puzzle_screen.hpp>
#include <adaptoid/search/endgame.hpp>

#include <algorithm>
#include <set>

namespace adaptoid {

namespace {

// The screen of one position: the shallowest win within `turns` when exactly one first turn
// gives it. Shallower depths first: they are cheap, and a position with two wins in one is
// never a puzzle of any depth.
template <Game G>
std::optional<ScreenedPly> screen(const G& game, const VariantPtr& variant, const Position& p, int turns,
                                  uint64_t budget) {
  if (p.swap_pending() || p.phase() != Phase::Play || game.status(p).over) return std::nullopt;
  uint64_t nodes = 0;
  for (int k = 1; k <= turns; ++k) {
    // The generator's order (no killers), as the proof searches.
    const SearchResult r = solve_endgame(variant, p, puzzle_search(k, budget));
    nodes += r.nodes;
    if (r.budget_exhausted || r.winning_turns.size() > 1) return std::nullopt;
    if (r.value == Proof::Win) return ScreenedPly{.ply = 0, .turns = k, .position = p, .nodes = nodes};
  }
  return std::nullopt;
}

}  // namespace

std::vector<ScreenedPly> screen_line(const VariantPtr& variant, const std::vector<Position>& line, int turns,
                                     uint64_t budget) {
  return visit_game(variant, [&](const auto& game) {
    std::vector<ScreenedPly> out;
    const Status end = game.status(line.back());
    if (!end.over || !end.winner) return out;
    std::set<std::string> seen;
    const int last = static_cast<int>(line.size()) - 1;
    // The game's winner to move, a few plies before the end: every position one turn away from
    // the game's own (the player before it chose otherwise), so that one game gives many
    // candidates that still look like its play.
    for (int i = std::max(0, last - variant->players * turns - 2); i < last; ++i) {
      if (line[i].side() == *end.winner) continue;
      for (const Turn& t : legal_turns(game, line[i])) {
        const Position q = game.apply(line[i], t);
        if (q.side() != *end.winner || !seen.insert(format_position(*variant, q)).second) continue;
        if (auto s = screen(game, variant, q, turns, budget)) {
          s->ply = i;
          out.push_back(*s);
        }
      }
    }
    std::stable_sort(out.begin(), out.end(), [](const ScreenedPly& a, const ScreenedPly& b) {
      if (a.turns != b.turns) return a.turns > b.turns;
      if (a.nodes != b.nodes) return a.nodes < b.nodes;
      return a.ply > b.ply;
    });
    return out;
  });
}

}  // namespace adaptoid
