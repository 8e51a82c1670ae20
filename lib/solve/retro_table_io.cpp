#include <adaptoid/solve/retro_table_io.hpp>
#include <adaptoid/variants/variant_loader.hpp>

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

Result<TableFile> open_table(const std::string& path, const Variant* expected) {
  const std::string where = "table " + path;
  std::ifstream in(path, std::ios::binary);
  if (!in) return fail(where + ": cannot read the file");
  TableFile f;
  f.data.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
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
