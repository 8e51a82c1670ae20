#pragma once
// The game interface every algorithm is written against, and the two games that meet it.
#include <adaptoid/core/adaptoid_game.hpp>
#include <adaptoid/core/notation.hpp>
#include <adaptoid/core/quantum_leap_game.hpp>

#include <algorithm>
#include <concepts>
#include <utility>
#include <variant>

namespace adaptoid {

template <class G>
concept Game = requires(const G& g, const Position& p, Position& q, const Turn& t, std::vector<Turn>& out) {
  { g.variant() } -> std::same_as<const Variant&>;
  { g.start(uint64_t{}) } -> std::same_as<Position>;
  g.legal_turns(p, out);
  { g.apply(p, t) } -> std::same_as<Position>;
  { g.status(p) } -> std::same_as<Status>;
  g.decide_result(q);
  { g.explain_illegal(p, t) } -> std::same_as<std::string>;
};

static_assert(Game<AdaptoidGame>);
static_assert(Game<QuantumLeapGame>);

// A game type as a value, for code that has a variant but needs no game object: family-specific
// code is an overload on GameTag<AdaptoidGame> / GameTag<QuantumLeapGame>, or reads G::kFamily.
template <Game G>
struct GameTag {
  using type = G;
};
using AdaptoidTag = GameTag<AdaptoidGame>;
using QuantumLeapTag = GameTag<QuantumLeapGame>;

// The one place a variant's family chooses code: f(GameTag<G>{}) for the variant's game G. Both
// calls must return the same type.
template <class F>
decltype(auto) visit_family(const Variant& v, F&& f) {
  if (v.family == AdaptoidGame::kFamily.family) return std::forward<F>(f)(AdaptoidTag{});
  return std::forward<F>(f)(QuantumLeapTag{});
}

// f(game) with the variant's game made from it.
template <class F>
decltype(auto) visit_game(VariantPtr variant, F&& f) {
  const Variant& v = *variant;
  return visit_family(v, [&](auto tag) -> decltype(auto) {
    return std::forward<F>(f)(typename decltype(tag)::type(std::move(variant)));
  });
}

inline const FamilyTraits& family_traits(const Variant& v) {
  return visit_family(v, [](auto tag) -> const FamilyTraits& { return decltype(tag)::type::kFamily; });
}

// The seed a start is made from when none is given: the variant's own where the family has a
// random setup (Q2), else 0 (the start does not depend on it).
inline uint64_t default_seed(const Variant& v) {
  return family_traits(v).random_setup ? v.seed : 0;
}

// Whether a seed chooses the start: a random setup and no explicit one.
inline bool seed_chooses_start(const Variant& v) {
  return family_traits(v).random_setup && !v.setup;
}

// The variant's start from a seed (default_seed() when none is given).
inline Position make_start(const VariantPtr& variant, uint64_t seed) {
  return visit_game(variant, [&](const auto& game) { return game.start(seed); });
}

// For code that meets a variant only at run time (the command line): visit once, then work on
// the concrete game.
using AnyGame = std::variant<AdaptoidGame, QuantumLeapGame>;

inline AnyGame make_game(VariantPtr variant) {
  return visit_game(std::move(variant), [](auto game) { return AnyGame(std::move(game)); });
}

// f(game) for the game an AnyGame holds.
template <class F>
decltype(auto) visit_game(const AnyGame& game, F&& f) {
  return std::visit(std::forward<F>(f), game);
}

// A position read from text, with its outcome decided.
template <Game G>
Result<Position> parse_position(const G& game, std::string_view text) {
  auto p = parse_position_text(game.variant(), text);
  if (p) game.decide_result(p.value());
  return p;
}

// The same, for a variant met at run time.
inline Result<Position> parse_position(const VariantPtr& variant, std::string_view text) {
  return visit_game(variant, [&](const auto& game) { return parse_position(game, text); });
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
