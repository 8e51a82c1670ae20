#pragma once
// The Adaptoid family: Adaptoid, Superadaptoid's advanced mode and Adapt3 (specs/rules.md A, S, T).
// A plain, readable implementation: the reference that faster generators are tested against.
#include <adaptoid/core/game_family.hpp>
#include <adaptoid/core/position.hpp>
#include <adaptoid/core/status.hpp>
#include <adaptoid/core/turn.hpp>
#include <adaptoid/core/variant.hpp>

#include <string>
#include <vector>

namespace adaptoid {

class AdaptoidGame {
 public:
  static constexpr FamilyTraits kFamily{.family = Family::Adaptoid,
                                        .name = "adaptoid",
                                        .title = "Adaptoid",
                                        .max_players = kMaxAdaptoidPlayers,
                                        .default_side = 4,
                                        .random_setup = false,
                                        .counts_losses = true,
                                        .cell_heights = true,
                                        .hunting = true,
                                        .always_ends = false,
                                        .grows_limbs = true};
  explicit AdaptoidGame(VariantPtr variant);
  const Variant& variant() const { return *variant_; }
  const VariantPtr& variant_ptr() const { return variant_; }

  Position start(uint64_t seed) const;
  // The positions the opening can lead to, with White to move: the start itself, or, with the
  // placement opening (A21, A22), one for every placement, in the order of legal_turns. Solvers
  // start from these: the opening's own values follow from theirs (see specs/rules.md A22).
  std::vector<Position> first_positions() const;
  // Every legal turn, each once, in a fixed order: no move first, then moves by origin and
  // destination cell; for each, the grows by cell (create, leg, pincer).
  void legal_turns(const Position& p, std::vector<Turn>& out) const;
  // p after t; t must be legal in p.
  Position apply(const Position& p, const Turn& t) const;
  Status status(const Position& p) const;
  // Decides the stored result of a position read from text (A15, A16, T7, A17).
  void decide_result(Position& p) const;
  // Why t is not legal in p, in one line.
  std::string explain_illegal(const Position& p, const Turn& t) const;

  // Rule helpers, public for the tests and the diagrams.
  int food(const Position& p, int cell) const;  // A12
  bool fed(const Position& p, int cell) const { return food(p, cell) >= adaptoid_piece::limbs(p.at(cell)); }
  bool is_enemy_target(Colour mover, Colour defender) const;  // T4
  // One type for the supply, the rules' and the fast generator's (FastAdaptoidGame::Supply).
  struct Supply {
    int adaptoids = 0, legs = 0, pincers = 0;
    friend bool operator==(const Supply&, const Supply&) = default;
  };
  Supply supply(const Position& p, Colour c) const;  // A3: what is not on the board

 private:
  struct Move {
    MoveKind kind;
    int from, to;
  };
  void opening_turns(const Position& p, std::vector<Turn>& out) const;  // A21, A22
  Position apply_opening(const Position& p, const Turn& t) const;
  std::string explain_opening(const Position& p, const Turn& t) const;
  void moves(const Position& p, std::vector<Move>& out) const;
  bool attack_allowed(Piece attacker, Piece defender) const;
  void apply_move(Position& p, const Move& m) const;
  void grows(const Position& p, Colour mover, std::vector<Turn>& out, const Turn& base) const;
  void starve(Position& p, Colour mover) const;
  // Losers are the colours that meet a losing condition; the result says who wins then.
  uint8_t decide(const Position& p, Colour mover, bool mover_failed_to_grow) const;
  void finish_turn(Position& p, Colour mover, bool grew_or_could_not) const;

  VariantPtr variant_;
};

}  // namespace adaptoid
