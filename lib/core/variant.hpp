#pragma once
// A variant: an immutable, validated rule set, built from specs/variants/*.toml.
// Every option of specs/rules.md is a field here with the default written there.
#include <adaptoid/core/board.hpp>
#include <adaptoid/core/colour.hpp>

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace adaptoid {

enum class Family { Adaptoid, QuantumLeap };
enum class NoGrow { Skip, Lose };              // A11
enum class WinCheck { EndOfTurn, Immediate };  // A14
enum class AttackRule { Any, PreyOnly };       // T4
enum class Opening { Fixed, Placement };       // A2, A21

// How the board was described, kept so the variant can be written back as TOML.
struct BoardSpec {
  std::string shape = "hexagon";  // "hexagon" or "custom"
  int side = 4;
  std::vector<std::string> cells;  // custom shape only
  std::vector<std::string> holes;  // hexagon shape only
  std::vector<std::string> stacks;
};

struct Variant {
  std::string name;
  Family family = Family::Adaptoid;
  int players = 2;
  std::vector<Colour> turn_order = {0, 1};  // T1
  BoardSpec board_spec;
  Board board;

  // Adaptoid family
  std::vector<std::vector<int>> start;  // per colour: cells of its bare start adaptoids (A2, T3)
  Opening opening = Opening::Fixed;     // A21: Placement starts on an empty board (two players)
  int supply_adaptoids = 12;            // A3, per colour
  int supply_legs = 12;
  int supply_pincers = 12;
  bool attacker_needs_pincer = true;                         // A6
  bool suicide_attacks = true;                               // A7
  int max_extremities = 6;                                   // A9
  NoGrow no_grow = NoGrow::Skip;                             // A11
  WinCheck win_check = WinCheck::EndOfTurn;                  // A14
  int capture_goal = 5;                                      // A15, two players
  int max_turns = 0;                                         // A17: 0 means no cap
  std::array<Colour, kMaxAdaptoidPlayers> prey = {2, 0, 1};  // T2: white hunts red, black white, red black
  AttackRule attack = AttackRule::Any;                       // T4
  int elimination_goal = 8;                                  // T7, three players

  // Quantum Leap
  int stones = 30;                   // Q2, per player
  uint64_t seed = 1;                 // Q2: default seed of the random setup
  std::optional<std::string> setup;  // Q2: an explicit placement instead of the random one
  bool swap = true;                  // Q3

  bool is_adaptoid() const { return family == Family::Adaptoid; }
  bool is_quantum_leap() const { return family == Family::QuantumLeap; }
  bool has_placement_opening() const { return opening == Opening::Placement; }
  // The player k places after c in the turn order; the one after c, the one before it.
  Colour after(Colour c, int k) const;
  Colour next(Colour c) const { return after(c, 1); }
  Colour previous(Colour c) const { return after(c, players - 1); }
  int order_index(Colour c) const;
  bool is_player(Colour c) const { return c >= 0 && c < players; }
  // Adapt3: the colour whose prey is c.
  Colour hunter(Colour c) const;
  // The losses that end the game for a colour: capture_goal (2 players) or elimination_goal (3).
  int loss_goal() const { return players == 2 ? capture_goal : elimination_goal; }
};

using VariantPtr = std::shared_ptr<const Variant>;

}  // namespace adaptoid
