// Endgame search from a position of the placement opening (specs/rules.md A21, A22). The search
// proper is by colour; the opening is by player: whoever chooses takes the colour that does
// better after the choice. So the opening is solved here, above the search, from the values of
// the positions after it (White to move), which the search proves as usual.
#include <adaptoid/search/opening_search.hpp>

#include <algorithm>

namespace adaptoid {

namespace {

// The chooser (b) within `turns` of its own turns: the choice is the first of them; with `swap` it
// then plays White (a win of White's), with `keep` Black (a loss of White's).
SearchResult solve_choice(const VariantPtr& v, const Position& p, const EndgameOptions& o,
                          const EndgameSolver& solve) {
  SearchResult r;
  if (o.turns <= 1) return r;  // the choice itself wins nothing
  AdaptoidGame game(v);
  const std::vector<Turn> choices = legal_turns(game, p);  // keep, swap
  EndgameOptions after = o;
  after.turns = o.turns - 1;
  after.prove_loss = true;
  const SearchResult white = solve(v, game.apply(p, choices.front()), after);
  r.nodes = white.nodes;
  r.budget_exhausted = white.budget_exhausted;
  if (white.value != Proof::Win && white.value != Proof::Loss) return r;
  const Turn& pick = white.value == Proof::Win ? choices.back() : choices.front();
  r.value = Proof::Win;
  r.distance = 1 + white.distance.value_or(0);
  r.winning_turns = {pick};
  r.line.push_back(pick);
  r.line.insert(r.line.end(), white.line.begin(), white.line.end());
  return r;
}

// The first player (w) never forces a win (A22: the chooser would take the winning colour); it
// loses within `turns` when every placement lets the chooser win within as many of its turns.
SearchResult solve_placement(const VariantPtr& v, const Position& p, const EndgameOptions& o,
                             const EndgameSolver& solve) {
  SearchResult r;
  if (!o.prove_loss) return r;
  AdaptoidGame game(v);
  int longest = 0;
  for (const Turn& t : legal_turns(game, p)) {
    const SearchResult chooser = solve_choice(v, game.apply(p, t), o, solve);
    r.nodes += chooser.nodes;
    r.budget_exhausted = r.budget_exhausted || chooser.budget_exhausted;
    if (chooser.value != Proof::Win) return r;
    longest = std::max(longest, chooser.distance.value_or(0));
  }
  r.value = Proof::Loss;
  r.distance = longest;
  return r;
}

}  // namespace

SearchResult solve_opening(const VariantPtr& v, const Position& p, const EndgameOptions& o,
                           const EndgameSolver& solve) {
  return p.phase() == Phase::Choice ? solve_choice(v, p, o, solve) : solve_placement(v, p, o, solve);
}

}  // namespace adaptoid
