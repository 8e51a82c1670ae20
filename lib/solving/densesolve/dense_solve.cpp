// The dense retrograde solver (see dense_solve.hpp).
#include <adaptoid/core/adaptoid_game.hpp>
#include <adaptoid/denseindex/dense_index.hpp>
#include <adaptoid/solving/densesolve/dense_checkpoint.hpp>
#include <adaptoid/solving/densesolve/dense_output.hpp>
#include <adaptoid/solving/densesolve/dense_plies.hpp>
#include <adaptoid/solving/densesolve/dense_reach_marks.hpp>
#include <adaptoid/solving/densesolve/dense_solve.hpp>
#include <adaptoid/solving/densesolve/dense_successors.hpp>
#include <adaptoid/solving/densesolve/dense_work.hpp>
#include <adaptoid/solving/densesolve/reached_values.hpp>
#include <adaptoid/solving/retro/class_children.hpp>
#include <adaptoid/solving/retro/class_propagate.hpp>
#include <adaptoid/solving/retro/code_set.hpp>
#include <adaptoid/solving/writers/tier_files.hpp>
#include <adaptoid/solving/writers/tier_merge.hpp>
#include <adaptoid/util/interrupt.hpp>
#include <adaptoid/util/parallel.hpp>
#include <adaptoid/util/process_usage.hpp>
#include <adaptoid/util/setting.hpp>

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <map>
#include <optional>

namespace adaptoid {

namespace dv = dense_value;

namespace {

constexpr uint64_t kChunk = 4096;    // numbers a thread takes at a time
constexpr size_t kStoreBatch = 512;  // values set at a time

template <TieredGame G>
class DenseSolver {
 public:
  using State = typename G::State;

  // A table of codes needs the game's codes exact (dense_unsupported() refused it otherwise).
  DenseSolver(const G& game, const std::string& path, const DenseOptions& o)
      : game_(game),
        v_(game.variant()),
        path_(path),
        o_(o),
        workers_(static_cast<size_t>(std::max(o.threads, 1))),
        values_(game_.size(), o.threads),
        successors_(game_, values_),
        driver_(o) {
    if (o.output == DenseOutput::DenseTable) return;  // no codes: the table is the bytes
    files_.emplace(must(TierFiles::open(game.variant_ptr(), o.parts_base.empty() ? path : o.parts_base)));
  }

  DenseSolveReport run() {
    const std::vector<State> roots = game_.roots();
    DenseCheckpoint at = resume();
    if (!at.forward_done)
      for (const State& s : roots) reach_class(s);
    const auto& tiers = game_.tiers();
    double cpu = cpu_seconds();
    const auto lap = [&cpu](double& into) {
      const double now = cpu_seconds();
      into += now - cpu, cpu = now;
    };
    if (!at.forward_done) {
      for (size_t t = 0; t < tiers.size(); ++t) {
        expand(tiers[t]);
        driver_.finished({"forward", tier_label(tiers[t].key, v_.players), t + 1, tiers.size(), 0, false});
      }
      values_.seal(o_.threads);
      lap(out_.forward_cpu);
      at.forward_done = true;
      checkpoint(at, true);
    }
    std::vector<TierKey> order;
    const uint64_t done_before = at.backward_done;
    for (size_t t = tiers.size() - done_before; t-- > 0;) {
      const uint64_t classes = solve(tiers[t]);
      if (classes) order.push_back(tiers[t].key);
      out_.reached += classes;
      driver_.computed_in_memory();
      lap(out_.backward_cpu);
      at.backward_done = tiers.size() - t, at.tiers_with_classes += classes ? 1 : 0;
      bool go_on = false;
      try {
        go_on = driver_.finished({"backward", tier_label(tiers[t].key, v_.players), tiers.size() - t,
                                  tiers.size(), classes, false});
      } catch (const Interrupted&) {
        checkpoint(at, true);  // a signal ends the run here: the tiers solved so far are kept
        throw;
      }
      if (!go_on) {
        out_.stopped = true;
        return out_;
      }
      checkpoint(at, false);
    }
    if (o_.output == DenseOutput::DenseTable) {
      const uint64_t start = game_.canonical(roots.front());
      FoldedSummary& sum = out_.summary;
      sum.start_wins = dv::wins(values_.value(start), v_.players);
      must(write_dense_table(v_, path_, {game_.size(), start, sum.classes, {sum.forced[0], sum.forced[1]}},
                             game_.index(), values_, o_.threads));
      std::filesystem::remove(dense_checkpoint_path(parts_base()));
      out_.tiers = at.tiers_with_classes;
      out_.numbers = game_.size();
      lap(out_.table_cpu);
      return out_;
    }
    values_.release();
    out_.ended = write_ended_tiers(ended_, game_, *files_, order);
    std::sort(order.begin(), order.end());
    out_.tiers = order.size();
    out_.numbers = game_.size();
    out_.summary = must(merge_tiers(*files_, v_, order, game_.canonical_code(roots.front()), path_));
    std::filesystem::remove_all(files_->dir());
    lap(out_.table_cpu);
    return out_;
  }

