#pragma once
// The files of a tiered solve in progress (tiered_retrograde.hpp), in a directory beside the
// table, "<table>.parts/":
//   parts.tb            the variant the directory belongs to (scheme adaptoid-tier-parts-v1): a
//                       rerun for another variant is refused rather than mixed in
//   forward-<tier>.tb   the tier's classes: their codes, sorted, and the number of turns between
//                       them (adaptoid-tier-forward-v1)
//   exits-<tier>.tb     its successors in later tiers, by tier (adaptoid-tier-exits-v1)
//   solved-<tier>.tb    the tier's classes with each player's forced win, and the number of turns
//                       out of them (adaptoid-tier-solved-v1)
// <tier> is tier_file_stem(), e.g. "0.1-m7". Every file has the shared framing (retro_table_io.hpp:
// magic, version, scheme, the variant's text and hash, a checksum over all) and starts its body
// with its tier's key; it is written under a temporary name and renamed, so a killed run leaves
// whole files only, and one that does not check out is never read, only computed again.
//
// Each file depends only on the files of the tiers before it (forward, exits) or after it
// (solved), not on the process that wrote it: the tiers of one rank (same total loss and
// material: no turns between them) could be expanded or solved by separate processes, with a
// coordinator stepping through the ranks in order.
#include <adaptoid/denseindex/folded_tier.hpp>
#include <adaptoid/tables/folded_classes.hpp>
#include <adaptoid/util/result.hpp>

#include <functional>
#include <map>
#include <string>
#include <vector>

namespace adaptoid {

// A tier's successors in one later tier: their sorted codes, and whether a game goes on in one of
// them (only then does solving the tier need the later tier's values).
struct TierExit {
  std::vector<Code> codes;
  bool looked_up = false;
};
using TierExits = std::map<TierKey, TierExit>;

struct ForwardTier {
  std::vector<Code> codes;    // sorted
  uint64_t inside_turns = 0;  // turns from a class of the tier to one of the tier: the backward
                              // pass allocates its successor lists once, without doubling
};

struct SolvedTier {
  TierKey key = 0;
  uint64_t turns = 0;            // legal turns out of the tier's classes (the one-pass solver's edges)
  std::vector<Code> codes;       // sorted
  std::vector<ForcedWins> wins;  // by class
  uint64_t codes_at = 0;         // read back: where the codes start in the file (the wins follow)
};

// The parts directory of a table being solved tier by tier: "<table>.parts".
std::string tier_parts_dir(const std::string& table_path);

// A side folder of a solve (its parts, its layers) is the solve's own: made when missing; an
// Error when it is a symbolic link (the files would land in the folder it leads to), not a folder,
// or holds a file that `ours` does not take for one of the solve's (its temporaries included).
Result<void> claim_side_folder(const std::string& dir, const std::function<bool(std::string_view)>& ours);
// A side file (a checkpoint) that is a symbolic link: an Error, as for a side folder.
Result<void> refuse_linked_side_file(const std::string& path);

class TierFiles {
 public:
  // The parts directory of `table_path`, created with its parts.tb when new; an Error that says
  // so when it belongs to another variant (or its parts.tb does not check out).
  static Result<TierFiles> open(const VariantPtr& variant, const std::string& table_path);

  const std::string& dir() const { return dir_; }
  std::string path(const std::string& kind, TierKey key) const;  // kind: forward, exits, solved

  Result<void> write_forward(TierKey key, const ForwardTier& tier) const;
  Result<ForwardTier> read_forward(TierKey key) const;
  Result<void> write_exits(TierKey key, const TierExits& exits) const;
  Result<TierExits> read_exits(TierKey key) const;
  Result<void> write_solved(const SolvedTier& tier) const;
  // The same, the tier's `count` classes given in code order by code(i) and wins(i): a solver that
  // holds them in another form writes them without a second copy.
  Result<void> write_solved(TierKey key, uint64_t turns, uint64_t count,
                            const std::function<Code(uint64_t)>& code,
                            const std::function<ForcedWins(uint64_t)>& wins) const;
  Result<SolvedTier> read_solved(TierKey key) const;

 private:
  VariantPtr variant_;
  std::string dir_;
};

}  // namespace adaptoid
