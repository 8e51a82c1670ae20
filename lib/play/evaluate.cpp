// The evaluation's weights were set by matches against uct and against earlier weights (see the
// closing note of the engine issue); they are round numbers on purpose.
#include <adaptoid/play/evaluate.hpp>

#include <cmath>
#include <cstdlib>

namespace adaptoid {

namespace ap = adaptoid_piece;

namespace {

constexpr int kLife = 100;      // a loss still affordable before the capture goal
constexpr int kLastLife = 150;  // extra for the last one: one capture from defeat
constexpr int kAdaptoid = 30;   // an adaptoid on the board
constexpr int kLeg = 8;
constexpr int kPincer = 12;
constexpr int kStarving = 80;         // percent of an adaptoid's worth lost when it starves next
constexpr int kStarvingOwnTurn = 25;  // the same when its owner moves first and may save it
constexpr int kTight = 6;             // fed with nothing to spare: one enemy next to it starves it

constexpr int kMover = 37;  // Quantum Leap
constexpr double kLogCaptures = 110;
constexpr double kLastCaptures = 945;
constexpr int kCapture = 9;

}  // namespace

AdaptoidEvaluator::AdaptoidEvaluator(const Variant& variant)
    : masks_(variant.board), players_(variant.players), goal_(variant.loss_goal()) {
  for (Colour c = 0; c < players_; ++c) {
    prey_[c] = players_ == 3 ? variant.prey[c] : variant.next(c);
    hunter_[c] = players_ == 3 ? variant.hunter(c) : variant.next(c);
  }
}

int AdaptoidEvaluator::strength(const FastAdaptoidState& s, Colour c) const {
  const int lives = goal_ - s.lost[c];
  int score = kLife * lives - (lives <= 1 ? kLastLife : 0);
  const Bitboard empty = masks_.all & ~s.all_occupied();
  for_each_cell(s.occupied[c], [&](int cell) {
    const Piece piece = s.cells[cell];
    const int worth = kAdaptoid + kLeg * ap::legs(piece) + kPincer * ap::pincers(piece);
    score += worth;
    const int limbs = ap::limbs(piece);
    if (limbs == 0) return;  // A12: a bare adaptoid is always fed
    const int food = masks_.food(cell, empty);
    if (food < limbs)
      score -= (kLife + worth) * (s.side == c ? kStarvingOwnTurn : kStarving) / 100;
    else if (food == limbs)
      score -= kTight;
  });
  return score;
}

int AdaptoidEvaluator::operator()(const FastAdaptoidState& s, Colour me) const {
  const int mine = strength(s, me);
  if (players_ == 2) return mine - strength(s, prey_[me]);
  // T7: my prey's defeat is my win; my hunter's defeat is my prey's win.
  return mine + strength(s, hunter_[me]) / 2 - 3 * strength(s, prey_[me]) / 2;
}

QuantumLeapEvaluator::QuantumLeapEvaluator(const FastQuantumLeapGame& game)
    : game_(&game), masks_(game.variant().board), players_(game.variant().players) {}

int QuantumLeapEvaluator::captures(const FastQuantumLeapState& s, Colour c) const {
  FastQuantumLeapState as_mover = s;
  as_mover.side = static_cast<uint8_t>(c);
  as_mover.swap_pending = false;
  return static_cast<int>(game_->count_turns(as_mover));
}

int QuantumLeapEvaluator::movers(const FastQuantumLeapState& s, Colour c) const {
  int n = 0;
  for_each_cell(s.stones[c], [&](int cell) { n += (masks_.neighbours[cell] & s.stones[c]) != 0; });
  return n;
}

// Fitted by logistic regression on 8,800 positions of uct self-play games (who won from each):
// the stones that can still leap (a friendly neighbour) and the captures, with the last captures
// weighing most (1 / (1 + m): a player near none is near defeat). In hundredths of a logit.
int QuantumLeapEvaluator::strength(const FastQuantumLeapState& s, Colour c) const {
  const int m = captures(s, c);
  return kMover * movers(s, c) + static_cast<int>(kLogCaptures * std::log1p(m) - kLastCaptures / (1.0 + m)) -
         kCapture * m;
}

int QuantumLeapEvaluator::operator()(const FastQuantumLeapState& s, Colour me) const {
  const int mine = strength(s, me);
  int others = 0;
  for (Colour c = 0; c < players_; ++c)
    if (c != me) others += strength(s, c);
  return mine - others / (players_ - 1);
}

}  // namespace adaptoid
