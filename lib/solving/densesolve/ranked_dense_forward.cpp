// The forward pass of a ranked dense solve (see ranked_dense_forward.hpp).
#include <adaptoid/solving/densesolve/ranked_dense_forward.hpp>
#include <adaptoid/solving/ranks/rank_exchange.hpp>
#include <adaptoid/solving/retro/class_index.hpp>

#include <algorithm>
#include <array>
#include <stdexcept>
#include <utility>

namespace adaptoid {

namespace {

// A message: a number with what to do with it in its top two bits.
constexpr uint64_t kTouch = uint64_t{0} << 62;  // a successor's own number: reach its class if new
constexpr uint64_t kReach = uint64_t{1} << 62;  // a class's canonical number: reached
constexpr uint64_t kImage = uint64_t{2} << 62;  // a reached class's other number
constexpr uint64_t kNumberBits = (uint64_t{1} << 62) - 1;

}  // namespace

RankedForward::RankedForward(const FastAdaptoidGame& game, const DenseIndex& index, const NumberShare& share,
                             Ranks& ranks, ReachedValues& values, const EnumerationCodec* codec)
    : game_(game),
      index_(index),
      share_(share),
      ranks_(ranks),
      values_(values),
      codec_(codec),
      out_(static_cast<size_t>(ranks.size())) {}

void RankedForward::reach_roots(const std::vector<FastAdaptoidState>& roots) {
  std::vector<uint64_t> unused;  // no tier yet: the first tier's pass claims them
  for (const FastAdaptoidState& s : roots) reach_class(s, nullptr, unused);
}

// Sends a forward message, or takes it here when the number is this rank's.
void RankedForward::post(uint64_t kind, uint64_t n, const DenseTier* tier, std::vector<uint64_t>& stack) {
  if (share_.mine(n)) return take(kind | n, tier, stack);
  out_[static_cast<size_t>(share_.owner(n))].push_back(kind | n);
  ++queued_;
}

// A forward message for one of this rank's numbers; a class of `tier` newly reached here is
// claimed and goes on the stack.
void RankedForward::take(uint64_t message, const DenseTier* tier, std::vector<uint64_t>& stack) {
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
void RankedForward::later(uint64_t l, std::vector<uint64_t>& stack) {
  if (stack.size() < kStackCap) {
    if (claim(l)) stack.push_back(l);
  } else {
    rescan_from_ = std::min(rescan_from_, l);
  }
}

// The class of s reached at its canonical number, its other numbers marked as its images.
void RankedForward::reach_class(const FastAdaptoidState& s, const DenseTier* tier,
                                std::vector<uint64_t>& stack) {
  std::array<uint64_t, DenseIndex::kMostImages> numbers{};
  const size_t k = index_.numbers_of(s, numbers);
  const uint64_t c = *std::min_element(numbers.begin(), numbers.begin() + static_cast<std::ptrdiff_t>(k));
  if (c >= index_.size()) throw std::logic_error("dense solve: a number past the index");
  post(kReach, c, tier, stack);
  for (size_t e = 0; e < k; ++e)
    if (numbers[e] != c) post(kImage, numbers[e], tier, stack);
}

bool RankedForward::claim(uint64_t l) {
  return values_.mark(l) == ReachedValues::kReached &&
         values_.raise(l, ReachedValues::kReached, ReachedValues::kExpanded);
}

// The forward pass over one tier, in rounds: each rank expands what it can, then the ranks
// exchange their messages, until none has either left.
void RankedForward::expand(const DenseTier& tier) {
  uint64_t scan = share_.local_from(tier.begin);
  const uint64_t end = share_.local_from(tier.end);
  std::vector<uint64_t> stack;
  Forward<AdaptoidTieredGame> f;
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
void RankedForward::share_ended(CodeSet& found) {
  found.finish();
  std::vector<std::vector<Code>> to(static_cast<size_t>(ranks_.size()));
  for (const Code c : found.codes) to[code_slot(c, size_t{1} << 32) % to.size()].push_back(c);
  release(found.codes);
  for (const std::vector<Code>& from : exchange_values(ranks_, to))
    for (const Code c : from) ended_.add(c);
}

void RankedForward::expand_one(const DenseTier& tier, uint64_t g, Forward<AdaptoidTieredGame>& f,
                               std::vector<uint64_t>& stack) {
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

}  // namespace adaptoid