 private:
  std::string parts_base() const { return o_.parts_base.empty() ? path_ : o_.parts_base; }

  // A dense-table solve takes up its checkpoint, when there is one that checks out: the bytes,
  // and the counts of the tiers solved (a table of codes starts again).
  DenseCheckpoint resume() {
    if (o_.output == DenseOutput::Codes) return {};
    const std::string file = dense_checkpoint_path(parts_base());
    auto read = read_dense_checkpoint(file, v_, values_, o_.threads);
    if (!read) {
      if (o_.note) o_.note(read.error() + "; starting again");
      return {};
    }
    if (!read.value()) return {};
    const DenseCheckpoint c = *read.value();
    out_.summary = c.summary, out_.reached = c.reached, out_.inside = c.inside;
    out_.forward_cpu = c.forward_cpu, out_.backward_cpu = c.backward_cpu;
    if (o_.note)
      o_.note("resumed from " + file + ": the forward pass and " + std::to_string(c.backward_done) +
              " backward tiers done");
    return c;
  }

  // Saves the dense-table solve's bytes and counts: after the forward pass, and after a backward
  // tier when the driver's checkpoint_seconds have passed since the last save.
  void checkpoint(DenseCheckpoint& at, bool now) {
    if (o_.output == DenseOutput::Codes) return;
    driver_.checkpoint(now, [&] {
      at.summary = out_.summary, at.reached = out_.reached, at.inside = out_.inside;
      at.forward_cpu = out_.forward_cpu, at.backward_cpu = out_.backward_cpu;
      must(write_dense_checkpoint(dense_checkpoint_path(parts_base()), v_, at, values_, o_.threads));
    });
  }

  // Marks the class of s reached at its canonical number (the least of its numbers), and its
  // other numbers as its images (each holds the class's value, and only reached numbers have a
  // byte): the canonical number when the class was not reached before, else kNone.
  uint64_t reach_class(const State& s) {
    std::array<uint64_t, G::kMostImages> numbers{};
    const size_t k = game_.numbers_of(s, numbers);
    const uint64_t c = *std::min_element(numbers.begin(), numbers.begin() + static_cast<std::ptrdiff_t>(k));
    if (c >= values_.size()) throw std::logic_error("dense solve: a number past the index");
    if (!values_.raise(c, ReachedValues::kNotReached, ReachedValues::kReached)) return G::kNone;
    for (size_t e = 0; e < k; ++e)
      if (numbers[e] != c) values_.raise(numbers[e], ReachedValues::kNotReached, ReachedValues::kImage);
    return c;
  }

  // Calls f(worker, number, slice) for the numbers of the tier, on the threads, in chunks.
  template <class F>
  void each_number(const DenseTier& tier, F&& f) {
    parallel_for((tier.end - tier.begin + kChunk - 1) / kChunk, 1, o_.threads,
                 [&](int worker, uint64_t chunk) {
                   const uint64_t from = tier.begin + chunk * kChunk, to = std::min(tier.end, from + kChunk);
                   const typename G::Slice* slice = &game_.slice_at(from);
                   for (uint64_t g = from; g < to; ++g) {
                     while (g >= slice->begin + slice->size) ++slice;
                     f(worker, g, *slice);
                   }
                 });
  }

