// The world of one process and the reading of exchanged bytes (see ranks.hpp).
#include <adaptoid/ranks/ranks.hpp>
#include <adaptoid/util/copy_bytes.hpp>

#include <cstdlib>
#include <stdexcept>

namespace adaptoid {

namespace {

// One process takes every item in turn.
class CountingDeal final : public Deal {
 public:
  explicit CountingDeal(uint64_t count) : count_(count) {}
  std::optional<uint64_t> next() override {
    if (next_ == count_) return std::nullopt;
    return next_++;
  }

 private:
  uint64_t count_, next_ = 0;
};

}  // namespace

std::unique_ptr<Deal> OneRank::deal(uint64_t count) {
  return std::make_unique<CountingDeal>(count);
}

[[noreturn]] void OneRank::abort(int status) {
  std::exit(status);
}

void RankReader::take(void* into, size_t size) {
  if (size > bytes_.size() - at_) throw std::logic_error("ranks: a message between ranks is short");
  copy_bytes(into, bytes_.data() + at_, size);
  at_ += size;
}

}  // namespace adaptoid
