// The dense solver's classes with turns inside their tier, valued ply by ply (see dense_plies.hpp).
#include <adaptoid/core/result.hpp>
#include <adaptoid/densesolve/dense_plies.hpp>
#include <adaptoid/densesolve/dense_reach_marks.hpp>
#include <adaptoid/densesolve/dense_work.hpp>
#include <adaptoid/util/parallel.hpp>

#include <algorithm>
#include <stdexcept>
#include <string>

namespace adaptoid {

namespace dv = dense_value;

InsideTier::InsideTier(const DenseTier& tier, const ReachedValues& values)
    : tier_(tier),
      values_(values),
      first_(values.reached_below(tier.begin)),
      info_(values.reached_below(tier.end) - first_, 0) {}

void InsideTier::pending(uint64_t g, uint16_t outside_win, bool reached_quietly) {
  if (outside_win >= kQuiet)
    throw fail("dense solve: a forced win of " + std::to_string(outside_win - 1) +
               " plies does not fit in a byte");  // the solver's entry returns it
  info_[values_.slot(g) - first_] = static_cast<uint8_t>((reached_quietly ? kQuiet : 0) | outside_win);
}

void InsideTier::quiet_source(uint64_t g) {
  info_[values_.slot(g) - first_] = kQuiet;
}

namespace {

constexpr size_t kSources = size_t{1} << 12;  // sources whose parents are found at a time
constexpr size_t kValued = size_t{1} << 14;   // classes valued before they are settled

// The question a solved byte answers (counted from its mover) and its plies plus one; {-1, 0}
// for a draw.
std::pair<int, uint16_t> forced(uint8_t b, int players) {
  const ForcedWins w = dv::wins(b, players);
  for (int k = 0; k < players; ++k)
    if (w.forces(k)) return {k, w.plies_plus_one[k]};
  return {-1, 0};
}

class PlyLoop {
 public:
  PlyLoop(const InsideTier& t, uint64_t pending, ReachedValues& values, const FastAdaptoidGame& game,
          const DenseIndex& index, int threads, const PlyHooks& hooks)
      : t_(t),
        pending_(pending),
        values_(values),
        game_(game),
        index_(index),
        players_(game.variant().players),
        threads_(std::max(threads, 1)),
        hooks_(hooks),
        work_(static_cast<size_t>(threads_)) {}

  void run() {
    each_class([&](uint64_t, uint64_t r) {
      const uint8_t b = values_.at_slot(r);
      last_ = std::max<uint32_t>(
          last_, dv::solved(b) ? forced(b, players_).second : t_.info(r) & ~InsideTier::kQuiet);
    });
    for (uint32_t q = 1; q <= last_ && pending_ > 0; ++q) ply(q);
    if (pending_ > 0)
      each_class([&](uint64_t g, uint64_t r) {
        if (!dv::solved(values_.at_slot(r))) value(g, r, dv::of(ForcedWins{}, players_));
      });
    count_valued();
  }

 private:
  struct Asked {
    uint64_t number, place;
    int question;
  };
  struct Valued {
    uint64_t number, place;
    uint8_t value;
  };

  // Calls f(g, r) for each class of the tier: its canonical number and its place.
  template <class F>
  void each_class(F&& f) const {
    values_.each_reached(t_.tier().begin, t_.tier().end, f);
  }

  // The sources of ply q asked, and the pending classes won by a turn out of the tier.
  void ply(uint32_t q) {
    tried_.assign((t_.places() + 63) / 64, 0);
    std::vector<uint64_t> sources;
    each_class([&](uint64_t g, uint64_t r) {
      const uint8_t info = t_.info(r), b = values_.at_slot(r);
      if (!dv::solved(b)) {
        if ((info & ~InsideTier::kQuiet) == q + 1) value(g, r, won(q + 1));
        return;
      }
      if (!(info & InsideTier::kQuiet) || forced(b, players_).second != q) return;
      sources.push_back(g);
      if (sources.size() == kSources) ask_parents(sources, q), sources.clear();
    });
    ask_parents(sources, q);
  }

  uint8_t won(uint32_t plies_plus_one) const {
    ForcedWins w;
    w.plies_plus_one[0] = static_cast<uint16_t>(plies_plus_one);
    return dv::of(w, players_);
  }

