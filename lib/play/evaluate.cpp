// The Adaptoid weights were fitted to who won self-play games (two players, Adapt3) or set by
// matches against uct and against earlier weights (stacks, and Adapt3's edition 1); the Quantum
// Leap weights were fitted to who won engine self-play games and, for the engine's edition 2, to
// exact values of positions near the end (kQuantumLeapExact). The hand-set ones
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
// sharpness its exploration constant was tuned with (players.cpp, the engine): in hundredths of a
// hundredth of a piece, as the hand-set ones.
constexpr AdaptoidFeatures kAdapt3Weights = {8491,   -21353, 806,   3716,  -219, -3250, -200, -300,
                                             -12109, -772,   -3111, -5714, 457,  4271,  304};

// Quantum Leap, in hundredths of a logit, for each QuantumLeapFeature. The self-play weights were
// fitted by logistic regression on 23,700 positions of 600 engine self-play games (who won from
// each; log loss 0.54 with the earlier terms, 0.43 with these), then the attackers' term against a
// stone with a capture: the same captures on fewer stones do better. Every stone is a target for
// the others, the isolated ones without a capture of their own to pay for it.
constexpr QuantumLeapFeatures kQuantumLeapSelfPlay = {-110, -60,  -35, -18, -10, -10, -10,
                                                      235,  -150, -5,  -9,  0,   0};
// The engine's edition 2: fitted by scripts/fit_quantum_leap.py to the exact values of 4,987
// positions of 30 to 38 stones (the value search's, bench/quantum_leap_labels.cpp) from 598
// self-play games (engine:nodes=20000 against engine:nodes=14000, seed 11), L2 1: held-out log
// loss 0.361, the self-play weights 0.395 at their best scale and offset, the constant 0.692.
// What it says: a stone with two friends or more counts for its side (the self-play weights
// counted every stone against it, the lonely ones most), the move itself is worth half a logit
// (to move), and an attacker a sixth.
constexpr QuantumLeapFeatures kQuantumLeapExact = {-96, -44, 4, 24, 48, 49, 26, 305, -78, -7, 16, -5, 56};

bool adapt3_fitted(const Variant& variant, EvaluatorWeights choice) {
  return choice == EvaluatorWeights::Fitted && variant.players == 3 && !variant.board.has_stacks();
}

}  // namespace

const AdaptoidFeatures& adaptoid_weights(const Variant& variant, EvaluatorWeights choice) {
  if (adapt3_fitted(variant, choice)) return kAdapt3Weights;
  if (choice == EvaluatorWeights::Hand || variant.players != 2 || variant.board.has_stacks())
    return kHandWeights;
  return kFittedWeights;
}

AdaptoidEvaluator::AdaptoidEvaluator(const Variant& variant, EvaluatorWeights choice)
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

const QuantumLeapFeatures& quantum_leap_weights(EvaluatorWeights choice) {
  return choice == EvaluatorWeights::Fitted ? kQuantumLeapExact : kQuantumLeapSelfPlay;
}

QuantumLeapEvaluator::QuantumLeapEvaluator(const FastQuantumLeapGame& game, EvaluatorWeights choice)
    : masks_(game.variant().board),
      weights_(&quantum_leap_weights(choice)),
      players_(game.variant().players) {}

QuantumLeapFeatures QuantumLeapEvaluator::features(const FastQuantumLeapState& s, Colour c) const {
  QuantumLeapFeatures f{};
  const Bitboard own = s.stones[c];
  const Bitboard enemy = s.all_stones() & ~own;
  Bitboard targets = 0;
  int m = 0;
  for_each_cell(own, [&](int cell) {
    const int friends = popcount(masks_.neighbours[cell] & own);
    ++f[kStonesByFriends + friends];
    if (friends == 0) return;
    const Bitboard hits = masks_.leap[cell][friends - 1] & enemy;
    m += popcount(hits);
    targets |= hits;
    f[kAttackers] += hits != 0;
  });
  f[kLogCaptures] = std::log1p(m);
  f[kLastCaptures] = 1.0 / (1.0 + m);
  f[kCaptures] = m;
  f[kTargets] = popcount(targets);
  f[kStoneToMove] = s.side == c;
  return f;
}

int QuantumLeapEvaluator::strength(const FastQuantumLeapState& s, Colour c) const {
  const QuantumLeapFeatures f = features(s, c);
  const QuantumLeapFeatures& w = *weights_;
  int whole = 0;
  for (int i = 0; i < kQuantumLeapFeatures; ++i)
    if (i != kLogCaptures && i != kLastCaptures) whole += static_cast<int>(w[i]) * static_cast<int>(f[i]);
  return whole + static_cast<int>(w[kLogCaptures] * f[kLogCaptures] + w[kLastCaptures] * f[kLastCaptures]);
}

int QuantumLeapEvaluator::operator()(const FastQuantumLeapState& s, Colour me) const {
  const int mine = strength(s, me);
  int others = 0;
  for (Colour c = 0; c < players_; ++c)
    if (c != me) others += strength(s, c);
  return mine - others / (players_ - 1);
}

}  // namespace adaptoid
