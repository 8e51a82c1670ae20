#pragma once
// What a table's verifier found: entries re-derived from their successors, and the first wrong.
#include <cstdint>
#include <string>

namespace adaptoid {

struct TableCheck {
  uint64_t checked = 0;
  uint64_t wrong = 0;
  std::string first_wrong;  // a position in the notation
};

}  // namespace adaptoid
