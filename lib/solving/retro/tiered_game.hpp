#pragma once
// TieredGame: what a retrograde solver asks of a game, and all it asks. The dense solver
// (solving/densesolve/dense_solve.hpp) is written against it; AdaptoidTieredGame below is the
// Adaptoid family's (Adaptoid, Superadaptoid, Adapt3: two or three players), the fast rules
// (fast/fast_adaptoid_game.hpp) with the dense index's numbers (denseindex/dense_index.hpp).
//
// The solver walks the game's positions as numbers: a tier is a range of numbers, the tiers are
// solved in the order no turn goes back on, and a class of symmetric positions is one number, its
// least. The members, by what they state (every member is const and thread-safe: the solver's
// threads share one object):
//
// The rules
//   State                  A position, copied freely (the solver holds one a thread and a
//                          successor), compared with ==. Its turn number is not part of it.
//   variant(), variant_ptr()  The variant solved: its players (the values' width), its name, and
//                          what the table files record. Fixed for the object's life.
//   roots()                The positions the solve starts from: the start, or every position
//                          after the placement opening (A21); the first is the start, whose class
//                          the table names. Called once a solve.
//   children(s, out)       Replaces `out` with the position after every legal turn of s, in no
//                          particular order, duplicates kept (a turn is a turn: the solver counts
//                          them). s is not over. The solver's forward pass, the backward pass's
//                          turns out of a tier, and a class verified in the plies call it.
//   status(s)              Whether s is over and who won (core/status.hpp), from its stored
//                          result. A position over is a leaf: its value is ended_value().
//   ended_value(s, st)     The value of a position over with status st: each player's forced win
//                          counted from the side to move of s (tables/forced_wins.hpp), a win in
//                          0 plies for the winner (plies_plus_one 1), nothing for a draw.
//
// Tiers and their order
//   tiers()                The tiers, ascending: each a key (TierKey, denseindex/folded_tier.hpp)
//                          and the range [begin, end) of its numbers; the ranges are disjoint, in
//                          the keys' order, and cover [0, size()) but the numbers between tiers.
//                          A turn never leads to an earlier tier: the forward pass goes up the
//                          list, the backward pass down it, each tier solved when every tier its
//                          turns lead to is.
//   size()                 The count of numbers, every tier's and those between: the solver's
//                          marks and values are arrays of this size (2 bits a number while it
//                          solves), so it is what a solve's memory is estimated from.
//   level(s)               A number equal for s and a successor exactly when the turn stays in
//                          the tier of s (such a turn is quiet, below). Cheaper than a number:
//                          the backward pass asks it of every turn to tell those inside the tier,
//                          which it only counts.
//
// Numbers and the symmetry fold
//   kNone                  The number of a position past the goal (over by losses: no number,
//                          valued by ended_value()).
//   number(s)              The number of s itself (not of its class), or kNone. Every position
//                          a solver meets from roots() has one.
//   canonical(s)           The least number of the class of s (its images under the variant's
//                          symmetry group, folded_group()), or kNone; every image of s is in its
//                          tier. The solver keeps one value a class, at this number. A quiet
//                          parent may be outside the numbered positions: canonical() then gives a
//                          number past size() (the solver skips it as outside the tier).
//   numbers_of(s, out)     Every number of the class of s (at most kMostImages), into `out`; their
//                          count. The forward pass marks them all when it reaches the class, so
//                          that a later turn to any of them finds the class reached by number(),
//                          with no canonical() to compute.
//   state(n)               A position of number n (n a number of a tier), turn number 1: the
//                          representative the solver expands, values and writes the code of.
//
// Walking a range of numbers (the same numbers, cheaper where the solver goes in order)
//   Slice                  A run of numbers of one tier that share their material (begin, size).
//   slice_at(n)            The slice that holds n; a walk up a range steps to the next slice.
//   state(slice, n, cursor)  state(n), n in `slice`, the shared part of consecutive numbers taken
//                          from the thread's Cursor when it holds it (numbers differing only in
//                          their lowest digits share their cells).
//   slice(s)               The slice of number(s) without ranking s (nullptr past the goal): its
//                          tier's bounds, to tell a successor's tier before its number is needed.
//   canonical(s, slice)    canonical(s), slice(s) known.
//
// Quiet parents (the retrograde predecessors)
//   quiet_parents(s, out)  Replaces `out` with every position from which one quiet turn leads to
//                          s, each once: the only turns that stay in a tier, walked backwards.
//                          The plies of a tier (solving/densesolve/dense_plies.hpp) ask them of a
//                          class just valued, to find the classes of its tier it may decide.
//   reached_quietly(s)     Whether s has a quiet parent, without making them: a class without one
//                          decides no class of its tier and is never asked for its parents.
//
// Codes (the table of codes the solvers write, tables/folded_classes.hpp)
//   code(s)                The exact code of s itself (codes/enumeration_codec.hpp); cheap.
//   canonical_code(s)      The least code of the class of s: the table's key for the class.
//   decode(c)              The position of exact code c.
//   tier_of(s)             The key of the tier of s, also for a position past the goal (whose
//                          tier the table of codes files it in).
//   index()                The dense index the numbers are of: the dense table's format, written
//                          byte for byte in the order of its numbers (tables/dense_table.hpp).
#include <adaptoid/codes/enumeration_codec.hpp>
#include <adaptoid/core/adaptoid_game.hpp>
#include <adaptoid/denseindex/dense_index.hpp>
#include <adaptoid/denseindex/folded_tier.hpp>
#include <adaptoid/fast/fast_adaptoid_game.hpp>
#include <adaptoid/solving/retro/class_children.hpp>
#include <adaptoid/tables/folded_classes.hpp>
#include <adaptoid/tables/forced_wins.hpp>

