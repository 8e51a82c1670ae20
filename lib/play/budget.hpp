#pragma once
// When a search must answer: a time limit, a node budget or a stop from another thread, whichever
// comes first. The limits of one call (SearchLimits) override the player's own (its spec).
//
// The time rule, for every timed player: a search given S seconds answers at S. It goes on
// (another depth, another iteration) as long as the time lasts, however little is left, and stops
// once S less a margin has passed: 5 ms, or a twentieth of S when that is less. The margin is room
// for the last check of the clock (every iteration of MCTS, every 1024 nodes of alpha-beta and of
// the forced-win search) and for the answer, so that the answer comes by S unless the machine is
// overloaded. An unfinished depth still counts for the turns it searched. An answer found early
// (a proven result, a solved table's answer, the deepest depth there is) is held until S less the
// margin, so that a turn takes the time it was given; only a position with one legal turn is
// answered at once, and a stop ends the hold. A turn made of two searches gives each its share of
// S (SearchLimits::time_share). A node budget is no clock: the search stops at the first check at
// or past N nodes, the same on every machine, and answers as soon as it has.
#include <adaptoid/play/player.hpp>
#include <adaptoid/util/interrupt.hpp>

#include <algorithm>
#include <chrono>
#include <thread>

namespace adaptoid {

class Budget {
 public:
  static constexpr double kMargin = 0.005;  // the time rule's margin, in seconds
  // Seconds since some fixed instant; a test passes its own to pin the rule without timing.
  using Clock = double (*)();
  static double steady_seconds() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
  }

  // default_seconds: the player's time when neither the call nor the spec gives any limit.
  Budget(const PlayerSpec& spec, const SearchLimits& limits, double default_seconds,
         Clock clock = steady_seconds)
      : clock_(clock), start_(clock()), stop_(limits.stop) {
    if (limits.seconds > 0 || limits.nodes > 0) {
      seconds_ = limits.seconds;
      nodes_ = limits.nodes;
    } else if (spec.time > 0 || spec.nodes > 0 || spec.iterations > 0) {
      seconds_ = spec.time;
      nodes_ = spec.nodes ? spec.nodes : spec.iterations;
    } else {
      seconds_ = default_seconds;
    }
    seconds_ *= limits.time_share;
    deadline_ = seconds_ - std::min(kMargin, seconds_ / 20);
  }

  double elapsed() const { return clock_() - start_; }
  // Whether the search must stop, having made `nodes` nodes (iterations for uct). Until it must,
  // another depth or iteration is worth starting (the time rule above).
  bool over(uint64_t nodes) const {
    if (nodes_ && nodes >= nodes_) return true;
    if (stop_ && stop_->load(std::memory_order_relaxed)) return true;
    if (interrupted()) return true;  // SIGINT, SIGTERM: the caller reports the interruption
    return seconds_ > 0 && elapsed() >= deadline_;
  }
  // The time rule's hold: returns once the search must stop by the clock (or a stop), at once
  // when the position has one legal turn or the budget is no clock.
  void hold_until_time(uint64_t legal_turns) const {
    if (legal_turns < 2 || !timed() || nodes_) return;
    while (!over(0)) {
      const double left = deadline_ - elapsed();
      std::this_thread::sleep_for(std::chrono::duration<double>(std::clamp(left, 0.0, 0.001)));
    }
  }
  double seconds() const { return seconds_; }  // S, the margin not deducted
  uint64_t nodes() const { return nodes_; }
  bool timed() const { return seconds_ > 0; }

 private:
  Clock clock_;
  double start_;
  const std::atomic<bool>* stop_;
  double seconds_ = 0;
  double deadline_ = 0;
  uint64_t nodes_ = 0;
};

}  // namespace adaptoid
