// The dense index numbers only the slices whose losses and material a game reaches
// (denseindex/material_reach.hpp): every position reached from the start must be numbered, on
// boards and options that test each of its bounds (the forced grow, a full colour, a colour walled
// in, the immediate win check, attacks without pincers or suicides, three players, the placement
// opening, holes and stacks, starts of unequal size).
#include <gtest/gtest.h>
#include <adaptoid/core/adaptoid_game.hpp>
#include <adaptoid/core/game.hpp>
#include <adaptoid/core/notation.hpp>
#include <adaptoid/denseindex/dense_index.hpp>
#include <adaptoid/tables/folded_classes.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <string>
#include <vector>

namespace adaptoid {
namespace {

// Walks every class a game reaches (by canonical number) and fails on a position outside the
// index; the classes walked.
uint64_t walk_every_class(const VariantPtr& v) {
  const FastAdaptoidGame game(v);
  const DenseIndex index(*v, folded_group(v));
  std::vector<uint64_t> seen((index.size() + 63) / 64, 0);
  std::vector<FastAdaptoidState> todo, kids;
  for (const Position& p : AdaptoidGame(v).first_positions()) todo.push_back(game.from_position(p));
  uint64_t classes = 0;
  while (!todo.empty()) {
    const FastAdaptoidState s = todo.back();
    todo.pop_back();
    if (index.outside(s)) {
      ADD_FAILURE() << v->name
                    << ": a position outside the index: " << format_position(*v, game.to_position(s));
      return classes;
    }
    const uint64_t c = index.canonical(s);
    if (c == DenseIndex::kNone || (seen[c >> 6] >> (c & 63) & 1)) continue;  // past the goal, or seen
    seen[c >> 6] |= uint64_t{1} << (c & 63);
    ++classes;
    if (game.status(s).over) continue;
    game.children(s, kids);
    todo.insert(todo.end(), kids.begin(), kids.end());
  }
  return classes;
}

VariantPtr variant(const std::string& name, const std::string& toml) {
  auto v = load_variant_text(toml, name, "test");
  if (!v.ok()) ADD_FAILURE() << name << ": " << v.error();
  return v.ok() ? v.value() : nullptr;
}

TEST(DenseIndexReach, EveryPositionAGameReachesIsNumbered) {
  // name, variant: each a bound of the counts' game at work.
  const std::vector<std::pair<std::string, std::string>> variants = {
      // The forced grow, two players (the built-in).
      {"forced-grow", "base = \"adaptoid-7\"\n"},
      // Full adaptoids with limbs left in the supply (A9): a turn without a grow.
      {"one-limb", "base = \"adaptoid-7\"\nmax_extremities = 1\ncapture_goal = 3\n"},
      // No limbs at all: nobody moves, and a colour is walled in by the other's adaptoids.
      {"walled", "base = \"adaptoid-7\"\nmax_extremities = 0\n[supply]\nadaptoids = 4\n"},
      // A14 immediate, A6 and A7 turned round.
      {"options",
       "base = \"adaptoid-7\"\nwin_check = \"immediate\"\nattacker_needs_pincer = false\n"
       "suicide_attacks = false\n"},
      // Holes, a stack, and starts of one and two adaptoids (no colour swap).
      {"holes",
       "base = \"adaptoid-7\"\n[board]\nholes = [\"a2\"]\nstacks = [\"c2\"]\n"
       "[start]\nwhite = [\"b1\", \"a1\"]\nblack = [\"b3\"]\n[supply]\nadaptoids = 3\nlegs = 1\npincers = "
       "2\n"},
      // The placement opening (A21).
      {"placement", "base = \"adaptoid-online-7\"\n"},
      // Three players: prey-only attacks, two losses to end.
      {"three",
       "base = \"adapt3-7\"\nattack = \"prey-only\"\nelimination_goal = 2\n[supply]\nadaptoids = 2\n"
       "legs = 1\npincers = 1\n"},
  };
  for (const auto& [name, toml] : variants) {
    const VariantPtr v = variant(name, toml);
    if (!v) continue;
    EXPECT_GT(walk_every_class(v), 20u) << name;
  }
}

// A position no game reaches, asked of the index: outside, no number (index() throws, canonical()
// says so), and a dense table's probe would say it is not in the table.
TEST(DenseIndexReach, APositionOfCountsNoGameReachesIsOutside) {
  const VariantPtr v = load_variant("adaptoid-19").value();
  const FastAdaptoidGame game(v);
  const DenseIndex index(*v, folded_group(v));
  // Nobody has lost, yet White has grown four times and Black not once: the grow is forced, so
  // Black would have grown too.
  const Position p = parse_position(v, "adaptoid-19 .../..../.W22.B00./..../... w 0/0 1").value();
  const FastAdaptoidState s = game.from_position(p);
  EXPECT_TRUE(index.outside(s));
  EXPECT_EQ(index.canonical(s), DenseIndex::kOutside);
  EXPECT_THROW(index.index(s), std::logic_error);
  // Its material with Black's grown too is numbered.
  const FastAdaptoidState t =
      game.from_position(parse_position(v, "adaptoid-19 .../..../.W22.B22./..../... w 0/0 1").value());
  EXPECT_FALSE(index.outside(t));
  EXPECT_LT(index.index(t), index.size());
}

}  // namespace
}  // namespace adaptoid
