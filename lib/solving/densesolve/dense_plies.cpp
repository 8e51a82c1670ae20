// The dense solver's classes with turns inside their tier, valued ply by ply (see dense_plies.hpp).
#include <adaptoid/solving/densesolve/dense_plies.hpp>
#include <adaptoid/solving/densesolve/dense_reach_marks.hpp>
#include <adaptoid/solving/densesolve/dense_work.hpp>
#include <adaptoid/util/parallel.hpp>
#include <adaptoid/util/result.hpp>

#include <algorithm>
#include <array>
#include <span>
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
// A tier's classes are scanned on the threads a window of numbers at a time (the sources a scan
// finds are asked between windows, so that they are never the whole tier's), in chunks of kScan.
constexpr uint64_t kWindow = uint64_t{1} << 20;
constexpr uint64_t kScan = uint64_t{1} << 15;

// The question a solved byte answers (counted from its mover) and its plies plus one; {-1, 0}
// for a draw.
std::pair<int, uint16_t> forced(uint8_t b, int players) {
  const ForcedWins w = dv::wins(b, players);
  for (int k = 0; k < players; ++k)
    if (w.forces(k)) return {k, w.plies_plus_one[k]};
  return {-1, 0};
}

template <TieredGame G>
class PlyLoop {
 public:
  PlyLoop(const InsideTier& t, uint64_t pending, ReachedValues& values, const G& game, int threads,
          const PlyHooks<G>& hooks)
      : t_(t),
        pending_(pending),
        values_(values),
        game_(game),
        players_(game.variant().players),
        threads_(std::max(threads, 1)),
        hooks_(hooks),
        work_(static_cast<size_t>(threads_)) {
    for (int b = 0; b < dv::kFirstMark; ++b) {
      if (b / dv::span(players_) >= players_) continue;  // three players: no byte of a fourth
      const auto [k, p] = forced(static_cast<uint8_t>(b), players_);
      forced_[static_cast<size_t>(b)] = {static_cast<int8_t>(k), static_cast<uint8_t>(p)};
    }
  }

