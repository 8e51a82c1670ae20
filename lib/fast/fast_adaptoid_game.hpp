#pragma once
// The Adaptoid family (Adaptoid, Superadaptoid, Adapt3) at engine speed, for boards of up to 64
// cells. Same rules as AdaptoidGame (the plain reference, which the tests hold it against on
// random positions of every built-in variant), different representation:
//   - a compact state: one byte a cell plus a bitboard per colour and the limbs on the board, so
//     the supply (A3) is a subtraction and a copy is ~100 bytes (copy-make: no undo needed);
//   - moves (A5) by a bitboard flood fill over empty cells, one neighbour mask per reached cell;
//   - count_turns(): the number of legal turns without making them (bulk counting at perft's last
//     ply): for each move, the grows after it are a few popcounts (see fast_adaptoid_count.cpp).
#include <adaptoid/core/adaptoid_game.hpp>
#include <adaptoid/core/piece.hpp>
#include <adaptoid/core/position.hpp>
#include <adaptoid/core/status.hpp>
#include <adaptoid/core/turn.hpp>
#include <adaptoid/core/variant.hpp>
#include <adaptoid/fast/bitboard.hpp>
#include <adaptoid/fast/fast_game_base.hpp>

#include <algorithm>
#include <array>
#include <cstddef>
#include <vector>

namespace adaptoid {

struct FastAdaptoidState {
  std::array<Piece, kMaxBitboardCells> cells{};          // the plain Piece bytes, by cell
  std::array<Bitboard, kMaxAdaptoidPlayers> occupied{};  // by colour
  std::array<uint8_t, kMaxAdaptoidPlayers> lost{};
  std::array<uint8_t, kMaxAdaptoidPlayers> legs{};     // legs on the board, by colour
  std::array<uint8_t, kMaxAdaptoidPlayers> pincers{};  // pincers on the board, by colour
  uint8_t side = 0;
  Phase phase = Phase::Play;  // A21, A22
  uint8_t result = kOngoing;
  uint32_t turn_number = 1;

  Bitboard all_occupied() const { return occupied[0] | occupied[1] | occupied[2]; }
  friend bool operator==(const FastAdaptoidState&, const FastAdaptoidState&) = default;
};

// Adaptoid-family variants on boards of at most 64 cells.
class FastAdaptoidGame : public FastGameBase<AdaptoidGame::kFamily.family, kMaxAdaptoidPlayers> {
 public:
  using State = FastAdaptoidState;

  explicit FastAdaptoidGame(VariantPtr variant);

  State from_position(const Position& p) const;
  Position to_position(const State& s) const;
  Status status(const State& s) const;

  // The turns of AdaptoidGame::legal_turns, in the same order.
  void legal_turns(const State& s, std::vector<Turn>& out) const;
  State apply(const State& s, const Turn& t) const;
  // Whether t is one of legal_turns(s), without listing them: a search asks it of one turn it
  // hopes to play again.
  bool is_legal(const State& s, const Turn& t) const;
  // The number of legal turns, without making them.
  uint64_t count_turns(const State& s) const;
  // The position after every legal turn (in no particular order).
  void children(const State& s, std::vector<State>& out) const;
  // The same, in the same order, stopping once a child passes `stop`: whether one did (then `out`
  // holds the children up to it and a few more of the same move). A search that needs one child
  // of a kind (a refutation, a win) spares making the rest.
  template <class Stop>
  bool children_until(const State& s, std::vector<State>& out, Stop&& stop) const;
  // The positions from which a quiet turn leads to s (fast_adaptoid_parents.cpp), each once: a
  // turn that attacks nobody, grows nothing (none was possible, A11) and starves nobody. Such a
  // turn keeps every loss and all the material, so these are the turns inside a solver's tier
  // (folded_tier.hpp), walked backwards. The parents carry the turn number of s (the solvers
  // do not number turns); none under no_grow = "lose", where a turn without a grow loses.
  void quiet_parents(const State& s, std::vector<State>& out) const;
  // Whether s has quiet parents (then at least the pass), without making them.
  bool reached_quietly(const State& s) const;

