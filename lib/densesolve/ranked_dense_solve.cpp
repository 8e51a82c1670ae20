// The dense solver on ranks (see ranked_dense_solve.hpp).
#include <adaptoid/core/adaptoid_game.hpp>
#include <adaptoid/denseindex/dense_index.hpp>
#include <adaptoid/denseindex/folded_tier.hpp>
#include <adaptoid/densesolve/dense_output.hpp>
#include <adaptoid/densesolve/dense_plies.hpp>
#include <adaptoid/densesolve/dense_reach_marks.hpp>
#include <adaptoid/densesolve/dense_successors.hpp>
#include <adaptoid/densesolve/dense_work.hpp>
#include <adaptoid/densesolve/number_share.hpp>
#include <adaptoid/densesolve/ranked_dense_output.hpp>
#include <adaptoid/densesolve/ranked_dense_plies.hpp>
#include <adaptoid/densesolve/ranked_dense_solve.hpp>
#include <adaptoid/densesolve/reached_values.hpp>
#include <adaptoid/ranks/rank_exchange.hpp>
#include <adaptoid/retro/class_index.hpp>
#include <adaptoid/retro/class_propagate.hpp>
#include <adaptoid/retro/code_set.hpp>
#include <adaptoid/tables/tier_files.hpp>
#include <adaptoid/util/interrupt.hpp>
#include <adaptoid/util/process_usage.hpp>

#include <boost/sort/pdqsort/pdqsort.hpp>

#include <algorithm>
#include <filesystem>

namespace adaptoid {

namespace dv = dense_value;

namespace {

// Messages of the forward pass: a number with what to do with it in its top two bits.
constexpr uint64_t kTouch = uint64_t{0} << 62;  // a successor's own number: reach its class if new
constexpr uint64_t kReach = uint64_t{1} << 62;  // a class's canonical number: reached
constexpr uint64_t kImage = uint64_t{2} << 62;  // a reached class's other number
constexpr uint64_t kNumberBits = (uint64_t{1} << 62) - 1;
// Messages queued before an exchange, classes valued between exchanges, classes of the tier
// waiting on the stack, ended games added before a CodeSet sorts: small, since every rank holds
// them (and MPI's copies) on top of its share.
constexpr size_t kBatch = size_t{1} << 16, kValuedBatch = size_t{1} << 12;
constexpr size_t kStackCap = size_t{1} << 16, kCodeSlack = size_t{1} << 14;

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
        index_(v_, folded_group(game.variant_ptr())),
        share_(index_.size(), ranks.rank(), ranks.size()),
        ranks_(ranks),
        path_(path),
        base_(o.parts_base.empty() ? path : o.parts_base),
        o_(o),
        values_(share_.local_size(), 1),
        work_{game_, index_, share_, ranks_, values_, [this](uint64_t g, uint8_t b) { count(g, b); }},
        out_(static_cast<size_t>(ranks.size())) {
    if (o.dense_table) return;  // no codes: the table is the bytes
    codec_.emplace(exact_folded_codec(game.variant_ptr()));
    files_.emplace(must(TierFiles::open(game.variant_ptr(), rank_base(ranks.rank()))));
  }

  DenseSolveReport run() {
    const std::vector<Position> roots = AdaptoidGame(game_.variant_ptr()).first_positions();
    const auto& tiers = index_.tiers();
    const double start = cpu_seconds();
    std::vector<uint64_t> reach;
    for (const Position& p : roots) reach_class(game_.from_position(p), nullptr, reach);
    for (size_t t = 0; t < tiers.size(); ++t) {
      expand(tiers[t]);
      progress("forward", tiers[t], t + 1, 0);
    }
    values_.seal(1);
    report_.forward_cpu = cpu_seconds() - start;
    std::vector<TierKey> mine;
    for (size_t t = tiers.size(); t-- > 0;) {
      const uint64_t classes = solve(tiers[t]);
      if (classes) mine.push_back(tiers[t].key);
      report_.reached += classes;
      progress("backward", tiers[t], tiers.size() - t, all_sum(ranks_, classes));
    }
    report_.backward_cpu = cpu_seconds() - start - report_.forward_cpu;
    if (o_.dense_table) {
      const uint64_t start_class = index_.canonical(game_.from_position(roots.front()));
      report_.summary = must(write_dense_table_on_ranks(v_, path_, settled_.summary, start_class, index_,
                                                        share_, values_, ranks_));
      report_.tiers = all_max(ranks_, tiers_with_classes_);
    } else {
      values_.release();
      report_.ended = write_ended_tiers(ended_, *codec_, game_, *files_, mine);
      merge(mine, codec_->canonical(game_.from_position(roots.front())));
    }
    report_.table_cpu = cpu_seconds() - start - report_.forward_cpu - report_.backward_cpu;
    report_.numbers = index_.size();
    for (uint64_t* count : {&report_.reached, &report_.ended, &report_.inside})
      *count = all_sum(ranks_, *count);
    report_.sent = all_sum(ranks_, ranks_.bytes_sent());
    return report_;
  }

