// The tiered folded solve (see tiered_retrograde.hpp).
#include <adaptoid/core/adaptoid_game.hpp>
#include <adaptoid/solving/ranks/rank_exchange.hpp>
#include <adaptoid/solving/tieredsolve/tier_passes.hpp>
#include <adaptoid/solving/tieredsolve/tiered_retrograde.hpp>
#include <adaptoid/solving/writers/tier_files.hpp>
#include <adaptoid/solving/writers/tier_merge.hpp>

#include <boost/sort/pdqsort/pdqsort.hpp>

#include <algorithm>
#include <filesystem>
#include <map>
#include <optional>
#include <stdexcept>

namespace adaptoid {

namespace {

class TieredSolver {
 public:
  TieredSolver(const FastAdaptoidGame& game, const std::string& path, const TieredOptions& o)
      : game_(game),
        players_(game.variant().players),
        ranks_(o.ranks ? o.ranks : std::make_shared<OneRank>()),
        codec_(exact_folded_codec(game.variant_ptr())),  // before any file is made
        files_(open_files(*ranks_, game.variant_ptr(), o.parts_base.empty() ? path : o.parts_base)),
        path_(path),
        o_(o),
        driver_(o) {}

  TieredSolveReport run() {
    // The start, or every placement of the placement opening (A21): all in the first tier.
    const std::vector<Position> roots = AdaptoidGame(game_.variant_ptr()).first_positions();
    std::vector<Code> seeds;
    for (const Position& p : roots) seeds.push_back(codec_.canonical(game_.from_position(p)));
    start_ = seeds.front();
    const FastAdaptoidState start = game_.from_position(roots.front());
    std::sort(seeds.begin(), seeds.end());
    seeds.erase(std::unique(seeds.begin(), seeds.end()), seeds.end());
    bool done = forward(tier_of(start, players_), std::move(seeds));
    all_written();  // the backward pass reads the forward files
    done = done && backward();
    all_written();  // the merge reads the solved files
    out_.computed = driver_.computed(), out_.resumed = driver_.resumed(), out_.stopped = driver_.stopped();
    if (!done) return out_;
    if (ranks_->rank() == 0) {
      out_.summary = must(merge_tiers(files_, game_.variant(), order_, start_, path_));
      std::filesystem::remove_all(files_.dir());  // before finished(), which a signal ends
      driver_.finished({"merge", "", 1, 1, out_.summary.classes, false});
    }
    RankBytes merged;  // the others wait for the table
    ranks_->broadcast(merged);
    return out_;
  }

 private:
  // Rank 0 opens (or makes) the parts directory first; the others open it after it, or fail
  // with it, with its reason.
  static TierFiles open_files(Ranks& ranks, const VariantPtr& v, const std::string& path) {
    Result<TierFiles> files = fail("");
    RankBytes said;
    if (ranks.rank() == 0) {
      files = TierFiles::open(v, path);
      if (!files) said.assign(files.error().begin(), files.error().end());
    }
    ranks.broadcast(said);
    if (!said.empty()) throw fail(std::string(said.begin(), said.end()));
    if (ranks.rank() != 0) files = TierFiles::open(v, path);
    return must(std::move(files));
  }

  // A tier read back on every rank when rank 0 can read it back (it alone is asked whether a
  // tier file checks out, so all the ranks resume the same tiers).
  template <class Read>
  auto read_back_everywhere(Read&& read) {
    decltype(read()) got;
    if (ranks_->rank() == 0) got = read();
    RankBytes found(1, got ? 1 : 0);
    ranks_->broadcast(found);
    if (ranks_->rank() != 0 && found.at(0) && !(got = read()))
      throw fail("solve: rank " + std::to_string(ranks_->rank()) +
                 " cannot read back the tier files rank 0 read");
    return got;
  }

  // Whether this rank writes the files of the tier being saved: with one rank, it; with more, each
  // rank but 0 in turn, by the tiers computed before it (the same count on every rank). Rank 0
  // deals the next tier's chunks (ranks.hpp), so while another rank writes, the others take its
  // share; a tier that rank 0 wrote would hold every rank up.
  bool writes_here() const {
    const uint64_t n = static_cast<uint64_t>(ranks_->size());
    const uint64_t writer = n == 1 ? 0 : 1 + driver_.computed() % (n - 1);
    return static_cast<uint64_t>(ranks_->rank()) == writer;
  }

  // Every rank past its last write (a collective call): a tier file is read by every rank, and
  // another rank may have written it.
  void all_written() { all_sum(*ranks_, 0); }

  // The bytes every rank sent for the tier finished last, on rank 0: a collective call.
  uint64_t tier_sent() {
    if (ranks_->size() == 1) return 0;
    const uint64_t now = all_sum(*ranks_, ranks_->bytes_sent());
    out_.sent = now;
    return now - std::exchange(sent_before_, now);
  }

  struct Expanded {
    ForwardTier tier;  // its codes sorted when read back, in the order found when computed
    TierExits exits;
  };

