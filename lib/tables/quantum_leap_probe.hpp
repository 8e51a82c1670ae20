#pragma once
// Reading a solved Quantum Leap table: a position's value, its distance to the end with the
// winner hurrying and the loser resisting, and every turn that keeps the value; and the
// verifier, which re-derives entries from their successors with the plain rules engine.
#include <adaptoid/core/quantum_leap_game.hpp>
#include <adaptoid/tables/quantum_leap_table.hpp>
#include <adaptoid/tables/table_check.hpp>
#include <adaptoid/util/result.hpp>

#include <optional>
#include <string>
#include <vector>

namespace adaptoid {

struct TableProbe {
  bool win = false;           // for the side to move
  std::optional<int> plies;   // turns of both sides until the loser cannot capture
  std::vector<Turn> keeping;  // the turns that keep the value (for a loss: every turn)
  std::vector<Turn> line;     // the main line: shortest win against the longest resistance
};

// How much a probe finds: the value and distance alone, also the turns that keep the value, or
// also the main line.
enum class ProbeDetail { Value, Turns, Line };

// The value through the table; the swap decision (Q3) is evaluated through its successors.
// The distance is read from the table's stored turns (format version 3), or else searched with
// the table as a guide, within `budget` positions.
Result<TableProbe> probe_quantum_leap(const QuantumLeapGame& game, const QuantumLeapTable& table,
                                      const Position& p, uint64_t budget = 4'000'000,
                                      ProbeDetail detail = ProbeDetail::Line);

// Black's swap decision on every setup (the full layer, Black to move with the swap pending),
// from the solved layers' values and turns: what table.swap_value() answers without a search.
void solve_swaps(QuantumLeapTable& table, int threads);

// How often White wins the random starts of seeds first..first+count-1 with perfect play:
// without the swap (White to move at once), and when Black makes its best swap decision.
struct StartStatistics {
  uint64_t starts = 0;
  uint64_t white_wins_without_swap = 0;
  uint64_t white_wins_with_swap = 0;
};
StartStatistics start_statistics(const QuantumLeapGame& game, const QuantumLeapTable& table, uint64_t first,
                                 uint64_t count);

// Re-checks entries against their successors with QuantumLeapGame (not the solver's loops), the
// value and (format version 3) the turns to the end: every entry when `sample` is 0, else
// `sample` entries drawn with `seed`. (The swap decisions are not re-checked.)
TableCheck verify_quantum_leap(const QuantumLeapTable& table, uint64_t sample, uint64_t seed, int threads,
                               const CheckProgress& progress = {});

}  // namespace adaptoid
