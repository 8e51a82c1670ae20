// The dense index (solve/dense_index.hpp, limb_split.hpp): numbers and positions are a bijection,
// the positions are the plain engine's, the slices are ordered by tier, and the canonical number
// is one a class of the tables' symmetry.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>
#include <adaptoid/denseindex/dense_index.hpp>
#include <adaptoid/tables/folded_classes.hpp>
#include <adaptoid/util/random.hpp>
#include <adaptoid/variants/variant_loader.hpp>
#include "rules_test_util.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

namespace adaptoid {
namespace {

using rules_test::builtin;

struct Indexed {
  VariantPtr variant;
  EnumerationCodec codec;
  DenseIndex index;
  explicit Indexed(const std::string& name)
      : variant(builtin(name)), codec(folded_codec(variant)), index(*variant, codec.group()) {}
};

const Indexed& indexed(const std::string& name) {
  static std::map<std::string, std::unique_ptr<Indexed>> made;
  auto& at = made[name];
  if (!at) at = std::make_unique<Indexed>(name);
  return *at;
}

TEST(LimbSplits, RanksEverySplitOnceInOrder) {
  const LimbSplits s(3, 3, 2, 6);
  for (int k = 0; k <= 3; ++k)
    for (int l = 0; l <= 3; ++l)
      for (int p = 0; p <= 2; ++p) {
        // Every sequence of k pairs with these totals, in the pairs' order, is the next rank.
        uint64_t next = 0;
        std::vector<uint8_t> pairs(k, 0);
        for (;;) {
          int legs = 0, pincers = 0;
          for (uint8_t q : pairs) legs += s.legs_of(q), pincers += s.pincers_of(q);
          if (legs == l && pincers == p) {
            ASSERT_EQ(s.rank(pairs.data(), k, l, p), next);
            std::vector<uint8_t> back(k);
            s.unrank(next, k, l, p, back.data());
            ASSERT_EQ(back, pairs);
            ++next;
          }
          int i = k - 1;
          while (i >= 0 && pairs[i] + 1 == s.pairs()) pairs[i--] = 0;
          if (i < 0) break;
          ++pairs[i];
        }
        EXPECT_EQ(s.ways(k, l, p), next) << k << " " << l << " " << p;
      }
}

TEST(DenseIndex, TiersAreAscendingRangesThatCoverTheIndex) {
  for (const char* name : {"adaptoid-7", "adaptoid-19", "adapt3-7"}) {
    const DenseIndex& d = indexed(name).index;
    uint64_t at = 0;
    for (size_t t = 0; t < d.tiers().size(); ++t) {
      EXPECT_EQ(d.tiers()[t].begin, at) << name;
      EXPECT_LT(d.tiers()[t].begin, d.tiers()[t].end) << name;
      if (t) {
        EXPECT_LT(d.tiers()[t - 1].key, d.tiers()[t].key) << name;
      }
      at = d.tiers()[t].end;
    }
    EXPECT_EQ(at, d.size()) << name;
  }
  // Counted on paper (scripts/solve_projection.py: every loss below the goal a colour, up to 2
  // adaptoids, legs and pincers each on the board, the legs and pincers split over the adaptoids,
  // in the slices whose counts a game reaches; White to move, since the colour swap folds Black's
  // moves onto White's; Adapt3's colours turn round with the board, so its sides fold onto
  // White's too). Every slice: 1,380,964 and 128,255,476.
  EXPECT_TRUE(indexed("adaptoid-19").index.side_folded());
  EXPECT_TRUE(indexed("adapt3-7").index.side_folded());
  EXPECT_EQ(indexed("adaptoid-7").index.size(), 813'009u);
  EXPECT_EQ(indexed("adaptoid-19").index.size(), 77'565'069u);
}

RC_GTEST_PROP(DenseIndex, NumbersAndPositionsAreABijection, ()) {
  const std::string name = *rc::gen::element<std::string>("adaptoid-7", "adaptoid-19", "adapt3-7");
  const Indexed& x = indexed(name);
  const uint64_t n = *rc::gen::inRange<uint64_t>(0, x.index.size());
  const FastAdaptoidState s = x.index.state(n);
  RC_ASSERT(x.index.index(s) == n);
  // The position is one the codec (and so the plain engine's position) reads back the same.
  RC_ASSERT(x.codec.decode_adaptoid(x.codec.encode(s)) == s);
  // The tier whose range holds n (the tiers are in order and cover the numbers).
  const auto& tiers = x.index.tiers();
  const auto tier = std::find_if(tiers.begin(), tiers.end(), [&](const DenseTier& t) { return n < t.end; });
  RC_ASSERT(tier->key == tier_of(s, x.variant->players));
}

RC_GTEST_PROP(DenseIndex, TheCanonicalNumberIsOneAClass, ()) {
  const std::string name = *rc::gen::element<std::string>("adaptoid-7", "adaptoid-19", "adaptoid-online-7",
                                                          "adapt3-7", "adapt3-19-1");
  const Indexed& x = indexed(name);
  const FastAdaptoidState s = x.index.state(*rc::gen::inRange<uint64_t>(0, x.index.size()));
  const uint64_t c = x.index.canonical(s);
  RC_ASSERT(c <= x.index.index(s));
  // The least of its numbers (canonical() ranks only the images whose cells tie with the least).
  std::array<uint64_t, DenseIndex::kMostImages> numbers{};
  const size_t k = x.index.numbers_of(s, numbers);
  RC_ASSERT(c == *std::min_element(numbers.begin(), numbers.begin() + static_cast<std::ptrdiff_t>(k)));
  // The tables' representative of the class has the same canonical number, and so does the
  // dense representative, whose own number is the canonical one.
  const FastAdaptoidState rep = x.codec.decode_adaptoid(x.codec.canonical(s));
  RC_ASSERT(x.index.canonical(rep) == c);
  const FastAdaptoidState least = x.index.state(c);
  RC_ASSERT(x.codec.canonical(least) == x.codec.canonical(s));
  RC_ASSERT(x.index.index(least) == c);
}

// Positions of random games of the plain rules (through the fast engine, which the tests hold to
// the plain one): each is indexed, and its number gives it back.
// The sizes pinned in specs/dense_index.tsv (the projections of specs/results.md count them again
// on paper, scripts/solve_projection.py): numbers, the largest tier's, the tiers; of built-ins and
// of the boards solved from specs/variants/solved/. The 37-cell and the 3-of-each boards are built
// here too: making the index takes its slices, not its numbers.
TEST(DenseIndex, SizesArePinnedInSpecs) {
  std::ifstream in(std::filesystem::path(ADAPTOID_SOURCE_DIR) / "specs" / "dense_index.tsv");
  int rows = 0;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::stringstream s(line);
    std::string name;
    uint64_t numbers = 0, largest = 0, tiers = 0;
    s >> name >> numbers >> largest >> tiers;
    ASSERT_TRUE(s) << line;
    const std::filesystem::path solved =
        std::filesystem::path(ADAPTOID_SOURCE_DIR) / "specs" / "variants" / "solved" / (name + ".toml");
    const VariantPtr v =
        std::filesystem::exists(solved) ? load_variant(solved.string()).value() : builtin(name);
    const DenseIndex index(*v, folded_codec(v).group());
    uint64_t most = 0;
    for (const DenseTier& t : index.tiers()) most = std::max(most, t.end - t.begin);
    EXPECT_EQ(index.size(), numbers) << name;
    EXPECT_EQ(most, largest) << name;
    EXPECT_EQ(index.tiers().size(), tiers) << name;
    ++rows;
  }
  EXPECT_GE(rows, 7);
}

TEST(DenseIndex, PositionsOfRandomGamesAreIndexedAndGivenBack) {
  for (const char* name : {"adaptoid-7", "adaptoid-19", "adaptoid-online-7", "adapt3-19-1"}) {
    const Indexed& x = indexed(name);
    const FastAdaptoidGame game(x.variant);
    SplitMix64 rng(7);
    int checked = 0;
    const std::vector<Position> roots = AdaptoidGame(x.variant).first_positions();
    for (size_t g = 0; g < 100; ++g) {
      FastAdaptoidState s = game.from_position(roots[g % roots.size()]);
      std::vector<FastAdaptoidState> kids;
      for (int ply = 0; ply < 60 && !game.status(s).over; ++ply) {
        const uint64_t n = x.index.index(s);
        ASSERT_NE(n, DenseIndex::kNone) << name;
        FastAdaptoidState back = x.index.state(n);
        back.turn_number = s.turn_number;
        if (x.index.side_folded() && s.side != 0) {  // numbered as its image with White to move
          ASSERT_EQ(back.side, 0) << name << " ply " << ply;
          ASSERT_EQ(x.codec.canonical(back), x.codec.canonical(s)) << name << " ply " << ply;
        } else {
          ASSERT_EQ(back, s) << name << " ply " << ply;
        }
        ++checked;
        kids.clear();
        game.children(s, kids);
        s = kids[rng.below(kids.size())];
      }
      const int goal = x.variant->players == 2 ? x.variant->capture_goal : x.variant->elimination_goal;
      if (std::any_of(s.lost.begin(), s.lost.begin() + x.variant->players,
                      [&](int l) { return l >= goal; })) {
        EXPECT_EQ(x.index.index(s), DenseIndex::kNone) << name;
      }
    }
    EXPECT_GT(checked, 500) << name;
  }
}

}  // namespace
}  // namespace adaptoid
