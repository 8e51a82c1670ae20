#pragma once
// Quantum Leap at engine speed, for boards of up to 64 cells (the 61-cell standard board fits).
// Same rules as QuantumLeapGame (the plain reference the tests hold it against), on a state of
// one bitboard per colour. A stone's leap length is the popcount of its neighbour mask and its
// own stones; its captures are the popcount of the precomputed "exactly k cells away" mask and
// the enemy stones: two loads, two ANDs and two popcounts per stone (Q4).
#include <adaptoid/core/position.hpp>
#include <adaptoid/core/quantum_leap_game.hpp>
#include <adaptoid/core/status.hpp>
#include <adaptoid/core/turn.hpp>
#include <adaptoid/core/variant.hpp>
#include <adaptoid/fast/bitboard.hpp>
#include <adaptoid/fast/fast_game_base.hpp>

#include <array>
#include <vector>

namespace adaptoid {

struct FastQuantumLeapState {
  std::array<Bitboard, kMaxPlayers> stones{};  // by colour
  uint8_t side = 0;
  bool swap_pending = false;
  uint32_t turn_number = 1;

  Bitboard all_stones() const {
    Bitboard b = 0;
    for (Bitboard s : stones) b |= s;
    return b;
  }
  friend bool operator==(const FastQuantumLeapState&, const FastQuantumLeapState&) = default;
};

class FastQuantumLeapGame : public FastGameBase<QuantumLeapGame::kFamily.family, kMaxPlayers> {
 public:
  using State = FastQuantumLeapState;

  explicit FastQuantumLeapGame(VariantPtr variant);

  // Play: the turns of QuantumLeapGame::legal_turns in the same order, one made, the outcome.
  void legal_turns(const State& s, std::vector<Turn>& out) const;
  State apply(const State& s, const Turn& t) const;
  Status status(const State& s) const;

  // Enumeration: the turns counted without making them, and every child made.
  uint64_t count_turns(const State& s) const;
  // The sum of count_turns over the children, without making them (see fast_quantum_leap_count.cpp).
  uint64_t count_two_plies(const State& s) const;
  void children(const State& s, std::vector<State>& out) const;

  // The plain game's positions, to and from this state.
  State from_position(const Position& p) const;
  Position to_position(const State& s) const;

 private:
  // Calls f(from, to) for every capture of the side to move (Q4), by origin.
  template <class F>
  void for_each_capture(const State& s, F&& f) const {
    const Bitboard own = s.stones[s.side];
    const Bitboard enemy = s.all_stones() & ~own;
    for_each_cell(own, [&](int from) {
      for_each_cell(leap_[from][popcount(masks_.neighbours[from] & own)] & enemy,
                    [&](int to) { f(from, to); });
    });
  }
  void finish_turn(State& s) const;

  // leap_[cell][k]: the cells exactly k away (masks_.leap shifted by one), and leap_[cell][0]
  // empty, so that a stone without a friendly neighbour needs no branch: it has no targets.
  std::array<std::array<Bitboard, kMaxLeap + 1>, kMaxBitboardCells> leap_{};
};

}  // namespace adaptoid
