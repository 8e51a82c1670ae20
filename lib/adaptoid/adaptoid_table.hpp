#pragma once
// Solved two-player Adaptoid variants on disk (scheme "adaptoid-reachable-text-v1"): every
// position reachable from the start, as its exact text in the notation (the turn number set to 1
// when no turn cap reads it, as the solver does), sorted, each with its value for the side to
// move and its distance in plies. Exact text, not a hash, so a position outside the table is
// never answered from another one's entry. Fit for the small variants the in-memory solver
// reaches (graph_retrograde.hpp); larger boards need a dense index.
#include <adaptoid/adaptoid_game.hpp>
#include <adaptoid/graph_retrograde.hpp>
#include <adaptoid/ql_probe.hpp>
#include <adaptoid/result.hpp>
#include <adaptoid/retro_table_io.hpp>

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace adaptoid {

inline constexpr std::string_view kAdaptoidScheme = "adaptoid-reachable-text-v1";

struct AdaptoidEntry {
  Outcome value = Outcome::Draw;
  uint16_t plies = 0;  // to the end, winner hurrying and loser resisting; 0 for a draw
};

class AdaptoidTable {
 public:
  AdaptoidTable(VariantPtr variant, const SolvedGraph& solved);  // from the solver
  AdaptoidTable(VariantPtr variant, std::vector<std::string> texts, std::vector<AdaptoidEntry> entries,
                std::string start);
  const Variant& variant() const { return *variant_; }
  const VariantPtr& variant_ptr() const { return variant_; }
  size_t size() const { return texts_.size(); }
  const std::string& text(size_t i) const { return texts_[i]; }
  const AdaptoidEntry& entry(size_t i) const { return entries_[i]; }
  AdaptoidEntry& entry(size_t i) { return entries_[i]; }
  const std::string& start() const { return start_; }
  // The position's entry; nullopt when it is not in the table (not reachable from the start).
  std::optional<AdaptoidEntry> find(const Position& p) const;
  std::string key(const Position& p) const;  // the text a position is filed under

 private:
  VariantPtr variant_;
  std::vector<std::string> texts_;  // sorted
  std::vector<AdaptoidEntry> entries_;
  std::string start_;
};

Result<bool> write_adaptoid_table(const AdaptoidTable& table, const std::string& path);
Result<std::shared_ptr<AdaptoidTable>> read_adaptoid_table(const TableFile& file);

struct AdaptoidProbe {
  AdaptoidEntry value;
  std::vector<Turn> keeping;  // win: the turns to a loss in plies - 1; loss: every turn; draw: the drawing turns
};
Result<AdaptoidProbe> probe_adaptoid(const AdaptoidGame& game, const AdaptoidTable& table, const Position& p);

// Re-derives entries from their successors with AdaptoidGame (not the solver's graph): a win is
// one ply more than its shortest winning turn's loss, a loss one more than its longest
// successor's win, a draw has neither; ended games match their status (A15-A17). Every entry
// when `sample` is 0.
TableCheck verify_adaptoid(const AdaptoidTable& table, uint64_t sample, uint64_t seed, int threads);

}  // namespace adaptoid
