// The dense solver's values of the reached numbers (see reached_values.hpp).
#include <adaptoid/solving/densesolve/dense_reach_marks.hpp>
#include <adaptoid/solving/densesolve/reached_values.hpp>
#include <adaptoid/util/parallel.hpp>

#include <array>
#include <atomic>
#include <bit>
#include <stdexcept>
#include <vector>

namespace adaptoid {

namespace dv = dense_value;

namespace {

constexpr uint64_t kLows = 0x5555555555555555;  // the low bit of every mark

// The 32 marks of a word as 32 bits, one a number: a reached class's canonical number or not
// (reached or expanded: the high bit of its mark).
uint64_t reached_word(uint64_t word) {
  uint64_t x = word >> 1 & kLows;
  x = (x | x >> 1) & 0x3333333333333333;
  x = (x | x >> 2) & 0x0F0F0F0F0F0F0F0F;
  x = (x | x >> 4) & 0x00FF00FF00FF00FF;
  x = (x | x >> 8) & 0x0000FFFF0000FFFF;
  return (x | x >> 16) & 0xFFFFFFFF;
}

constexpr std::array<uint8_t, 4> kMarkByte = {dv::kNone, dv::kImage, dv::kReached, dv::kExpanded};

ReachedValues::Mark mark_of_byte(uint8_t b) {
  switch (b) {
    case dv::kNone:
      return ReachedValues::kNotReached;
    case dv::kImage:
      return ReachedValues::kImage;
    case dv::kReached:
      return ReachedValues::kReached;
    default:  // expanded, or solved
      return ReachedValues::kExpanded;
  }
}

}  // namespace

ReachedValues::ReachedValues(uint64_t numbers, int threads)
    : numbers_(numbers), words_store_(((numbers + 511) / 512) * 128, 0, threads) {
  words_ = numbers_ ? reinterpret_cast<uint64_t*>(&words_store_[0]) : nullptr;
}

ReachedValues::Mark ReachedValues::mark(uint64_t n) const {
  if (sealed_) return holds(n) ? kExpanded : kNotReached;
  // Read as the atomic it is while the forward pass's threads raise marks of the same word.
  const uint64_t w = std::atomic_ref<uint64_t>(words_[n >> 5]).load(std::memory_order_relaxed);
  return static_cast<Mark>(w >> (2 * (n & 31)) & 3);
}

bool ReachedValues::raise(uint64_t n, Mark from, Mark to) {
  if (sealed_) throw std::logic_error("dense solve: a mark raised after the seal");
  std::atomic_ref<uint64_t> word(words_[n >> 5]);
  const int shift = static_cast<int>(2 * (n & 31));
  uint64_t w = word.load(std::memory_order_relaxed);
  for (;;) {
    if ((w >> shift & 3) != from) return false;
    const uint64_t next = (w & ~(uint64_t{3} << shift)) | uint64_t{to} << shift;
    if (word.compare_exchange_weak(w, next, std::memory_order_relaxed)) return true;
  }
}

void ReachedValues::seal(int threads) {
  if (sealed_) throw std::logic_error("dense solve: the reached numbers sealed twice");
  // The marks become a bit a number (a reached class's canonical number) where they were, so
  // that the two are never held at once: the bits of 64 numbers replace the first of their marks'
  // two words, in order (word b is written once words 2b and 2b + 1 are read, and every later read
  // is past them); then the second half goes, a count comes before every 8 words of bits (512
  // numbers, one cache line), and the bytes come.
  const uint64_t groups = words_store_.size() / 128;
  for (uint64_t b = 0; b < groups * 8; ++b)
    words_[b] = reached_word(words_[2 * b]) | reached_word(words_[2 * b + 1]) << 32;
  words_store_.shrink(groups * 64);
  before_.assign(groups + 1, 0);
  in_slices(0, groups, threads, [&](size_t from, size_t to, int) {
    for (size_t g = from; g < to; ++g) {
      uint64_t count = 0;
      for (size_t b = 8 * g; b < 8 * g + 8; ++b) count += static_cast<uint64_t>(std::popcount(words_[b]));
      before_[g + 1] = count;
    }
  });
  for (uint64_t g = 0; g < groups; ++g) before_[g + 1] += before_[g];
  bytes_ = DenseBytes(before_[groups], dv::kNone, threads);
  sealed_ = true;
}

uint64_t ReachedValues::slot(uint64_t n) const {
  const uint64_t w = n >> 6;
  uint64_t r = before_[n >> 9];
  for (uint64_t j = w & ~uint64_t{7}; j < w; ++j) r += static_cast<uint64_t>(std::popcount(words_[j]));
  const uint64_t below = (uint64_t{1} << (n & 63)) - 1;
  return r + static_cast<uint64_t>(std::popcount(words_[w] & below));
}

void ReachedValues::set_all(std::vector<std::pair<uint64_t, uint8_t>>& batch) {
  for (const auto& [n, v] : batch) prefetch(n);
  for (auto& [n, v] : batch) {
    if (!holds(n)) throw std::logic_error("dense solve: a value set at a number that holds no byte");
    prefetch_slot(n = slot(n));
  }
  for (const auto& [r, v] : batch) store_slot(r, v);
  batch.clear();
}

void ReachedValues::bytes(uint64_t from, uint64_t to, uint8_t* out, bool check) const {
  if (!sealed_) {
    for (uint64_t n = from; n < to; ++n) {
      const Mark m = mark(n);
      if (check && m != kNotReached)
        throw std::logic_error("dense solve: a reached number was left unsolved");
      *out++ = kMarkByte[m];
    }
    return;
  }
  uint64_t r = from < to ? slot(from) : 0;
  for (uint64_t n = from; n < to; ++n) {
    if (!holds(n)) {
      *out++ = dv::kNone;
      continue;
    }
    uint8_t b = bytes_[r];
    if (!dv::solved(b)) {
      if (check) throw std::logic_error("dense solve: a reached number was left unsolved");
      b = dv::kExpanded;
    }
    ++r;
    *out++ = b;
  }
}

void ReachedValues::restore_marks(const uint8_t* bytes) {
  if (sealed_) throw std::logic_error("dense solve: marks restored after the seal");
  for (uint64_t w = 0; w * 32 < numbers_; ++w) {
    uint64_t word = 0;
    for (uint64_t i = 0; i < 32 && w * 32 + i < numbers_; ++i)
      word |= uint64_t{mark_of_byte(bytes[w * 32 + i])} << (2 * i);
    words_[w] = word;
  }
}

void ReachedValues::restore_values(const uint8_t* bytes) {
  if (!sealed_) throw std::logic_error("dense solve: values restored before the seal");
  uint64_t r = 0;
  for (uint64_t n = 0; n < numbers_; ++n)
    if (holds(n)) {
      if (dv::solved(bytes[n])) bytes_[r] = bytes[n];
      ++r;
    }
}

void ReachedValues::release() {
  words_store_.release(), bytes_.release();
  before_ = {};
  words_ = nullptr, numbers_ = 0;
}

}  // namespace adaptoid
