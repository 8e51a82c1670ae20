// The Adaptoid weights were fitted to who won self-play games (two players, Adapt3) or set by
// matches against uct and against earlier weights (stacks, and Adapt3's edition 1); the Quantum
// Leap weights were fitted to who won engine self-play games (see strength()). The hand-set ones
// are round numbers on purpose: the last digits are below what the matches can tell apart.
#include <adaptoid/play/evaluate.hpp>

#include <array>
#include <cmath>

namespace adaptoid {

namespace ap = adaptoid_piece;

namespace {

// Hand-set (three players): a life 100, the last one 150 more, an adaptoid 30, a leg 8, a pincer
// 12; an adaptoid that starves next loses a quarter of its worth and a life's when its owner
// moves first and may save it, else four fifths; a tight one 6. In hundredths of a hundredth of a
// piece, so that the starving shares stay whole.
constexpr AdaptoidFeatures kHandWeights = {10000,  -15000, 3000, 800,  1200, -3250, -200, -300,
                                           -10400, -640,   -960, -600, 0,    0,     0};
// Fitted by scripts/fit_adaptoid.py (logistic regression, PRIOR=hand L2 10000: the hand-set
// weights at their fitted scale tuned, not a fit from nothing) on 111,432 positions of 2,358
// distinct self-play games of adaptoid (engine:nodes=4000 against engine:nodes=3000, 6 random
// opening plies): held-out log loss 0.565, the hand-set weights 0.624 at their best scale, the
// constant 0.693. What it says: a life is worth 0.75 logit and the last one 1.1 more, a leg 0.29,
// a bare adaptoid little beyond the room around it (0.1 logit an empty neighbour). A fit from
// zero (L2 10) had the lower loss, 0.555, but gave a starving adaptoid a positive weight, which
// the search exploited: it lost 7-17 to the hand-set weights at 20,000 nodes a turn, where this
// one won 30-0 (specs/results.md). In hundredths of a hundredth of a logit. For two players
// without stacks (Adaptoid); Superadaptoid's stacks keep the hand-set weights, which no fit
// covered.
constexpr AdaptoidFeatures kFittedWeights = {7550,  -11167, -490, 2891, 321, -2477, -152, -229,
                                             -7723, -477,   -673, -912, 969, 123,   392};
// Adapt3 (three players without stacks), the engine's edition 2: fitted by scripts/fit_adapt3.py
// to who won 480 distinct self-play games (engine:nodes=1200 with the hand-set weights, 6 random
// opening plies; 28,730 positions), in the model the search judges its playouts by (mcts.hpp):
// each colour's odds of being the one defeated a softmax of minus its strength, its hunter the
// winner (T7). Multinomial log likelihood, L2 1000 towards the hand-set weights at their fitted
// scale (0.20 logit a piece), which kept the signs the games say little about (a starving
// adaptoid on its owner's turn never occurred). Held-out log loss 1.021; the hand-set weights at
// their best scale 1.041 in this model, 1.053 in their own combination; a third each 1.099. What
// it says: the last life weighs more (0.43 logit against 0.31), a bare adaptoid less, a leg more
// than a pincer, a tight adaptoid (fed with nothing to spare) a tenth of a logit against, and
// being next to an enemy a tenth for. Divided by that scale, so the search's softmax keeps the
// sharpness its exploration constant was tuned with (engine_player.cpp): in hundredths of a
// hundredth of a piece, as the hand-set ones.
constexpr AdaptoidFeatures kAdapt3Weights = {8491,   -21353, 806,   3716,  -219, -3250, -200, -300,
                                             -12109, -772,   -3111, -5714, 457,  4271,  304};

// Quantum Leap: a stone by its friendly neighbours (its leap length; 4 and more alike). Every
// stone is a target for the others, the isolated ones without a capture of their own to pay for it.
constexpr std::array<int, 7> kStoneByFriends = {-110, -60, -35, -18, -10, -10, -10};
constexpr double kLogCaptures = 235;
constexpr double kLastCaptures = 150;
constexpr int kCapture = 5;
// Fitted against a stone with a capture: the same captures on fewer stones do better.
constexpr int kAttacker = 9;

bool adapt3_fitted(const Variant& variant, AdaptoidWeights choice) {
  return choice == AdaptoidWeights::Fitted && variant.players == 3 && !variant.board.has_stacks();
}

}  // namespace

const AdaptoidFeatures& adaptoid_weights(const Variant& variant, AdaptoidWeights choice) {
  if (adapt3_fitted(variant, choice)) return kAdapt3Weights;
  if (choice == AdaptoidWeights::Hand || variant.players != 2 || variant.board.has_stacks())
    return kHandWeights;
  return kFittedWeights;
}

AdaptoidEvaluator::AdaptoidEvaluator(const Variant& variant, AdaptoidWeights choice)
    : masks_(variant.board),
      weights_(&adaptoid_weights(variant, choice)),
      loser_odds_(adapt3_fitted(variant, choice)),
      players_(variant.players),
      goal_(variant.loss_goal()) {
  for (Colour c = 0; c < players_; ++c) {
    prey_[c] = players_ == 3 ? variant.prey[c] : variant.next(c);
    hunter_[c] = players_ == 3 ? variant.hunter(c) : variant.next(c);
  }
}

AdaptoidFeatures AdaptoidEvaluator::features(const FastAdaptoidState& s, Colour c) const {
  AdaptoidFeatures f{};
  const int lives = goal_ - s.lost[c];
  f[kLives] = lives;
  f[kLastLife] = lives <= 1;
  f[kToMove] = s.side == c;
  const Bitboard empty = masks_.all & ~s.all_occupied();
  const Bitboard enemy = s.all_occupied() & ~s.occupied[c];
  for_each_cell(s.occupied[c], [&](int cell) {
    const Piece piece = s.cells[cell];
    const int legs = ap::legs(piece), pincers = ap::pincers(piece);
    ++f[kPieces];
    f[kLegs] += legs;
    f[kPincers] += pincers;
    f[kContact] += (masks_.neighbours[cell] & enemy) != 0;
    const int food = masks_.food(cell, empty);
    f[kRoom] += food;
    const int limbs = legs + pincers;
    if (limbs == 0) return;  // A12: a bare adaptoid is always fed
    if (food < limbs) {
      const bool own = s.side == c;
      ++f[own ? kStarvingOwnTurn : kStarving];
      f[own ? kStarvingOwnLegs : kStarvingLegs] += legs;
      f[own ? kStarvingOwnPincers : kStarvingPincers] += pincers;
    } else if (food == limbs) {
      ++f[kTight];
    }
  });
  return f;
}

int AdaptoidEvaluator::strength(const FastAdaptoidState& s, Colour c) const {
  const AdaptoidFeatures f = features(s, c);
  int score = 0;
  for (int i = 0; i < kAdaptoidFeatures; ++i) score += (*weights_)[i] * f[i];
  return score / 100;
}

int AdaptoidEvaluator::operator()(const FastAdaptoidState& s, Colour me) const {
  if (players_ == 2) return strength(s, me) - strength(s, prey_[me]);
  if (loser_odds_) {
    // The fitted weights' model: each colour's odds of being the one defeated are a softmax of
    // minus its strength (in hundredths of a logit), and my prey's defeat is my win (T7): the log
    // of my chance, as the search's playouts judge it (mcts.hpp).
    std::array<int, kMaxAdaptoidPlayers> strengths{};
    double total = 0;
    for (Colour c = 0; c < players_; ++c) {
      strengths[c] = strength(s, c);
      total += std::exp(-strengths[c] / 100.0);
    }
    return -strengths[prey_[me]] - static_cast<int>(std::lround(100 * std::log(total)));
  }
  // T7: my prey's defeat is my win; my hunter's defeat is my prey's win.
  return strength(s, me) + strength(s, hunter_[me]) / 2 - 3 * strength(s, prey_[me]) / 2;
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
