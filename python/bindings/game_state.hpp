#pragma once
// What the Python module wraps: a variant with its game (GameRules), and a position played on
// from turn to turn with its history (GameState). Every rule comes from the library's plain
// game (core); this file only keeps positions and numbers turns (the action encoding of
// docs/library.md).
#include <adaptoid/core/game.hpp>
#include <adaptoid/util/setting.hpp>

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace adaptoid::python {

// Bad input from Python (an illegal turn, an action outside the space, a variant's error): the
// library's one line, raised as adaptoid.AdaptoidError (a ValueError), a setting it names said
// by its name, as the keyword argument that gives it is (util/setting.hpp).
struct InputFailure : std::invalid_argument {
  explicit InputFailure(const std::string& message) : std::invalid_argument(phrase_settings(message)) {}
};

// The fixed action space of a variant: action = move_part * grow_parts + grow_part.
//   move_part: 0 no move; 1 + from * cells + to a move between two cells (a step, an attack, a
//              leap, a swap of two stones, a placement: which one the position says);
//              1 + cells^2 declining the swap (Q3) or keeping the colours (A22);
//              2 + cells^2 swapping the colours (A22).
//   grow_part: 0 no grow; 1 + 3 * cell + {0 create, 1 leg, 2 pincer} (the Adaptoid family);
//              Quantum Leap has none (grow_parts = 1).
struct ActionSpace {
  int64_t cells = 0;
  int64_t move_parts = 0;
  int64_t grow_parts = 1;
  int64_t size() const { return move_parts * grow_parts; }
  int64_t encode(const Turn& t) const;
};

// The observation planes of docs/library.md, over the board's bounding box of columns and rows.
struct ObservationLayout {
  int planes = 0, rows = 0, columns = 0;
  int first_column = 0, first_row = 0;  // the box's lowest column and row (a = 1)
  std::vector<std::string> plane_names;
};

struct GameRules {
  VariantPtr variant;
  AnyGame game;
  ActionSpace actions;
  ObservationLayout observation;
  explicit GameRules(VariantPtr v);
};
using RulesPtr = std::shared_ptr<const GameRules>;

class GameState {
 public:
  GameState(RulesPtr rules, Position p) : rules_(std::move(rules)), position_(p) {}

  const RulesPtr& rules() const { return rules_; }
  const Variant& variant() const { return *rules_->variant; }
  const Position& position() const { return position_; }
  Status status() const;
  const std::vector<Turn>& legal_turns() const;  // in the game's order, kept until the next turn
  std::vector<int64_t> legal_actions() const;
  // The legal turn an action or a text names; throws InputFailure with why it is not.
  Turn turn_of_action(int64_t action) const;
  Turn turn_of_text(const std::string& text) const;
  void apply(const Turn& t);  // t must be legal (turn_of_*)
  void undo();                // throws std::out_of_range at the first position
  size_t history_size() const { return history_.size(); }
  // The observation's values, plane by plane, row by row (ObservationLayout).
  void observe(float* out) const;

 private:
  RulesPtr rules_;
  Position position_;
  std::vector<Position> history_;
  mutable std::vector<Turn> legal_;
  mutable bool legal_known_ = false;
};

}  // namespace adaptoid::python
