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

// Game: what every algorithm of the library (perft, the searches, the players, the check, the
// report, the puzzles) asks of a game's rules, and all it asks. A Position is the whole state of a
// game (the board, the side to move, what each colour lost, the phase, the stored result and the
// turn number, position.hpp); a Turn is one player's whole turn (a move and the grow after it, or
// a placement of the opening, turn.hpp). A game object is cheap to copy, holds its variant and no
// position, and its members are const and thread-safe: the threads of a search share one.
//
//   variant()            The variant whose rules it plays (variant.hpp): the board, the players,
//                        every rule option. Read by everyone who needs a size or an option (the
//                        board's cells for a diagram, the players for a value); fixed for the
//                        object's life.
//   start(seed)          The position before the first turn, turn number 1, the first player in
//                        turn order to move. `seed` chooses the start only where the family has a
//                        random setup (FamilyTraits::random_setup, Quantum Leap's Q2) and no
//                        explicit one is given; elsewhere it is ignored (default_seed() below).
//                        Called once a game by the players, the match, the report and the puzzles.
//   legal_turns(p, out)  Replaces `out` with every legal turn of the side to move in p, each once,
//                        in the family's fixed order (the order is part of the contract: perft's
//                        divide, the engines' tie-breaks and the published puzzles read it). Empty
//                        when status(p).over. p must be a position of this game (made by
//                        start() and apply(), or read and passed through decide_result()).
//   apply(p, t)          The position after turn t, which must be one of legal_turns(p) (not
//                        checked: parse_turn() below checks a turn from outside). The result is
//                        decided at the end of the turn (losses, starvation, the goal, the turn
//                        cap), so status() of the position after reads the stored result.
//   status(p)            Whether the game is over in p and who won (Status: over, winner, or a
//                        draw when over with no winner). Constant time: it reads the stored
//                        result. Asked at every node by the searches and at every turn by a match.
//   decide_result(q)     Sets the stored result of a position that was not made by apply() (read
//                        from text, built by a test or a puzzle file) as apply() would have at the
//                        end of the turn that led to it. A no-op where the family decides nothing
//                        from the board alone.
//   explain_illegal(p,t) Why turn t is not one of legal_turns(p), in one line naming the rule,
//                        for the messages of the tool, the page and the puzzles. Only asked of an
//                        illegal turn.
//
// The fast generators (fast/fast_game.hpp, FastGame) are the same rules on a compact state of
// their own, held to these by the tests; the solvers' contract over them is TieredGame
// (solving/retro/tiered_game.hpp).
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
