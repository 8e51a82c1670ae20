#include <adaptoid/table_file.hpp>
#include <adaptoid/variant_loader.hpp>

#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>

namespace adaptoid {

uint64_t fnv1a(std::string_view bytes, uint64_t hash) {
  for (unsigned char c : bytes) hash = (hash ^ c) * 0x100000001b3ULL;
  return hash;
}

std::string table_variant_text(const Variant& v) { return variant_to_toml(v); }

std::string layer_file(const std::string& table_path, int white, int black) {
  return table_path + ".layers/" + std::to_string(white) + "-" + std::to_string(black) + ".tb";
}

namespace {

constexpr std::string_view kMagic = "ADAPTTB1";

class Writer {
 public:
  void bytes(std::string_view s) { out_.append(s); }
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

class Reader {
 public:
  Reader(std::string_view data, std::string where) : data_(data), where_(std::move(where)) {}
  bool has(size_t n) const { return at_ + n <= data_.size(); }
  uint32_t u32() { return take<uint32_t>(); }
  uint64_t u64() { return take<uint64_t>(); }
  std::string text() {
    const uint64_t n = u64();
    if (!has(n)) throw Error{where_ + ": the file is truncated"};
    std::string s(data_.substr(at_, n));
    at_ += n;
    return s;
  }
  size_t at() const { return at_; }

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

}  // namespace

Result<bool> write_quantum_leap_table(const QuantumLeapTable& table, const std::string& path,
                                      const std::function<bool(int, int)>& keep) {
  Writer w;
  w.bytes(kMagic);
  w.u32(kTableFormatVersion);
  w.text(kQuantumLeapScheme);
  const std::string variant_text = table_variant_text(table.variant());
  w.text(table.variant().name);
  w.text(variant_text);
  w.u64(fnv1a(variant_text));
  w.u32(static_cast<uint32_t>(table.max_stones()));
  std::vector<const QuantumLeapLayer*> layers;
  for (const auto& l : table.layers())
    if ((!keep || keep(l.white, l.black)) && l.wins[0].size() == (l.size + 63) / 64 &&
        l.wins[1].size() == l.wins[0].size())
      layers.push_back(&l);
  w.u32(static_cast<uint32_t>(layers.size()));
  for (const auto* l : layers) {
    w.u32(l->white);
    w.u32(l->black);
    w.u64(l->size);
    for (int side = 0; side < 2; ++side)
      w.bytes({reinterpret_cast<const char*>(l->wins[side].data()), l->wins[side].size() * 8});
  }
  w.u64(fnv1a(w.data()));

  std::error_code ec;
  const auto parent = std::filesystem::path(path).parent_path();
  if (!parent.empty()) std::filesystem::create_directories(parent, ec);
  const std::string temp = path + ".tmp";
  {
    std::ofstream out(temp, std::ios::binary | std::ios::trunc);
    out.write(w.data().data(), static_cast<std::streamsize>(w.data().size()));
    out.flush();
    if (!out) {
      std::remove(temp.c_str());
      return fail("table " + path + ": cannot write the file");
    }
  }
  std::filesystem::rename(temp, path, ec);
  if (ec) return fail("table " + path + ": cannot rename the finished file: " + ec.message());
  return true;
}

Result<std::shared_ptr<QuantumLeapTable>> read_quantum_leap_table(const std::string& path, const Variant* expected) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return fail("table " + path + ": cannot read the file");
  const std::string data((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const std::string where = "table " + path;
  try {
    if (data.size() < kMagic.size() + 8 || std::string_view(data).substr(0, kMagic.size()) != kMagic)
      return fail(where + ": not a table file of this toolkit (wrong magic)");
    uint64_t stored_sum;
    std::memcpy(&stored_sum, data.data() + data.size() - 8, 8);
    Reader h(std::string_view(data).substr(kMagic.size(), data.size() - kMagic.size() - 8), where);
    const uint32_t version = h.u32();
    if (version != kTableFormatVersion)
      return fail(where + ": format version " + std::to_string(version) + ", this toolkit reads version " +
                  std::to_string(kTableFormatVersion));
    if (fnv1a(std::string_view(data).substr(0, data.size() - 8)) != stored_sum)
      return fail(where + ": the checksum does not match: the file is damaged or truncated");
    if (h.text() != kQuantumLeapScheme) return fail(where + ": unknown index scheme");
    const std::string name = h.text(), text = h.text();
    if (h.u64() != fnv1a(text)) return fail(where + ": the variant text does not match its hash");
    auto variant = load_variant_text(text, name, where + " (its variant)");
    if (!variant) return Error{variant.error()};
    if (expected && (!same_rules(*expected, *variant.value()) || expected->name != name))
      return fail(where + ": the table is for variant '" + name + "', not '" + expected->name + "'");
    const int max_stones = static_cast<int>(h.u32());
    if (max_stones < 0 || max_stones > kMaxIndexedCells) return fail(where + ": bad material bound");
    auto table = std::make_shared<QuantumLeapTable>(variant.value(), max_stones);
    const uint32_t count = h.u32();
    for (uint32_t k = 0; k < count; ++k) {
      const int white = static_cast<int>(h.u32()), black = static_cast<int>(h.u32());
      const uint64_t size = h.u64();
      if (white > max_stones || black > max_stones || table->layer(white, black).size != size)
        return fail(where + ": layer " + std::to_string(white) + "/" + std::to_string(black) + " does not fit the board");
      QuantumLeapLayer& l = table->layer(white, black);
      for (int side = 0; side < 2; ++side) {
        l.wins[side].resize((size + 63) / 64);
        for (auto& word : l.wins[side]) word = h.u64();
      }
    }
    return table;
  } catch (const Error& e) {
    return Error{e};
  }
}

}  // namespace adaptoid
