// The uniqueness prover (puzzle.hpp): every claim of a puzzle is a fresh exhaustive search.
#include <adaptoid/search/endgame.hpp>
#include <adaptoid/core/game.hpp>
#include <adaptoid/puzzle/puzzle.hpp>
#include <adaptoid/puzzle/puzzle_tempting.hpp>

#include <fmt/format.h>

namespace adaptoid {

std::string Puzzle::goal() const {
  std::string who(colour_name(side));
  who[0] = static_cast<char>(who[0] - 'a' + 'A');
  return who + " wins in " + std::to_string(turns);
}

namespace {

template <Game G>
Result<PuzzleProof> prove(const G& game, const VariantPtr& vp, const Position& p, const ProveOptions& o) {
  const Variant& v = *vp;
  if (v.players != 2) return fail("puzzles are for two players");
  if (game.status(p).over) return fail("the game is already over");
  if (p.swap_pending()) return fail("the swap is pending (puzzles start after it)");
  const Colour me = p.side();
  PuzzleProof proof;
  const auto legal = legal_turns(game, p);
  proof.legal_turns = static_cast<int>(legal.size());
  if (legal.size() < 2) return fail("only one legal turn");

  auto search = [&](const Position& at, int turns) -> Result<SearchResult> {
    SearchResult r = solve_endgame(vp, at, puzzle_search(turns, o.node_budget));
    proof.nodes += r.nodes;
    // A search cut short may have missed a second winning turn: it proves nothing here.
    if (r.budget_exhausted) return fail("the node budget ran out");
    return r;
  };

  // Deepening one turn at a time: listing every winning first turn within more turns than the
  // win needs costs far more than finding the win, so the first depth with a win is the one
  // searched in full.
  const int limit = o.exact_turns > 0 ? o.exact_turns : o.max_turns;
  std::optional<SearchResult> found;
  int n = 0;
  for (int k = 1; k <= limit && !found; ++k) {
    auto r = search(p, k);
    if (!r) return fail(r.error());
    if (r->value == Proof::Win) {
      n = k;
      found = std::move(r).value();
    }
  }
  if (!found) return fail(fmt::format("no forced win within {} turns", limit));
  if (o.exact_turns > 0 && n != o.exact_turns) return fail(fmt::format("the win takes {} turns, not {}", n, o.exact_turns));
  const SearchResult& within_n = *found;
  if (within_n.winning_turns.size() != 1)
    return fail(fmt::format("{} first turns win within {}", within_n.winning_turns.size(), n));

  Puzzle& z = proof.puzzle;
  z.variant = v.name;
  z.position = format_position(v, p);
  z.side = me;
  z.turns = n;

  // The main line: the solver's only winning turn, the defender's longest resistance (the first
  // such reply in legal order), every other defender reply listed with its refutation.
  Position at = p;
  Turn solver_turn = within_n.winning_turns.front();
  int left = n;
  while (true) {
    at = game.apply(at, solver_turn);
    z.solution.push_back({format_turn(v, solver_turn), me, format_position(v, at)});
    const Status s = game.status(at);
    if (s.over) {
      if (s.winner != me) return fail("the main line ends without the solver's win");
      break;
    }
    if (left <= 1) return fail("the last solver turn does not end the game");
    const int defender_ply = static_cast<int>(z.solution.size()) + 1;
    struct Reply {
      Turn turn;
      Position after;
      int loses_in;
      std::optional<Turn> refutation;
    };
    std::vector<Reply> replies;
    for (const Turn& t : legal_turns(game, at)) {
      const Position q = game.apply(at, t);
      const Status qs = game.status(q);
      if (qs.over) {
        if (qs.winner != me) return fail(fmt::format("defender reply {} escapes", format_turn(v, t)));
        replies.push_back({t, q, 0, std::nullopt});
        continue;
      }
      if (q.side() != me) return fail("the defender moves twice");
      auto r = search(q, left - 1);
      if (!r) return fail(r.error());
      if (r->value != Proof::Win) return fail(fmt::format("defender reply {} escapes", format_turn(v, t)));
      replies.push_back({t, q, *r->distance, r->line.front()});
    }
    std::size_t best = 0;
    for (std::size_t i = 1; i < replies.size(); ++i)
      if (replies[i].loses_in > replies[best].loses_in) best = i;
    const Reply& main = replies[best];
    if (main.loses_in != left - 1) return fail("the defender's longest resistance is shorter than the goal");
    for (std::size_t i = 0; i < replies.size(); ++i) {
      if (i == best) continue;
      z.defender_alternatives.push_back(
          {defender_ply, format_turn(v, replies[i].turn), replies[i].loses_in,
           replies[i].refutation ? std::optional<std::string>(format_turn(v, *replies[i].refutation)) : std::nullopt});
    }
    at = main.after;
    z.solution.push_back({format_turn(v, main.turn), game.variant().next(me), format_position(v, at)});
    if (main.loses_in == 0) return fail("the defender's longest resistance ends the game");
    left = main.loses_in;
    auto next = search(at, left);
    if (!next) return fail(next.error());
    if (next->value != Proof::Win || *next->distance != left) return fail("the main line loses its win");
    if (next->winning_turns.size() != 1)
      return fail(fmt::format("at ply {}, {} turns win within {}", z.solution.size() + 1, next->winning_turns.size(), left));
    solver_turn = next->winning_turns.front();
  }

  auto tempting = find_tempting(game, vp, p, within_n.winning_turns.front(), n, o.node_budget);
  proof.nodes += tempting.nodes;
  proof.tempting_failures = tempting.count;
  z.tempting = std::move(tempting.shown);
  return proof;
}

}  // namespace

Result<PuzzleProof> prove_puzzle(const VariantPtr& variant, const Position& p, const ProveOptions& options) {
  return std::visit([&](const auto& game) { return prove(game, variant, p, options); }, make_game(variant));
}

}  // namespace adaptoid
