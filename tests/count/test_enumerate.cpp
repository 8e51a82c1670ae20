// Distinct-position counting against a naive count on the plain generator (sets of position texts,
// symmetric images made cell by cell), and the pinned counts of specs/enumeration.md that run in a
// second.
#include <gtest/gtest.h>
#include <adaptoid/count/enumerate.hpp>
#include <adaptoid/util/random.hpp>
#include <adaptoid/variants/variant_loader.hpp>
#include "result_value.hpp"

#include <numeric>
#include <set>

namespace adaptoid {
namespace {

VariantPtr load_checked(const std::string& name) {
  auto v = load_variant(name);
  EXPECT_TRUE(v.ok()) << (v.ok() ? "" : v.error());
  return v.value();
}

VariantPtr small(const std::string& name) {
  return load_checked(std::string(ADAPTOID_SOURCE_DIR) + "/specs/variants/small/" + name + ".toml");
}

// The position's text without the turn number, which is not part of a position's identity.
std::string identity(const Variant& v, const Position& p) {
  const std::string text = format_position(v, p);
  return text.substr(0, text.rfind(' '));
}

Position image(const Variant& v, const Position& p, const GroupElement& g) {
  Position q;
  for (int i = 0; i < v.board.size(); ++i) {
    Piece x = p.at(i);
    if (x != kEmpty)
      x = v.is_adaptoid() ? adaptoid_piece::make(g.colour[adaptoid_piece::colour(x)], adaptoid_piece::legs(x),
                                                 adaptoid_piece::pincers(x))
                          : stone::make(g.colour[stone::colour(x)]);
    q.put(g.cell[i], x);
  }
  for (Colour c = 0; c < v.players; ++c) q.set_lost(g.colour[c], p.lost(c));
  q.set_side(g.colour[p.side()]);
  q.set_swap_pending(p.swap_pending());
  q.set_result(p.result() < kMaxPlayers ? static_cast<uint8_t>(g.colour[p.result()]) : p.result());
  return q;
}

template <Game G>
std::vector<EnumerationLayer> naive_layers(const G& game, const Position& start, int depth) {
  const Variant& v = game.variant();
  const auto group = symmetry_group(v, start);
  std::vector<EnumerationLayer> out;
  std::vector<Position> layer{start};
  for (int d = 1; d <= depth; ++d) {
    std::map<std::string, Position> next;
    for (const Position& p : layer)
      for (const Turn& t : legal_turns(game, p)) {
        const Position q = game.apply(p, t);
        next.emplace(identity(v, q), q);
      }
    EnumerationLayer l;
    l.depth = d;
    std::set<std::string> canon, canon_ended;
    layer.clear();
    for (const auto& [text, p] : next) {
      std::string least = text;
      for (const GroupElement& g : group)
        if (g.keeps_colours() || !p.swap_pending()) least = std::min(least, identity(v, image(v, p, g)));
      canon.insert(least);
      if (game.status(p).over) {
        ++l.ended;
        canon_ended.insert(least);
      }
      layer.push_back(p);
    }
    l.positions = next.size();
    l.positions_up_to_symmetry = canon.size();
    l.ended_up_to_symmetry = canon_ended.size();
    out.push_back(l);
  }
  return out;
}

void expect_same_layers(const VariantPtr& v, int depth) {
  SCOPED_TRACE(v->name);
  std::visit(
      [&](const auto& game) {
        const Position start = game.start(v->seed);
        const auto naive = naive_layers(game, start, depth);
        const auto report = testing::value_of(enumerate_layers(v, start, depth));
        ASSERT_EQ(report.layers.size(), naive.size());
        for (size_t i = 0; i < naive.size(); ++i) {
          SCOPED_TRACE("depth " + std::to_string(i + 1));
          EXPECT_EQ(report.layers[i].positions, naive[i].positions);
          EXPECT_EQ(report.layers[i].positions_up_to_symmetry, naive[i].positions_up_to_symmetry);
          EXPECT_EQ(report.layers[i].ended, naive[i].ended);
          EXPECT_EQ(report.layers[i].ended_up_to_symmetry, naive[i].ended_up_to_symmetry);
        }
      },
      make_game(v));
}

TEST(Enumerate, LayersMatchANaiveCountWithFingerprints) {
  expect_same_layers(load_checked("adaptoid"), 4);  // 235 bits a position: fingerprints, depth first
  expect_same_layers(load_checked("adapt3"), 3);
}

TEST(Enumerate, LayersMatchANaiveCountWithExactCodes) {
  expect_same_layers(load_checked("quantum-leap-19"), 4);
  expect_same_layers(small("adaptoid-19"), 5);
  expect_same_layers(small("adaptoid-7"), 6);
  expect_same_layers(small("quantum-leap-7"), 4);
}

TEST(Enumerate, StateSpacesOfTheSmallestVariants) {
  // Pinned in specs/enumeration.md.
  const auto seven = testing::value_of(
      enumerate_all(small("adaptoid-7"), AdaptoidGame(small("adaptoid-7")).start(0), 10'000'000));
  EXPECT_EQ(seven.state_space, 512055u);
  EXPECT_EQ(seven.state_space_up_to_symmetry, 147636u);
  EXPECT_EQ(seven.state_space_ended, 79719u);
  const VariantPtr ql = small("quantum-leap-7");
  const auto leap = testing::value_of(enumerate_all(ql, QuantumLeapGame(ql).start(ql->seed), 1'000'000));
  EXPECT_EQ(leap.state_space, 80u);
  EXPECT_EQ(leap.state_space_up_to_symmetry, 43u);
}

// The depth-first walk (fingerprints) is cut 3 plies deep for depth 5 (perft 3: 976 tasks); each task's
// walk inserts the codes of depths 3 to 5 below it, so the tasks' costs add up to those layers'.
TEST(Enumerate, TheWalksTasksAreCostedByTheirInserts) {
  const VariantPtr v = load_checked("adaptoid");
  const auto r = testing::value_of(enumerate_layers(v, AdaptoidGame(v).start(0), 5, {}, 2));
  ASSERT_FALSE(r.exact);
  EXPECT_EQ(r.task_costs.size(), 976u);
  EXPECT_EQ(std::reduce(r.task_costs.begin(), r.task_costs.end()),
            r.layers[2].inserted + r.layers[3].inserted + r.layers[4].inserted);
}

TEST(Enumerate, ThreadsChangeNoCount) {
  const VariantPtr v = small("adaptoid-19");
  const Position start = AdaptoidGame(v).start(0);
  const auto one = testing::value_of(enumerate_layers(v, start, 6, {}, 1));
  for (int threads : {2, 3}) {
    const auto many = testing::value_of(enumerate_layers(v, start, 6, {}, threads));
    ASSERT_EQ(many.layers.size(), one.layers.size());
    for (size_t d = 0; d < one.layers.size(); ++d) {
      EXPECT_EQ(many.layers[d].positions, one.layers[d].positions) << "depth " << d + 1;
      EXPECT_EQ(many.layers[d].positions_up_to_symmetry, one.layers[d].positions_up_to_symmetry);
      EXPECT_EQ(many.layers[d].ended, one.layers[d].ended);
      EXPECT_EQ(many.layers[d].ended_up_to_symmetry, one.layers[d].ended_up_to_symmetry);
      EXPECT_EQ(many.layers[d].inserted, one.layers[d].inserted);
    }
  }
  const VariantPtr seven = small("adaptoid-7");
  const auto all = testing::value_of(enumerate_all(seven, AdaptoidGame(seven).start(0), 10'000'000, {}, 2));
  EXPECT_EQ(all.state_space, 512055u);
  EXPECT_EQ(all.state_space_up_to_symmetry, 147636u);
  EXPECT_EQ(all.state_space_ended, 79719u);
}

TEST(Enumerate, ThreadsChangeNoCountOfTheDepthFirstFingerprintWalk) {
  const VariantPtr v = load_checked("adaptoid");  // fingerprints: the walk cut into tasks below the root
  const Position start = AdaptoidGame(v).start(0);
  const auto one = testing::value_of(enumerate_layers(v, start, 5, {}, 1));
  ASSERT_FALSE(one.exact);
  const auto two = testing::value_of(enumerate_layers(v, start, 5, {}, 2));
  ASSERT_EQ(two.layers.size(), 5u);
  for (size_t d = 0; d < one.layers.size(); ++d) {
    EXPECT_EQ(two.layers[d].positions, one.layers[d].positions) << "depth " << d + 1;
    EXPECT_EQ(two.layers[d].positions_up_to_symmetry, one.layers[d].positions_up_to_symmetry);
    EXPECT_EQ(two.layers[d].ended, one.layers[d].ended);
    EXPECT_EQ(two.layers[d].inserted, one.layers[d].inserted);
  }
  EXPECT_EQ(one.layers[4].positions, 129455u);  // pinned by the earlier byte-wise fingerprints
  EXPECT_EQ(one.layers[4].positions_up_to_symmetry, 65613u);
}

TEST(Enumerate, AllNeedsExactCodes) {
  const VariantPtr v = load_checked("adaptoid");
  const Result<EnumerationReport> all = enumerate_all(v, AdaptoidGame(v).start(0), 1000);
  ASSERT_FALSE(all.ok());
  EXPECT_NE(all.error().find("more than the 128 of an exact code"), std::string::npos) << all.error();
}

}  // namespace
}  // namespace adaptoid