 private:
  std::string rank_base(int rank) const { return rank == 0 ? base_ : base_ + ".rank" + std::to_string(rank); }

  // A tier done: the progress line, and a signal noted on any rank ends every rank here.
  void progress(const char* phase, const DenseTier& tier, size_t done, uint64_t classes) {
    int signal = interrupt_signal();
    signal = static_cast<int>(all_max(ranks_, static_cast<uint64_t>(signal)));
    if (signal) {  // nothing here resumes: each rank's parts go, then every rank stops at once
      if (files_) std::filesystem::remove_all(files_->dir());
      all_sum(ranks_, 0);
      throw Interrupted(signal);
    }
    if (o_.progress && ranks_.rank() == 0)
      o_.progress({phase, tier_label(tier.key, v_.players), done, index_.tiers().size(), classes, false});
  }

  // Sends a forward message, or takes it here when the number is this rank's.
  void post(uint64_t kind, uint64_t n, const DenseTier* tier, std::vector<uint64_t>& stack) {
    if (share_.mine(n)) return take(kind | n, tier, stack);
    out_[static_cast<size_t>(share_.owner(n))].push_back(kind | n);
    ++queued_;
  }

  // A forward message for one of this rank's numbers; a class of `tier` newly reached here is
  // claimed and goes on the stack.
  void take(uint64_t message, const DenseTier* tier, std::vector<uint64_t>& stack) {
    const uint64_t n = message & kNumberBits, l = share_.local(n), kind = message & ~kNumberBits;
    if (kind == kImage) {
      values_.raise(l, ReachedValues::kNotReached, ReachedValues::kImage);
    } else if (kind == kReach) {
      if (values_.raise(l, ReachedValues::kNotReached, ReachedValues::kReached) && tier && n < tier->end)
        later(l, stack);
    } else if (values_.mark(l) == ReachedValues::kNotReached) {
      reach_class(index_.state(n), tier, stack);
    }
  }

  // A class of the tier reached here, to expand: on the stack while it is short, else left marked
  // reached for a scan of the tier again from the lowest such number (a rank's messages come in
  // batches from every other rank, and a stack of all of them grew to the tier's size).
  void later(uint64_t l, std::vector<uint64_t>& stack) {
    if (stack.size() < kStackCap) {
      if (claim(l)) stack.push_back(l);
    } else {
      rescan_from_ = std::min(rescan_from_, l);
    }
  }

  // The class of s reached at its canonical number, its other numbers marked as its images.
  void reach_class(const FastAdaptoidState& s, const DenseTier* tier, std::vector<uint64_t>& stack) {
    std::array<uint64_t, DenseIndex::kMostImages> numbers{};
    const size_t k = index_.numbers_of(s, numbers);
    const uint64_t c = *std::min_element(numbers.begin(), numbers.begin() + static_cast<std::ptrdiff_t>(k));
    if (c >= index_.size()) throw std::logic_error("dense solve: a number past the index");
    post(kReach, c, tier, stack);
    for (size_t e = 0; e < k; ++e)
      if (numbers[e] != c) post(kImage, numbers[e], tier, stack);
  }

  bool claim(uint64_t l) {
    return values_.mark(l) == ReachedValues::kReached &&
           values_.raise(l, ReachedValues::kReached, ReachedValues::kExpanded);
  }

