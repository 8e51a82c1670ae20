#pragma once
// Bytes in one anonymous mapping of their own, asked for in huge pages where the kernel gives them
// (Linux's transparent huge pages, "madvise" mode): the dense solver's byte a number
// (dense_reach_marks.hpp) and the value search's table (value_table.hpp) are looked up at random over
// hundreds of megabytes, and with 4 KiB pages most of those look-ups also miss the TLB.
#include <adaptoid/util/parallel.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <new>
#include <stdexcept>

#include <sys/mman.h>

namespace adaptoid {

class DenseBytes {
 public:
  static constexpr std::size_t kPage = 4096;

  // `size` bytes, each `fill` (filled on `threads` threads: the first touch of gigabytes of pages
  // is the kernel's work, seconds of it). Throws std::bad_alloc when the memory is not there.
  DenseBytes(std::size_t size, uint8_t fill, int threads = 1) : DenseBytes(size) {
    if (size_ == 0) return;  // no mapping to fill: memset's pointer may not be null, even for 0 bytes
    in_slices(0, size_, threads,
              [&](std::size_t from, std::size_t to, int) { std::memset(data_ + from, fill, to - from); });
  }
  // `size` zero bytes, none touched: each page is the kernel's zeroed page when first used, so a
  // large mapping that is used sparsely costs only what is used. Throws std::bad_alloc.
  static DenseBytes zeroed(std::size_t size) { return DenseBytes(size); }
  DenseBytes(const DenseBytes&) = delete;
  DenseBytes& operator=(const DenseBytes&) = delete;
  DenseBytes(DenseBytes&& other) noexcept : data_(other.data_), size_(other.size_) {
    other.data_ = nullptr, other.size_ = 0;
  }
  DenseBytes& operator=(DenseBytes&& other) noexcept {
    if (this != &other) {
      release();
      data_ = other.data_, size_ = other.size_;
      other.data_ = nullptr, other.size_ = 0;
    }
    return *this;
  }
  ~DenseBytes() { release(); }

  std::size_t size() const { return size_; }
  uint8_t& operator[](std::size_t i) { return data_[i]; }
  uint8_t operator[](std::size_t i) const { return data_[i]; }
  const uint8_t* data() const { return data_; }
  uint8_t* data() { return data_; }
  uint8_t& at(std::size_t i) {
    if (i >= size_) throw std::logic_error("dense solve: a number past the index");
    return data_[i];
  }
  // Keeps the first `size` bytes (at most size()) and gives the pages past them back.
  void shrink(std::size_t size) {
    const std::size_t keep = (size + kPage - 1) / kPage * kPage;
    if (keep < size_) munmap(data_ + keep, size_ - keep);
    size_ = std::min(size_, keep);
    if (size_ == 0) data_ = nullptr;
  }
  // Gives the memory back.
  void release() {
    if (data_) munmap(data_, size_);
    data_ = nullptr, size_ = 0;
  }

 private:
  explicit DenseBytes(std::size_t size) : size_(size) {
    if (size_ == 0) return;
    void* p = mmap(nullptr, size_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) throw std::bad_alloc();
#ifdef MADV_HUGEPAGE
    madvise(p, size_, MADV_HUGEPAGE);  // a hint: without it the pages are small, nothing else changes
#endif
    data_ = static_cast<uint8_t*>(p);
  }

  uint8_t* data_ = nullptr;
  std::size_t size_ = 0;
};

}  // namespace adaptoid
