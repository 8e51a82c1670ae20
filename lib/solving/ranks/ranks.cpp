// The world of one process and the reading of exchanged bytes (see ranks.hpp).
#include <adaptoid/solving/ranks/ranks.hpp>
#include <adaptoid/util/copy_bytes.hpp>

#include <cstdlib>
#include <stdexcept>

namespace adaptoid {

[[noreturn]] void OneRank::abort(int status) {
  std::exit(status);
}

void RankReader::take(void* into, size_t size) {
  if (size > bytes_.size() - at_) throw std::logic_error("ranks: a message between ranks is short");
  copy_bytes(into, bytes_.data() + at_, size);
  at_ += size;
}

}  // namespace adaptoid
