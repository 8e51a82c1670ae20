#pragma once
// Solved Quantum Leap tables on disk. After the shared header (retro_table_io.hpp: magic,
// version, scheme "quantum-leap-folded-v2", variant text and hash) come the largest material,
// the number of entries and of positions they stand for, the layers (each its material: own and
// enemy stones, its size and its bitset); in format version 3 then each layer's turns to the end
// (a nibble an entry, in the same order), and the block index (table_map.hpp). A table being solved keeps
// each finished layer in its own file beside it, which a rerun picks up.
#include <adaptoid/tables/quantum_leap_table.hpp>
#include <adaptoid/tables/retro_table_io.hpp>
#include <adaptoid/util/result.hpp>

#include <functional>
#include <memory>
#include <string>

namespace adaptoid {

inline constexpr std::string_view kQuantumLeapScheme =
    "quantum-leap-folded-v2";  // retro_quantum_leap_fold.hpp

// Writes the table, or only the layers for which `keep(own, enemy)` is true.
Result<void> write_quantum_leap_table(const QuantumLeapTable& table, const std::string& path,
                                      const std::function<bool(int, int)>& keep = {});
// Reads a table file, refusing a wrong magic, version, scheme, checksum or a truncated file.
// With `expected`, also refuses a table of another variant.
Result<std::shared_ptr<QuantumLeapTable>> read_quantum_leap_table(const std::string& path,
                                                                  const Variant* expected = nullptr);
Result<std::shared_ptr<QuantumLeapTable>> read_quantum_leap_table(const TableFile& file);
// Leaves the layers in the mapped file, read and checked as they are probed (Check::Lazy).
Result<std::shared_ptr<QuantumLeapTable>> map_quantum_leap_table(const TableFile& file);

// The folder of the finished layers while a table is being solved: "<table>.layers".
std::string layers_dir(const std::string& table_path);
// The file of one finished layer there: "<table>.layers/O-E.tb".
std::string layer_file(const std::string& table_path, int own, int enemy);

}  // namespace adaptoid
