// Any player through the placement opening (specs/rules.md A21, A22). The players search by
// colour; the opening is by player: whoever chooses takes the colour that does better after the
// choice. So the choice is made here from the inner player's view of the position after it
// (White to move): `swap` (the chooser plays White) when White is better, else `keep`. At the
// placement the inner player picks a placement (as if the colours were kept), and its score is
// then what the chooser would leave the first player there: the worse of White's and Black's.
#include <adaptoid/play/players_parts.hpp>

#include <cstdlib>

namespace adaptoid {

namespace {

// The score of the side that does better, given White's score s (with White to move).
Score better_side(const Score& s) {
  if (s.proof == Proof::Loss) return {Proof::Win, s.value};
  if (!s.proven()) return Score::estimate(std::abs(s.value));
  return s;
}
bool white_better(const Score& s) {
  return s.proof == Proof::Win || (!s.proven() && s.value > 0);
}

class OpeningPlayer final : public Player {
 public:
  OpeningPlayer(VariantPtr variant, std::unique_ptr<Player> inner)
      : Player(inner->spec()), game_(std::move(variant)), inner_(std::move(inner)) {}

  Choice choose(const Position& p, const SearchLimits& limits) override {
    if (p.phase() == Phase::Play) return inner_->choose(p, limits);
    if (p.phase() == Phase::Choice) return choose_colour(p, limits);
    // A placement, then what the chooser makes of it: two searches in one turn's time.
    SearchLimits half = limits;
    half.time_share /= 2;
    Choice c = inner_->choose(p, half);
    const Choice after = choose_colour(game_.apply(p, c.turn), half);
    c.score = after.score.negated();
    c.pv.assign(1, c.turn);
    c.pv.insert(c.pv.end(), after.pv.begin(), after.pv.end());
    c.lines.clear();
    c.lines.push_back({c.depth, 1, c.score, c.pv, c.nodes + after.nodes, c.seconds + after.seconds});
    c.nodes += after.nodes;
    return c;
  }
  void new_game() override { inner_->new_game(); }

 private:
  Choice choose_colour(const Position& p, const SearchLimits& limits) {
    const std::vector<Turn> choices = legal_turns(game_, p);  // keep, swap
    const Position after = game_.apply(p, choices.front());
    Choice c = inner_->choose(after, limits);  // White's view
    const Turn pick = white_better(c.score) ? choices.back() : choices.front();
    c.score = better_side(c.score);
    c.pv.insert(c.pv.begin(), pick);
    c.turn = pick;
    c.lines.clear();
    c.lines.push_back({c.depth, 1, c.score, c.pv, c.nodes, c.seconds});
    return c;
  }

  AdaptoidGame game_;
  std::unique_ptr<Player> inner_;
};

}  // namespace

// Only the Adaptoid family has the placement opening: Quantum Leap's swap (Q3) is an ordinary turn.
std::unique_ptr<Player> through_the_opening(const VariantPtr& variant, std::unique_ptr<Player> inner) {
  if (!variant->has_placement_opening()) return inner;
  return std::make_unique<OpeningPlayer>(variant, std::move(inner));
}

}  // namespace adaptoid
