#pragma once
// Retrograde analysis of two-player Quantum Leap on a small board. Every turn removes a stone
// (Q4), so there are no cycles: layers of w white and b black stones are solved in order of
// w + b, each from the layers one stone smaller. One bit a position and side: does the side
// to move win? (Quantum Leap has no draws.)
#include <adaptoid/bitboard.hpp>
#include <adaptoid/ql_index.hpp>
#include <adaptoid/position.hpp>
#include <adaptoid/variant.hpp>

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace adaptoid {

// The values of one layer: wins[side][index] for side 0 (white) and 1 (black) to move.
struct QuantumLeapLayer {
  int white = 0, black = 0;
  uint64_t size = 0;
  std::array<std::vector<uint64_t>, 2> wins;  // bitsets

  bool win(int side, uint64_t index) const { return (wins[side][index >> 6] >> (index & 63)) & 1; }
};

class QuantumLeapTable {
 public:
  QuantumLeapTable(VariantPtr variant, int max_stones);
  const Variant& variant() const { return *variant_; }
  const VariantPtr& variant_ptr() const { return variant_; }
  int max_stones() const { return max_stones_; }
  const QuantumLeapIndex& index() const { return index_; }
  const BoardMasks& masks() const { return masks_; }

  QuantumLeapLayer& layer(int white, int black) { return layers_[white * (max_stones_ + 1) + black]; }
  const QuantumLeapLayer& layer(int white, int black) const { return layers_[white * (max_stones_ + 1) + black]; }
  std::vector<QuantumLeapLayer>& layers() { return layers_; }
  const std::vector<QuantumLeapLayer>& layers() const { return layers_; }

  // Whether the side to move wins; nullopt when the position is outside the table (swap
  // pending, more stones than the table holds).
  std::optional<bool> side_to_move_wins(const Position& p) const;
  uint64_t positions() const;  // both sides

  // The value of one position computed from the layers below it: the rule the solver applies,
  // kept in one place so the verifier can apply it independently of the solver's loops.
  bool computed_win(int side, uint64_t white, uint64_t black) const;

 private:
  VariantPtr variant_;
  int max_stones_;
  QuantumLeapIndex index_;
  BoardMasks masks_;
  std::vector<QuantumLeapLayer> layers_;
};

struct RetrogradeProgress {
  int white, black;    // the layer just finished
  uint64_t positions;  // positions solved so far (both sides)
  double seconds;
};

// Solves every layer with at most `max_stones` stones of each colour, on `threads` threads.
// Layers already present (loaded from disk) are kept; `on_layer` is called after each new one.
void solve_quantum_leap(QuantumLeapTable& table, int threads,
                        const std::function<void(const RetrogradeProgress&)>& on_layer = {},
                        const std::function<bool(int, int)>& already_solved = {});

}  // namespace adaptoid
