#pragma once
// What both fast generators hold alike: the variant they play, its board's masks, who moves after
// whom and who closes a round, and which variants they take (their family, on at most 64 cells).
#include <adaptoid/core/variant.hpp>
#include <adaptoid/fast/bitboard.hpp>

#include <array>
#include <cassert>
#include <utility>

namespace adaptoid {

template <Family kGameFamily, int kMaxColours>
class FastGameBase {
 public:
  static constexpr Family kFamily = kGameFamily;  // the rules it reads
  static bool supports(const Variant& v) { return v.family == kFamily && BoardMasks::fits(v.board); }
  const Variant& variant() const { return *variant_; }
  const VariantPtr& variant_ptr() const { return variant_; }

 protected:
  explicit FastGameBase(VariantPtr variant) : variant_(std::move(variant)), masks_(variant_->board) {
    assert(supports(*variant_));
    for (Colour c = 0; c < variant_->players; ++c) {
      next_[c] = variant_->next(c);
      last_in_round_[c] = variant_->order_index(c) == variant_->players - 1;
    }
  }

  VariantPtr variant_;
  BoardMasks masks_;
  std::array<Colour, kMaxColours> next_{};
  std::array<bool, kMaxColours> last_in_round_{};
};

}  // namespace adaptoid