  // A tier of the forward pass: read back, or expanded from its seeds within what is left of
  // max_classes (nullopt when it does not fit).
  std::optional<Expanded> expand(TierKey key, std::vector<Code> seeds, uint64_t classes) {
    auto [got, resumed] = driver_.tier(
        [&] {
          return read_back_everywhere([&]() -> std::optional<Expanded> {
            auto codes = driver_.read_back(files_.path("forward", key), files_.read_forward(key));
            if (!codes) return std::nullopt;
            auto exits = driver_.read_back(files_.path("exits", key), files_.read_exits(key));
            if (!exits) return std::nullopt;
            return Expanded{std::move(*codes), std::move(*exits)};
          });
        },
        [&]() -> std::optional<Expanded> {
          const uint64_t budget =
              std::min<uint64_t>(o_.max_classes - std::min(classes, o_.max_classes), UINT32_MAX - 1);
          ExpandedTier t = expand_tier(game_, codec_, key, std::move(seeds), budget, o_.threads, *ranks_);
          if (!t.complete) return std::nullopt;
          return Expanded{std::move(t.tier), std::move(t.exits)};
        },
        [&](Expanded& e) {
          sent_ = tier_sent();
          if (!writes_here()) return;
          boost::sort::pdqsort(e.tier.codes.begin(),
                               e.tier.codes.end());  // found in no order (tier_passes.hpp)
          must(files_.write_exits(key, e.exits));    // the exits first: the forward file marks the tier done
          must(files_.write_forward(key, e.tier));
        });
    if (resumed) sent_ = tier_sent();
    resumed_ = resumed;
    return std::move(got);
  }

  // Tiers in ascending order from the start's; false when the run stops early.
  bool forward(TierKey first, std::vector<Code> first_seeds) {
    std::map<TierKey, std::vector<Code>> seeds{{first, std::move(first_seeds)}};
    uint64_t classes = 0;
    while (!seeds.empty()) {
      auto next = seeds.extract(seeds.begin());
      const TierKey key = next.key();
      std::optional<Expanded> t = expand(key, std::move(next.mapped()), classes);
      if (!t) return out_.complete = false;
      classes += t->tier.codes.size();
      order_.push_back(key);
      out_.tiers = order_.size() + seeds.size();
      const bool go_on = driver_.finished({"forward", tier_label(key, players_), order_.size(), out_.tiers,
                                           t->tier.codes.size(), resumed_, 0, sent_});
      if (classes >= o_.max_classes) return out_.complete = false;
      if (!go_on) return false;
      for (auto& [to, exit] : t->exits) {
        if (exit.looked_up) looks_up_[key].push_back(to);
        std::vector<Code>& into = seeds[to];
        std::vector<Code> merged;
        merged.reserve(into.size() + exit.codes.size());
        std::set_union(into.begin(), into.end(), exit.codes.begin(), exit.codes.end(),
                       std::back_inserter(merged));
        into = std::move(merged);
      }
      out_.tiers = order_.size() + seeds.size();
    }
    return true;
  }

  // Tiers in descending order, each with the later tiers it looks up in memory (`later`); false
  // when the run stops early.
  bool backward() {
    std::map<TierKey, int> needed;  // by tier: the tiers still to solve that look it up
    for (const auto& [from, tos] : looks_up_)
      for (const TierKey to : tos) ++needed[to];
    std::map<TierKey, IndexedTier> later;
    size_t done = 0;
    for (auto it = order_.rbegin(); it != order_.rend(); ++it) {
      const TierKey key = *it;
      auto [solved, resumed] = driver_.tier(
          [&] {
            return read_back_everywhere(
                [&] { return driver_.read_back(files_.path("solved", key), files_.read_solved(key)); });
          },
          [&]() -> std::optional<SolvedTier> {
            for (const TierKey to : looks_up_[key])
              if (!later.count(to)) later.emplace(to, must(files_.read_solved(to)));
            SolvedTier t =
                solve_tier(game_, codec_, key, must(files_.read_forward(key)), later, o_.threads, *ranks_);
            t.codes = must(files_.read_forward(key)).codes;
            return t;
          },
          [&](const SolvedTier& t) {
            sent_ = tier_sent();
            if (writes_here()) must(files_.write_solved(t));
          });
      if (resumed) sent_ = tier_sent();
      if (!driver_.finished({"backward", tier_label(key, players_), ++done, order_.size(),
                             solved->codes.size(), resumed, 0, sent_}))
        return false;
      if (needed[key] > 0) later.emplace(key, std::move(*solved));
      for (const TierKey to : looks_up_[key])
        if (--needed[to] == 0) later.erase(to);
    }
    return true;
  }

  const FastAdaptoidGame& game_;
  const int players_;
  const std::shared_ptr<Ranks> ranks_;
  const EnumerationCodec codec_;
  const TierFiles files_;
  const std::string path_;
  const TieredOptions& o_;
  RetroDriver driver_;
  bool resumed_ = false;      // the last tier expand() gave was read back
  uint64_t sent_before_ = 0;  // bytes the ranks had sent when the last tier was finished
  uint64_t sent_ = 0;         // bytes the ranks sent for the last tier
  Code start_ = 0;
  std::vector<TierKey> order_;                        // the tiers expanded, ascending
  std::map<TierKey, std::vector<TierKey>> looks_up_;  // by tier: the later tiers its solving reads
  TieredSolveReport out_;
};

}  // namespace

Result<TieredSolveReport> solve_folded_tiered(const FastAdaptoidGame& game, const std::string& path,
                                              const TieredOptions& options) {
  try {
    return TieredSolver(game, path, options).run();
  } catch (const Error& e) {
    return e;
  }
}

}  // namespace adaptoid
