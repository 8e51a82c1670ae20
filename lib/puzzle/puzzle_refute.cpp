// Refutations of wrong turns (puzzle_refute.hpp).
#include <adaptoid/core/game.hpp>
#include <adaptoid/puzzle/puzzle_refute.hpp>
#include <adaptoid/search/endgame.hpp>

#include <fmt/format.h>

namespace adaptoid {

namespace {

std::string turns_text(int n) {
  return n == 1 ? "1 turn" : fmt::format("{} turns", n);
}

// Joint replies tried for an escape before giving up on naming it (it exists: the turn was proven
// not to win in time; the cap bounds the work of finding one).
constexpr int kJointRepliesTried = 64;

template <Game G>
class Refuter {
 public:
  Refuter(const G& game, const VariantPtr& vp, uint64_t budget)
      : game_(game), vp_(vp), v_(*vp), budget_(budget) {}

  Result<Refutation> refute(const Position& at, const Turn& wrong, int n) {
    me_ = at.side();
    n_ = n;
    Refutation r;
    r.turn = format_turn(v_, wrong);
    const Position q = game_.apply(at, wrong);
    const Status s = game_.status(q);
    if (s.over) {
      if (s.winner == me_) return fail("turn " + r.turn + " wins at once: it is not a wrong turn");
      r.outcome = s.winner ? Refutation::Outcome::Loses : Refutation::Outcome::Draws;
      r.text = s.winner ? fmt::format("{} loses at once: it ends the game with {}'s win.", r.turn,
                                      capitalised_colour(*s.winner))
                        : fmt::format("{} ends the game in a draw.", r.turn);
      return r;
    }
    if (v_.players == 2) {
      auto decided = decide(r, q);
      if (!decided) return decided.failure();
      if (*decided) return r;
    }
    escape(r, q);
    return r;
  }

 private:
  std::vector<std::string> notation(const std::vector<Turn>& turns) const {
    std::vector<std::string> out;
    for (const Turn& t : turns) out.push_back(format_turn(v_, t));
    return out;
  }

  // Two players: a forced result within the puzzle's turns of the defender, nearest first (a solver's
  // win then takes at most one turn more than the puzzle gives). True when
  // one is found (r filled in); horizon_ says how far none exists when none is.
  Result<bool> decide(Refutation& r, const Position& q) {
    const Colour them = q.side();
    for (int k = 1; k <= n_; ++k) {
      const SearchResult res =
          solve_endgame(vp_, q, {.turns = k, .node_budget = budget_, .prove_loss = true});
      if (res.budget_exhausted) return false;
      horizon_ = k;
      if (res.value == Proof::Win && !res.line.empty()) {
        r.outcome = Refutation::Outcome::Loses;
        r.line = notation(res.line);
        r.text = *res.distance == 1
                     ? fmt::format("{} loses: {} wins at once with {}.", r.turn, capitalised_colour(them),
                                   r.line[0])
                     : fmt::format("{} loses: {} answers {} and forces a win in {}.", r.turn,
                                   capitalised_colour(them), r.line[0], turns_text(*res.distance));
        return true;
      }
      if (res.value == Proof::Loss) {
        if (*res.distance + 1 <= n_) return fail("turn " + r.turn + " wins in time: it is not a wrong turn");
        r.outcome = Refutation::Outcome::WinsLater;
        r.wins_in = *res.distance + 1;
        r.line = longest_resistance(q, *res.distance);
        r.text = fmt::format(
            "{} wins too, but in {}, not {}{}.", r.turn, turns_text(r.wins_in), n_,
            r.line.empty() ? "" : ": " + capitalised_colour(them) + " holds out with " + r.line[0]);
        return true;
      }
    }
    return false;
  }

  // The defender's reply that puts the solver's win furthest off (`distance` of its turns), and the
  // solver's fastest win after it; empty when the budget runs out first.
  std::vector<std::string> longest_resistance(const Position& q, int distance) {
    for (const Turn& t : legal_turns(game_, q)) {
      const Position after = game_.apply(q, t);
      if (game_.status(after).over) continue;
      const SearchResult res =
          solve_endgame(vp_, after, {.turns = distance, .node_budget = budget_, .prove_loss = false});
      if (res.value == Proof::Win && *res.distance == distance) {
        std::vector<std::string> line{format_turn(v_, t)};
        for (std::string& s : notation(res.line)) line.push_back(std::move(s));
        return line;
      }
    }
    return {};
  }

