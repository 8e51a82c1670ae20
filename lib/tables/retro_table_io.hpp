#pragma once
// The framing every solved-table file shares: magic "ADAPTTB1", the format version, the index
// scheme, the variant's name and full TOML text with its FNV-1a hash, then the scheme's own
// body, then (version 3) the block index of table_map.hpp: a sum for every 64 KiB block, so a
// reader checks only the blocks it reads. Version 2 (still read) ended with one FNV-1a checksum
// over everything before it instead. Files are written through
// io/output_file.hpp: to a temporary name and renamed, so a killed run never leaves half a file
// under the real name, and a write that fails is an error, never a short table.
#include <adaptoid/core/variant.hpp>
#include <adaptoid/io/output_file.hpp>
#include <adaptoid/tables/table_map.hpp>
#include <adaptoid/util/result.hpp>

#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace adaptoid {

inline constexpr std::string_view kTableMagic = "ADAPTTB1";
// 1: unfolded Quantum Leap, two bitsets a layer; 2: one checksum over the file; 3: a sum a block.
inline constexpr uint32_t kTableFormatVersion = 3;

uint64_t fnv1a(std::string_view bytes, uint64_t hash = 0xcbf29ce484222325ULL);

class TableWriter {
 public:
  void bytes(std::string_view s) { out_.append(s); }
  void u8(uint8_t v) { out_.push_back(static_cast<char>(v)); }
  void u32(uint32_t v) { bytes({reinterpret_cast<const char*>(&v), 4}); }
  void u64(uint64_t v) { bytes({reinterpret_cast<const char*>(&v), 8}); }
  void text(std::string_view s) {
    u64(s.size());
    bytes(s);
  }
  std::string& data() { return out_; }

 private:
  std::string out_;
};

// Reads fields in order; a read past the end throws Error{"<where>: the file is truncated"}.
class TableReader {
 public:
  TableReader(std::string_view data, std::string where) : data_(data), where_(std::move(where)) {}
  bool has(uint64_t n) const { return n <= data_.size() - at_; }  // (at_ + n could wrap)
  bool at_end() const { return at_ == data_.size(); }
  size_t offset() const { return at_; }
  size_t data_left() const { return data_.size() - at_; }
  uint8_t u8() { return take<uint8_t>(); }
  uint64_t u64() { return take<uint64_t>(); }
  std::string_view view(uint64_t n) {
    if (!has(n)) throw fail(where_ + ": the file is truncated");
    const std::string_view s = data_.substr(at_, n);
    at_ += n;
    return s;
  }
  const std::string& where() const { return where_; }

 private:
  template <class T>
  T take() {
    if (!has(sizeof(T))) throw fail(where_ + ": the file is truncated");
    T v;
    std::memcpy(&v, data_.data() + at_, sizeof(T));
    at_ += sizeof(T);
    return v;
  }
  std::string_view data_;
  size_t at_ = 0;
  std::string where_;
};

// Starts a file: magic, version, scheme, variant name, text and hash.
TableWriter begin_table(std::string_view scheme, const Variant& v);
// The block index (table_map.hpp) of a body with these block sums: block size, blocks, their
// sums, where the body ends, and the FNV-1a of all that.
std::string format_block_index(const std::vector<uint64_t>& sums, uint64_t body_end);

// Appends the block index and writes `path` through a temporary file and a rename.
Result<void> finish_table(TableWriter& w, const std::string& path);

// A table written as it is made, for one larger than memory should hold at once: what `head`
// holds (begin_table), then the fields appended, go to an OutputFile (a temporary beside `path`)
// in blocks with the block sums kept running; finish() appends the index and commits the file. The first
// failure (opening, any block) is kept and returned by finish(); an unfinished stream's
// temporary is removed when it is destroyed.
class TableStream {
 public:
  TableStream(TableWriter head, std::string path);
  TableStream(const TableStream&) = delete;
  TableStream& operator=(const TableStream&) = delete;
  void bytes(std::string_view s) {
    buffer_.append(s);
    if (buffer_.size() >= kBlock) flush();
  }
  void u8(uint8_t v) { bytes({reinterpret_cast<const char*>(&v), 1}); }
  void u32(uint32_t v) { bytes({reinterpret_cast<const char*>(&v), 4}); }
  void u64(uint64_t v) { bytes({reinterpret_cast<const char*>(&v), 8}); }
  uint64_t written() const { return sums_.bytes() + buffer_.size(); }  // bytes of header and body so far
  Result<void> finish();

 private:
  static constexpr size_t kBlock = size_t{1} << 20;
  void flush();
  void write(std::string_view bytes);
  std::optional<OutputFile> out_;  // empty once a failure is kept in error_
  Error error_;
  std::string buffer_;
  BlockSummer sums_;
};

// A table file mapped and checked (magic, version, block index or checksum, variant text and
// hash), with its variant loaded. The body is [body_at, body_end) of `data`; with
// TableMap::Check::All every byte of it is checked, with Lazy a reader goes through `map`.
struct TableFile {
  std::shared_ptr<const TableMap> map;
  std::string_view data;  // the whole file
  std::string scheme;
  VariantPtr variant;
  size_t body_at = 0, body_end = 0;
  std::string_view body() const { return data.substr(body_at, body_end - body_at); }
};
// Refuses a wrong magic, version or checksum, a truncated file, a variant text that does not
// match its hash, and (with `expected`) a table of another variant.
Result<TableFile> open_table(const std::string& path, const Variant* expected = nullptr,
                             TableMap::Check check = TableMap::Check::All);

}  // namespace adaptoid
