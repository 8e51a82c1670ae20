// The symmetry group a variant folds by, and exact codes against the positions they encode.
#include <gtest/gtest.h>
#include <adaptoid/codes/enumeration_codec.hpp>
#include <adaptoid/core/game.hpp>
#include <adaptoid/util/random.hpp>
#include <adaptoid/variants/variant_loader.hpp>
#include "result_value.hpp"

#include <algorithm>

namespace adaptoid {
namespace {

using testing::value_of;

TEST(Codes, GroupOfAdaptoidIsTheLineThroughTheStartsAndTheColourSwaps) {
  const VariantPtr v = value_of(load_variant("adaptoid"));
  const auto group = symmetry_group(*v, AdaptoidGame(v).start(0));
  ASSERT_EQ(group.size(), 4u);
  EXPECT_TRUE(group[0].keeps_colours());
  EXPECT_EQ(
      std::count_if(group.begin(), group.end(), [](const GroupElement& g) { return g.keeps_colours(); }), 2);
  // A turn cap (A17) reads the turn number, which a colour swap does not keep.
  auto capped = load_variant_text("base = \"adaptoid\"\nmax_turns = 10\n", "capped", "test");
  ASSERT_TRUE(capped.ok());
  EXPECT_EQ(symmetry_group(*capped.value(), AdaptoidGame(capped.value()).start(0)).size(), 2u);
  // Adapt3's starts are 120-degree rotations of each other, and the rotation keeps the hunting.
  const VariantPtr three = value_of(load_variant("adapt3"));
  EXPECT_EQ(symmetry_group(*three, AdaptoidGame(three).start(0)).size(), 3u);
}

TEST(Codes, ExactCodesDecodeToThePositionTheyEncode) {
  const VariantPtr v =
      value_of(load_variant(std::string(ADAPTOID_SOURCE_DIR) + "/specs/variants/small/adaptoid-19.toml"));
  const AdaptoidGame plain(v);
  const FastAdaptoidGame fast(v);
  const EnumerationCodec codec(*v, symmetry_group(*v, plain.start(0)));
  ASSERT_TRUE(codec.exact());
  SplitMix64 rng(3);
  Position p = plain.start(0);
  for (int ply = 0; ply < 200 && !plain.status(p).over; ++ply) {
    const auto s = fast.from_position(p);
    auto back = fast.to_position(codec.decode_adaptoid(codec.encode(s)));
    back.set_turn_number(p.turn_number());
    EXPECT_EQ(back, p) << format_position(*v, p);
    const auto turns = legal_turns(plain, p);
    p = plain.apply(p, turns[rng.below(turns.size())]);
  }
}

}  // namespace
}  // namespace adaptoid
