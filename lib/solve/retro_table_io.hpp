#pragma once
// The framing every solved-table file shares: magic "ADAPTTB1", the format version, the index
// scheme, the variant's name and full TOML text with its FNV-1a hash, then the scheme's own
// body, then an FNV-1a checksum over everything before it. Files are written through
// io/output_file.hpp: to a temporary name and renamed, so a killed run never leaves half a file
// under the real name, and a write that fails is an error, never a short table.
#include <adaptoid/core/result.hpp>
#include <adaptoid/core/variant.hpp>
#include <adaptoid/io/output_file.hpp>

#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>

namespace adaptoid {

inline constexpr std::string_view kTableMagic = "ADAPTTB1";
inline constexpr uint32_t kTableFormatVersion = 2;  // 1: unfolded Quantum Leap, two bitsets a layer

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
  uint32_t u32() { return take<uint32_t>(); }
  uint64_t u64() { return take<uint64_t>(); }
  std::string_view view(uint64_t n) {
    if (!has(n)) throw Error{where_ + ": the file is truncated"};
    const std::string_view s = data_.substr(at_, n);
    at_ += n;
    return s;
  }
  std::string text() { return std::string(view(u64())); }
  const std::string& where() const { return where_; }

 private:
  template <class T>
  T take() {
    if (!has(sizeof(T))) throw Error{where_ + ": the file is truncated"};
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
// Appends the checksum and writes `path` through a temporary file and a rename.
Result<bool> finish_table(TableWriter& w, const std::string& path);

// A table written as it is made, for one larger than memory should hold at once: what `head`
// holds (begin_table), then the fields appended, go to an OutputFile (a temporary beside `path`)
// in blocks with the checksum kept running; finish() appends it and commits the file. The first
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
  void u64(uint64_t v) { bytes({reinterpret_cast<const char*>(&v), 8}); }
  Result<bool> finish();

 private:
  static constexpr size_t kBlock = size_t{1} << 20;
  void flush();
  std::optional<OutputFile> out_;  // empty once a failure is kept in error_
  std::string error_;
  std::string buffer_;
  uint64_t sum_;
};

// A table file read whole and checked (magic, version, checksum, variant text and hash), with
// its variant loaded; `body` reads what follows the header.
struct TableFile {
  std::string data;
  std::string scheme;
  VariantPtr variant;
  size_t body_at = 0;
};
// Refuses a wrong magic, version or checksum, a truncated file, a variant text that does not
// match its hash, and (with `expected`) a table of another variant.
Result<TableFile> open_table(const std::string& path, const Variant* expected = nullptr);

}  // namespace adaptoid
