// The world of one process and the reading of exchanged bytes (see ranks.hpp).
#include <adaptoid/ranks/ranks.hpp>

#include <cstdlib>
#include <cstring>
#include <stdexcept>

namespace adaptoid {

[[noreturn]] void OneRank::abort(int status) {
  std::exit(status);
}

void RankReader::take(void* into, size_t size) {
  if (size > bytes_.size() - at_) throw std::logic_error("ranks: a message between ranks is short");
  if (size) std::memcpy(into, bytes_.data() + at_, size);  // an empty vector's data() may be null
  at_ += size;
}

}  // namespace adaptoid