  // The forward pass over one tier: one pass over its range expands every number reached, and
  // a class of the tier first reached by a turn inside the tier is expanded at once, from the
  // thread's own stack (a pass again over the range while a turn reached a new number of it
  // cost a scan of the range a step of the longest chain of plain steps). Only canonical numbers
  // are marked reached (and expanded); a class's other numbers are marked as its images when it
  // is reached, so that the next turn to any of its positions finds it reached by the
  // successor's own number, without ranking the group: most turns lead to a position reached
  // before.
  void expand(const DenseTier& tier) {
    std::vector<Forward<G>> work(workers_);
    each_number(tier, [&](int worker, uint64_t g, const typename G::Slice& slice) {
      if (!claim(g)) return;
      Forward<G>& f = work[worker];
      expand_one(tier, game_.state(slice, g, f.cursor), f);
      while (!f.stack.empty()) {
        const uint64_t c = f.stack.back();
        f.stack.pop_back();
        expand_one(tier, game_.state(game_.slice_at(c), c, f.cursor), f);
      }
    });
    for (Forward<G>& f : work) {
      f.ended.finish();
      for (const Code c : f.ended.codes) ended_.add(c);
      release(f.ended.codes);
    }
  }

  // Marks a reached number expanded; true when it was reached and not yet expanded.
  bool claim(uint64_t g) {
    return values_.mark(g) == ReachedValues::kReached &&
           values_.raise(g, ReachedValues::kReached, ReachedValues::kExpanded);
  }

  // Marks the successors of s reached; those it claims in the tier go on the stack.
  void expand_one(const DenseTier& tier, const State& s, Forward<G>& f) {
    if (game_.status(s).over) return;
    successors_.make(s, f.kids);
    for (size_t i = 0; i < f.kids.states.size(); ++i) {
      const State& kid = f.kids.states[i];
      const uint64_t n = f.kids.numbers[i];
      if (n == G::kNone) {  // ended past the goal: a dense table values it from its result
        if (files_ && f.recent.fresh(game_.code(kid))) f.ended.add(game_.canonical_code(kid));
        continue;
      }
      if (n < tier.begin) throw std::logic_error("dense solve: a turn to an earlier tier");
      if (values_.mark(n) != ReachedValues::kNotReached) continue;  // its class is reached
      if (const uint64_t c = reach_class(kid); c < tier.end && claim(c)) f.stack.push_back(c);
    }
  }

  // Class g solved (its canonical number, s its representative): its byte (stored in batches: the
  // rest when the pass ends, ReachedValues::set_all), and counted.
  void settle(uint64_t g, uint8_t value, Settled& into, const State& s) {
    into.stores.emplace_back(g, value);
    if (into.stores.size() >= kStoreBatch) values_.set_all(into.stores);
    count(g, value, into, &s);
  }

  // Class g's code and value for the table of codes (its representative s when at hand), or
  // counted for the dense table's summary.
  void count(uint64_t g, uint8_t value, Settled& into, const State* s = nullptr) {
    if (files_)
      into.packed.push_back(game_.canonical_code(s ? *s : game_.state(g)) << 8 | value);
    else
      into.summary.add(dv::wins(value, v_.players), v_.players);
  }

