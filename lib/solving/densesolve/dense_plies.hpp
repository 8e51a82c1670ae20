#pragma once
// The dense solver's classes with turns inside their tier, valued ply by ply in their own bytes,
// with no counts of successors and no lists of classes (dense_solve.hpp): the work of a tier is a
// byte a reached class of the tier and a bit, where counts and lists took ~40 bytes a class
// (adaptoid-19's "lost 0.1 material 12", all 1.5 M classes pending, held 55 MB of them).
// For q = 1, 2, ...: every class of the tier whose value is forced in q plies (q counted plus
// one, as ForcedWins does) is a source; its quiet parents (the turns inside a tier are the quiet
// ones) still pending are asked the question its value answers one place earlier in turn order:
//   the mover's own win (question 0): won in q + 1 at once, the first source being the fastest;
//   another player's (question k > 0, every turn must force it): all its successors are looked
//   up again, and when every one forces it, it is forced in one more than the slowest.
// A pending class whose fastest win by a turn out of the tier takes q + 1 plies is won then, and
// those left when no source is left are draws. Values are exact whenever they are set, so a
// class valued early (its slowest successor out of the tier) is simply a source at its own ply.
#include <adaptoid/denseindex/dense_index.hpp>
#include <adaptoid/solving/densesolve/dense_reach_marks.hpp>
#include <adaptoid/solving/densesolve/reached_values.hpp>
#include <adaptoid/solving/retro/tiered_game.hpp>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace adaptoid {

// What the solver keeps of a tier's classes for the plies: a byte by place of the tier's reached
// classes (ReachedValues::slot less the tier's first place).
class InsideTier {
 public:
  InsideTier(const DenseTier& tier, const ReachedValues& values);

  // Class g (canonical) is pending; its fastest win by a turn out of the tier is forced in
  // `outside_win` plies plus one (0: none). Throws std::length_error past the byte's plies.
  void pending(uint64_t g, uint16_t outside_win, bool reached_quietly);
  // Class g is solved, and a turn inside the tier may lead to it.
  void quiet_source(uint64_t g);

  const DenseTier& tier() const { return tier_; }
  uint64_t first() const { return first_; }
  uint8_t info(uint64_t r) const { return info_[r - first_]; }
  uint64_t places() const { return info_.size(); }

  static constexpr uint8_t kQuiet = 0x80;  // reached by a quiet turn: its parents may be in the tier

 private:
  const DenseTier& tier_;
  const ReachedValues& values_;
  uint64_t first_ = 0;
  std::vector<uint8_t> info_;  // kQuiet | the outside win's plies plus one (pending classes)
};

// Question k > 0 of a class (does player k, counted from its mover, force a win?) answered by its
// successors' solved bytes one by one: forced when every successor forces question k - 1 (the
// same player, one place later in turn order), in one more than the slowest.
class EveryTurn {
 public:
  EveryTurn(int question, int players) : question_(question), players_(players) {}

  // A successor's byte; false once the question is not forced (the rest need not be taken).
  bool take(uint8_t b) {
    const uint16_t q = dense_value::solved(b)
                           ? dense_value::wins(b, players_).plies_plus_one[static_cast<size_t>(question_ - 1)]
                           : 0;
    if (!q) return forced_ = false;
    slowest_ = std::max(slowest_, q);
    return true;
  }
  bool forced() const { return forced_; }
  // The class's byte when forced().
  uint8_t value() const {
    ForcedWins w;
    w.plies_plus_one[static_cast<size_t>(question_)] = static_cast<uint16_t>(slowest_ + 1);
    return dense_value::of(w, players_);
  }

 private:
  int question_, players_;
  bool forced_ = true;
  uint16_t slowest_ = 0;
};

// What the plies ask of the solver, on thread `worker`.
template <TieredGame G>
struct PlyHooks {
  // Question k > 0 of s when every turn of s forces it, from the values set so far: the byte.
  std::function<std::optional<uint8_t>(int worker, const typename G::State& s, int k)> every_turn;
  // Class g (its canonical number) valued, its byte set already: the solver's counts (and code).
  std::function<void(int worker, uint64_t g, uint8_t value)> count;
};

// Values the `pending` classes of the tier (their bytes not solved) on `threads` threads.
template <TieredGame G>
void value_by_plies(const InsideTier& t, uint64_t pending, ReachedValues& values, const G& game, int threads,
                    const PlyHooks<G>& hooks);

extern template void value_by_plies(const InsideTier&, uint64_t, ReachedValues&, const AdaptoidTieredGame&,
                                    int, const PlyHooks<AdaptoidTieredGame>&);

}  // namespace adaptoid
