#include <adaptoid/tables/table_map.hpp>
#include <adaptoid/util/hash_mix.hpp>

#include <adaptoid/io/file_error.hpp>
#include <adaptoid/io/input_file.hpp>
#include <adaptoid/tables/retro_table_io.hpp>
#include <adaptoid/util/copy_bytes.hpp>
#include <adaptoid/util/parallel.hpp>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include <cerrno>
#include <limits>

namespace adaptoid {

uint64_t block_sum(std::string_view bytes) {
  uint64_t h = 0x84222325cbf29ce4ULL ^ bytes.size();
  size_t i = 0;
  for (; i + 8 <= bytes.size(); i += 8) {
    uint64_t w;
    std::memcpy(&w, bytes.data() + i, 8);
    h = (h ^ w) * kGoldenGamma;
    h ^= h >> 29;
  }
  uint64_t tail = 0;
  std::memcpy(&tail, bytes.data() + i, bytes.size() - i);
  h = (h ^ tail) * kGoldenGamma;
  return h ^ (h >> 32);
}

void BlockSummer::add(std::string_view bytes) {
  total_ += bytes.size();
  while (!bytes.empty()) {
    if (partial_.empty() && bytes.size() >= kTableBlock) {  // a whole block: no copy
      sums_.push_back(block_sum(bytes.substr(0, kTableBlock)));
      bytes.remove_prefix(kTableBlock);
      continue;
    }
    const size_t take = std::min<size_t>(bytes.size(), kTableBlock - partial_.size());
    partial_.append(bytes.substr(0, take));
    bytes.remove_prefix(take);
    if (partial_.size() == kTableBlock) {
      sums_.push_back(block_sum(partial_));
      partial_.clear();
    }
  }
}

std::vector<uint64_t> BlockSummer::finish() {
  if (!partial_.empty()) sums_.push_back(block_sum(partial_));
  partial_.clear();
  return std::move(sums_);
}

TableMap::~TableMap() {
  if (base_ && size_ > 0) munmap(const_cast<char*>(base_), static_cast<size_t>(size_));
}

Result<std::shared_ptr<const TableMap>> TableMap::open(const std::string& path, const std::string& where,
                                                       Check check) {
  std::shared_ptr<TableMap> map(new TableMap());
  map->where_ = where;
  // Checked before opening: a FIFO would block the open itself, and only a regular file can be mapped.
  switch (input_kind(path)) {
    case InputKind::Missing:
      return fail(where + ": cannot read the file: no such file");
    case InputKind::Directory:
      return fail(where + ": is a directory");
    case InputKind::Loop:
      return fail(where + ": cannot read the file: " + file_error_text(ELOOP));
    case InputKind::Other:
      return fail(where + ": not a regular file (a table is read with seeks)");
    case InputKind::Regular:
      break;
  }
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return fail(where + ": cannot read the file");
  struct stat st {};
  if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    ::close(fd);
    return fail(where + ": cannot read the file (not a regular file)");
  }
  map->size_ = static_cast<uint64_t>(st.st_size);
  // With a 32-bit size_t (the WebAssembly build) a file may be larger than the memory can address.
  if (map->size_ > std::numeric_limits<size_t>::max()) {
    ::close(fd);
    return fail(where + ": " + std::to_string(map->size_ >> 20) + " MiB, more than this machine's memory");
  }
  if (map->size_ > 0) {
    void* p = mmap(nullptr, static_cast<size_t>(map->size_), PROT_READ, MAP_SHARED, fd, 0);
    if (p == MAP_FAILED) {
      ::close(fd);
      return fail(where + ": cannot map the file");
    }
    map->base_ = static_cast<const char*>(p);
  }
  ::close(fd);
  const std::string_view data(map->base_, static_cast<size_t>(map->size_));
  if (data.size() < kTableMagic.size() + 12 || data.substr(0, kTableMagic.size()) != kTableMagic)
    return fail(where + ": not a table file of this toolkit (wrong magic)");
  // Tables are made in memory, so a larger file is not one (a sparse file can claim any size).
  const uint64_t memory = static_cast<uint64_t>(::sysconf(_SC_PHYS_PAGES)) * ::sysconf(_SC_PAGESIZE);
  if (map->size_ > memory)
    return fail(where + ": " + std::to_string(map->size_ >> 20) + " MiB, more than this machine's memory");
  std::memcpy(&map->version_, data.data() + kTableMagic.size(), 4);
  if (map->version_ != 2 && map->version_ != kTableFormatVersion)
    return fail(where + ": format version " + std::to_string(map->version_) +
                ", this toolkit reads versions 2 and " + std::to_string(kTableFormatVersion) +
                " (solve the variant again)");
  if (auto index = map->read_index(); !index) return index.failure();
  if (check == Check::All && map->version_ != 2)
    if (auto all = map->check_all(1); !all) return all.failure();
  return std::shared_ptr<const TableMap>(std::move(map));
}

