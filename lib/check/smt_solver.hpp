#pragma once
// A Z3 solver as every query of the toolkit runs it: within a time-out, and stopped at once by
// SIGINT or SIGTERM (the tool's, util/interrupt.hpp: Z3's own Ctrl-C handling is off).
#include <adaptoid/util/interrupt.hpp>

#include <z3++.h>

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
  TimedSolver(z3::context& ctx, unsigned timeout_ms) : stop_z3_([&ctx] { ctx.interrupt(); }), solver_(ctx) {
    z3::params params(ctx);
    params.set("timeout", timeout_ms);
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
