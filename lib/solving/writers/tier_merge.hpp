#pragma once
// The last step of a tiered solve: the solved tiers merged into one adaptoid-folded-v1 table, the
// same file the one-pass solver writes (adaptoid_table.hpp), streamed: the tiers' sorted codes are
// merged in order from their files, so the whole table is never in memory.
#include <adaptoid/solving/writers/tier_files.hpp>
#include <adaptoid/tables/folded_classes.hpp>
#include <adaptoid/util/result.hpp>

#include <string>
#include <vector>

namespace adaptoid {

// Writes the table of every tier of `tiers` (each solved in `files`) to `path`, through a
// temporary file and a rename; the summary for the report. `start` is the start's class.
Result<FoldedSummary> merge_tiers(const TierFiles& files, const Variant& variant,
                                  const std::vector<TierKey>& tiers, Code start, const std::string& path);

// A solved tier's file among several folders: the ranks of a solve each solve their share of a
// tier's classes into their own folder.
struct SolvedSource {
  const TierFiles* files;
  TierKey key;
};

// The same from the solved files of several folders; the classes of all of them distinct.
Result<FoldedSummary> merge_tiers(const std::vector<SolvedSource>& sources, const Variant& variant,
                                  Code start, const std::string& path);

}  // namespace adaptoid