// Version 2: the whole-file sum now, every block good after it. Version 3: the footer and the
// block index, every block unchecked.
Result<void> TableMap::read_index() {
  const std::string_view data(base_, size_);
  uint64_t stored;
  std::memcpy(&stored, data.data() + size_ - 8, 8);
  if (version_ == 2) {
    body_end_ = size_ - 8;
    if (fnv1a(data.substr(0, body_end_)) != stored)
      return fail(where_ + ": the checksum does not match: the file is damaged or truncated");
    const uint64_t blocks = (body_end_ + kTableBlock - 1) / kTableBlock;
    state_ = std::make_unique<std::atomic<uint8_t>[]>(blocks);
    for (uint64_t b = 0; b < blocks; ++b) state_[b].store(kGood, std::memory_order_relaxed);
    return {};
  }
  const std::string damaged =
      where_ + ": the block index is damaged or truncated (the checksum does not match)";
  if (size_ < 48) return fail(damaged);
  std::memcpy(&body_end_, data.data() + size_ - 16, 8);
  if (body_end_ > size_ - 32) return fail(damaged);
  const uint64_t index_at = body_end_, index_bytes = size_ - 8 - index_at;
  // The index's length follows from body_end: checked before hashing, so a damaged footer cannot
  // make the hash run over a huge (or sparse) file.
  if (index_bytes != 24 + 8 * ((body_end_ + kTableBlock - 1) / kTableBlock)) return fail(damaged);
  if (fnv1a(data.substr(index_at, index_bytes)) != stored) return fail(damaged);
  uint64_t block = 0, blocks = 0;
  std::memcpy(&block, data.data() + index_at, 8);
  std::memcpy(&blocks, data.data() + index_at + 8, 8);
  if (block != kTableBlock || blocks != (body_end_ + kTableBlock - 1) / kTableBlock ||
      index_bytes != 24 + 8 * blocks)
    return fail(where_ + ": the block index does not fit the file (truncated?)");
  sums_.resize(blocks);
  copy_bytes(sums_.data(), data.data() + index_at + 16, 8 * blocks);
  state_ = std::make_unique<std::atomic<uint8_t>[]>(blocks);
  return {};
}

void TableMap::check_block(uint64_t b) const {
  uint8_t s = state_[b].load(std::memory_order_acquire);
  if (s == kUnchecked) {
    const uint64_t at = b * kTableBlock, n = std::min(kTableBlock, body_end_ - at);
    s = block_sum({base_ + at, static_cast<size_t>(n)}) == sums_[b] ? kGood : kBad;
    state_[b].store(s, std::memory_order_release);
  }
  if (s == kBad)
    throw fail(where_ + ": block " + std::to_string(b) + " (bytes " + std::to_string(b * kTableBlock) +
               " to " + std::to_string(std::min(body_end_, (b + 1) * kTableBlock)) +
               ") is damaged: the checksum does not match");
}

void TableMap::check_slow(uint64_t at, uint64_t n) const {
  if (at > body_end_ || n > body_end_ - at) throw fail(where_ + ": the file is truncated");
  if (n == 0) return;
  for (uint64_t b = at / kTableBlock; b <= (at + n - 1) / kTableBlock; ++b) check_block(b);
}

Result<void> TableMap::check_all(int threads) const {
  const uint64_t blocks = (body_end_ + kTableBlock - 1) / kTableBlock;
  Cancel stop;
  try {
    parallel_for(
        blocks, 16, threads,
        [&](int, uint64_t b) {
          try {
            check_block(b);
          } catch (...) {
            stop.request();
            throw;
          }
        },
        &stop);
  } catch (const Error& e) {
    // The first damaged block in file order, whichever thread met one first.
    for (uint64_t b = 0; b < blocks; ++b)
      if (state_[b].load() == kBad) {
        try {
          check_block(b);
        } catch (const Error& first) {
          return Error{first};
        }
      }
    return Error{e};
  }
  return {};
}

}  // namespace adaptoid
