#include "game_state.hpp"

#include <adaptoid/core/piece.hpp>

#include <algorithm>
#include <stdexcept>

namespace adaptoid::python {

int64_t ActionSpace::encode(const Turn& t) const {
  int64_t move = 0;
  if (t.moves_between_cells()) {
    move = 1 + int64_t{t.from} * cells + t.to;
  } else if (t.move == MoveKind::DeclineSwap || t.move == MoveKind::Keep) {
    move = 1 + cells * cells;
  } else if (t.move == MoveKind::SwapColours) {
    move = 2 + cells * cells;
  }
  int64_t grow = 0;
  if (t.grow != GrowKind::None) grow = 1 + 3 * int64_t{t.grow_cell} + (static_cast<int64_t>(t.grow) - 1);
  return move * grow_parts + grow;
}

namespace {

// The planes each colour has, and those of the position as a whole, by family.
std::vector<std::string> colour_features(AdaptoidTag) {
  return {"adaptoid", "legs", "pincers"};
}
std::vector<std::string> colour_features(QuantumLeapTag) {
  return {"stone"};
}
std::vector<std::string> whole_features(AdaptoidTag) {
  return {"stack", "placement phase", "choice phase", "turns of max_turns"};
}
std::vector<std::string> whole_features(QuantumLeapTag) {
  return {"swap pending"};
}
int64_t grow_parts(AdaptoidTag, int64_t cells) {
  return 1 + 3 * cells;
}
int64_t grow_parts(QuantumLeapTag, int64_t /*cells*/) {
  return 1;
}

ObservationLayout layout(const Variant& v) {
  ObservationLayout o;
  int last_column = 0, last_row = 0;
  o.first_column = o.first_row = 1 << 20;
  for (const BoardCell& c : v.board.cells()) {
    o.first_column = std::min(o.first_column, c.coord.c);
    o.first_row = std::min(o.first_row, c.coord.r);
    last_column = std::max(last_column, c.coord.c);
    last_row = std::max(last_row, c.coord.r);
  }
  o.columns = last_column - o.first_column + 1;
  o.rows = last_row - o.first_row + 1;
  visit_family(v, [&](auto tag) {
    for (const std::string& f : colour_features(tag))
      for (Colour c = 0; c < v.players; ++c) o.plane_names.push_back(f + " " + std::string(colour_name(c)));
    o.plane_names.emplace_back("playable");
    for (Colour c = 0; c < v.players; ++c) o.plane_names.push_back("to move " + std::string(colour_name(c)));
    if (family_traits(v).counts_losses)
      for (Colour c = 0; c < v.players; ++c) o.plane_names.push_back("lost " + std::string(colour_name(c)));
    for (const std::string& f : whole_features(tag)) o.plane_names.push_back(f);
  });
  o.planes = static_cast<int>(o.plane_names.size());
  return o;
}

// Writes each colour's piece planes of one cell at `at` (offset of the cell in a plane).
void piece_planes(AdaptoidTag, const Variant& v, Piece piece, float* planes, size_t plane, size_t at) {
  if (piece == kEmpty) return;
  const size_t c = static_cast<size_t>(adaptoid_piece::colour(piece));
  const size_t players = static_cast<size_t>(v.players);
  planes[c * plane + at] = 1;
  planes[(players + c) * plane + at] = static_cast<float>(adaptoid_piece::legs(piece));
  planes[(2 * players + c) * plane + at] = static_cast<float>(adaptoid_piece::pincers(piece));
}
void piece_planes(QuantumLeapTag, const Variant& /*v*/, Piece piece, float* planes, size_t plane, size_t at) {
  if (piece != kEmpty) planes[static_cast<size_t>(stone::colour(piece)) * plane + at] = 1;
}

// The planes of the whole position, from `first` on (constant over the board's cells).
std::vector<float> whole_values(AdaptoidTag, const Variant& v, const Position& p) {
  std::vector<float> values;
  for (Colour c = 0; c < v.players; ++c)
    values.push_back(static_cast<float>(p.lost(c)) / static_cast<float>(v.loss_goal()));
  values.push_back(-1);  // the stack plane: per cell, written by the caller
  values.push_back(p.phase() == Phase::Placement ? 1.0F : 0.0F);
  values.push_back(p.phase() == Phase::Choice ? 1.0F : 0.0F);
  values.push_back(v.max_turns > 0 ? static_cast<float>(p.turn_number() - 1) / static_cast<float>(v.max_turns)
                                   : 0);
  return values;
}
std::vector<float> whole_values(QuantumLeapTag, const Variant& /*v*/, const Position& p) {
  return {p.swap_pending() ? 1.0F : 0.0F};
}

}  // namespace

GameRules::GameRules(VariantPtr v) : variant(v), game(make_game(v)), observation(layout(*v)) {
  actions.cells = v->board.size();
  actions.move_parts = actions.cells * actions.cells + 3;
  actions.grow_parts = visit_family(*v, [&](auto tag) { return python::grow_parts(tag, actions.cells); });
}

Status GameState::status() const {
  return visit_game(rules_->game, [&](const auto& g) { return g.status(position_); });
}

const std::vector<Turn>& GameState::legal_turns() const {
  if (!legal_known_) {
    legal_.clear();
    visit_game(rules_->game, [&](const auto& g) { g.legal_turns(position_, legal_); });
    legal_known_ = true;
  }
  return legal_;
}

std::vector<int64_t> GameState::legal_actions() const {
  const std::vector<Turn>& turns = legal_turns();
  std::vector<int64_t> actions(turns.size());
  for (size_t i = 0; i < turns.size(); ++i) actions[i] = rules_->actions.encode(turns[i]);
  return actions;
}

Turn GameState::turn_of_action(int64_t action) const {
  for (const Turn& t : legal_turns())
    if (rules_->actions.encode(t) == action) return t;
  if (action < 0 || action >= rules_->actions.size())
    throw InputFailure("action " + std::to_string(action) + ": outside the action space of " +
                       variant().name + " (0 to " + std::to_string(rules_->actions.size() - 1) + ")");
  throw InputFailure("action " + std::to_string(action) + ": not a legal turn in " +
                     format_position(variant(), position_));
}

Turn GameState::turn_of_text(const std::string& text) const {
  auto turn = visit_game(rules_->game, [&](const auto& g) { return parse_turn(g, position_, text); });
  if (!turn) throw InputFailure(turn.error());
  return turn.value();
}

void GameState::apply(const Turn& t) {
  history_.push_back(position_);
  position_ = visit_game(rules_->game, [&](const auto& g) { return g.apply(position_, t); });
  legal_known_ = false;
}

void GameState::undo() {
  if (history_.empty()) throw std::out_of_range("undo: no turn has been played from this position");
  position_ = history_.back();
  history_.pop_back();
  legal_known_ = false;
}

void GameState::observe(float* out) const {
  const ObservationLayout& o = rules_->observation;
  const Variant& v = variant();
  const size_t plane = static_cast<size_t>(o.rows) * static_cast<size_t>(o.columns);
  std::fill(out, out + plane * static_cast<size_t>(o.planes), 0.0F);
  visit_family(v, [&](auto tag) {
    const size_t pieces = colour_features(tag).size() * static_cast<size_t>(v.players);
    const size_t to_move = pieces + 1 + static_cast<size_t>(position_.side());
    const size_t whole = pieces + 1 + static_cast<size_t>(v.players);
    const std::vector<float> values = whole_values(tag, v, position_);
    for (int cell = 0; cell < v.board.size(); ++cell) {
      const Coord c = v.board.coord(cell);
      const size_t at = static_cast<size_t>(c.r - o.first_row) * static_cast<size_t>(o.columns) +
                        static_cast<size_t>(c.c - o.first_column);
      piece_planes(tag, v, position_.at(cell), out, plane, at);
      out[pieces * plane + at] = 1;
      out[to_move * plane + at] = 1;
      for (size_t k = 0; k < values.size(); ++k)
        out[(whole + k) * plane + at] =
            values[k] >= 0 ? values[k] : static_cast<float>(v.board.height(cell) - 1);
    }
  });
}

}  // namespace adaptoid::python
