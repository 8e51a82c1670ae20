#pragma once
// Quantum Leap for two or more players (specs/rules.md Q).
#include <adaptoid/core/game_family.hpp>
#include <adaptoid/core/position.hpp>
#include <adaptoid/core/status.hpp>
#include <adaptoid/core/turn.hpp>
#include <adaptoid/core/variant.hpp>

#include <string>
#include <vector>

namespace adaptoid {

class QuantumLeapGame {
 public:
  static constexpr FamilyTraits kFamily{.family = Family::QuantumLeap,
                                        .name = "quantum-leap",
                                        .title = "Quantum Leap",
                                        .max_players = kMaxPlayers,
                                        .default_side = 5,
                                        .random_setup = true,
                                        .counts_losses = false,
                                        .cell_heights = false,
                                        .hunting = false,
                                        .always_ends = true,
                                        .grows_limbs = false};
  explicit QuantumLeapGame(VariantPtr variant);
  const Variant& variant() const { return *variant_; }
  const VariantPtr& variant_ptr() const { return variant_; }

  // The variant's explicit setup, or a random one from the seed (Q2), with Black's swap pending
  // when the variant has the swap (Q3).
  Position start(uint64_t seed) const;
  // In the swap phase: the refusal first, then every swap of two stones of different colours.
  // Otherwise every capture (Q4), by origin, direction.
  void legal_turns(const Position& p, std::vector<Turn>& out) const;
  Position apply(const Position& p, const Turn& t) const;
  // Over when the player to move cannot capture; the player before them in the turn order wins.
  Status status(const Position& p) const;
  void decide_result(Position& /*p*/) const {}
  std::string explain_illegal(const Position& p, const Turn& t) const;

  int friendly_neighbours(const Position& p, int cell) const;
  bool can_capture(const Position& p) const;

 private:
  template <class Visit>
  void for_each_capture(const Position& p, Visit&& visit) const;

  VariantPtr variant_;
};

}  // namespace adaptoid
