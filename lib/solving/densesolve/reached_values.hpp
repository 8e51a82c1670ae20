#pragma once
// The dense solver's bytes (dense_reach_marks.hpp) kept for the reached classes only: a game reaches
// about a quarter of adaptoid-19's numbers and a twentieth of adapt3-19's, and a class has about
// two numbers, so a byte for every number of the index was mostly bytes of no position. The
// forward pass keeps 2 bits a number (not reached, an image, reached, expanded: an image is a
// reached class's other number, marked so that a turn to it needs no canonical number); once it
// ends, seal() turns them into a bit a number (a reached class's canonical number or not) and
// gives every reached class a byte, found by the number's rank among them: a count before every
// 8 words of bits (512 numbers, one cache line) makes a rank one line's popcounts. A position at
// another of its class's numbers is looked up by its canonical number. adaptoid-19: 32 MB of
// marks, then 16 MB of bits, 2 of counts and 16 of bytes.
#include <adaptoid/util/dense_bytes.hpp>

#include <atomic>
#include <bit>
#include <cstdint>
#include <utility>
#include <vector>

namespace adaptoid {

class ReachedValues {
 public:
  enum Mark : uint8_t { kNotReached = 0, kImage = 1, kReached = 2, kExpanded = 3 };

  // Every number not reached (the marks' pages filled on `threads` threads).
  ReachedValues(uint64_t numbers, int threads);

  uint64_t size() const { return numbers_; }
  Mark mark(uint64_t n) const;
  // Sets n's mark from `from` to `to`, atomically; false when it was not `from`.
  bool raise(uint64_t n, Mark from, Mark to);

  // After the forward pass: a byte for each reached class at its canonical number, the dense
  // table's "no value" (255) until set; the images are forgotten (mark() says kNotReached).
  // Throws std::logic_error when sealed already.
  void seal(int threads);
  bool sealed() const { return sealed_; }
  uint64_t reached() const { return bytes_.size(); }
  // Whether n is a reached class's canonical number (sealed).
  bool holds(uint64_t n) const { return words_[n >> 6] >> (n & 63) & 1; }
  // A reached class's byte, by its canonical number (sealed).
  uint8_t value(uint64_t n) const { return bytes_[slot(n)]; }
  // The same in two steps, so that a walk can fetch the bytes of many numbers ahead: the
  // number's place among the reached, then the byte there.
  uint64_t slot(uint64_t n) const;
  uint8_t at_slot(uint64_t r) const { return bytes_[r]; }
  // Sets the byte at a place (sealed); atomic (relaxed), as set_all.
  void store_slot(uint64_t r, uint8_t v) {
    std::atomic_ref<uint8_t>(bytes_[r]).store(v, std::memory_order_relaxed);
  }
  // The reached classes below n (n up to size()): the place of n's byte when n holds one.
  uint64_t reached_below(uint64_t n) const { return n < numbers_ ? slot(n) : bytes_.size(); }
  // Calls f(n, r) for every reached class's number n in [from, to), in order, r its place (sealed).
  template <class F>
  void each_reached(uint64_t from, uint64_t to, F&& f) const {
    if (from >= to) return;
    uint64_t r = slot(from);
    for (uint64_t w = from >> 6; w << 6 < to; ++w) {
      uint64_t word = words_[w];
      if (w == from >> 6) word &= ~uint64_t{0} << (from & 63);
      for (; word; word &= word - 1) {
        const uint64_t n = w << 6 | static_cast<uint64_t>(std::countr_zero(word));
        if (n >= to) return;
        f(n, r++);
      }
    }
  }
  void prefetch_slot(uint64_t r) const { __builtin_prefetch(bytes_.data() + r); }
  // Sets the bytes of a batch of (canonical number, byte) (sealed), then empties it: each number's bits and
  // count, then its byte, fetched ahead for the whole batch, so that their misses overlap (a
  // class's numbers are far apart, and set one at a time each waited for two misses in turn).
  // Atomic (relaxed): threads set the bytes of different numbers. A number that holds no byte is a
  // std::logic_error.
  void set_all(std::vector<std::pair<uint64_t, uint8_t>>& batch);
  // Fetches ahead what mark(n) reads first (its marks), or once sealed what slot(n) reads (its
  // line of bits and its count).
  void prefetch(uint64_t n) const {
    if (!sealed_) return __builtin_prefetch(words_ + (n >> 5));
    __builtin_prefetch(words_ + (n >> 6));
    __builtin_prefetch(before_.data() + (n >> 9));
  }

  // Numbers [from, to) as a byte a number (dense_reach_marks.hpp): the value once solved, else the
  // mark's byte; 255 for a number not reached, and once sealed for an image too (a dense table
  // fills those from their classes). With `check`, a reached class with no value is a
  // std::logic_error (a dense table is written only when every one has its value).
  void bytes(uint64_t from, uint64_t to, uint8_t* out, bool check = false) const;
  // A checkpoint's bytes of every number, as bytes() gives them, taken back: first the marks
  // (before seal; a solved number counts as expanded), then, sealed, the values solved.
  void restore_marks(const uint8_t* bytes);
  void restore_values(const uint8_t* bytes);

  // The bytes it holds: the marks, or the bits, their counts and the values.
  uint64_t memory() const { return words_store_.size() + before_.size() * 8 + bytes_.size(); }

  // Gives the memory back.
  void release();

 private:
  uint64_t numbers_ = 0;
  // Until the seal 2 bits a number, then a bit a number (a reached class's canonical one) in the
  // first half, the rest given back.
  DenseBytes words_store_;
  uint64_t* words_ = nullptr;     // words_store_ as 64-bit words
  std::vector<uint64_t> before_;  // by 8 words of bits: the bits set before them
  DenseBytes bytes_{0, 0};        // by rank among the bits set
  bool sealed_ = false;
};

}  // namespace adaptoid