  void run() {
    scan(
        [&](int, Work& w, uint64_t, uint64_t r) {
          const uint8_t b = values_.at_slot(r);
          w.last = std::max<uint32_t>(w.last, dv::solved(b) ? plies(b) : t_.info(r) & ~InsideTier::kQuiet);
        },
        [] {});
    for (uint32_t q = 1; q <= last_ && pending_ > 0; ++q) ply(q);
    if (pending_ > 0) {
      const uint8_t draw = dv::of(ForcedWins{}, players_);
      scan(
          [&](int worker, Work& w, uint64_t g, uint64_t r) {
            if (!dv::solved(values_.at_slot(r))) value_on(worker, w, g, r, draw);
          },
          [] {});
    }
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
  struct Work;  // a thread's (below)

  // Calls f(worker, work, g, r) for each class of the tier (its canonical number and its place)
  // on the threads, `work` the thread's own, a window of numbers at a time; after each window the
  // threads' classes valued are taken into the counts, and then() runs, on this thread alone. A
  // scan of a tier on one thread was most of what two threads left serial.
  template <class F, class Then>
  void scan(F&& f, Then&& then) {
    const DenseTier& tier = t_.tier();
    for (uint64_t at = tier.begin; at < tier.end; at += kWindow) {
      const uint64_t end = std::min(tier.end, at + kWindow), chunks = (end - at + kScan - 1) / kScan;
      parallel_for(chunks, 1, static_cast<int>(std::min<uint64_t>(chunks, static_cast<uint64_t>(threads_))),
                   [&](int w, uint64_t chunk) {
                     const uint64_t from = at + chunk * kScan;
                     values_.each_reached(from, std::min(end, from + kScan), [&](uint64_t g, uint64_t r) {
                       f(w, work_[static_cast<size_t>(w)], g, r);
                     });
                   });
      for (Work& w : work_) pending_ -= w.valued, w.valued = 0, last_ = std::max(last_, w.last);
      then();
    }
  }

  // The plies plus one of a solved byte's forced win (0: a draw), from the table.
  uint32_t plies(uint8_t b) const { return forced_[b].second; }

  // Class g (at place r) valued b by a scan's worker: its byte and the solver's counts at once
  // (no other thread reads the class during the scan), the plies it forces in and the class
  // valued kept by the worker until the window ends. Listed to be valued after the window, a
  // tier of classes all pending held 16 bytes each of them.
  void value_on(int worker, Work& w, uint64_t g, uint64_t r, uint8_t b) {
    values_.store_slot(r, b);
    w.last = std::max(w.last, plies(b));
    ++w.valued;
    hooks_.count(worker, g, b);
  }

  // The sources of ply q asked, and the pending classes won by a turn out of the tier. The
  // sources are all found before any is asked: a class valued at ply q is forced in more than q
  // plies, so asking never makes another source of this ply.
  void ply(uint32_t q) {
    tried_.assign((t_.places() + 63) / 64, 0);
    std::vector<uint64_t> sources;
    scan(
        [&](int worker, Work& w, uint64_t g, uint64_t r) {
          const uint8_t info = t_.info(r), b = values_.at_slot(r);
          if (!dv::solved(b)) {
            if ((info & ~InsideTier::kQuiet) == q + 1) value_on(worker, w, g, r, won(q + 1));
          } else if ((info & InsideTier::kQuiet) && plies(b) == q) {
            w.sources.push_back(g);
          }
        },
        [&] {
          for (Work& w : work_) {
            sources.insert(sources.end(), w.sources.begin(), w.sources.end());
            w.sources.clear();
          }
          // kSources at a time: the parents asked are a list of about ten a source.
          size_t asked = 0;
          for (; sources.size() - asked >= kSources; asked += kSources)
            ask_parents(std::span(sources).subspan(asked, kSources), q);
          sources.erase(sources.begin(), sources.begin() + static_cast<std::ptrdiff_t>(asked));
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
  void ask_parents(std::span<const uint64_t> sources, uint32_t q) {
    in_slices(0, sources.size(), threads_, [&](size_t from, size_t to, int w) {
      std::vector<Asked>& asked = work_[static_cast<size_t>(w)].asked;
      std::vector<typename G::State>& parents = work_[static_cast<size_t>(w)].parents;
      asked.clear();
      for (size_t i = from; i < to; ++i) {
        const typename G::State s = game_.state(sources[i]);
        // The player one place later in turn order from the parent's mover is the source's.
        const int k = (forced_[values_.value(sources[i])].first + 1) % players_;
        game_.quiet_parents(s, parents);
        for (const typename G::State& p : parents) {
          const uint64_t c = game_.canonical(p);
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
        if (const auto b = hooks_.every_turn(w, game_.state(verify[i].number), verify[i].question))
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
    last_ = std::max(last_, plies(b));
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
  const G& game_;
  const int players_, threads_;
  const PlyHooks<G>& hooks_;
  uint32_t last_ = 0;            // the most plies plus one of a value in the tier so far
  std::vector<uint64_t> tried_;  // by place in the tier: verified at this ply
  // A thread's parents asked, classes verified and quiet parents of a source, a cache line apart
  // from the other threads' (their vectors' end pointers move at every parent).
  struct alignas(kThreadLine) Work {
    std::vector<Asked> asked;
    std::vector<Valued> verified;
    std::vector<typename G::State> parents;
    // A scan's: the sources of the ply it found, the classes it valued and the most plies plus
    // one it saw.
    std::vector<uint64_t> sources;
    uint64_t valued = 0;
    uint32_t last = 0;
  };
  std::vector<Work> work_;
  std::vector<std::pair<uint64_t, uint8_t>> valued_;  // classes valued, not yet settled
  // By solved byte: forced() of it (the question, the plies plus one), read at every class of a scan.
  std::array<std::pair<int8_t, uint8_t>, dv::kFirstMark> forced_{};
};

}  // namespace

template <TieredGame G>
void value_by_plies(const InsideTier& t, uint64_t pending, ReachedValues& values, const G& game, int threads,
                    const PlyHooks<G>& hooks) {
  PlyLoop<G>(t, pending, values, game, threads, hooks).run();
}

template void value_by_plies(const InsideTier&, uint64_t, ReachedValues&, const AdaptoidTieredGame&, int,
                             const PlyHooks<AdaptoidTieredGame>&);

}  // namespace adaptoid
