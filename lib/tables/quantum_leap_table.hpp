#pragma once
// A solved two-player Quantum Leap table in memory (or left in its mapped file): layers of
// material, own stones of the side to move against the other's, each entry's value and its turns
// to the end, under the folded index of retro_quantum_leap_fold.hpp; and Black's swap decisions. Solved
// by quantumleapsolve/quantum_leap_retrograde.hpp, written and read by quantum_leap_table_file.hpp.
#include <adaptoid/core/position.hpp>
#include <adaptoid/core/quantum_leap_game.hpp>
#include <adaptoid/core/variant.hpp>
#include <adaptoid/fast/bitboard.hpp>
#include <adaptoid/tables/retro_quantum_leap_fold.hpp>
#include <adaptoid/tables/table_map.hpp>

#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace adaptoid {

// The values of one layer: own stones of the side to move, enemy stones of the other. Besides
// the value, the side to move's turns to the end of the game (the winner hurrying, the loser
// resisting), a nibble an entry: every turn captures a stone (Q4), so a game of 18 stones lasts
// at most 17 plies, 9 turns of a side.
struct QuantumLeapLayer {
  int own = 0, enemy = 0;
  uint64_t size = 0;            // entries
  std::vector<uint64_t> wins;   // bitset of `size` bits, empty while unsolved
  std::vector<uint64_t> turns;  // 16 nibbles a word; empty when not stored (a version-2 file)
  // A layer left in a mapped file (its table keeps the map): the bitset at wins_at, the nibbles
  // at turns_at (0: not stored), each block checked when first read.
  const TableMap* map = nullptr;
  uint64_t wins_at = 0, turns_at = 0;

  bool solved() const { return map != nullptr || wins.size() == (size + 63) / 64; }
  bool win(uint64_t index) const {
    if (map) return (map->load<uint8_t>(wins_at + (index >> 3)) >> (index & 7)) & 1;
    return (wins[index >> 6] >> (index & 63)) & 1;
  }
  bool has_turns() const { return map ? turns_at != 0 : !turns.empty(); }
  int turns_of(uint64_t index) const {
    if (map) return (map->load<uint8_t>(turns_at + (index >> 1)) >> ((index & 1) * 4)) & 15;
    return static_cast<int>((turns[index >> 4] >> ((index & 15) * 4)) & 15);
  }
};

// A position's value and the side to move's turns to the end: plies 2 * turns - 1 for a win,
// 2 * turns for a loss.
struct QuantumLeapValue {
  bool win = false;
  int turns = 0;
  int plies() const { return win ? 2 * turns - 1 : 2 * turns; }
};

class QuantumLeapTable {
 public:
  QuantumLeapTable(VariantPtr variant, int max_stones);
  // The variants such a table holds: two-player Quantum Leap on a board of up to 64 cells.
  static bool fits(const Variant& v) {
    return v.family == QuantumLeapGame::kFamily.family && v.players == 2 && BoardMasks::fits(v.board);
  }
  const Variant& variant() const { return *variant_; }
  const VariantPtr& variant_ptr() const { return variant_; }
  int max_stones() const { return max_stones_; }
  const QuantumLeapFoldedIndex& index() const { return index_; }
  const BoardMasks& masks() const { return masks_; }

  QuantumLeapLayer& layer(int own, int enemy) { return layers_[own * (max_stones_ + 1) + enemy]; }
  const QuantumLeapLayer& layer(int own, int enemy) const { return layers_[own * (max_stones_ + 1) + enemy]; }
  std::vector<QuantumLeapLayer>& layers() { return layers_; }
  const std::vector<QuantumLeapLayer>& layers() const { return layers_; }

  // Whether the side to move wins; nullopt when the position is outside the table (swap
  // pending, more stones than the table holds, layer not solved).
  std::optional<bool> side_to_move_wins(const Position& p) const;
  std::optional<bool> wins(uint64_t own, uint64_t enemy) const;
  // Value and turns to the end from the stored turns; nullopt outside the table or when the
  // layer stores no turns.
  std::optional<QuantumLeapValue> value(uint64_t own, uint64_t enemy) const;
  std::optional<QuantumLeapValue> value(const Position& p) const;
  // Black's swap decision (Q3) on each setup: for every entry of the full layer (stones against
  // stones, Black's own), a byte: bit 7 whether Black wins, the low bits the plies to the end.
  // Empty when not stored (a version-2 file); swaps_at: where they are in a mapped file.
  std::vector<uint8_t>& swaps() { return swaps_; }
  const std::vector<uint8_t>& swaps() const { return swaps_; }
  void map_swaps(uint64_t at) { swaps_at_ = at; }
  std::optional<std::pair<bool, int>> swap_value(const Position& p) const;
  // A table whose layers stay in a mapped file: keeps the map alive.
  void keep(std::shared_ptr<const TableMap> map) { map_ = std::move(map); }
  uint64_t entries() const;  // stored entries, after folding
  // Positions the table answers for (both sides to move, every material layer), before folding.
  static uint64_t positions(int cells, int max_stones);
  uint64_t positions() const { return positions(index_.cells(), max_stones_); }

 private:
  VariantPtr variant_;
  int max_stones_;
  QuantumLeapFoldedIndex index_;
  BoardMasks masks_;
  std::vector<QuantumLeapLayer> layers_;
  std::shared_ptr<const TableMap> map_;
  std::vector<uint8_t> swaps_;
  uint64_t swaps_at_ = 0;
};

}  // namespace adaptoid
