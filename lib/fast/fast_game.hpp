#pragma once
// The interface of the fast generators (FastAdaptoidGame, FastQuantumLeapGame): a compact State
// of their own, conversion from and to the plain Position, the plain turn order, and the two
// operations enumeration lives on: children() (copy-make every turn) and count_turns() (count
// without making). The plain games stay the reference (game.hpp); tests hold the two together.
#include <adaptoid/core/game.hpp>
#include <adaptoid/fast/fast_adaptoid_game.hpp>
#include <adaptoid/fast/fast_quantum_leap_game.hpp>

#include <concepts>
#include <optional>
#include <variant>
#include <vector>

namespace adaptoid {

template <class G>
concept FastGame = requires(const G& g, const typename G::State& s, const Position& p, const Turn& t,
                            std::vector<typename G::State>& states, std::vector<Turn>& turns) {
  { g.variant() } -> std::same_as<const Variant&>;
  { g.from_position(p) } -> std::same_as<typename G::State>;
  { g.to_position(s) } -> std::same_as<Position>;
  { g.status(s) } -> std::same_as<Status>;
  g.legal_turns(s, turns);
  { g.apply(s, t) } -> std::same_as<typename G::State>;
  { g.count_turns(s) } -> std::same_as<uint64_t>;
  g.children(s, states);
};

static_assert(FastGame<FastAdaptoidGame>);
static_assert(FastGame<FastQuantumLeapGame>);

using AnyFastGame = std::variant<FastAdaptoidGame, FastQuantumLeapGame>;

// The fast generator of a variant, or nothing when its board is too large for one word.
inline std::optional<AnyFastGame> make_fast_game(const VariantPtr& variant) {
  if (FastAdaptoidGame::supports(*variant)) return AnyFastGame(FastAdaptoidGame(variant));
  if (FastQuantumLeapGame::supports(*variant)) return AnyFastGame(FastQuantumLeapGame(variant));
  return std::nullopt;
}

}  // namespace adaptoid
