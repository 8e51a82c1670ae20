#pragma once
// Zeroed blocks of memory that a thread recycles. The puzzle generator makes a transposition
// table for every engine player and every game's screen (up to 64 MiB each, grown by doubling)
// and drops it a moment later: fresh pages from the system cost a page fault each, and a year of
// Adaptoid puzzles spent 14 % of its CPU in the kernel handing them out (114 M faults). A block
// freed here is zeroed and kept, one for each size, for the next block of that size the thread
// asks for; zeroing what was used costs far less than faulting it in again. The contents are
// zero either way, so nothing that reads them can tell the difference.
#include <array>
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>

namespace adaptoid {

namespace zeroed_detail {

// Set when the thread's spares are gone (thread exit): a block freed after that, by an object
// destroyed later, goes back to the system. (A trivial thread_local outlives every other.)
inline thread_local bool spares_gone = false;

struct Spares {
  struct Slot {
    std::size_t bytes = 0;
    void* block = nullptr;
  };
  std::array<Slot, 16> slots{};  // a table's doubling from 64 KiB to 64 MiB takes eleven sizes
  Spares() = default;
  Spares(const Spares&) = delete;
  Spares& operator=(const Spares&) = delete;
  ~Spares() {
    spares_gone = true;
    for (const Slot& s : slots) std::free(s.block);
  }
};

inline Spares& spares() {
  thread_local Spares kept;
  return kept;
}

}  // namespace zeroed_detail

// Frees a block of `bytes` into the calling thread's spares, zeroed, unless the thread already
// keeps one of that size (or has no room): then to the system.
struct ZeroedFree {
  std::size_t bytes = 0;
  void operator()(void* block) const noexcept {
    if (zeroed_detail::spares_gone) return std::free(block);
    zeroed_detail::Spares::Slot* room = nullptr;
    for (auto& s : zeroed_detail::spares().slots) {
      if (s.block && s.bytes == bytes) return std::free(block);
      if (!s.block && !room) room = &s;
    }
    if (!room) return std::free(block);
    std::memset(block, 0, bytes);
    *room = {bytes, block};
  }
};

using ZeroedBlock = std::unique_ptr<void, ZeroedFree>;

// `bytes` of zeroed memory, aligned as malloc aligns; throws std::bad_alloc.
inline ZeroedBlock zeroed_block(std::size_t bytes) {
  if (!zeroed_detail::spares_gone)
    for (auto& s : zeroed_detail::spares().slots)
      if (s.block && s.bytes == bytes) {
        void* block = s.block;
        s = {};
        return ZeroedBlock(block, ZeroedFree{bytes});
      }
  void* block = std::calloc(bytes, 1);
  if (!block) throw std::bad_alloc();
  return ZeroedBlock(block, ZeroedFree{bytes});
}

}  // namespace adaptoid
