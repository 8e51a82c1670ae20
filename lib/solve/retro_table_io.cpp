#include <adaptoid/solve/retro_table_io.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <adaptoid/io/input_file.hpp>

#include <unistd.h>

#include <filesystem>
#include <fstream>

namespace adaptoid {

uint64_t fnv1a(std::string_view bytes, uint64_t hash) {
  for (unsigned char c : bytes) hash = (hash ^ c) * 0x100000001b3ULL;
  return hash;
}

TableWriter begin_table(std::string_view scheme, const Variant& v) {
  TableWriter w;
  w.bytes(kTableMagic);
  w.u32(kTableFormatVersion);
  w.text(scheme);
  const std::string text = variant_to_toml(v);
  w.text(v.name);
  w.text(text);
  w.u64(fnv1a(text));
  return w;
}

Result<bool> finish_table(TableWriter& w, const std::string& path) {
  TableStream stream(std::move(w), path);
  return stream.finish();
}

TableStream::TableStream(TableWriter head, std::string path)
    : buffer_(std::move(head.data())), sum_(fnv1a({})) {
  auto out = OutputFile::open(path);
  if (out)
    out_.emplace(std::move(out).value());
  else
    error_ = out.error();
}

void TableStream::flush() {
  sum_ = fnv1a(buffer_, sum_);
  if (out_) {
    if (auto written = out_->write(buffer_); !written) {
      error_ = written.error();
      out_.reset();  // removes the temporary: the rest of the table has nowhere to go
    }
  }
  buffer_.clear();
}

Result<bool> TableStream::finish() {
  flush();
  const uint64_t sum = sum_;
  buffer_.assign(reinterpret_cast<const char*>(&sum), 8);
  flush();
  if (!out_) return fail(error_);
  auto done = out_->commit();
  out_.reset();
  return done;
}

namespace {

// The file's bytes, refused before any large allocation when it cannot be a table: not a regular
// file (a device or FIFO has no size to check against and could stream forever; the readers
// seek), shorter than a header, without the magic, or larger than this machine's memory (a
// sparse file can claim any size).
Result<std::string> read_table_bytes(const std::string& path, const std::string& where) {
  switch (input_kind(path)) {
    case InputKind::Missing:
      return fail(where + ": cannot read the file: no such file");
    case InputKind::Directory:
      return fail(where + ": is a directory");
    case InputKind::Other:
      return fail(where + ": not a regular file (a table is read with seeks)");
    case InputKind::Regular:
      break;
  }
  std::ifstream in(path, std::ios::binary);
  std::error_code ec;
  const uint64_t size = std::filesystem::file_size(path, ec);
  if (!in || ec) return fail(where + ": cannot read the file");
  std::string magic(kTableMagic.size(), '\0');
  if (size < kTableMagic.size() + 12 || !in.read(magic.data(), static_cast<std::streamsize>(magic.size())) ||
      magic != kTableMagic)
    return fail(where + ": not a table file of this toolkit (wrong magic)");
  const uint64_t memory = static_cast<uint64_t>(::sysconf(_SC_PHYS_PAGES)) * ::sysconf(_SC_PAGESIZE);
  if (size > memory)
    return fail(where + ": " + std::to_string(size >> 20) + " MiB, more than this machine's memory");
  std::string data(size, '\0');
  in.seekg(0);
  if (!in.read(data.data(), static_cast<std::streamsize>(size)) || in.peek() != EOF)
    return fail(where + ": the file changed while it was read");
  return data;
}

}  // namespace

Result<TableFile> open_table(const std::string& path, const Variant* expected) {
  const std::string where = "table " + path;
  TableFile f;
  if (auto read = read_table_bytes(path, where); read)
    f.data = std::move(read).value();
  else
    return Error{read.error()};
  const std::string& data = f.data;
  try {
    if (data.size() < kTableMagic.size() + 12 ||
        std::string_view(data).substr(0, kTableMagic.size()) != kTableMagic)
      return fail(where + ": not a table file of this toolkit (wrong magic)");
    TableReader h(std::string_view(data).substr(0, data.size() - 8), where);
    h.view(kTableMagic.size());
    const uint32_t version = h.u32();
    if (version != kTableFormatVersion)
      return fail(where + ": format version " + std::to_string(version) + ", this toolkit reads version " +
                  std::to_string(kTableFormatVersion) + " (solve the variant again)");
    uint64_t stored_sum;
    std::memcpy(&stored_sum, data.data() + data.size() - 8, 8);
    if (fnv1a(std::string_view(data).substr(0, data.size() - 8)) != stored_sum)
      return fail(where + ": the checksum does not match: the file is damaged or truncated");
    f.scheme = h.text();
    const std::string name = h.text(), text = h.text();
    if (h.u64() != fnv1a(text)) return fail(where + ": the variant text does not match its hash");
    auto variant = load_variant_text(text, name, where + " (its variant)");
    if (!variant) return Error{variant.error()};
    if (expected && (!same_rules(*expected, *variant.value()) || expected->name != name))
      return fail(where + ": the table is for variant '" + name + "', not '" + expected->name + "'");
    f.variant = variant.value();
    // The body starts where the header reader stopped: find it by re-reading the lengths.
    f.body_at = kTableMagic.size() + 4 + (8 + f.scheme.size()) + (8 + name.size()) + (8 + text.size()) + 8;
    return f;
  } catch (const Error& e) {
    return Error{e};
  }
}

}  // namespace adaptoid
