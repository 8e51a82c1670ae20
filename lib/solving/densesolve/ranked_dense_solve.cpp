// The dense solver on ranks (see ranked_dense_solve.hpp).
#include <adaptoid/core/adaptoid_game.hpp>
#include <adaptoid/denseindex/dense_index.hpp>
#include <adaptoid/denseindex/folded_tier.hpp>
#include <adaptoid/solving/densesolve/dense_checkpoint.hpp>
#include <adaptoid/solving/densesolve/dense_output.hpp>
#include <adaptoid/solving/densesolve/dense_plies.hpp>
#include <adaptoid/solving/densesolve/dense_reach_marks.hpp>
#include <adaptoid/solving/densesolve/dense_successors.hpp>
#include <adaptoid/solving/densesolve/dense_work.hpp>
#include <adaptoid/solving/densesolve/number_share.hpp>
#include <adaptoid/solving/densesolve/ranked_dense_forward.hpp>
#include <adaptoid/solving/densesolve/ranked_dense_output.hpp>
#include <adaptoid/solving/densesolve/ranked_dense_plies.hpp>
#include <adaptoid/solving/densesolve/ranked_dense_solve.hpp>
#include <adaptoid/solving/densesolve/reached_values.hpp>
#include <adaptoid/solving/ranks/rank_exchange.hpp>
#include <adaptoid/solving/retro/class_index.hpp>
#include <adaptoid/solving/retro/class_propagate.hpp>
#include <adaptoid/solving/retro/code_set.hpp>
#include <adaptoid/solving/writers/tier_files.hpp>
#include <adaptoid/util/interrupt.hpp>
#include <adaptoid/util/process_usage.hpp>

#include <boost/sort/pdqsort/pdqsort.hpp>

#include <algorithm>
#include <filesystem>

namespace adaptoid {

namespace dv = dense_value;

namespace {

// Classes valued between exchanges: few, since every rank holds them on top of its share.
constexpr size_t kValuedBatch = size_t{1} << 12;

// A class waiting for the bytes of its successors that other ranks hold.
struct Waiting {
  uint64_t local;
  ExternalWins outside;
  uint32_t inside = 0;
  bool quietly = false;
};

class RankedDenseSolver {
 public:
  RankedDenseSolver(const FastAdaptoidGame& game, const std::string& path, const DenseOptions& o,
                    Ranks& ranks)
      : game_(game),
        v_(game.variant()),
        tiered_(game),
        index_(tiered_.index()),
        share_(index_.size(), ranks.rank(), ranks.size()),
        ranks_(ranks),
        path_(path),
        base_(o.parts_base.empty() ? path : o.parts_base),
        o_(o),
        values_(share_.local_size(), 1),
        work_{game_, index_, share_, ranks_, values_, [this](uint64_t g, uint8_t b) { count(g, b); }} {
    if (o.output == DenseOutput::Codes) {  // a dense table has no codes: the table is the bytes
      codec_.emplace(exact_folded_codec(game.variant_ptr()));
      files_.emplace(must(TierFiles::open(game.variant_ptr(), rank_base(ranks.rank()))));
    }
    forward_.emplace(game_, index_, share_, ranks_, values_, codec_ ? &*codec_ : nullptr);
  }

