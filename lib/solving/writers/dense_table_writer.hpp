#pragma once
// The writer of a dense table (dense_table.hpp, scheme adaptoid-dense-v1): its head, then a byte
// for every number of the dense index in order, streamed to a temporary file that finish()
// renames into place. The solver says which byte each number holds; the format is this file's.
#include <adaptoid/core/variant.hpp>
#include <adaptoid/tables/dense_table.hpp>
#include <adaptoid/tables/retro_table_io.hpp>
#include <adaptoid/util/result.hpp>

#include <cstdint>
#include <string>

namespace adaptoid {

class DenseTableWriter {
 public:
  DenseTableWriter(const Variant& v, const std::string& path, const DenseTableHead& head);

  // The next `n` numbers' bytes, in the index's order.
  void bytes(const uint8_t* data, uint64_t n);
  // The block index and the rename: the table is there only when this succeeds.
  Result<void> finish() { return out_.finish(); }

 private:
  static TableWriter head_of(const Variant& v, const DenseTableHead& head);
  TableStream out_;
};

}  // namespace adaptoid
