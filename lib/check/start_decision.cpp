// The decided-start search of `check` (start_decision.hpp).
#include <adaptoid/check/start_decision.hpp>
#include <adaptoid/core/notation.hpp>
#include <adaptoid/search/endgame.hpp>

#include <algorithm>

namespace adaptoid {

namespace {

using Answer = StartDecision::Answer;

std::string within(int turns) {
  return "within " + std::to_string(turns) + (turns == 1 ? " turn" : " turns");
}

std::string anyone(const Variant& v) {
  return v.players == 2 ? "either side" : "any player";
}

std::string name_of(Colour c) {
  std::string s(colour_name(c));
  if (!s.empty()) s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

// With more than two players the endgame search proves only the mover's own wins: a loss of the
// mover is a forced win of some other colour, against the coalition of the rest, after each of
// its first turns.
template <Game G>
void coalition_loss(const G& game, const Position& p, int turns, uint64_t budget, StartDecision& d) {
  std::vector<Turn> first;
  game.legal_turns(p, first);
  int longest = 0;
  std::optional<Colour> winner;  // the one colour that wins after every first turn, if one does
  bool one_winner = true;
  for (const Turn& t : first) {
    const Position q = game.apply(p, t);
    const Status s = game.status(q);
    const auto won_by = [&](Colour c) {
      one_winner = one_winner && (!winner || *winner == c);
      winner = c;
    };
    if (s.over) {
      if (!s.winner || s.winner == p.side()) return;  // (the mover's win was searched before)
      won_by(*s.winner);
      continue;
    }
    bool lost = false;
    for (Colour c = 0; c < game.variant().players && !lost; ++c) {
      if (c == p.side()) continue;
      WinSearch<G> search(game, c, budget > d.nodes ? budget - d.nodes : 1);
      const std::optional<int> n = search.win_distance_after(q, turns);
      d.nodes += search.nodes();
      if (search.exhausted()) {
        d.answer = Answer::BudgetRanOut;
        return;
      }
      if (n) lost = true, longest = std::max(longest, *n), won_by(c);
    }
    if (!lost) return;
  }
  d.answer = Answer::Decided;
  d.turns = longest;
  if (one_winner) d.winner = winner;
}

// One position with its mover to move and the game not over, at one depth.
StartDecision decide_at(const VariantPtr& v, const Position& p, int turns, uint64_t budget) {
  StartDecision d;
  d.answer = Answer::NotDecided;
  d.position = format_position(*v, p);
  const EndgameOptions e{.turns = turns, .node_budget = budget, .prove_loss = v->players == 2};
  const SearchResult r = solve_endgame(v, p, e);
  d.nodes = r.nodes;
  if (r.value == Proof::Win || r.value == Proof::Loss) {
    d.answer = Answer::Decided;
    d.winner = r.value == Proof::Win ? p.side() : v->next(p.side());
    d.turns = r.distance.value_or(turns);
    if (r.value == Proof::Win) d.winning_turns = r.winning_turns;
    d.line = r.line;
  } else if (r.budget_exhausted) {
    d.answer = Answer::BudgetRanOut;
  } else if (v->players > 2) {
    visit_game(v, [&](const auto& game) { coalition_loss(game, p, turns, budget, d); });
  }
  return d;
}

// Every first turn loses: the winner's reply to each, where the next player is the winner and
// its win is found again within what is left of the budget.
void name_replies(const VariantPtr& v, const Position& p, uint64_t budget, StartDecision& d) {
  visit_game(v, [&](const auto& game) {
    for (const Turn& t : legal_turns(game, p)) {
      const Position q = game.apply(p, t);
      if (game.status(q).over || budget <= d.nodes) continue;
      const SearchResult r =
          solve_endgame(v, q, {.turns = d.turns, .node_budget = budget - d.nodes, .prove_loss = false});
      d.nodes += r.nodes;
      if (r.value != Proof::Win || r.winning_turns.empty()) continue;
      d.first_turns.push_back(t);
      d.winning_turns.push_back(r.winning_turns.front());
    }
  });
}

// Deeper a turn at a time while the budget lasts: the first depth with a forced win decides;
// `limit` is the deepest depth searched to its end.
StartDecision deepen(const VariantPtr& v, const Position& p, const StartDecisionOptions& o) {
  uint64_t used = 0;
  int completed = 0;
  for (int depth = 1; depth <= std::max(o.turns, o.max_turns) && used < o.node_budget; ++depth) {
    StartDecision d = decide_at(v, p, depth, o.node_budget - used);
    used += d.nodes;
    d.nodes = used;
    if (d.answer == Answer::Decided) {
      d.limit = depth;
      if (d.winner != p.side()) name_replies(v, p, o.node_budget, d);
      return d;
    }
    if (d.answer == Answer::BudgetRanOut) break;
    completed = depth;
  }
  StartDecision out;
  out.position = format_position(*v, p);
  out.nodes = used;
  out.limit = completed;
  out.answer = completed >= o.turns ? Answer::NotDecided : Answer::BudgetRanOut;
  return out;
}

// " (its replies: after d2+L, d6-d5; after ...)": the winner's reply to each first turn, the
// first few.
std::string replies_text(const Variant& v, const StartDecision& d) {
  constexpr size_t kShown = 4;
  std::string out;
  for (size_t i = 0; i < d.first_turns.size() && i < kShown; ++i)
    out += (out.empty() ? "" : "; ") + std::string("after ") + format_turn(v, d.first_turns[i]) + ", " +
           format_turn(v, d.winning_turns[i]);
  if (d.first_turns.size() > kShown)
    out += "; and " + std::to_string(d.first_turns.size() - kShown) + " more";
  return out.empty() ? "" : " (its replies: " + out + ")";
}

std::string decided_text(const Variant& v, const Position& p, const StartDecision& d) {
  const std::string mover = name_of(p.side());
  if (d.winner == p.side())
    return "the start is decided: " + mover + " wins " + within(d.turns) + " by " +
           format_turns(v, d.winning_turns) +
           (d.line.empty() ? "" : " (main line: " + format_turns(v, d.line) + ")");
  const std::string who = d.winner ? name_of(*d.winner) + " wins " + within(d.turns) + replies_text(v, d)
                                   : "after each, another colour forces a win " + within(d.turns);
  return "the start is decided: every first turn of " + mover + " loses; " + who +
         (d.line.empty() ? "" : " (main line: " + format_turns(v, d.line) + ")");
}

// The positions after the opening: the first player's placements, each with the colour choice
// made (both choices give the same position, A22), the placement on the variant's start cells
// first (the likeliest to be undecided, which settles the question at once).
template <Game G>
std::vector<Position> after_placements(const G& game, const Position& start) {
  const Variant& v = game.variant();
  std::vector<Position> out;
  for (const Turn& t : legal_turns(game, start)) {
    const Position placed = game.apply(start, t);
    const auto choices = legal_turns(game, placed);
    if (choices.empty()) continue;
    out.push_back(game.apply(placed, choices.front()));
  }
  const auto on_start_cells = [&v](const Position& q) {
    for (Colour c = 0; c < static_cast<Colour>(v.start.size()); ++c)
      for (const int cell : v.start[c])
        if (q.at(cell) == kEmpty) return false;
    return true;
  };
  std::stable_partition(out.begin(), out.end(), on_start_cells);
  return out;
}

StartDecision decide_placements(const VariantPtr& v, const Position& start, const StartDecisionOptions& o) {
  const std::vector<Position> after =
      visit_game(v, [&](const auto& game) { return after_placements(game, start); });
  StartDecision all;
  all.answer = Answer::Decided;
  all.position = format_position(*v, start);
  for (const Position& p : after) {
    StartDecision d = decide_at(v, p, o.turns, o.node_budget > all.nodes ? o.node_budget - all.nodes : 1);
    all.nodes += d.nodes;
    ++all.placements;
    if (d.answer == Answer::Decided) {
      all.turns = std::max(all.turns, d.turns);
      continue;
    }
    d.nodes = all.nodes;
    d.placements = all.placements;
    d.text = d.answer == Answer::NotDecided
                 ? "not decided at the start: the placement giving " + d.position + " has no forced win " +
                       within(o.turns) + " of either side (" + std::to_string(d.nodes) +
                       " positions searched)"
                 : "whether the start is decided: the search " + within(o.turns) + " of " +
                       std::to_string(all.placements) + " placement(s) ran out of its budget of " +
                       std::to_string(o.node_budget) + " positions";
    return d;
  }
  all.text = "the start is decided: each of the " + std::to_string(all.placements) +
             " placements is a forced win " + within(all.turns) +
             " for one colour, so the second player wins by choosing that colour (A22)";
  return all;
}

}  // namespace

StartDecision decide_start(const VariantPtr& v, const StartDecisionOptions& o) {
  const Position start = make_start(v, default_seed(*v));
  if (const Status s = visit_game(v, [&](const auto& game) { return game.status(start); }); s.over) {
    StartDecision over;
    over.answer = Answer::Decided;
    over.winner = s.winner;
    over.limit = o.turns;
    over.position = format_position(*v, start);
    over.text = "the start is decided: the game is over before its first turn (" +
                (s.winner ? name_of(*s.winner) + " has won" : std::string("drawn")) + ")";
    return over;
  }
  if (start.phase() == Phase::Placement) {
    StartDecision d = decide_placements(v, start, o);
    d.limit = o.turns;
    return d;
  }
  StartDecision d = deepen(v, start, o);
  const std::string searched = std::to_string(d.nodes) + " positions searched";
  const std::string next = within(d.limit + 1);
  if (d.answer == Answer::Decided)
    d.text = decided_text(*v, start, d);
  else if (d.answer == Answer::NotDecided)
    d.text =
        "not decided at the start: no forced win " + within(d.limit) + " of " + anyone(*v) +
        ", every line searched (" + searched +
        (d.limit < std::max(o.turns, o.max_turns) ? "; the search " + next + " ran out of its budget)" : ")");
  else
    d.text = "whether the start is decided: " +
             (d.limit > 0 ? "no forced win " + within(d.limit) + ", every line searched; " : std::string()) +
             "the search for a forced win " + next + " ran out of its budget of " +
             std::to_string(o.node_budget) + " positions (" + std::to_string(o.turns) + " turns answer it)";
  return d;
}

}  // namespace adaptoid
