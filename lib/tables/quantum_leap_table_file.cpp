#include <adaptoid/tables/quantum_leap_table_file.hpp>

#include <adaptoid/util/copy_bytes.hpp>

namespace adaptoid {

std::string layers_dir(const std::string& table_path) {
  return table_path + ".layers";
}

std::string layer_file(const std::string& table_path, int own, int enemy) {
  return layers_dir(table_path) + "/" + std::to_string(own) + "-" + std::to_string(enemy) + ".tb";
}

Result<void> write_quantum_leap_table(const QuantumLeapTable& table, const std::string& path,
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
  for (const auto* l : layers) w.bytes({reinterpret_cast<const char*>(l->turns.data()), l->turns.size() * 8});
  // The swap decisions, with the whole table only (a layer's file has none).
  const std::vector<uint8_t>& swaps = table.swaps();
  w.u64(keep ? 0 : swaps.size());
  if (!keep) w.bytes({reinterpret_cast<const char*>(swaps.data()), swaps.size()});
  return finish_table(w, path);
}

Result<std::shared_ptr<QuantumLeapTable>> read_quantum_leap_table(const std::string& path,
                                                                  const Variant* expected) {
  auto file = open_table(path, expected);
  if (!file) return file.failure();
  return read_quantum_leap_table(file.value());
}

namespace {

// The body of a table: the header fields, then each layer, handed to `layer(l, at)` with where
// its bitset starts in the file (the bitset is not read here); then, in version 3, the turns of
// each layer in the same order, handed to `turns(l, at)`, and the swap decisions, handed to
// `swaps(table, at, bytes)` when there are any. Reads the file through its map, so a
// lazily checked file is checked only where the header and the layer records are.
template <class Layer, class Turns, class Swaps>
Result<std::shared_ptr<QuantumLeapTable>> walk_table(const TableFile& file, Layer&& layer, Turns&& turns,
                                                     Swaps&& swaps) {
  const Variant& v = *file.variant;
  const TableMap& map = *file.map;
  const std::string where = "table of " + v.name;
  if (file.scheme != kQuantumLeapScheme)
    return fail(where + ": index scheme '" + file.scheme + "', expected '" + std::string(kQuantumLeapScheme) +
                "'");
  try {
    uint64_t at = file.body_at;
    const int max_stones = static_cast<int>(map.load<uint32_t>(at));
    if (!QuantumLeapTable::fits(v) || max_stones < 0 || max_stones > v.board.size())
      return fail(where + ": the variant is not a two-player Quantum Leap this table scheme can hold");
    const uint64_t entries = map.load<uint64_t>(at + 4), positions = map.load<uint64_t>(at + 12);
    if (positions != QuantumLeapTable::positions(v.board.size(), max_stones))
      return fail(where + ": the position count does not fit the board");
    auto table = std::make_shared<QuantumLeapTable>(file.variant, max_stones);
    if (entries != table->entries()) return fail(where + ": the entry count does not fit the board");
    const uint32_t count = map.load<uint32_t>(at + 20);
    if (count > static_cast<uint64_t>(max_stones + 1) * static_cast<uint64_t>(max_stones + 1))
      return fail(where + ": the layer count does not fit the board");
    at += 24;
    std::vector<QuantumLeapLayer*> stored;
    for (uint32_t k = 0; k < count; ++k) {
      const int own = static_cast<int>(map.load<uint32_t>(at)),
                enemy = static_cast<int>(map.load<uint32_t>(at + 4));
      const uint64_t size = map.load<uint64_t>(at + 8);
      if (own < 0 || enemy < 0 || own > max_stones || enemy > max_stones ||
          table->layer(own, enemy).size != size)
        return fail(where + ": layer " + std::to_string(own) + "/" + std::to_string(enemy) +
                    " does not fit the board");
      at += 16;
      if ((size + 63) / 64 * 8 > file.body_end - at) return fail(where + ": the file is truncated");
      stored.push_back(&table->layer(own, enemy));
      layer(*stored.back(), at);
      at += (size + 63) / 64 * 8;
    }
    for (QuantumLeapLayer* l : map.version() >= 3 ? stored : std::vector<QuantumLeapLayer*>{}) {
      if ((l->size + 15) / 16 * 8 > file.body_end - at) return fail(where + ": the file is truncated");
      turns(*l, at);
      at += (l->size + 15) / 16 * 8;
    }
    if (map.version() >= 3) {
      const uint64_t n = map.load<uint64_t>(at);
      at += 8;
      if (n != 0 && n != table->layer(max_stones, max_stones).size)
        return fail(where + ": the swap decisions do not fit the board");
      if (n > file.body_end - at) return fail(where + ": the file is truncated");
      if (n) swaps(*table, at, n);
      at += n;
    }
    if (at != file.body_end) return fail(where + ": bytes after the last layer");
    return table;
  } catch (const Error& e) {
    return Error{e};
  }
}

void copy_words(const TableMap& map, uint64_t at, std::vector<uint64_t>& words, uint64_t count) {
  words.resize(count);
  copy_bytes(words.data(), map.bytes(at, count * 8).data(), count * 8);
}

}  // namespace

Result<std::shared_ptr<QuantumLeapTable>> read_quantum_leap_table(const TableFile& file) {
  const TableMap& map = *file.map;
  return walk_table(
      file, [&](QuantumLeapLayer& l, uint64_t at) { copy_words(map, at, l.wins, (l.size + 63) / 64); },
      [&](QuantumLeapLayer& l, uint64_t at) { copy_words(map, at, l.turns, (l.size + 15) / 16); },
      [&](QuantumLeapTable& t, uint64_t at, uint64_t n) {
        const std::string_view raw = map.bytes(at, n);
        t.swaps().assign(raw.begin(), raw.end());
      });
}

Result<std::shared_ptr<QuantumLeapTable>> map_quantum_leap_table(const TableFile& file) {
  const TableMap* map = file.map.get();
  auto table = walk_table(
      file,
      [&](QuantumLeapLayer& l, uint64_t at) {
        l.map = map;
        l.wins_at = at;
      },
      [&](QuantumLeapLayer& l, uint64_t at) { l.turns_at = at; },
      [&](QuantumLeapTable& t, uint64_t at, uint64_t) { t.map_swaps(at); });
  if (table) table.value()->keep(file.map);
  return table;
}

}  // namespace adaptoid
