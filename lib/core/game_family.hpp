#pragma once
// What tells the two game families apart outside their rules, stated once by each game
// (AdaptoidGame::kFamily, QuantumLeapGame::kFamily) and read through family_traits() (game.hpp),
// so that code around the rules asks for a property instead of testing the family.
#include <adaptoid/core/variant.hpp>

#include <string_view>

namespace adaptoid {

struct FamilyTraits {
  Family family;
  std::string_view name;   // the `game` key of a variant file, and the bench's family
  std::string_view title;  // in prose
  int max_players;
  int default_side;    // of a hexagon board (A1, Q1)
  bool random_setup;   // the start comes from a seed (Q2)
  bool counts_losses;  // a position carries each colour's lost pieces (A15, T7)
  bool cell_heights;   // a cell's height (stacks) plays a part (S2, S4)
  bool hunting;        // with three players each colour hunts one prey (T2)
  bool always_ends;    // every game ends: each turn but the swap removes a stone (Q4)
  bool grows_limbs;    // pieces grow legs and pincers from a colour's supply (A3, A10)
};

}  // namespace adaptoid
