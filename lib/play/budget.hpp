#pragma once
// When a search must answer: a time limit, a node budget or a stop from another thread, whichever
// comes first. The limits of one call (SearchLimits) override the player's own (its spec).
#include <adaptoid/play/player.hpp>
#include <adaptoid/util/interrupt.hpp>

#include <chrono>

namespace adaptoid {

class Budget {
 public:
  // default_seconds: the player's time when neither the call nor the spec gives any limit.
  Budget(const PlayerSpec& spec, const SearchLimits& limits, double default_seconds)
      : start_(std::chrono::steady_clock::now()), stop_(limits.stop) {
    if (limits.seconds > 0 || limits.nodes > 0) {
      seconds_ = limits.seconds;
      nodes_ = limits.nodes;
    } else if (spec.time > 0 || spec.nodes > 0 || spec.iterations > 0) {
      seconds_ = spec.time;
      nodes_ = spec.nodes ? spec.nodes : spec.iterations;
    } else {
      seconds_ = default_seconds;
    }
  }

  double elapsed() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  }
  // Whether the search must stop, having made `nodes` nodes (iterations for uct).
  bool over(uint64_t nodes) const {
    if (nodes_ && nodes >= nodes_) return true;
    if (stop_ && stop_->load(std::memory_order_relaxed)) return true;
    if (interrupted()) return true;  // SIGINT, SIGTERM: the caller reports the interruption
    return seconds_ > 0 && elapsed() >= seconds_;
  }
  // Whether starting another iteration is worth it: more than half the time left.
  bool worth_another(uint64_t nodes) const {
    if (over(nodes)) return false;
    return seconds_ <= 0 || elapsed() < seconds_ * 0.5;
  }
  double seconds() const { return seconds_; }
  uint64_t nodes() const { return nodes_; }
  bool timed() const { return seconds_ > 0; }

 private:
  std::chrono::steady_clock::time_point start_;
  const std::atomic<bool>* stop_;
  double seconds_ = 0;
  uint64_t nodes_ = 0;
};

}  // namespace adaptoid
