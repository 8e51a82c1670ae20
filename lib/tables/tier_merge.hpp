#pragma once
// The last step of a tiered solve: the solved tiers merged into one adaptoid-folded-v1 table, the
// same file the one-pass solver writes (adaptoid_table.hpp), streamed: the tiers' sorted codes are
// merged in order from their files, so the whole table is never in memory.
#include <adaptoid/core/result.hpp>
#include <adaptoid/tables/folded_classes.hpp>
#include <adaptoid/tables/tier_files.hpp>

#include <string>
#include <vector>

namespace adaptoid {

// Writes the table of every tier of `tiers` (each solved in `files`) to `path`, through a
// temporary file and a rename; the summary for the report. `start` is the start's class.
Result<FoldedSummary> merge_tiers(const TierFiles& files, const Variant& variant,
                                  const std::vector<TierKey>& tiers, Code start, const std::string& path);

}  // namespace adaptoid
