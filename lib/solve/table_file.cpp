#include <adaptoid/solve/table_file.hpp>

namespace adaptoid {

std::string layer_file(const std::string& table_path, int own, int enemy) {
  return table_path + ".layers/" + std::to_string(own) + "-" + std::to_string(enemy) + ".tb";
}

Result<bool> write_quantum_leap_table(const QuantumLeapTable& table, const std::string& path,
                                      const std::function<bool(int, int)>& keep) {
  TableWriter w = begin_table(kQuantumLeapScheme, table.variant());
  w.u32(static_cast<uint32_t>(table.max_stones()));
  w.u64(table.entries());
  w.u64(table.positions());
  std::vector<const QuantumLeapLayer*> layers;
  for (const auto& l : table.layers())
    if ((!keep || keep(l.own, l.enemy)) && l.solved()) layers.push_back(&l);
  w.u32(static_cast<uint32_t>(layers.size()));
  for (const auto* l : layers) {
    w.u32(l->own);
    w.u32(l->enemy);
    w.u64(l->size);
    w.bytes({reinterpret_cast<const char*>(l->wins.data()), l->wins.size() * 8});
  }
  return finish_table(w, path);
}

Result<std::shared_ptr<QuantumLeapTable>> read_quantum_leap_table(const std::string& path,
                                                                  const Variant* expected) {
  auto file = open_table(path, expected);
  if (!file) return Error{file.error()};
  return read_quantum_leap_table(file.value());
}

Result<std::shared_ptr<QuantumLeapTable>> read_quantum_leap_table(const TableFile& file) {
  TableReader h(std::string_view(file.data).substr(file.body_at, file.data.size() - 8 - file.body_at), "");
  const Variant& v = *file.variant;
  const std::string where = "table of " + v.name;
  if (file.scheme != kQuantumLeapScheme)
    return fail(where + ": index scheme '" + file.scheme + "', expected '" + std::string(kQuantumLeapScheme) +
                "'");
  try {
    const int max_stones = static_cast<int>(h.u32());
    if (!v.is_quantum_leap() || v.players != 2 || !BoardMasks::fits(v.board) || max_stones < 0 ||
        max_stones > v.board.size())
      return fail(where + ": the variant is not a two-player Quantum Leap this table scheme can hold");
    const uint64_t entries = h.u64(), positions = h.u64();
    if (positions != QuantumLeapTable::positions(v.board.size(), max_stones))
      return fail(where + ": the position count does not fit the board");
    auto table = std::make_shared<QuantumLeapTable>(file.variant, max_stones);
    if (entries != table->entries()) return fail(where + ": the entry count does not fit the board");
    const uint32_t count = h.u32();
    for (uint32_t k = 0; k < count; ++k) {
      const int own = static_cast<int>(h.u32()), enemy = static_cast<int>(h.u32());
      const uint64_t size = h.u64();
      if (own < 0 || enemy < 0 || own > max_stones || enemy > max_stones ||
          table->layer(own, enemy).size != size)
        return fail(where + ": layer " + std::to_string(own) + "/" + std::to_string(enemy) +
                    " does not fit the board");
      QuantumLeapLayer& l = table->layer(own, enemy);
      l.wins.resize((size + 63) / 64);
      const std::string_view raw = h.view(l.wins.size() * 8);
      std::memcpy(l.wins.data(), raw.data(), raw.size());
    }
    if (!h.at_end()) return fail(where + ": bytes after the last layer");
    return table;
  } catch (const Error& e) {
    return fail(where + e.message);
  }
}

}  // namespace adaptoid
