// The dense solver's values of the reached numbers (see reached_values.hpp).
#include <adaptoid/core/parallel.hpp>
#include <adaptoid/solve/dense_values.hpp>
#include <adaptoid/solve/reached_values.hpp>

#include <array>
#include <atomic>
#include <bit>
#include <stdexcept>

namespace adaptoid {

namespace dv = dense_value;

namespace {

constexpr uint64_t kLows = 0x5555555555555555;  // the low bit of every mark

// One bit a reached number (at its mark's low bit).
uint64_t reached_bits(uint64_t word) {
  return (word | word >> 1) & kLows;
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
    : numbers_(numbers), marks_(((numbers + 255) / 256) * 64, 0, threads) {
  words_ = numbers_ ? reinterpret_cast<uint64_t*>(&marks_[0]) : nullptr;
}

ReachedValues::Mark ReachedValues::mark(uint64_t n) const {
  // Read as the atomic it is while the forward pass's threads raise marks of the same word.
  const uint64_t w = std::atomic_ref<uint64_t>(words_[n >> 5]).load(std::memory_order_relaxed);
  return static_cast<Mark>(w >> (2 * (n & 31)) & 3);
}

bool ReachedValues::raise(uint64_t n, Mark from, Mark to) {
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
  const uint64_t groups = marks_.size() / 64;
  before_.assign(groups + 1, 0);
  in_slices(0, groups, threads, [&](size_t from, size_t to, int) {
    for (size_t g = from; g < to; ++g) {
      uint64_t count = 0;
      for (size_t j = 8 * g; j < 8 * g + 8; ++j)
        count += static_cast<uint64_t>(std::popcount(reached_bits(words_[j])));
      before_[g + 1] = count;
    }
  });
  for (uint64_t g = 0; g < groups; ++g) before_[g + 1] += before_[g];
  bytes_ = DenseBytes(before_[groups], dv::kNone, threads);
  sealed_ = true;
}

uint64_t ReachedValues::slot(uint64_t n) const {
  const uint64_t w = n >> 5;
  uint64_t r = before_[n >> 8];
  for (uint64_t j = w & ~uint64_t{7}; j < w; ++j)
    r += static_cast<uint64_t>(std::popcount(reached_bits(words_[j])));
  const uint64_t below = (uint64_t{1} << (2 * (n & 31))) - 1;
  return r + static_cast<uint64_t>(std::popcount(reached_bits(words_[w]) & below));
}

void ReachedValues::set(uint64_t n, uint8_t v) {
  std::atomic_ref<uint8_t>(bytes_[slot(n)]).store(v, std::memory_order_relaxed);
}

void ReachedValues::set_all(std::vector<std::pair<uint64_t, uint8_t>>& batch) {
  for (const auto& [n, v] : batch) prefetch(n);
  for (auto& [n, v] : batch) prefetch_slot(n = slot(n));
  for (const auto& [r, v] : batch) std::atomic_ref<uint8_t>(bytes_[r]).store(v, std::memory_order_relaxed);
  batch.clear();
}

void ReachedValues::bytes(uint64_t from, uint64_t to, uint8_t* out, bool check) const {
  uint64_t r = sealed_ && from < to ? slot(from) : 0;
  for (uint64_t n = from; n < to; ++n) {
    const Mark m = mark(n);
    uint8_t b = kMarkByte[m];
    if (m != kNotReached && sealed_) {
      if (dv::solved(bytes_[r])) b = bytes_[r];
      ++r;
    }
    if (check && m != kNotReached && !dv::solved(b))
      throw std::logic_error("dense solve: a reached number was left unsolved");
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
    if (mark(n) != kNotReached) {
      if (dv::solved(bytes[n])) bytes_[r] = bytes[n];
      ++r;
    }
}

void ReachedValues::release() {
  marks_.release(), bytes_.release();
  before_ = {};
  words_ = nullptr, numbers_ = 0;
}

}  // namespace adaptoid
