// The writer of a dense table (see dense_table_writer.hpp).
#include <adaptoid/solving/writers/dense_table_writer.hpp>

#include <algorithm>
#include <utility>

namespace adaptoid {

TableWriter DenseTableWriter::head_of(const Variant& v, const DenseTableHead& head) {
  TableWriter w = begin_table(kAdaptoidDenseScheme, v);
  write_dense_head(w, head);
  return w;
}

DenseTableWriter::DenseTableWriter(const Variant& v, const std::string& path, const DenseTableHead& head)
    : out_(head_of(v, head), path) {}

void DenseTableWriter::bytes(const uint8_t* data, uint64_t n) {
  // A block at a time: the stream's buffer would take a copy of a whole piece.
  constexpr uint64_t kBlock = uint64_t{1} << 20;
  for (uint64_t at = 0; at < n; at += kBlock)
    out_.bytes({reinterpret_cast<const char*>(data + at), static_cast<size_t>(std::min(kBlock, n - at))});
}

}  // namespace adaptoid
