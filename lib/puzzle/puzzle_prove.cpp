// The uniqueness prover (puzzle.hpp): every claim of a puzzle is a fresh exhaustive search.
#include <adaptoid/core/game.hpp>
#include <adaptoid/puzzle/puzzle.hpp>
#include <adaptoid/puzzle/puzzle_tempting.hpp>
#include <adaptoid/puzzle/puzzle_variant.hpp>
#include <adaptoid/search/endgame.hpp>

#include <fmt/format.h>

#include <algorithm>

namespace adaptoid {

std::string capitalised_colour(Colour c) {
  std::string s(colour_name(c));
  s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

std::string Puzzle::goal() const {
  return capitalised_colour(side) + " wins in " + std::to_string(turns);
}

namespace {

// One proof: its searches, each counted in the proof's nodes, and the parts of the puzzle they
// establish.
template <Game G>
class Prover {
 public:
  Prover(const G& game, const VariantPtr& vp, const ProveOptions& o) : game_(game), vp_(vp), v_(*vp), o_(o) {}

  Result<PuzzleProof> prove(const Position& p) {
    if (game_.status(p).over) return fail("the game is already over");
    if (p.swap_pending()) return fail("the swap is pending (puzzles start after it)");
    if (p.phase() != Phase::Play) return fail("the opening is not over (puzzles start after it, A21, A22)");
    me_ = p.side();
    const auto legal = legal_turns(game_, p);
    proof_.legal_turns = static_cast<int>(legal.size());
    if (legal.size() < 2) return fail("only one legal turn");

    auto found = shallowest_win(p);
    if (!found) return found.failure();
    const int n = found->turns;
    const SearchResult& within_n = found->search;
    if (within_n.winning_turns.size() != 1)
      return fail(fmt::format("{} first turns win within {}", within_n.winning_turns.size(), n));

    Puzzle& z = proof_.puzzle;
    z.variant = v_.name;
    z.variant_text = puzzle_variant_text(v_);
    z.position = format_position(v_, p);
    z.side = me_;
    z.turns = n;
    if (auto error = play_main_line(p, within_n.winning_turns.front(), n)) return *error;

    auto tempting = find_tempting(game_, vp_, p, within_n.winning_turns.front(), n, o_.node_budget);
    proof_.nodes += tempting.nodes;
    proof_.tempting_failures = tempting.count;
    z.tempting = std::move(tempting.shown);
    return std::move(proof_);
  }

 private:
  struct Win {
    int turns;
    SearchResult search;
  };
  struct Reply {
    Turn turn;
    Position after;
    int loses_in;
    std::optional<Turn> refutation;
    bool one_answer = false;  // the solver moves next and exactly one of its turns wins in time
  };

  Result<SearchResult> search(const Position& at, int turns) {
    SearchResult r = solve_endgame(vp_, at, puzzle_search(turns, o_.node_budget));
    proof_.nodes += r.nodes;
    // A search cut short may have missed a second winning turn: it proves nothing here.
    if (r.budget_exhausted) return fail("the node budget ran out");
    return r;
  }

  // Deepening one turn at a time: listing every winning first turn within more turns than the
  // win needs costs far more than finding the win, so the first depth with a win is the one
  // searched in full.
  Result<Win> shallowest_win(const Position& p) {
    const int limit = o_.exact_turns > 0 ? o_.exact_turns : o_.max_turns;
    for (int k = 1; k <= limit; ++k) {
      auto r = search(p, k);
      if (!r) return r.failure();
      if (r->value != Proof::Win) continue;
      if (o_.exact_turns > 0 && k != o_.exact_turns)
        return fail(fmt::format("the win takes {} turns, not {}", k, o_.exact_turns));
      return Win{k, std::move(r).value()};
    }
    return fail(fmt::format("no forced win within {} turns", limit));
  }

  // The main line: the solver's only winning turn, each defender's longest resistance (among
  // equally long replies the first in legal order after which only one solver turn wins, the
  // hardest for the solver, else the first; with three players or more the defenders move in
  // turn, as one coalition), every other defender reply listed with how soon it loses. Whatever
  // reply is chosen, the solver's next turn must then be the only win: as strict on every line.
  std::optional<Error> play_main_line(const Position& p, Turn solver_turn, int n) {
    Puzzle& z = proof_.puzzle;
    Position at = p;
    int left = n;
    while (true) {
      at = game_.apply(at, solver_turn);
      z.solution.push_back({format_turn(v_, solver_turn), me_, format_position(v_, at)});
      const Status s = game_.status(at);
      if (s.over) {
        if (s.winner != me_) return fail("the main line ends without the solver's win");
        return std::nullopt;
      }
      if (left <= 1) return fail("the last solver turn does not end the game");
      while (at.side() != me_) {
        const Colour defender = at.side();
        auto main = longest_resistance(at, left);
        if (!main) return main.failure();
        at = main->after;
        z.solution.push_back({format_turn(v_, main->turn), defender, format_position(v_, at)});
        if (main->loses_in == 0) return fail("the defender's longest resistance ends the game");
      }
      left -= 1;
      auto next = search(at, left);
      if (!next) return next.failure();
      if (next->value != Proof::Win || *next->distance != left) return fail("the main line loses its win");
      if (next->winning_turns.size() != 1)
        return fail(fmt::format("at ply {}, {} turns win within {}", z.solution.size() + 1,
                                next->winning_turns.size(), left));
      solver_turn = next->winning_turns.front();
    }
  }

  // The defender's reply at `at` that resists longest; the others become defender alternatives.
  Result<Reply> longest_resistance(const Position& at, int left) {
    Puzzle& z = proof_.puzzle;
    const int defender_ply = static_cast<int>(z.solution.size()) + 1;
    auto replies = defender_replies(at, left);
    if (!replies) return replies.failure();
    std::size_t best = 0;
    for (std::size_t i = 1; i < replies->size(); ++i) {
      const Reply &r = (*replies)[i], &b = (*replies)[best];
      if (r.loses_in > b.loses_in || (r.loses_in == b.loses_in && r.one_answer && !b.one_answer)) best = i;
    }
    const Reply& main = (*replies)[best];
    if (main.loses_in != left - 1) return fail("the defender's longest resistance is shorter than the goal");
    for (std::size_t i = 0; i < replies->size(); ++i) {
      if (i == best) continue;
      const Reply& r = (*replies)[i];
      z.defender_alternatives.push_back(
          {defender_ply, format_turn(v_, r.turn), r.loses_in,
           r.refutation ? std::optional<std::string>(format_turn(v_, *r.refutation)) : std::nullopt});
    }
    return main;
  }

  // Every defender reply at `at`, with how soon the solver wins after it (the solver's refutation
  // when the solver moves next); fails on an escape.
  Result<std::vector<Reply>> defender_replies(const Position& at, int left) {
    std::vector<Reply> replies;
    for (const Turn& t : legal_turns(game_, at)) {
      const Position q = game_.apply(at, t);
      auto after = loses_in(q, left);
      if (!after) return fail(fmt::format("defender reply {} {}", format_turn(v_, t), after.error()));
      replies.push_back({t, q, after->turns, after->refutation, after->one_answer});
    }
    return replies;
  }

  // How soon the solver wins from q (reached by a defender's turn, the solver having `left` turns
  // counting the one it is about to get), against the longest resistance of the defenders still
  // to move, and the solver's refutation when it moves next; fails on an escape.
  struct Loss {
    int turns;
    std::optional<Turn> refutation;
    bool one_answer;  // the solver moves next and exactly one of its turns wins within the turns left
  };
  Result<Loss> loses_in(const Position& q, int left) {
    const Status qs = game_.status(q);
    if (qs.over) {
      if (qs.winner != me_) return fail("escapes");
      return Loss{0, std::nullopt, false};
    }
    if (q.side() == me_) {
      auto r = search(q, left - 1);
      if (!r) return r.failure();
      if (r->value != Proof::Win) return fail("escapes");
      return Loss{*r->distance, r->line.front(), r->winning_turns.size() == 1};
    }
    int worst = 0;  // another defender of the coalition moves first
    for (const Turn& t : legal_turns(game_, q)) {
      auto after = loses_in(game_.apply(q, t), left);
      if (!after) return after.failure();
      worst = std::max(worst, after->turns);
    }
    return Loss{worst, std::nullopt, false};
  }

  const G& game_;
  const VariantPtr& vp_;
  const Variant& v_;
  const ProveOptions& o_;
  Colour me_ = 0;
  PuzzleProof proof_;
};

}  // namespace

Result<PuzzleProof> prove_puzzle(const VariantPtr& variant, const Position& p, const ProveOptions& options) {
  return std::visit([&](const auto& game) { return Prover(game, variant, options).prove(p); },
                    make_game(variant));
}

}  // namespace adaptoid
