#pragma once
// The forward pass of a ranked dense solve (ranked_dense_solve.hpp), tier by tier in rounds that
// every rank takes together: a rank expands its reached numbers of the tier; a successor whose
// number another rank holds is sent to it (whether it is reached is known only there), and a
// class reached is marked at its canonical number's rank, its images at theirs; the ranks then
// exchange what they queued, and the rounds go on until no rank has a number to expand or a
// message to send. The games ended past the goal go to the rank of their code's hash.
#include <adaptoid/codes/enumeration_codec.hpp>
#include <adaptoid/denseindex/dense_index.hpp>
#include <adaptoid/fast/fast_adaptoid_game.hpp>
#include <adaptoid/solving/densesolve/dense_work.hpp>
#include <adaptoid/solving/densesolve/number_share.hpp>
#include <adaptoid/solving/densesolve/reached_values.hpp>
#include <adaptoid/solving/ranks/ranks.hpp>
#include <adaptoid/solving/retro/code_set.hpp>

#include <cstdint>
#include <vector>

namespace adaptoid {

class RankedForward {
 public:
  // `codec`: a table of codes' (the ended games are kept as its codes), or null for a dense table.
  RankedForward(const FastAdaptoidGame& game, const DenseIndex& index, const NumberShare& share, Ranks& ranks,
                ReachedValues& values, const EnumerationCodec* codec);

  // The class of each first position reached (every rank calls it with the same positions).
  void reach_roots(const std::vector<FastAdaptoidState>& roots);
  // The forward pass over one tier.
  void expand(const DenseTier& tier);
  // This rank's share of the games ended past the goal so far.
  CodeSet& ended() { return ended_; }

 private:
  // Messages queued before an exchange, classes of the tier waiting on the stack, ended games added
  // before a CodeSet sorts: small, since every rank holds them (and MPI's copies) on top of its share.
  static constexpr size_t kBatch = size_t{1} << 16, kStackCap = size_t{1} << 16;
  static constexpr size_t kCodeSlack = size_t{1} << 14;
  static constexpr uint64_t kNoRescan = UINT64_MAX;

  void post(uint64_t kind, uint64_t n, const DenseTier* tier, std::vector<uint64_t>& stack);
  void take(uint64_t message, const DenseTier* tier, std::vector<uint64_t>& stack);
  void later(uint64_t l, std::vector<uint64_t>& stack);
  void reach_class(const FastAdaptoidState& s, const DenseTier* tier, std::vector<uint64_t>& stack);
  bool claim(uint64_t l);
  void share_ended(CodeSet& found);
  void expand_one(const DenseTier& tier, uint64_t g, Forward<AdaptoidTieredGame>& f,
                  std::vector<uint64_t>& stack);

  const FastAdaptoidGame& game_;
  const DenseIndex& index_;
  const NumberShare& share_;
  Ranks& ranks_;
  ReachedValues& values_;
  const EnumerationCodec* codec_;
  std::vector<std::vector<uint64_t>> out_;  // messages by rank
  size_t queued_ = 0;
  uint64_t rescan_from_ = kNoRescan;  // the lowest class of the tier reached and left for a scan
  CodeSet ended_{.codes = {}, .unique = 0, .slack = kCodeSlack};
};

}  // namespace adaptoid