#include <array>
#include <bit>
#include <concepts>
#include <cstdint>
#include <vector>

namespace adaptoid {

// The value of a game ended with status `st`, counted from the mover of s.
inline ForcedWins ended_value(const Variant& v, const FastAdaptoidState& s, const Status& st) {
  ForcedWins w;
  if (st.winner) w.plies_plus_one[winner_from_mover(v, st, s.side)] = 1;
  return w;
}

template <class G>
concept TieredGame = requires(const G& g, const typename G::State& s, std::vector<typename G::State>& states,
                              const Status& st, uint64_t n, Code c, const typename G::Slice& slice,
                              typename G::Cursor& cursor, std::array<uint64_t, G::kMostImages>& images) {
  requires std::copyable<typename G::State> && std::equality_comparable<typename G::State>;
  { g.variant() } -> std::same_as<const Variant&>;
  { g.variant_ptr() } -> std::same_as<const VariantPtr&>;
  { g.roots() } -> std::same_as<std::vector<typename G::State>>;
  g.children(s, states);
  { g.status(s) } -> std::same_as<Status>;
  { g.ended_value(s, st) } -> std::same_as<ForcedWins>;

  { g.tiers() } -> std::same_as<const std::vector<DenseTier>&>;
  { g.size() } -> std::same_as<uint64_t>;
  { g.level(s) } -> std::same_as<uint64_t>;

  { G::kNone } -> std::convertible_to<uint64_t>;
  { g.number(s) } -> std::same_as<uint64_t>;
  { g.canonical(s) } -> std::same_as<uint64_t>;
  { g.numbers_of(s, images) } -> std::same_as<size_t>;
  { g.state(n) } -> std::same_as<typename G::State>;

  { slice.begin } -> std::convertible_to<uint64_t>;
  { slice.size } -> std::convertible_to<uint64_t>;
  { g.slice_at(n) } -> std::same_as<const typename G::Slice&>;
  { g.state(slice, n, cursor) } -> std::same_as<typename G::State>;
  { g.slice(s) } -> std::same_as<const typename G::Slice*>;
  { g.canonical(s, &slice) } -> std::same_as<uint64_t>;

  g.quiet_parents(s, states);
  { g.reached_quietly(s) } -> std::same_as<bool>;

  { g.code(s) } -> std::same_as<Code>;
  { g.canonical_code(s) } -> std::same_as<Code>;
  { g.decode(c) } -> std::same_as<typename G::State>;
  { g.tier_of(s) } -> std::same_as<TierKey>;
  { g.index() } -> std::same_as<const DenseIndex&>;
};

// The Adaptoid family as a tiered game: the fast rules, the dense index of the variant's folded
// group, and its folding codec (exact where dense_unsupported() lets a table of codes be made).
class AdaptoidTieredGame {
 public:
  using State = FastAdaptoidState;
  using Slice = DenseSlice;
  using Cursor = DenseCursor;
  static constexpr uint64_t kNone = DenseIndex::kNone;
  static constexpr size_t kMostImages = DenseIndex::kMostImages;