  DenseSolveReport run() {
    const std::vector<Position> roots = AdaptoidGame(game_.variant_ptr()).first_positions();
    const auto& tiers = index_.tiers();
    DenseCheckpoint at = resume();
    double cpu = cpu_seconds();
    const auto lap = [&cpu](double& into) {
      const double now = cpu_seconds();
      into += now - cpu, cpu = now;
    };
    if (!at.forward_done) {
      std::vector<FastAdaptoidState> first;
      for (const Position& p : roots) first.push_back(game_.from_position(p));
      forward_->reach_roots(first);
      for (size_t t = 0; t < tiers.size(); ++t) {
        forward_->expand(tiers[t]);
        progress("forward", tiers[t], t + 1, 0, nullptr);
      }
      values_.seal(1);
      lap(report_.forward_cpu);
      at.forward_done = true;
      checkpoint(at, true);
    }
    std::vector<TierKey> mine;
    uint64_t this_run = 0;
    for (size_t t = tiers.size() - at.backward_done; t-- > 0;) {
      const uint64_t classes = solve(tiers[t]);
      if (classes) mine.push_back(tiers[t].key);
      report_.reached += classes;
      lap(report_.backward_cpu);
      at.backward_done = tiers.size() - t;
      progress("backward", tiers[t], tiers.size() - t, all_sum(ranks_, classes), &at);
      if (o_.stop_after && ++this_run >= o_.stop_after) {
        report_.stopped = true;  // the test hook: as a kill would leave it
        return report_;
      }
      checkpoint(at, false);
    }
    if (o_.output == DenseOutput::DenseTable) {
      const uint64_t start_class = index_.canonical(game_.from_position(roots.front()));
      report_.summary = must(write_dense_table_on_ranks(v_, path_, settled_.summary, start_class, index_,
                                                        share_, values_, o_.table_round_bytes, ranks_));
      report_.tiers = tiers_with_classes_;
      std::filesystem::remove(checkpoint_path());
    } else {
      values_.release();
      report_.ended = write_ended_tiers(forward_->ended(), tiered_, *files_, mine);
      merge(mine, codec_->canonical(game_.from_position(roots.front())));
    }
    lap(report_.table_cpu);
    report_.numbers = index_.size();
    for (uint64_t* count : {&report_.reached, &report_.ended, &report_.inside})
      *count = all_sum(ranks_, *count);
    report_.sent = all_sum(ranks_, ranks_.bytes_sent());
    return report_;
  }

 private:
  std::string rank_base(int rank) const { return rank == 0 ? base_ : base_ + ".rank" + std::to_string(rank); }
  std::string checkpoint_path() const { return dense_checkpoint_path(base_, ranks_.rank(), ranks_.size()); }

  // A tier done: the progress line; a signal noted on any rank ends every rank here, a dense
  // table's backward pass saving its checkpoints first (`at`), a table of codes' parts removed.
  void progress(const char* phase, const DenseTier& tier, size_t done, uint64_t classes,
                DenseCheckpoint* at) {
    if (const auto signal = static_cast<int>(all_max(ranks_, static_cast<uint64_t>(interrupt_signal())))) {
      if (files_) std::filesystem::remove_all(files_->dir());
      if (at) checkpoint(*at, true);
      all_sum(ranks_, 0);
      throw Interrupted(signal);
    }
    if (o_.progress && ranks_.rank() == 0)
      o_.progress({phase, tier_label(tier.key, v_.players), done, index_.tiers().size(), classes, false});
  }

  // A dense table's checkpoints, each rank its own: after the forward pass, and after a backward
  // tier once checkpoint_seconds have passed on any rank since the last.
  void checkpoint(DenseCheckpoint& at, bool now) {
    if (o_.output == DenseOutput::Codes ||
        !any_rank(ranks_, now || since_saved_.seconds() >= o_.checkpoint_seconds))
      return;
    at.summary = settled_.summary, at.reached = report_.reached, at.inside = report_.inside;
    at.tiers_with_classes = tiers_with_classes_;
    at.forward_cpu = report_.forward_cpu, at.backward_cpu = report_.backward_cpu;
    must(write_dense_checkpoint(checkpoint_path(), v_, at, values_, 1));
    since_saved_ = Stopwatch();
  }

