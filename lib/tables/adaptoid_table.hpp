#pragma once
// Solved Adaptoid-family variants on disk (scheme "adaptoid-folded-v1"): every class of positions
// reachable from the start, under its canonical exact code (tiered_retrograde.hpp), sorted, with
// each player's forced win counted from the side to move. Exact codes, not hashes, so a position
// outside the table is never answered from another one's entry. Two players and Adapt3's three.
// Format version 3 adds, after the entries, every 4096th code (the first of each 64 KiB of
// codes): a probe of a mapped table finds its block in memory, then reads one block of codes.
#include <adaptoid/core/adaptoid_game.hpp>
#include <adaptoid/fast/fast_adaptoid_game.hpp>
#include <adaptoid/tables/folded_classes.hpp>
#include <adaptoid/tables/quantum_leap_probe.hpp>
#include <adaptoid/tables/retro_table_io.hpp>
#include <adaptoid/util/result.hpp>

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace adaptoid {

inline constexpr std::string_view kAdaptoidScheme = "adaptoid-folded-v1";

inline constexpr uint64_t kAdaptoidSparse = 4096;  // entries between the codes kept in memory

// The entries of a table left in its mapped file (read as they are probed, each block checked
// the first time): `size` codes from codes_at, then 2 bytes a player a class; `sparse`: the code
// of every kAdaptoidSparse-th entry (empty for a version-2 file: binary search over all).
struct MappedEntries {
  std::shared_ptr<const TableMap> map;
  uint64_t codes_at = 0, wins_at = 0, size = 0;
  int players = 2;
  std::vector<Code> sparse;
  Code code(uint64_t i) const { return map->load<Code>(codes_at + i * sizeof(Code)); }
  ForcedWins wins(uint64_t i) const;
  std::optional<uint64_t> find(Code k) const;  // the entry of code k
};

class AdaptoidTable {
 public:
  AdaptoidTable(VariantPtr variant, MappedEntries entries, Code start);
  const Variant& variant() const { return *variant_; }
  const VariantPtr& variant_ptr() const { return variant_; }
  int players() const { return variant_->players; }
  size_t size() const { return entries_.size; }
  Code code(size_t i) const { return entries_.code(i); }
  ForcedWins wins(size_t i) const { return entries_.wins(i); }
  std::optional<ForcedWins> entry(size_t i) const { return wins(i); }  // every entry is a class
  Position position(size_t i) const;                                   // the class's representative
  Position start() const;                                              // the start's class representative
  Code key(const Position& p) const;                                   // the code a position is filed under
  // The position's entry; nullopt when it is not in the table (not reachable from the start).
  std::optional<ForcedWins> find(const Position& p) const;

 private:
  VariantPtr variant_;
  FastAdaptoidGame fast_;
  EnumerationCodec codec_;
  MappedEntries entries_;
  Code start_;
};

// The last section of a version-3 body: every kAdaptoidSparse-th code, after the entries.
template <class Writer>
void write_adaptoid_sparse(Writer& w, const std::vector<Code>& sparse) {
  w.u64(kAdaptoidSparse);
  w.u64(sparse.size());
  w.bytes({reinterpret_cast<const char*>(sparse.data()), sparse.size() * sizeof(Code)});
}

// The body of a table before its entries: the classes, the players, the classes where each
// player (counted from the mover) forces a win, the start's code. The codes follow, sorted, then
// each class's plies_plus_one, a uint16 a player. (A TableWriter, or a TableStream.)
template <class Writer>
void write_adaptoid_head(Writer& w, uint64_t size, int players,
                         const std::array<uint64_t, kMaxAdaptoidPlayers>& forced, Code start) {
  w.u64(size);
  w.u8(static_cast<uint8_t>(players));
  for (int k = 0; k < players; ++k) w.u64(forced[k]);
  w.bytes({reinterpret_cast<const char*>(&start), sizeof start});
}

// Leaves the entries in the mapped file, read and checked as they are probed (Check::Lazy).
Result<std::shared_ptr<AdaptoidTable>> map_adaptoid_table(const TableFile& file);

struct AdaptoidProbe {
  ForcedWins wins;
  // The mover forces a win: every turn after which it still forces one (keeping_plies: the plies
  // of that win, this turn included). Another player does: every turn. No one does (a draw with
  // two players): the turns after which still no one does.
  std::vector<Turn> keeping;
  std::vector<int> keeping_plies;
  std::vector<Turn> line;  // the main line: fastest win, longest resistance (empty without a forced win)
};
Result<AdaptoidProbe> probe_adaptoid(const AdaptoidGame& game, const AdaptoidTable& table, const Position& p,
                                     ProbeDetail detail = ProbeDetail::Line);

// Re-derives entries from their successors with AdaptoidGame (not the solver's graph): the mover
// forces a win one ply more than its fastest successor that keeps it; another player does one
// ply more than its slowest successor when every successor keeps it; ended games match their
// status (A15-A17). Every entry when `sample` is 0.
TableCheck verify_adaptoid(const AdaptoidTable& table, uint64_t sample, uint64_t seed, int threads,
                           const CheckProgress& progress = {});

}  // namespace adaptoid
