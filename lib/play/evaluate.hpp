#pragma once
// The engine's static evaluation: how good a position is for one colour, in hundredths of a piece,
// from what decides these games.
//   Adaptoid family: the losses still affordable before the capture goal, the pieces and limbs on
//   the board (what grows attacks and speed), and the adaptoids that starve at the end of the
//   next turn (A12, A13: fewer empty neighbours than limbs). With three players the prey's
//   weakness is the evaluated colour's chance (T7: a loser's hunter wins), the hunter's weakness
//   hands the win to the prey.
//   Quantum Leap: the captures each colour has (Q5: a player without one loses) and its stones by
//   their friendly neighbours (Q4: the leap length).
#include <adaptoid/core/colour.hpp>
#include <adaptoid/core/game.hpp>
#include <adaptoid/core/variant.hpp>
#include <adaptoid/fast/bitboard.hpp>
#include <adaptoid/fast/fast_adaptoid_game.hpp>
#include <adaptoid/fast/fast_game.hpp>
#include <adaptoid/fast/fast_quantum_leap_game.hpp>

#include <array>

namespace adaptoid {

// Who wins when c is defeated: the other player (A15), c's hunter (T7), the player before c (Q5).
inline Colour winner_if_defeated(AdaptoidTag /*game*/, const Variant& v, Colour c) {
  return v.players == 3 ? v.hunter(c) : v.next(c);
}
inline Colour winner_if_defeated(QuantumLeapTag /*game*/, const Variant& v, Colour c) {
  return v.previous(c);
}
inline Colour winner_if_defeated(const Variant& v, Colour c) {
  return visit_family(v, [&](auto game) { return winner_if_defeated(game, v, c); });
}

// The terms of one Adaptoid colour's standing; strength() is their weighted sum. The fitting of
// the weights (scripts/fit_adaptoid.py) reads them through adaptoid_eval_features.
enum AdaptoidFeature : int {
  kLives,            // losses still affordable before the goal (A15, T7)
  kLastLife,         // 1 when one more loss is defeat
  kPieces,           // adaptoids on the board
  kLegs,             // their legs
  kPincers,          // their pincers
  kStarvingOwnTurn,  // adaptoids that starve after this turn when c moves now (A13) ...
  kStarvingOwnLegs,  // ... and their legs and pincers
  kStarvingOwnPincers,
  kStarving,  // the same when another colour moves first
  kStarvingLegs,
  kStarvingPincers,
  kTight,    // fed with nothing to spare: one enemy next to it starves it
  kRoom,     // empty cells next to c's adaptoids, counted once per adaptoid
  kContact,  // c's adaptoids next to an enemy
  kToMove,   // 1 when c moves next
  kAdaptoidFeatures
};
using AdaptoidFeatures = std::array<int, kAdaptoidFeatures>;

// Which weights the evaluators (Adaptoid's and Quantum Leap's) play by: the hand-set ones everywhere (the
// engine's edition 1, which the puzzle years are made with); the fitted two-player ones where they apply
// (greedy and the reports, unchanged since the puzzle ladders' greedy rung was rated with them); those and
// Adapt3's fitted ones, and Quantum Leap's fitted to exact values (the engine's edition 2).
enum class EvaluatorWeights { Hand, FittedTwoPlayers, Fitted };
// The weights of a variant's strength() under a choice.
const AdaptoidFeatures& adaptoid_weights(const Variant& variant, EvaluatorWeights choice);

class AdaptoidEvaluator {
 public:
  explicit AdaptoidEvaluator(const Variant& variant,
                             EvaluatorWeights choice = EvaluatorWeights::FittedTwoPlayers);
  // The position from `me`'s view; positive is good for `me`. Not for finished games.
  int operator()(const FastAdaptoidState& s, Colour me) const;
  // One colour's standing alone: higher is further from losing.
  int strength(const FastAdaptoidState& s, Colour c) const;
  AdaptoidFeatures features(const FastAdaptoidState& s, Colour c) const;

 private:
  BoardMasks masks_;
  const AdaptoidFeatures* weights_;
  // Three players with the fitted weights: operator() is the log of my chance to win when each
  // colour's odds of defeat are a softmax of minus its strength, the model they were fitted in.
  bool loser_odds_;
  int players_;
  int goal_;
  std::array<Colour, kMaxAdaptoidPlayers> prey_{};
  std::array<Colour, kMaxAdaptoidPlayers> hunter_{};
};

// The terms of one Quantum Leap colour's standing; strength() is their weighted sum (the integer
// terms exactly, the two logarithmic ones rounded toward zero together). The fitting of the
// weights (scripts/fit_quantum_leap.py) reads them through adaptoid_quantum_leap_labels.
enum QuantumLeapFeature : int {
  kStonesByFriends,  // c's stones with 0, 1, ... 6 friendly neighbours (Q4: the leap length) ...
  kStonesByFriendsEnd = kStonesByFriends + 7,
  kLogCaptures = kStonesByFriendsEnd,  // log(1 + m), m the captures c has if it moves now (Q4)
  kLastCaptures,                       // 1 / (1 + m): a player near none is near defeat (Q5)
  kCaptures,                           // m
  kAttackers,                          // c's stones with a capture
  kTargets,                            // the other colours' stones c can capture
  kStoneToMove,                        // 1 when c moves next
  kQuantumLeapFeatures
};
using QuantumLeapFeatures = std::array<double, kQuantumLeapFeatures>;
// The weights of Quantum Leap's strength() under a choice: those fitted to exact values for the
// engine's edition 2 (Fitted), the self-play ones otherwise (greedy, the reports, edition 1).
const QuantumLeapFeatures& quantum_leap_weights(EvaluatorWeights choice);

class QuantumLeapEvaluator {
 public:
  explicit QuantumLeapEvaluator(const FastQuantumLeapGame& game,
                                EvaluatorWeights choice = EvaluatorWeights::FittedTwoPlayers);
  int operator()(const FastQuantumLeapState& s, Colour me) const;
  int strength(const FastQuantumLeapState& s, Colour c) const;
  QuantumLeapFeatures features(const FastQuantumLeapState& s, Colour c) const;

 private:
  BoardMasks masks_;
  const QuantumLeapFeatures* weights_;
  int players_;
};

// A position's worth to `me`: a finished game by its result (+won, -won, 0 for a draw), else the
// evaluation (which is not defined on finished games).
template <FastGame G, class Eval>
int value_or_result(const G& game, const Eval& evaluate, const typename G::State& s, Colour me, int won) {
  const Status st = game.status(s);
  if (!st.over) return evaluate(s, me);
  return !st.winner ? 0 : *st.winner == me ? won : -won;
}

// The evaluator of a fast generator's family.
inline AdaptoidEvaluator make_evaluator(const FastAdaptoidGame& game,
                                        EvaluatorWeights choice = EvaluatorWeights::FittedTwoPlayers) {
  return AdaptoidEvaluator(game.variant(), choice);
}
inline QuantumLeapEvaluator make_evaluator(const FastQuantumLeapGame& game,
                                           EvaluatorWeights choice = EvaluatorWeights::FittedTwoPlayers) {
  return QuantumLeapEvaluator(game, choice);
}

}  // namespace adaptoid