  // Every rank's checkpoint taken up when all of them check out and stand at the same tier; else
  // the solve starts again (said by rank 0).
  DenseCheckpoint resume() {
    if (o_.output == DenseOutput::Codes) return {};
    const auto counts = dense_checkpoint_counts(checkpoint_path(), v_, values_.size());
    const uint64_t here = !counts    ? 0
                          : !*counts ? 1
                                     : 2 + (*counts)->backward_done * 2 + (*counts)->forward_done;
    const std::vector<uint64_t> all = all_values(ranks_, std::vector<uint64_t>{here});
    if (std::adjacent_find(all.begin(), all.end(), std::not_equal_to<>()) != all.end() || all[0] < 2) {
      if (o_.note && ranks_.rank() == 0 &&
          std::any_of(all.begin(), all.end(), [](uint64_t h) { return h != 1; }))
        o_.note("the ranks' checkpoints (" + checkpoint_path() +
                " and the others) do not all check out or "
                "stand at the same tier; starting again");
      return {};
    }
    const DenseCheckpoint c = *must(read_dense_checkpoint(checkpoint_path(), v_, values_, 1));
    settled_.summary = c.summary, counted_ = c.summary.classes, tiers_with_classes_ = c.tiers_with_classes;
    report_.reached = c.reached, report_.inside = c.inside;
    report_.forward_cpu = c.forward_cpu, report_.backward_cpu = c.backward_cpu;
    if (o_.note && ranks_.rank() == 0)
      o_.note("resumed from " + checkpoint_path() + " and the other ranks': the forward pass and " +
              std::to_string(c.backward_done) + " backward tiers done");
    return c;
  }

  // Class g (at local l) solved: its byte, and its code for the tier's file.
  void settle(uint64_t l, uint8_t value) {
    values_.store_slot(values_.slot(l), value);
    count(share_.global(l), value);
  }
  // Class g's code and value for the table of codes, or counted for the dense table's summary.
  void count(uint64_t g, uint8_t value) {
    if (codec_)
      settled_.packed.push_back(codec_->canonical(index_.state(g)) << 8 | value);
    else
      settled_.summary.add(dv::wins(value, v_.players), v_.players);
  }

  // The backward pass over one tier: this rank's classes valued by their turns out of the tier,
  // a batch at a time, then those with turns inside it by the plies; its solved file.
  uint64_t solve(const DenseTier& tier) {
    DenseTier local = tier;
    local.begin = share_.local_from(tier.begin), local.end = share_.local_from(tier.end);
    InsideTier inside(local, values_);
    // The tier's codes grown one by one would hold up to three times their bytes while they move.
    if (codec_)
      settled_.packed.reserve(values_.reached_below(local.end) - values_.reached_below(local.begin));
    uint64_t pending = 0, turns = 0, at = local.begin;
    std::vector<Waiting> waiting;
    std::vector<std::vector<uint64_t>> asks(static_cast<size_t>(ranks_.size()));
    std::vector<std::vector<uint32_t>> whose(asks.size());
    while (any_rank(ranks_, at < local.end)) {
      for (; at < local.end && waiting.size() < kValuedBatch; ++at)
        if (values_.holds(at)) outside(tier, at, waiting, asks, whose, turns);
      const std::vector<std::vector<uint8_t>> bytes = ask_bytes(work_, asks);
      for (size_t r = 0; r < bytes.size(); ++r) {
        for (size_t j = 0; j < bytes[r].size(); ++j)
          waiting[whose[r][j]].outside.add(dv::wins(solved_byte(bytes[r][j]), v_.players), v_.players);
        whose[r].clear();
      }
      for (const Waiting& w : waiting) {
        if (w.inside) {
          inside.pending(w.local, w.outside.alone(v_.players).plies_plus_one[0], w.quietly);
          ++pending;
        } else {
          settle(w.local, dv::of(w.outside.alone(v_.players), v_.players));
          if (w.quietly) inside.quiet_source(w.local);
        }
      }
      waiting.clear();
    }
    report_.inside += pending;
    if (any_rank(ranks_, pending > 0)) value_by_plies_on_ranks(inside, tier, pending, work_);
    return write(tier.key, turns);
  }

  static uint8_t solved_byte(uint8_t b) {
    return dv::solved(b) ? b
                         : throw std::logic_error("dense solve: a successor in a later tier is not solved");
  }

