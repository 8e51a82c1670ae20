#pragma once
// Solved tables on disk. A file is: magic "ADAPTTB1", the format version, the index scheme, the
// variant's name and full TOML text with its FNV-1a hash, the largest material, the layers (each
// its material, size and two bitsets), and a checksum over everything before it. Files are
// written to a temporary name and renamed, so a killed run leaves no half file; a table being
// solved keeps each finished layer in its own file beside it, which a rerun picks up.
#include <adaptoid/ql_retrograde.hpp>
#include <adaptoid/result.hpp>

#include <memory>
#include <string>

namespace adaptoid {

inline constexpr uint32_t kTableFormatVersion = 1;
inline constexpr std::string_view kQuantumLeapScheme = "quantum-leap-colex-v1";

// The variant text a table records, and its hash.
std::string table_variant_text(const Variant& v);
uint64_t fnv1a(std::string_view bytes, uint64_t hash = 0xcbf29ce484222325ULL);

// Writes the table, or only the layers for which `keep(white, black)` is true.
Result<bool> write_quantum_leap_table(const QuantumLeapTable& table, const std::string& path,
                                      const std::function<bool(int, int)>& keep = {});
// Reads a table file, refusing a wrong magic, version, scheme, checksum or a truncated file.
// With `expected`, also refuses a table of another variant.
Result<std::shared_ptr<QuantumLeapTable>> read_quantum_leap_table(const std::string& path,
                                                                  const Variant* expected = nullptr);

// The file of one finished layer while a table is being solved: "<table>.layers/W-B.tb".
std::string layer_file(const std::string& table_path, int white, int black);

}  // namespace adaptoid