  // The backward pass over one tier, and its solved file; the classes it holds.
  uint64_t solve(const DenseTier& tier) {
    InsideTier inside(tier, values_);
    std::vector<Tally> tally(workers_);
    std::vector<Settled> solved(workers_);
    std::vector<Kids<State>> kids(workers_);
    std::vector<typename G::Cursor> cursors(workers_);
    each_number(tier, [&](int worker, uint64_t g, const typename G::Slice& slice) {
      if (values_.mark(g) != ReachedValues::kExpanded) return;
      const State s = game_.state(slice, g, cursors[worker]);
      if (const Status st = game_.status(s); st.over) {
        settle(g, dv::of(game_.ended_value(s, st), v_.players), solved[worker], s);
        return;
      }
      ExternalWins outside;
      const bool quietly = game_.reached_quietly(s);
      if (successors_.outside(tier, s, kids[worker], outside, tally[worker].turns)) {
        inside.pending(g, outside.alone(v_.players).plies_plus_one[0], quietly);
        ++tally[worker].pending;
      } else {
        settle(g, dv::of(outside.alone(v_.players), v_.players), solved[worker], s);
        if (quietly) inside.quiet_source(g);
      }
    });
    for (Settled& part : solved) values_.set_all(part.stores);  // the plies read them
    uint64_t waiting = 0;
    for (const Tally& t : tally) waiting += t.pending;
    out_.inside += waiting;
    if (waiting) {
      PlyHooks<G> hooks;
      hooks.every_turn = [&](int w, const State& s, int k) { return successors_.every_turn(s, k, kids[w]); };
      hooks.count = [&](int w, uint64_t g, uint8_t v) { count(g, v, solved[w]); };
      value_by_plies(inside, waiting, values_, game_, o_.threads, hooks);
    }
    uint64_t sum = 0;
    for (const Tally& t : tally) sum += t.turns;
    return write(tier.key, sum, std::move(solved));
  }

  // A tier's classes, sorted by code, into its solved file (a dense table: counted); their count.
  uint64_t write(TierKey key, uint64_t turns, std::vector<Settled> solved) {
    if (!files_) {
      const uint64_t before = out_.summary.classes;
      for (const Settled& part : solved) out_.summary.merge(part.summary);
      out_.summary.turns += turns;
      return out_.summary.classes - before;
    }
    if (std::all_of(solved.begin(), solved.end(), [](const Settled& p) { return p.packed.empty(); }))
      return 0;
    const SolvedTier t = solved_tier(key, turns, std::move(solved), v_.players, o_.threads);
    must(files_->write_solved(t));
    return t.codes.size();
  }

  const G& game_;
  const Variant& v_;
  std::optional<TierFiles> files_;  // a table of codes' parts (none: a dense table)
  const std::string path_;
  const DenseOptions& o_;
  const size_t workers_;
  ReachedValues values_;
  const DenseSuccessors<G> successors_;
  RetroDriver driver_;  // the progress, the checkpoints' clock and the stop hook
  CodeSet ended_;       // the codes of the games ended past the goal found so far
  DenseSolveReport out_;
};

}  // namespace

std::string dense_unsupported(const Variant& v, DenseOutput output) {
  if (std::string why = DenseIndex::unsupported(v); !why.empty()) return why;
  if (output == DenseOutput::DenseTable)
    return v.players == 2 ? ""
                          : v.name + " has " + std::to_string(v.players) +
                                " players (a dense table holds two players' values; solve it with " +
                                mention(Setting::Dense) + ")";
  const EnumerationCodec codec = folded_codec(std::make_shared<const Variant>(v));
  if (!codec.exact() || codec.bits() > 120)
    return v.name +
           "'s positions need more than 120 bits of code (the table keys them by exact code; "
           "a dense table has no codes)";
  return "";
}

Result<DenseSolveReport> solve_dense(const FastAdaptoidGame& game, const std::string& path,
                                     const DenseOptions& options) {
  if (const std::string why = dense_unsupported(game.variant(), options.output); !why.empty())
    return fail(why);
  try {
    const AdaptoidTieredGame tiered(game);
    return DenseSolver<AdaptoidTieredGame>(tiered, path, options).run();
  } catch (const Error& e) {
    return e;
  } catch (const Interrupted&) {  // a table of codes does not resume: its parts go
    if (options.output == DenseOutput::Codes)
      std::filesystem::remove_all(tier_parts_dir(options.parts_base.empty() ? path : options.parts_base));
    throw;
  }
}

}  // namespace adaptoid
