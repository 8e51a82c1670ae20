#pragma once
// Retrograde analysis of two-player Quantum Leap on a small board. Every turn removes a stone
// (Q4), so there are no cycles: layers of o stones of the side to move against e of the other
// are solved in order of o + e, each from the layers one stone smaller. Positions are folded by
// colour and by the board's symmetries (tables/retro_quantum_leap_fold.hpp) into the table of
// tables/quantum_leap_table.hpp: does the side to move win (Quantum Leap has no draws), in how many turns.
#include <adaptoid/solving/retro/retro_driver.hpp>
#include <adaptoid/tables/quantum_leap_table.hpp>

#include <string>

namespace adaptoid {

// A solve of the layers in order of their stones through the retrograde driver
// (retro_driver.hpp): progress in phase "layers", a tier a layer "O/E" (own/enemy stones).
struct QuantumLeapRun : RetroRunOptions {
  int threads = 2;
  // Each finished layer in its own file, "<parts_base>.layers/O-E.tb" (quantum_leap_table_file.hpp), which a
  // rerun reads back (and checks) instead of solving it again; empty: in memory only. The files
  // stay until the caller removes them with the table written.
  std::string parts_base;
};

// Solves every layer with at most `max_stones` stones of each colour. Returns the layers read
// back from parts. Throws std::runtime_error when a layer's file cannot be written.
int solve_quantum_leap(QuantumLeapTable& table, const QuantumLeapRun& run);
inline void solve_quantum_leap(QuantumLeapTable& table, int threads) {
  QuantumLeapRun run;
  run.threads = threads;
  solve_quantum_leap(table, run);
}

}  // namespace adaptoid
