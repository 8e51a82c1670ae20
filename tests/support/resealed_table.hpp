#pragma once
// A table file changed by a test and made whole again: its checksum (format version 2) or its
// block index (version 3) recomputed after the edit, so that only the reader's own checks (the
// header's fields, the body's counts, the values against their successors) can refuse it.
#include <adaptoid/tables/retro_table_io.hpp>
#include <adaptoid/tables/table_map.hpp>

#include <cstdint>
#include <cstring>
#include <functional>
#include <string>
#include <string_view>

namespace adaptoid::testing {

inline std::string resealed(std::string table, const std::function<void(std::string&)>& edit) {
  uint32_t version = 0;
  std::memcpy(&version, table.data() + 8, 4);
  if (version >= 3) {
    uint64_t body_end = 0;
    std::memcpy(&body_end, table.data() + table.size() - 16, 8);
    std::string body = table.substr(0, body_end);
    edit(body);
    BlockSummer sums;
    sums.add(body);
    return body + format_block_index(sums.finish(), body_end);
  }
  edit(table);
  const uint64_t sum = fnv1a(std::string_view(table).substr(0, table.size() - 8));
  std::memcpy(table.data() + table.size() - 8, &sum, 8);
  return table;
}

}  // namespace adaptoid::testing