  // The forward pass over one tier, in rounds: each rank expands what it can, then the ranks
  // exchange their messages, until none has either left.
  void expand(const DenseTier& tier) {
    uint64_t scan = share_.local_from(tier.begin);
    const uint64_t end = share_.local_from(tier.end);
    std::vector<uint64_t> stack;
    Forward f;
    f.ended.slack = kCodeSlack;
    for (;;) {
      while (queued_ < kBatch) {
        uint64_t l = 0;
        if (!stack.empty()) {
          l = stack.back();
          stack.pop_back();
        } else if (scan < end) {
          if (!claim(l = scan++)) continue;
        } else if (rescan_from_ < end) {
          scan = std::exchange(rescan_from_, kNoRescan);
          continue;
        } else {
          break;
        }
        expand_one(tier, share_.global(l), f, stack);
      }
      queued_ = 0;
      for (const std::vector<uint64_t>& from : exchange_values(ranks_, out_))
        for (const uint64_t message : from) take(message, &tier, stack);
      if (!any_rank(ranks_, !stack.empty() || scan < end || rescan_from_ < end || queued_ > 0)) break;
    }
    share_ended(f.ended);
  }

  // The games ended past the goal that a tier's pass found, each sent to the rank of its code's
  // hash (a game is found by many ranks), which keeps it once.
  void share_ended(CodeSet& found) {
    found.finish();
    std::vector<std::vector<Code>> to(static_cast<size_t>(ranks_.size()));
    for (const Code c : found.codes) to[code_slot(c, size_t{1} << 32) % to.size()].push_back(c);
    release(found.codes);
    for (const std::vector<Code>& from : exchange_values(ranks_, to))
      for (const Code c : from) ended_.add(c);
  }

  void expand_one(const DenseTier& tier, uint64_t g, Forward& f, std::vector<uint64_t>& stack) {
    const FastAdaptoidState s = index_.state(g);
    if (game_.status(s).over) return;
    f.kids.states.clear();
    game_.children(s, f.kids.states);
    for (const FastAdaptoidState& kid : f.kids.states) {
      const uint64_t n = index_.index(kid);
      if (n == DenseIndex::kNone) {
        if (codec_ && f.recent.fresh(codec_->encode(kid))) f.ended.add(codec_->canonical(kid));
      } else if (n < tier.begin) {
        throw std::logic_error("dense solve: a turn to an earlier tier");
      } else if (!share_.mine(n)) {
        post(kTouch, n, &tier, stack);
      } else if (values_.mark(share_.local(n)) == ReachedValues::kNotReached) {
        reach_class(kid, &tier, stack);
      }
    }
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
    const uint64_t here = tier_level(s, v_.players);
    for (const FastAdaptoidState& kid : kids_) {
      if (tier_level(kid, v_.players) == here) {
        ++w.inside;
        continue;
      }
      const DenseSlice* slice = index_.slice(kid);
      if (slice && slice->begin < tier.end) throw std::logic_error("dense solve: a turn to an earlier tier");
      if (!slice || game_.status(kid).over) {
        w.outside.add(ended_value(v_, kid, game_.status(kid)), v_.players);
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
  const DenseIndex index_;
  const NumberShare share_;
  Ranks& ranks_;
  const std::string path_, base_;
  const DenseOptions& o_;
  ReachedValues values_;
  std::optional<EnumerationCodec> codec_;  // a table of codes: the classes' codes, and its parts
  std::optional<TierFiles> files_;
  const RankedPlyWork work_;
  std::vector<std::vector<uint64_t>> out_;  // forward messages by rank
  size_t queued_ = 0;
  static constexpr uint64_t kNoRescan = UINT64_MAX;
  uint64_t rescan_from_ = kNoRescan;  // the lowest class of the tier reached and left for a scan
  CodeSet ended_{.codes = {}, .unique = 0, .slack = kCodeSlack};  // this rank's share
  Settled settled_;  // the tier's classes solved on this rank (a dense table: all of them, counted)
  uint64_t counted_ = 0, tiers_with_classes_ = 0;  // a dense table's
  std::vector<FastAdaptoidState> kids_;
  DenseSolveReport report_;
};

}  // namespace

Result<DenseSolveReport> solve_dense_on_ranks(const FastAdaptoidGame& game, const std::string& path,
                                              const DenseOptions& options, Ranks& ranks) {
  if (const std::string why = dense_unsupported(game.variant(), options.dense_table); !why.empty())
    return fail(why);
  try {
    return RankedDenseSolver(game, path, options, ranks).run();
  } catch (const Error& e) {
    return e;
  }
}

}  // namespace adaptoid