  // Throws Error for a variant the dense index cannot hold (DenseIndex's constructor).
  explicit AdaptoidTieredGame(const FastAdaptoidGame& game)
      : game_(game),
        players_(game.variant().players),
        index_(game.variant(), folded_group(game.variant_ptr())),
        codec_(folded_codec(game.variant_ptr())) {}

  const FastAdaptoidGame& rules() const { return game_; }
  const Variant& variant() const { return game_.variant(); }
  const VariantPtr& variant_ptr() const { return game_.variant_ptr(); }
  std::vector<State> roots() const {
    std::vector<State> out;
    for (const Position& p : AdaptoidGame(game_.variant_ptr()).first_positions())
      out.push_back(game_.from_position(p));
    return out;
  }
  void children(const State& s, std::vector<State>& out) const { game_.children(s, out); }
  Status status(const State& s) const { return game_.status(s); }
  ForcedWins ended_value(const State& s, const Status& st) const {
    return adaptoid::ended_value(game_.variant(), s, st);
  }

  const std::vector<DenseTier>& tiers() const { return index_.tiers(); }
  uint64_t size() const { return index_.size(); }
  // The total of the losses and the material on the board: a turn that keeps them stays in its
  // tier (folded_tier.hpp: losses never fall, and with the same losses the material never does),
  // which needs no slice (a slice's key was a tenth of the solve).
  uint64_t level(const State& s) const {
    uint64_t lost = 0, material = 0;
    for (int c = 0; c < players_; ++c)
      lost += s.lost[c],
          material += static_cast<uint64_t>(std::popcount(s.occupied[c])) + s.legs[c] + s.pincers[c];
    return lost << 32 | material;
  }

  uint64_t number(const State& s) const { return index_.index(s); }
  uint64_t canonical(const State& s) const { return index_.canonical(s); }
  uint64_t canonical(const State& s, const Slice* slice) const { return index_.canonical(s, slice); }
  size_t numbers_of(const State& s, std::array<uint64_t, kMostImages>& out) const {
    return index_.numbers_of(s, out);
  }
  State state(uint64_t n) const { return index_.state(n); }
  const Slice& slice_at(uint64_t n) const { return index_.slice_at(n); }
  State state(const Slice& slice, uint64_t n, Cursor& cursor) const { return index_.state(slice, n, cursor); }
  const Slice* slice(const State& s) const { return index_.slice(s); }

  void quiet_parents(const State& s, std::vector<State>& out) const { game_.quiet_parents(s, out); }
  bool reached_quietly(const State& s) const { return game_.reached_quietly(s); }

  Code code(const State& s) const { return codec_.encode(s); }
  Code canonical_code(const State& s) const { return codec_.canonical(s); }
  State decode(Code c) const { return codec_.decode_adaptoid(c); }
  TierKey tier_of(const State& s) const { return adaptoid::tier_of(s, players_); }
  const DenseIndex& index() const { return index_; }

 private:
  const FastAdaptoidGame& game_;
  const int players_;
  const DenseIndex index_;
  const EnumerationCodec codec_;
};

static_assert(TieredGame<AdaptoidTieredGame>);

}  // namespace adaptoid
