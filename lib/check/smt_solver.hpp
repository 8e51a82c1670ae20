#pragma once
// A Z3 solver as every query of the toolkit runs it: within a budget, and stopped at once by
// SIGINT or SIGTERM (the tool's, util/interrupt.hpp: Z3's own Ctrl-C handling is off).
//
// The budget of a query given S seconds is Z3's work, not the clock: S times kWorkPerSecond of its
// resource units (about what an idle core does in S seconds on the edge cases: they run at 1-7 M
// units a second, most at 3-5 M), so a query answers or gives up at the same point on every
// machine and under any load, and a verdict does not depend on what else the machine was doing.
// The clock stops it only past kClockFactor times S and kClockGraceMs more, so a query far slower
// than its work promises (a query of little work a second) still ends, while a short budget on a
// loaded machine, where a core gives a query a third of its time or less, still ends on its work.
#include <adaptoid/util/interrupt.hpp>

#include <z3++.h>

#include <algorithm>
#include <cstdint>

namespace adaptoid::smt {

// The work Z3 has done in `solver`'s context so far (its resource count, "rlimit count"): unlike a
// clock, the same on every machine and under any load, so a budget of work ends a query at the
// same point everywhere.
inline double work_done(const z3::solver& solver) {
  const z3::stats stats = solver.statistics();
  for (unsigned i = 0; i < stats.size(); ++i)
    if (stats.key(i) == "rlimit count") return stats.is_uint(i) ? stats.uint_value(i) : stats.double_value(i);
  return 0;
}

class TimedSolver {
 public:
  static constexpr double kWorkPerSecond = 4e6;
  static constexpr unsigned kClockFactor = 3;
  static constexpr unsigned kClockGraceMs = 10000;

  TimedSolver(z3::context& ctx, unsigned timeout_ms) : stop_z3_([&ctx] { ctx.interrupt(); }), solver_(ctx) {
    z3::params params(ctx);
    // Z3 counts its work in an unsigned: a budget past that (some 1,000 s) is the clock's alone.
    const double work = timeout_ms * kWorkPerSecond / 1000;
    const bool counted = work < 4e9;
    params.set("rlimit", counted ? static_cast<unsigned>(work) : 0u);
    params.set("timeout", counted ? static_cast<unsigned>(std::min<uint64_t>(
                                        uint64_t{timeout_ms} * kClockFactor + kClockGraceMs, 1u << 31))
                                  : timeout_ms);
    params.set("ctrl_c", false);
    solver_.set(params);
  }
  z3::solver& operator*() { return solver_; }
  z3::solver* operator->() { return &solver_; }

 private:
  InterruptHook stop_z3_;
  z3::solver solver_;
};

}  // namespace adaptoid::smt