  // The defenders' joint reply after which the solver has no win in the turns left (with two
  // players one reply), found depth first in legal order; r.line is set to it.
  bool find_escape(const Position& at, std::vector<Turn>& replies, int& tried, Refutation& r) {
    const Status s = game_.status(at);
    if (s.over || at.side() == me_) {
      ++tried;
      if (s.over && s.winner == me_) return false;
      if (s.over && s.winner) r.outcome = Refutation::Outcome::Loses;
      if (!s.over && n_ > 1) {
        const SearchResult res =
            solve_endgame(vp_, at, {.turns = n_ - 1, .node_budget = budget_, .prove_loss = false});
        if (res.value == Proof::Win || res.budget_exhausted) return false;
      }
      r.line = notation(replies);
      return true;
    }
    for (const Turn& t : legal_turns(game_, at)) {
      if (tried >= kJointRepliesTried) return false;
      replies.push_back(t);
      if (find_escape(game_.apply(at, t), replies, tried, r)) return true;
      replies.pop_back();
    }
    return false;
  }

  std::string replies_text(const Position& q, const std::vector<std::string>& line) const {
    std::string out;
    Colour c = q.side();
    for (std::size_t i = 0; i < line.size(); ++i) {
      if (i > 0) out += i + 1 == line.size() ? " and " : ", ";
      out += capitalised_colour(c) + "'s " + line[i];
      c = v_.next(c);
    }
    return out;
  }

  // A turn that neither loses nor wins later (as far as the searches reach): the reply that
  // escapes, and how far no result is proven.
  void escape(Refutation& r, const Position& q) {
    std::vector<Turn> replies;
    int tried = 0;
    const bool found = n_ > 1 && find_escape(q, replies, tried, r);
    const std::string further =
        horizon_ > 0 ? fmt::format(", and neither side forces a win within {} after it", turns_text(horizon_))
                     : "";
    if (found && r.outcome == Refutation::Outcome::Loses) {
      r.text = fmt::format("{} loses: after {}, the game is over and {} has lost.", r.turn,
                           replies_text(q, r.line), capitalised_colour(me_));
    } else if (n_ == 1) {
      r.text = fmt::format("{} does not win at once{}.", r.turn, further);
    } else if (found) {
      r.text = fmt::format("{} does not force the win: after {}, {} has no win within {}{}.", r.turn,
                           replies_text(q, r.line), capitalised_colour(me_), turns_text(n_ - 1), further);
    } else {
      r.text = fmt::format("{} does not force a win within {}{}.", r.turn, turns_text(n_), further);
    }
  }

  const G& game_;
  const VariantPtr& vp_;
  const Variant& v_;
  uint64_t budget_;
  Colour me_ = 0;
  int n_ = 1;
  int horizon_ = 0;  // two players: no forced result for either side within this many defender turns
};

}  // namespace

const char* outcome_word(Refutation::Outcome outcome) {
  switch (outcome) {
    case Refutation::Outcome::Loses:
      return "loses";
    case Refutation::Outcome::Draws:
      return "draws";
    case Refutation::Outcome::WinsLater:
      return "wins-later";
  }
  return "draws";
}

Result<Refutation> refute_turn(const VariantPtr& variant, const Position& at, const Turn& wrong,
                               int turns_left, uint64_t node_budget) {
  return visit_game(variant, [&](const auto& game) {
    return Refuter(game, variant, node_budget).refute(at, wrong, turns_left);
  });
}

Result<std::vector<Refutation>> refute_wrong_first_turns(const VariantPtr& variant, const Puzzle& z,
                                                         uint64_t node_budget) {
  if (z.solution.empty()) return fail(z.id + ": the puzzle has no solution");
  auto p = parse_position(variant, z.position);
  if (!p) return p.failure();
  return visit_game(variant, [&](const auto& game) -> Result<std::vector<Refutation>> {
    std::vector<Refutation> out;
    for (const Turn& t : legal_turns(game, p.value())) {
      if (format_turn(*variant, t) == z.solution.front().turn) continue;
      auto r = Refuter(game, variant, node_budget).refute(p.value(), t, z.turns);
      if (!r) return fail(z.id + ": " + r.error());
      out.push_back(std::move(r).value());
    }
    return out;
  });
}

}  // namespace adaptoid
