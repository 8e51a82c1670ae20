#pragma once
// What is known of a position's value for the side to move, in one type for the endgame search,
// the solved tables, the players and everything that prints them. A Proof says whether it is
// known: a win, a loss, a draw, or not known (not proven within a search's limits; in a table of
// three players, nobody can force a win). A Score adds how far: the plies to a proven end, or an
// estimate where nothing is proven.
#include <cstdint>
#include <string>
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

// A position's value from the view of the side to move.
struct Score {
  Proof proof = Proof::Unknown;
  // Proven (Win, Loss, Draw): the plies until the game ends (1 = this turn ends it; 0 when not
  // known). Unknown: an estimate in hundredths of a piece, positive good for the side to move.
  int value = 0;

  static constexpr Score estimate(int hundredths) { return {Proof::Unknown, hundredths}; }
  bool proven() const { return proof != Proof::Unknown; }
  // The side to move's own turns until a proven end (ceil(plies / players)).
  int turns(int players) const { return (value + players - 1) / players; }
  // The same position's value for the other of two players.
  Score negated() const;
  // "+1.25", "-0.40", "win in 2", "loss in 1", "draw in 3" (turns of the side to move).
  std::string text(int players) const;
  // "estimate", "win", "loss" or "draw": the kind a printout names.
  std::string_view kind_word() const { return proven() ? proof_word(proof) : "estimate"; }
  friend bool operator==(const Score&, const Score&) = default;
};

// The plies of a win in `turns` turns of the side to move: its last turn ends the game.
constexpr int win_plies(int turns, int players) {
  return (turns - 1) * players + 1;
}

}  // namespace adaptoid