  // The pending parents of the sources (each forced in q plies plus one) asked, on the threads:
  // those winning at once valued, the others' successors looked up again.
  void ask_parents(const std::vector<uint64_t>& sources, uint32_t q) {
    in_slices(0, sources.size(), threads_, [&](size_t from, size_t to, int w) {
      std::vector<Asked>& asked = work_[static_cast<size_t>(w)].asked;
      std::vector<FastAdaptoidState>& parents = work_[static_cast<size_t>(w)].parents;
      asked.clear();
      for (size_t i = from; i < to; ++i) {
        const FastAdaptoidState s = index_.state(sources[i]);
        // The player one place later in turn order from the parent's mover is the source's.
        const int k = (forced(values_.value(sources[i]), players_).first + 1) % players_;
        game_.quiet_parents(s, parents);
        for (const FastAdaptoidState& p : parents) {
          const uint64_t c = index_.canonical(p);
          if (c < t_.tier().begin || c >= t_.tier().end || !values_.holds(c)) continue;
          const uint64_t r = values_.slot(c);
          if (!dv::solved(values_.at_slot(r))) asked.push_back({c, r, k});
        }
      }
    });
    std::vector<Asked> verify;
    for (const Work& work : work_)
      for (const Asked& a : work.asked) {
        if (dv::solved(values_.at_slot(a.place))) continue;
        if (a.question == 0) {
          value(a.number, a.place, won(q + 1));
        } else if (const uint64_t i = a.place - t_.first(); !(tried_[i >> 6] >> (i & 63) & 1)) {
          // Asked again by another source of this ply, it would give the same answer.
          tried_[i >> 6] |= uint64_t{1} << (i & 63);
          verify.push_back(a);
        }
      }
    in_slices(0, verify.size(), threads_, [&](size_t from, size_t to, int w) {
      std::vector<Valued>& out = work_[static_cast<size_t>(w)].verified;
      out.clear();
      for (size_t i = from; i < to; ++i)
        if (const auto b = hooks_.every_turn(w, index_.state(verify[i].number), verify[i].question))
          out.push_back({verify[i].number, verify[i].place, *b});
    });
    for (const Work& work : work_)
      for (const Valued& v : work.verified)
        if (!dv::solved(values_.at_slot(v.place))) value(v.number, v.place, v.value);
    count_valued();
  }

  // Class g (at place r) valued: its byte at once (what the plies read), the solver's counts with
  // the batch.
  void value(uint64_t g, uint64_t r, uint8_t b) {
    values_.store_slot(r, b);
    last_ = std::max<uint32_t>(last_, forced(b, players_).second);
    valued_.emplace_back(g, b);
    --pending_;
    if (valued_.size() >= kValued) count_valued();
  }

  void count_valued() {
    parallel_for(valued_.size(), 1024, threads_,
                 [&](int w, uint64_t i) { hooks_.count(w, valued_[i].first, valued_[i].second); });
    valued_.clear();
  }

  const InsideTier& t_;
  uint64_t pending_;
  ReachedValues& values_;
  const FastAdaptoidGame& game_;
  const DenseIndex& index_;
  const int players_, threads_;
  const PlyHooks& hooks_;
  uint32_t last_ = 0;            // the most plies plus one of a value in the tier so far
  std::vector<uint64_t> tried_;  // by place in the tier: verified at this ply
  // A thread's parents asked, classes verified and quiet parents of a source, a cache line apart
  // from the other threads' (their vectors' end pointers move at every parent).
  struct alignas(kThreadLine) Work {
    std::vector<Asked> asked;
    std::vector<Valued> verified;
    std::vector<FastAdaptoidState> parents;
  };
  std::vector<Work> work_;
  std::vector<std::pair<uint64_t, uint8_t>> valued_;  // classes valued, not yet settled
};

}  // namespace

void value_by_plies(const InsideTier& t, uint64_t pending, ReachedValues& values,
                    const FastAdaptoidGame& game, const DenseIndex& index, int threads,
                    const PlyHooks& hooks) {
  PlyLoop(t, pending, values, game, index, threads, hooks).run();
}

}  // namespace adaptoid
