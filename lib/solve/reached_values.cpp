// The dense solver's values of the reached numbers (see reached_values.hpp).
#include <adaptoid/core/parallel.hpp>
#include <adaptoid/solve/dense_values.hpp>
#include <adaptoid/solve/reached_values.hpp>

#include <array>
#include <atomic>
#include <bit>
#include <stdexcept>
#include <vector>

namespace adaptoid {

namespace dv = dense_value;

namespace {

constexpr uint64_t kLows = 0x5555555555555555;  // the low bit of every mark

// One bit a reached number (at its mark's low bit).
uint64_t reached_bits(uint64_t word) {
  return (word | word >> 1) & kLows;
}

// The 32 marks of a word as 32 bits, one a number: reached or not.
uint64_t reached_word(uint64_t word) {
  uint64_t x = reached_bits(word);
  x = (x | x >> 1) & 0x3333333333333333;
  x = (x | x >> 2) & 0x0F0F0F0F0F0F0F0F;
  x = (x | x >> 4) & 0x00FF00FF00FF00FF;
  x = (x | x >> 8) & 0x0000FFFF0000FFFF;
  return (x | x >> 16) & 0xFFFFFFFF;
}

// Bit i of a bit array.
bool bit(const std::vector<uint64_t>& words, uint64_t i) {
  return words[i >> 6] >> (i & 63) & 1;
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
    : numbers_(numbers), marks_(((numbers + 511) / 512) * 128, 0, threads) {
  words_ = numbers_ ? reinterpret_cast<uint64_t*>(&marks_[0]) : nullptr;
}

ReachedValues::Mark ReachedValues::mark(uint64_t n) const {
  if (sealed_) {
    if (!bit(bits_, n)) return kNotReached;
    return bit(canonical_, slot(n)) ? kExpanded : kImage;
  }
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
  // The marks become a bit a number (reached), a count before every 8 words of bits (512
  // numbers, one cache line), and a bit a reached number by rank (its class's canonical number,
  // or an image); then the marks go, and the bytes come.
  const uint64_t groups = marks_.size() / 128;
  bits_.assign(groups * 8, 0);
  before_.assign(groups + 1, 0);
  in_slices(0, groups, threads, [&](size_t from, size_t to, int) {
    for (size_t g = from; g < to; ++g) {
      uint64_t count = 0;
      for (size_t b = 8 * g; b < 8 * g + 8; ++b) {
        bits_[b] = reached_word(words_[2 * b]) | reached_word(words_[2 * b + 1]) << 32;
        count += static_cast<uint64_t>(std::popcount(bits_[b]));
      }
      before_[g + 1] = count;
    }
  });
  for (uint64_t g = 0; g < groups; ++g) before_[g + 1] += before_[g];
  canonical_.assign((before_[groups] + 63) / 64, 0);
  in_slices(0, groups, threads, [&](size_t from, size_t to, int) {
    for (size_t g = from; g < to; ++g)
      for (uint64_t n = 512 * g, r = before_[g]; n < 512 * g + 512; ++n) {
        const uint64_t m = words_[n >> 5] >> (2 * (n & 31)) & 3;
        if (m == kNotReached) continue;
        if (m != kImage)  // a word of these bits may be shared with the next group's thread
          std::atomic_ref<uint64_t>(canonical_[r >> 6])
              .fetch_or(uint64_t{1} << (r & 63), std::memory_order_relaxed);
        ++r;
      }
  });
  marks_.release();
  words_ = nullptr;
  bytes_ = DenseBytes(before_[groups], dv::kNone, threads);
  sealed_ = true;
}

uint64_t ReachedValues::slot(uint64_t n) const {
  const uint64_t w = n >> 6;
  uint64_t r = before_[n >> 9];
  for (uint64_t j = w & ~uint64_t{7}; j < w; ++j) r += static_cast<uint64_t>(std::popcount(bits_[j]));
  const uint64_t below = (uint64_t{1} << (n & 63)) - 1;
  return r + static_cast<uint64_t>(std::popcount(bits_[w] & below));
}

void ReachedValues::set_all(std::vector<std::pair<uint64_t, uint8_t>>& batch) {
  for (const auto& [n, v] : batch) prefetch(n);
  for (auto& [n, v] : batch) prefetch_slot(n = slot(n));
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
    if (!bit(bits_, n)) {
      *out++ = dv::kNone;
      continue;
    }
    uint8_t b = bytes_[r];
    if (!dv::solved(b)) {
      if (check) throw std::logic_error("dense solve: a reached number was left unsolved");
      b = bit(canonical_, r) ? dv::kExpanded : dv::kImage;
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
    if (bit(bits_, n)) {
      if (dv::solved(bytes[n])) bytes_[r] = bytes[n];
      ++r;
    }
}

void ReachedValues::release() {
  marks_.release(), bytes_.release();
  bits_ = {}, before_ = {}, canonical_ = {};
  words_ = nullptr, numbers_ = 0;
}

}  // namespace adaptoid
