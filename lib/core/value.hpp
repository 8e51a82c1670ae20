#pragma once
// What is known of a position's value for the side to move, shared by the endgame search, the
// solved tables and everything that prints them: a win, a loss, a draw, or not known (not proven
// within a search's limits; in a table of three players, nobody can force a win).
#include <cstdint>
#include <string_view>

namespace adaptoid {

enum class Proof : int8_t { Win, Loss, Draw, Unknown };

constexpr std::string_view proof_word(Proof p) {
  switch (p) {
    case Proof::Win:
      return "win";
    case Proof::Loss:
      return "loss";
    case Proof::Draw:
      return "draw";
    case Proof::Unknown:
      break;
  }
  return "unknown";
}

}  // namespace adaptoid
