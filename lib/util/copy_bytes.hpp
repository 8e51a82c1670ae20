#pragma once
// memcpy that copies nothing when there is nothing to copy: memcpy's pointers must not be null even
// for 0 bytes, and an empty vector's data() may be null (UBSan stopped on it twice: a table with an
// empty section, the first exchange of ranks that know no seed yet).
#include <cstddef>
#include <cstring>

namespace adaptoid {

inline void copy_bytes(void* to, const void* from, std::size_t bytes) {
  if (bytes) std::memcpy(to, from, bytes);
}

}  // namespace adaptoid
