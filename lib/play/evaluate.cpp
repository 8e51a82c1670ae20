// The Adaptoid weights were set by matches against uct and against earlier weights; the Quantum
// Leap weights were fitted to who won engine self-play games (see strength()). Round numbers on
// purpose: the last digits are below what the matches can tell apart.
#include <adaptoid/play/evaluate.hpp>

#include <array>
#include <cmath>

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

// Quantum Leap: a stone by its friendly neighbours (its leap length; 4 and more alike). Every
// stone is a target for the others, the isolated ones without a capture of their own to pay for it.
constexpr std::array<int, 7> kStoneByFriends = {-110, -60, -35, -18, -10, -10, -10};
constexpr double kLogCaptures = 235;
constexpr double kLastCaptures = 150;
constexpr int kCapture = 5;
// Fitted against a stone with a capture: the same captures on fewer stones do better.
constexpr int kAttacker = 9;

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
    : masks_(game.variant().board), players_(game.variant().players) {}

// Fitted by logistic regression on 23,700 positions of 600 engine self-play games (who won from
// each; log loss 0.54 with the earlier terms, 0.43 with these): the stones by their friendly
// neighbours, and the captures c would have if it moved (Q4), with the last captures weighing
// most (1 / (1 + m): a player near none is near defeat, Q5). In hundredths of a logit.
int QuantumLeapEvaluator::strength(const FastQuantumLeapState& s, Colour c) const {
  const Bitboard own = s.stones[c];
  const Bitboard enemy = s.all_stones() & ~own;
  int score = 0;
  int m = 0;
  for_each_cell(own, [&](int cell) {
    const int friends = popcount(masks_.neighbours[cell] & own);
    score += kStoneByFriends[friends];
    if (friends == 0) return;
    const int captures = popcount(masks_.leap[cell][friends - 1] & enemy);
    m += captures;
    if (captures > 0) score -= kAttacker;
  });
  return score + static_cast<int>(kLogCaptures * std::log1p(m) - kLastCaptures / (1.0 + m)) - kCapture * m;
}

int QuantumLeapEvaluator::operator()(const FastQuantumLeapState& s, Colour me) const {
  const int mine = strength(s, me);
  int others = 0;
  for (Colour c = 0; c < players_; ++c)
    if (c != me) others += strength(s, c);
  return mine - others / (players_ - 1);
}

}  // namespace adaptoid
