#pragma once
// Retrograde analysis of two-player Quantum Leap on a small board. Every turn removes a stone
// (Q4), so there are no cycles: layers of o stones of the side to move against e of the other
// are solved in order of o + e, each from the layers one stone smaller. Positions are folded by
// colour and by the board's symmetries (retro_ql_fold.hpp); one bit an entry: does the side to
// move win? (Quantum Leap has no draws.)
#include <adaptoid/core/position.hpp>
#include <adaptoid/core/variant.hpp>
#include <adaptoid/fast/bitboard.hpp>
#include <adaptoid/solve/retro_ql_fold.hpp>

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace adaptoid {

// The values of one layer: own stones of the side to move, enemy stones of the other.
struct QuantumLeapLayer {
  int own = 0, enemy = 0;
  uint64_t size = 0;           // entries
  std::vector<uint64_t> wins;  // bitset of `size` bits, empty while unsolved

  bool solved() const { return wins.size() == (size + 63) / 64; }
  bool win(uint64_t index) const { return (wins[index >> 6] >> (index & 63)) & 1; }
};

class QuantumLeapTable {
 public:
  QuantumLeapTable(VariantPtr variant, int max_stones);
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
  uint64_t entries() const;  // stored entries, after folding
  // Positions the table answers for (both sides to move, every material layer), before folding.
  static uint64_t positions(int cells, int max_stones);
  uint64_t positions() const { return positions(index_.cells(), max_stones_); }

  // The value of one entry computed from the layers below it: the rule the solver applies.
  bool computed_win(uint64_t own, uint64_t enemy) const;

 private:
  VariantPtr variant_;
  int max_stones_;
  QuantumLeapFoldedIndex index_;
  BoardMasks masks_;
  std::vector<QuantumLeapLayer> layers_;
};

struct RetrogradeProgress {
  int own, enemy;    // the layer just finished
  uint64_t entries;  // entries solved so far
  double seconds;
};

// Solves every layer with at most `max_stones` stones of each colour, on `threads` threads.
// Layers already present (loaded from disk) are kept; `on_layer` is called after each new one.
void solve_quantum_leap(QuantumLeapTable& table, int threads,
                        const std::function<void(const RetrogradeProgress&)>& on_layer = {},
                        const std::function<bool(int, int)>& already_solved = {});

}  // namespace adaptoid
