#pragma once
// A turn: a small value. Adaptoid: an optional move (a step or an attack) and an optional grow.
// Quantum Leap: a leap that captures, or Black's pre-game swap (or its refusal).
// The placement opening (A21, A22): Place puts a bare white adaptoid on `from` and a bare black
// one on `to`; Keep and SwapColours are the second player's colour choice.
#include <compare>
#include <cstdint>

namespace adaptoid {

// A cell index in a turn: two bytes, as a board may have more than 256 cells (kMaxCells).
using CellIndex = uint16_t;

enum class MoveKind : uint8_t { None, Step, Attack, Leap, Swap, DeclineSwap, Place, Keep, SwapColours };
enum class GrowKind : uint8_t { None, Create, Leg, Pincer };

struct Turn {
  MoveKind move = MoveKind::None;
  GrowKind grow = GrowKind::None;
  CellIndex from = 0;       // move origin; first cell of a swap
  CellIndex to = 0;         // move destination; second cell of a swap
  CellIndex grow_cell = 0;  // the created adaptoid's cell, or the adaptoid that gains a limb

  friend auto operator<=>(const Turn&, const Turn&) = default;
  bool is_opening() const {
    return move == MoveKind::Place || move == MoveKind::Keep || move == MoveKind::SwapColours;
  }
  bool is_pass() const { return move == MoveKind::None && grow == GrowKind::None; }
  // The move names two cells, `from` and `to` (a step, an attack, a leap, a swap, a placement).
  bool moves_between_cells() const {
    return move == MoveKind::Step || move == MoveKind::Attack || move == MoveKind::Leap ||
           move == MoveKind::Swap || move == MoveKind::Place;
  }
};

}  // namespace adaptoid
