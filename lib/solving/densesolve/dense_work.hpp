#pragma once
// What each thread of the dense solver (dense_solve.cpp) keeps while it walks a tier: its
// successors and their numbers, the games ended past the goal it found, the classes it claimed,
// the classes it leaves to the propagation; and a tier's classes solved, ready to sort.
#include <adaptoid/codes/code_union.hpp>
#include <adaptoid/denseindex/dense_index.hpp>
#include <adaptoid/solving/retro/class_index.hpp>
#include <adaptoid/solving/retro/class_propagate.hpp>
#include <adaptoid/solving/retro/code_set.hpp>
#include <adaptoid/solving/retro/tiered_game.hpp>
#include <adaptoid/tables/folded_classes.hpp>

#include <cstdint>
#include <vector>

namespace adaptoid {

// The codes seen last, by a hash of the code: an ended game past the goal is reached by many
// turns, and its own code is a fifth of the cost of its canonical code.
class RecentCodes {
 public:
  // False when `raw` is here already (its canonical code was added when it came).
  bool fresh(Code raw) {
    Code& slot = slots_[code_slot(raw, slots_.size())];
    if (slot == raw) return false;
    slot = raw;
    return true;
  }

 private:
  std::vector<Code> slots_ = std::vector<Code>(size_t{1} << 16, ~Code{0});
};

// Each thread's work is a cache line apart from the others' (alignas(64)): a vector's end pointer
// moves at every successor, and two threads' vectors sharing a line took turns at it, which made
// the rules' successors and the backward pass's loop half as dear again on two threads.
constexpr size_t kThreadLine = 64;

// One thread's successors of a position, with their numbers.
template <class State>
struct alignas(kThreadLine) Kids {
  std::vector<State> states;
  std::vector<uint64_t> numbers;
  std::vector<uint64_t> slots;  // the backward pass: where a later tier's number has its byte
};

// One thread's work in the forward pass: the ended games it found, the classes of the tier it
// claimed and has yet to expand, its successors.
template <TieredGame G>
struct alignas(kThreadLine) Forward {
  CodeSet ended;
  RecentCodes recent;
  Kids<typename G::State> kids;
  std::vector<uint64_t> stack;
  typename G::Cursor cursor;
};

// A tier's classes solved: each one's code shifted left by a byte with its value in the low
// byte, so they sort as the codes (dense_unsupported() keeps the codes under 120 bits).
using Packed = std::vector<Code>;

// One thread's counts in the backward pass: its turns, its classes left to the plies.
struct alignas(kThreadLine) Tally {
  uint64_t turns = 0, pending = 0;
};

// One thread's classes solved: packed for a table of codes, counted for a dense table.
struct alignas(kThreadLine) Settled {
  Packed packed;
  FoldedSummary summary;
  std::vector<std::pair<uint64_t, uint8_t>> stores;  // values not yet set (ReachedValues::set_all)
};

}  // namespace adaptoid