 private:
  struct Moves {
    Bitboard steps = 0, attacks = 0;
  };
  using Supply = AdaptoidGame::Supply;
  // A10: what the mover can grow on the board as it stands: new adaptoids on `creates`, a leg
  // or a pincer (as `left` allows) on `limbs`. Nothing at all: A11.
  struct Grows {
    Supply left;
    Bitboard creates = 0, limbs = 0;
  };
  Grows grows(const State& s, Colour mover) const;
  // The placement opening (fast_adaptoid_opening.cpp): its turns, children and their count.
  void opening_turns(const State& s, std::vector<Turn>& out) const;
  State apply_opening(const State& s, const Turn& t) const;
  void opening_children(const State& s, std::vector<State>& out) const;
  uint64_t count_opening_turns(const State& s) const;
  Moves moves_from(const State& s, int from, Bitboard empty) const;
  Bitboard targets(const State& s, Colour mover) const;  // T4
  Supply supply(const State& s, Colour c) const;
  Bitboard growable(const State& s, Colour c) const;  // A9: fewer limbs than allowed
  void apply_move(State& s, MoveKind kind, int from, int to) const;
  void apply_grow(State& s, GrowKind kind, int cell, Colour mover) const;
  void remove(State& s, int cell) const;
  void starve(State& s, Colour mover) const;
  // The opponents' adaptoids on `among` that `empty` does not feed (A12, A13, T5).
  Bitboard unfed(const State& s, Colour mover, Bitboard empty, Bitboard among) const;
  void remove_starved(State& s, Bitboard starved) const;
  uint8_t decide(const State& s, Colour mover, bool failed_to_grow) const;
  void finish_turn(State& s, Colour mover, bool failed_to_grow) const;
  bool ends_at_once(const State& after_move, Colour mover) const;  // A14 immediate
  // Appends the grows of the mover in s (the position after the move), each as a finished child.
  void grow_children(const State& s, Colour mover, std::vector<State>& out) const;
  void grow_turns(const State& s, Colour mover, const Turn& base, std::vector<Turn>& out) const;

  std::array<Colour, kMaxAdaptoidPlayers> previous_{};
  int goal_;
};

template <class Stop>
bool FastAdaptoidGame::children_until(const State& s, std::vector<State>& out, Stop&& stop) const {
  out.clear();
  if (s.phase != Phase::Play) {
    opening_children(s, out);
    return std::any_of(out.begin(), out.end(), stop);
  }
  if (s.result != kOngoing) return false;
  std::size_t checked = 0;
  const auto one_passed = [&] {  // of those made since the last call
    for (; checked < out.size(); ++checked)
      if (stop(out[checked])) return true;
    return false;
  };
  const Colour mover = s.side;
  grow_children(s, mover, out);
  if (one_passed()) return true;
  const Bitboard empty = masks_.all & ~s.all_occupied();
  const auto moved = [&](MoveKind kind, int from, int to) {
    State after = s;
    apply_move(after, kind, from, to);
    if (ends_at_once(after, mover)) {
      finish_turn(after, mover, false);
      out.push_back(after);
    } else {
      grow_children(after, mover, out);
    }
    return one_passed();
  };
  for (Bitboard pieces = s.occupied[mover]; pieces; pieces &= pieces - 1) {
    const int from = lowest_cell(pieces);
    if (adaptoid_piece::legs(s.cells[from]) == 0) continue;
    const Moves m = moves_from(s, from, empty);
    for (Bitboard to = m.steps; to; to &= to - 1)
      if (moved(MoveKind::Step, from, lowest_cell(to))) return true;
    for (Bitboard to = m.attacks; to; to &= to - 1)
      if (moved(MoveKind::Attack, from, lowest_cell(to))) return true;
  }
  return false;
}

}  // namespace adaptoid
