#include <adaptoid/tables/retro_table_io.hpp>
#include <adaptoid/variants/variant_loader.hpp>

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

Result<void> finish_table(TableWriter& w, const std::string& path) {
  TableStream stream(std::move(w), path);
  return stream.finish();
}

TableStream::TableStream(TableWriter head, std::string path) : buffer_(std::move(head.data())) {
  auto out = OutputFile::open(path);
  if (out)
    out_.emplace(std::move(out).value());
  else
    error_ = out.failure();
}

void TableStream::write(std::string_view bytes) {
  if (!out_) return;
  if (auto written = out_->write(bytes); !written) {
    error_ = written.failure();
    out_.reset();  // removes the temporary: the rest of the table has nowhere to go
  }
}

void TableStream::flush() {
  sums_.add(buffer_);
  write(buffer_);
  buffer_.clear();
}

std::string format_block_index(const std::vector<uint64_t>& sums, uint64_t body_end) {
  TableWriter index;
  index.u64(kTableBlock);
  index.u64(sums.size());
  index.bytes({reinterpret_cast<const char*>(sums.data()), sums.size() * 8});
  index.u64(body_end);
  index.u64(fnv1a(index.data()));
  return std::move(index.data());
}

Result<void> TableStream::finish() {
  flush();
  const uint64_t body_end = sums_.bytes();
  const std::vector<uint64_t> sums = sums_.finish();
  write(format_block_index(sums, body_end));
  if (!out_) return error_;
  auto done = out_->commit();
  out_.reset();
  return done;
}

Result<TableFile> open_table(const std::string& path, const Variant* expected, TableMap::Check check) {
  const std::string where = "table " + path;
  auto map = TableMap::open(path, where, check);
  if (!map) return map.failure();
  TableFile f;
  f.map = map.value();
  f.data = f.map->unchecked();
  f.body_end = f.map->body_end();
  try {
    // The header, through the checked view (a lazily checked file checks its first blocks here).
    const uint64_t head = std::min<uint64_t>(f.body_end, kTableMagic.size() + 12);
    TableReader h(f.map->bytes(0, head), where);
    h.view(kTableMagic.size() + 4);
    const uint64_t scheme_bytes = h.u64();
    uint64_t at = head;
    // Lengths and offsets are checked by the map (a range past the body is "truncated").
    auto text = [&]() {
      const uint64_t n = f.map->load<uint64_t>(at);
      const std::string_view s = f.map->bytes(at + 8, n);
      at += 8 + n;
      return std::string(s);
    };
    f.scheme = std::string(f.map->bytes(at, scheme_bytes));
    at += scheme_bytes;
    const std::string name = text(), variant_text = text();
    if (f.map->load<uint64_t>(at) != fnv1a(variant_text))
      return fail(where + ": the variant text does not match its hash");
    f.body_at = at + 8;
    auto variant = load_variant_text(variant_text, name, where + " (its variant)");
    if (!variant) return variant.failure();
    if (expected && (!same_rules(*expected, *variant.value()) || expected->name != name))
      return fail(where + ": the table is for variant '" + name + "', not '" + expected->name + "'");
    f.variant = variant.value();
    return f;
  } catch (const Error& e) {
    return Error{e};
  }
}

}  // namespace adaptoid