  // Class l of the tier: ended games valued at once; the rest wait for their successors' bytes.
  void outside(const DenseTier& tier, uint64_t l, std::vector<Waiting>& waiting,
               std::vector<std::vector<uint64_t>>& asks, std::vector<std::vector<uint32_t>>& whose,
               uint64_t& turns) {
    const FastAdaptoidState s = index_.state(share_.global(l));
    if (const Status st = game_.status(s); st.over)
      return settle(l, dv::of(ended_value(v_, s, st), v_.players));
    Waiting& w = waiting.emplace_back(Waiting{l, {}, 0, game_.reached_quietly(s)});
    kids_.clear();
    game_.children(s, kids_);
    turns += kids_.size();
    const uint64_t here = tiered_.level(s);
    for (const FastAdaptoidState& kid : kids_) {
      if (tiered_.level(kid) == here) {
        ++w.inside;
        continue;
      }
      const DenseSlice* slice = later_slice(tiered_, kid, tier);
      if (const Status st = game_.status(kid); !slice || st.over) {
        w.outside.add(ended_value(v_, kid, st), v_.players);
        continue;
      }
      const uint64_t c = index_.canonical(kid, slice);
      if (share_.mine(c)) {
        if (!values_.holds(share_.local(c)))
          throw std::logic_error("dense solve: a successor's class was not reached");
        w.outside.add(dv::wins(solved_byte(values_.value(share_.local(c))), v_.players), v_.players);
      } else {
        asks[static_cast<size_t>(share_.owner(c))].push_back(c);
        whose[static_cast<size_t>(share_.owner(c))].push_back(static_cast<uint32_t>(waiting.size() - 1));
      }
    }
  }

  // This rank's classes of a tier, sorted by code, into its solved file (from the packed codes:
  // a SolvedTier beside them was the backward pass's peak); their count.
  uint64_t write(TierKey key, uint64_t turns) {
    if (!codec_) {  // a dense table: counted
      const uint64_t classes = settled_.summary.classes - counted_;
      settled_.summary.turns += turns;
      counted_ = settled_.summary.classes;
      tiers_with_classes_ += all_sum(ranks_, classes) > 0 ? 1 : 0;
      return classes;
    }
    Packed& packed = settled_.packed;
    if (packed.empty()) return 0;
    boost::sort::pdqsort(packed.begin(), packed.end());
    must(files_->write_solved(
        key, turns, packed.size(), [&](uint64_t i) { return packed[i] >> 8; },
        [&](uint64_t i) { return dv::wins(static_cast<uint8_t>(packed[i] & 0xFF), v_.players); }));
    const uint64_t classes = packed.size();
    release(packed);
    return classes;
  }

  // Rank 0 merges every rank's tiers into the table; then each rank's parts are removed.
  void merge(const std::vector<TierKey>& mine, Code start) {
    Result<FoldedSummary> summary = merge_ranks_tiers(
        game_.variant_ptr(), mine, start, path_, [this](int r) { return rank_base(r); }, ranks_,
        &report_.tiers);
    std::filesystem::remove_all(files_->dir());
    report_.summary = must(std::move(summary));
  }

  const FastAdaptoidGame& game_;
  const Variant& v_;
  const AdaptoidTieredGame tiered_;
  const DenseIndex& index_;
  const NumberShare share_;
  Ranks& ranks_;
  const std::string path_, base_;
  const DenseOptions& o_;
  ReachedValues values_;
  std::optional<EnumerationCodec> codec_;  // a table of codes: the classes' codes, and its parts
  std::optional<TierFiles> files_;
  const RankedPlyWork work_;
  std::optional<RankedForward> forward_;
  Stopwatch since_saved_;  // since the last checkpoint
  Settled settled_;        // the tier's classes solved on this rank (a dense table: all of them, counted)
  uint64_t counted_ = 0, tiers_with_classes_ = 0;  // a dense table's
  std::vector<FastAdaptoidState> kids_;
  DenseSolveReport report_;
};

}  // namespace

Result<DenseSolveReport> solve_dense_on_ranks(const FastAdaptoidGame& game, const std::string& path,
                                              const DenseOptions& options, Ranks& ranks) {
  if (const std::string why = dense_unsupported(game.variant(), options.output); !why.empty())
    return fail(why);
  try {
    return RankedDenseSolver(game, path, options, ranks).run();
  } catch (const Error& e) {
    return e;
  }
}

}  // namespace adaptoid
