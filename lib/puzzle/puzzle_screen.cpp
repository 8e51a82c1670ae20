// The screen of a game's positions (puzzle_screen.hpp).
#include <adaptoid/core/game.hpp>
#include <adaptoid/fast/fast_game.hpp>
#include <adaptoid/puzzle/puzzle_screen.hpp>
#include <adaptoid/search/fast_search.hpp>

#include <algorithm>
#include <memory>
#include <optional>
#include <set>

namespace adaptoid {

namespace {

// Whether the proof's main line can stay unique after the solver's only winning turn: q is the
// position it led to, a defender to move, the solver has `left` turns. As the proof
// (puzzle_prove.cpp) plays it, a longest defender reply (the solver then needs all `left` turns)
// after which exactly one solver turn wins, then the same from there; most screened wins in three
// that failed their proof failed here, further down the line, and a failed proof costs far more
// than this. With three players the coalition replies in turn: a defender whom another follows
// gives the proof no reply with one answer to prefer, so it plays the first longest.
template <FastGame F>
bool line_stays_unique(const F& fast, FastWinSearch<F>& search, Colour solver, const typename F::State& q,
                       int left) {
  using State = typename F::State;
  if (left == 0) return true;
  std::vector<Turn> replies, turns;
  fast.legal_turns(q, replies);
  for (const Turn& r : replies) {
    const State a = fast.apply(q, r);
    if (fast.status(a).over) continue;  // (it loses at once: not longest)
    if (a.side != solver) {
      if (left > 1 && search.defenders_lose(a, left - 1)) continue;  // not longest
      return !search.exhausted() && line_stays_unique(fast, search, solver, a, left);
    }
    if (left > 1 && search.attacker_wins(a, left - 1)) continue;  // not longest
    fast.legal_turns(a, turns);
    std::optional<State> only;
    int winning = 0;
    for (const Turn& t : turns) {
      const State b = fast.apply(a, t);
      const Status s = fast.status(b);
      if (s.over ? s.winner == solver : left > 1 && search.defenders_lose(b, left - 1)) {
        if (++winning > 1) break;
        only = b;
      }
    }
    if (search.exhausted()) return false;
    if (winning == 1) return line_stays_unique(fast, search, solver, *only, left - 1);
  }
  return false;
}

// The screen of one position: the shallowest win within `turns` when exactly one first turn
// gives it. Shallower depths first: they are cheap, and a position with two wins in one is
// never a puzzle of any depth. Unlike the proof, the screen may search in any order: it only
// chooses what to prove. So it searches with killer moves, and in `table`, one transposition
// table for every candidate of the game (they share the attacker, and being one turn from the
// same line, most of their subtrees): what one candidate's search proved, the next reads.
template <FastGame F>
std::optional<ScreenedPly> screen(const F& fast, const Position& p, int turns, uint64_t budget,
                                  const std::shared_ptr<BoundsTable>& table) {
  using State = typename F::State;
  const State root = fast.from_position(p);
  FastWinSearch<F> search(fast, root.side, budget, true, table);
  std::vector<Turn> first;
  fast.legal_turns(root, first);
  for (int k = 1; k <= turns; ++k) {
    if (!search.attacker_wins(root, k)) {
      if (search.exhausted()) return std::nullopt;
      continue;
    }
    // A win within k: the first turns that give it, up to two (two already make it no puzzle).
    int winning = 0;
    std::optional<State> only;
    for (const Turn& t : first) {
      const State q = fast.apply(root, t);
      const Status s = fast.status(q);
      const bool wins = s.over ? s.winner == root.side : k > 1 && search.win_distance_after(q, k - 1);
      if (search.exhausted() || (wins && ++winning > 1)) return std::nullopt;
      if (wins) only = q;
    }
    if (!only || !line_stays_unique(fast, search, root.side, *only, k - 1)) return std::nullopt;
    return ScreenedPly{.ply = 0, .turns = k, .position = p, .nodes = search.nodes()};
  }
  return std::nullopt;
}

// The game's positions one turn away from its own, the winner to move (see screen_line).
template <Game G, FastGame F>
std::vector<ScreenedPly> screen_game(const G& game, const F& fast, const Variant& v,
                                     const std::vector<Position>& line, int turns, uint64_t budget) {
  std::vector<ScreenedPly> out;
  const Status end = game.status(line.back());
  if (!end.over || !end.winner) return out;
  std::set<std::string> seen;
  const auto table = std::make_shared<BoundsTable>();
  const int last = static_cast<int>(line.size()) - 1;
  // The game's winner to move, a few plies before the end: every position one turn away from
  // the game's own (the player before it chose otherwise), so that one game gives many
  // candidates that still look like its play. Where a win of `turns` fits: from (players + 2) ×
  // turns plies before the end to players × (turns - 1) before it. A deeper win starts further
  // back: the last plies of a game hold wins in one or two with many winning turns, and the
  // positions where a win in three is only just there, and so unique, come before them. A win
  // in three or more leaves out the nearest round as well: over 200 engine games its candidates
  // (6 plies before the end) gave no proven unique win in three, for a sixth of the screen's nodes.
  const int near = v.players * (turns - 1) + (turns >= 3 ? v.players : 0);
  const int from = std::max(0, last - (v.players + 2) * turns), to = last - near;
  for (int i = from; i < to; ++i) {
    if (line[i].side() == *end.winner) continue;
    for (const Turn& t : legal_turns(game, line[i])) {
      const Position q = game.apply(line[i], t);
      if (q.side() != *end.winner || !seen.insert(format_position(v, q)).second) continue;
      if (q.swap_pending() || q.phase() != Phase::Play || game.status(q).over) continue;
      if (auto s = screen(fast, q, turns, budget, table)) {
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
}

}  // namespace

std::vector<ScreenedPly> screen_line(const VariantPtr& variant, const std::vector<Position>& line, int turns,
                                     uint64_t budget) {
  const auto fast = make_fast_game(variant);
  if (!fast) return {};  // (a board over 64 cells: no screen, so no candidates)
  return visit_game(variant, [&](const auto& game) {
    return std::visit([&](const auto& f) { return screen_game(game, f, *variant, line, turns, budget); },
                      *fast);
  });
}

}  // namespace adaptoid
