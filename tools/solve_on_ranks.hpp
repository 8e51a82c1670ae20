#pragma once
// What the solve paths of the tool (cmd_solve.cpp, cmd_solve_starts.cpp) share about the ranks of
// an MPI run and the search's table.
#include "cli.hpp"
#include "interruption.hpp"
#include "setting_flags.hpp"

#include <adaptoid/solving/ranks/ranks.hpp>

#include <cstdlib>
#include <exception>
#include <iostream>
#include <new>
#include <string>

namespace adaptoid::cli {

// A rank that fails alone says so and ends the whole run.
[[noreturn]] inline void fail_alone(Ranks& ranks, const std::string& why) {
  std::cerr << "adaptoid: error: solve (rank " << ranks.rank() << " of " << ranks.size() << "): " << why
            << "\n";
  ranks.abort(1);
  std::abort();  // not reached: abort() does not return
}

// The solve of every rank of an MPI run (rank_world.hpp; one process otherwise). Rank 0 alone
// speaks: the progress, the report, and the errors every rank meets alike (the others exit with
// the same status, silently). A rank that fails alone says so and ends the whole run, which
// would otherwise wait for it for ever; so does an interruption.
template <class Solve>
auto solve_on_ranks(Ranks& ranks, Solve&& solve) {
  try {
    return solve();
  } catch (const Interrupted& e) {
    if (ranks.size() == 1) throw;
    // Every rank got the signal, at its own tier: rank 0 says what was kept, and the run ends at
    // once (the others may wait in the tier's exchange for a rank that stopped).
    ranks.abort(report_interrupted(e.signal_number));
  } catch (const Error& e) {
    if (ranks.size() == 1) throw;
    fail_alone(ranks, phrased(e.message));
  } catch (const std::exception& e) {
    if (ranks.size() == 1) throw;
    fail_alone(ranks, e.what());
  }
  std::abort();  // not reached: abort() does not return
}

// A search's work with its transposition table of `memory_mib`: a table the system refuses is bad
// input (--memory), not an internal error.
template <class Search>
auto with_table_memory(size_t memory_mib, Search&& search) {
  try {
    return search();
  } catch (const std::bad_alloc&) {  // the table's pages refused first of all
    throw fail("solve: --memory " + std::to_string(memory_mib) +
               ": out of memory (the transposition table takes that many MiB)");
  }
}

}  // namespace adaptoid::cli
