#pragma once
// The game interface every algorithm is written against, and the two games that meet it.
#include <adaptoid/core/adaptoid_game.hpp>
#include <adaptoid/core/notation.hpp>
#include <adaptoid/core/quantum_leap_game.hpp>

#include <algorithm>
#include <concepts>
#include <variant>

namespace adaptoid {

template <class G>
concept Game = requires(const G& g, const Position& p, Position& q, const Turn& t, std::vector<Turn>& out) {
  { g.variant() } -> std::same_as<const Variant&>;
  { g.start(uint64_t{}) } -> std::same_as<Position>;
  g.legal_turns(p, out);
  { g.apply(p, t) } -> std::same_as<Position>;
  { g.status(p) } -> std::same_as<Status>;
  g.settle(q);
  { g.explain_illegal(p, t) } -> std::same_as<std::string>;
};

static_assert(Game<AdaptoidGame>);
static_assert(Game<QuantumLeapGame>);

// For code that meets a variant only at run time (the command line): visit once, then work on
// the concrete game.
using AnyGame = std::variant<AdaptoidGame, QuantumLeapGame>;

inline AnyGame make_game(VariantPtr variant) {
  if (variant->is_adaptoid()) return AdaptoidGame(std::move(variant));
  return QuantumLeapGame(std::move(variant));
}

// A position read from text, with its outcome decided.
template <Game G>
Result<Position> parse_position(const G& game, std::string_view text) {
  auto p = parse_position_text(game.variant(), text);
  if (p) game.settle(p.value());
  return p;
}

// The same, for a variant met at run time.
inline Result<Position> parse_position(const VariantPtr& variant, std::string_view text) {
  return std::visit([&](const auto& game) { return parse_position(game, text); }, make_game(variant));
}

template <Game G>
std::vector<Turn> legal_turns(const G& game, const Position& p) {
  std::vector<Turn> turns;
  game.legal_turns(p, turns);
  return turns;
}

// A turn read from text that must be legal in p; the error says why it is not.
template <Game G>
Result<Turn> parse_turn(const G& game, const Position& p, std::string_view text) {
  auto turn = parse_turn_text(game.variant(), text);
  if (!turn) return turn;
  const auto turns = legal_turns(game, p);
  if (std::find(turns.begin(), turns.end(), turn.value()) != turns.end()) return turn;
  return fail("turn '" + std::string(text) + "': " + game.explain_illegal(p, turn.value()));
}

}  // namespace adaptoid
