// The fast generator's quiet parents (FastAdaptoidGame::quiet_parents) against its children, on
// every position reachable from the start of small variants (up to a cap): a position P is a quiet
// parent of C exactly when a turn of P leads to C and keeps every loss and all the material.
#include <gtest/gtest.h>
#include <adaptoid/core/adaptoid_game.hpp>
#include <adaptoid/fast/fast_adaptoid_game.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <bit>
#include <cstdio>
#include <deque>
#include <string>
#include <unordered_set>
#include <vector>

#include "rules_test_util.hpp"

namespace adaptoid {
namespace {

using State = FastAdaptoidState;

// A position as the solvers see it: the turn number left out.
std::string key(const State& s, int cells) {
  std::string k(reinterpret_cast<const char*>(s.cells.data()), static_cast<size_t>(cells));
  k.push_back(static_cast<char>(s.side));
  k.append(reinterpret_cast<const char*>(s.lost.data()), s.lost.size());
  return k;
}

// A turn that keeps every loss and all the material on the board.
bool quiet(const State& from, const State& to, int players) {
  for (int c = 0; c < players; ++c)
    if (from.lost[c] != to.lost[c] || std::popcount(from.occupied[c]) != std::popcount(to.occupied[c]) ||
        from.legs[c] != to.legs[c] || from.pincers[c] != to.pincers[c])
      return false;
  return true;
}

struct Walk {
  uint64_t positions = 0, quiet_turns = 0, parents_found = 0;
  State with_parents;  // a position with quiet parents, when one was found
  bool found = false;
};

// Every reachable position (up to `cap`) checked both ways.
Walk check_every_position(const VariantPtr& v, size_t cap) {
  const FastAdaptoidGame game(v);
  const int cells = v->board.size();
  std::unordered_set<std::string> seen;
  std::deque<State> queue;
  for (const Position& p : AdaptoidGame(v).first_positions()) {
    State s = game.from_position(p);
    s.turn_number = 1;
    if (seen.insert(key(s, cells)).second) queue.push_back(s);
  }
  const bool failed_before = ::testing::Test::HasFailure();
  Walk w;
  std::vector<State> kids, parents, back;
  while (!queue.empty()) {
    const State p = queue.front();
    queue.pop_front();
    ++w.positions;
    game.children(p, kids);
    for (State& c : kids) {
      c.turn_number = 1;
      if (seen.size() < cap && seen.insert(key(c, cells)).second) queue.push_back(c);
      if (c.result != kOngoing || !quiet(p, c, v->players)) continue;
      ++w.quiet_turns;
      game.quiet_parents(c, parents);
      size_t found = 0;
      for (const State& q : parents) found += key(q, cells) == key(p, cells);
      EXPECT_EQ(found, 1u) << format_position(*v, game.to_position(p)) << " -> "
                           << format_position(*v, game.to_position(c));
    }
    // Each quiet parent of p leads to p by a quiet turn.
    game.quiet_parents(p, parents);
    EXPECT_EQ(game.reached_quietly(p), !parents.empty());
    if (!parents.empty() && !w.found) w.with_parents = p, w.found = true;
    for (State q : parents) {
      ++w.parents_found;
      game.children(q, back);
      size_t leads = 0;
      for (State& c : back) leads += key(c, cells) == key(p, cells) && quiet(q, c, v->players);
      EXPECT_EQ(leads, 1u) << format_position(*v, game.to_position(q)) << " -> "
                           << format_position(*v, game.to_position(p));
    }
    if (!failed_before && ::testing::Test::HasFailure()) break;  // one wrong position says it
  }
  return w;
}

TEST(QuietParents, AreExactlyThePositionsAQuietTurnLeadsFrom) {
  // Beside the built-ins, a board with a hole (paths go around it) and a stack (food 2: who
  // starves), attacks without pincers, the win checked after the move.
  const VariantPtr odd = rules_test::custom(R"(base = "adaptoid"
capture_goal = 1
attacker_needs_pincer = false
win_check = "immediate"
[board]
side = 3
holes = ["c3"]
stacks = ["b3"]
[start]
white = ["c2"]
black = ["d4"]
[supply]
adaptoids = 1
legs = 2
pincers = 1
)",
                                            "odd-19");
  for (const VariantPtr& v :
       {rules_test::builtin("adaptoid-7"), rules_test::builtin("adaptoid-online-7"),
        rules_test::builtin("adapt3-19-1"), rules_test::builtin("adaptoid-19-1"), odd}) {
    const std::string& name = v->name;
    SCOPED_TRACE(name);
    const Walk w = check_every_position(v, 200000);
    EXPECT_GT(w.quiet_turns, 1000u) << "too few quiet turns to show anything";
    std::printf("%s: %llu positions, %llu quiet turns, %llu quiet parents\n", name.c_str(),
                static_cast<unsigned long long>(w.positions), static_cast<unsigned long long>(w.quiet_turns),
                static_cast<unsigned long long>(w.parents_found));
  }
}

// On reachable positions the side to move is always fed (the last turn starved its unfed
// adaptoids), so the walk above never sees A13 at work: here an adaptoid of the side to move has
// more limbs than any cell can feed, and no quiet turn can have left it.
TEST(QuietParents, NoneWhenTheSideToMoveHasAnUnfedAdaptoid) {
  const VariantPtr v = rules_test::builtin("adaptoid-19-1");
  const Walk w = check_every_position(v, 1000);
  ASSERT_TRUE(w.found);
  const FastAdaptoidGame game(v);
  std::vector<State> parents;
  game.quiet_parents(w.with_parents, parents);
  ASSERT_FALSE(parents.empty());
  State hungry = w.with_parents;
  const Colour side = hungry.side;
  const int cell = std::countr_zero(hungry.occupied[side]);
  hungry.legs[side] = static_cast<uint8_t>(hungry.legs[side] + 7 - adaptoid_piece::legs(hungry.cells[cell]));
  hungry.cells[cell] = adaptoid_piece::make(side, 7, adaptoid_piece::pincers(hungry.cells[cell]));
  game.quiet_parents(hungry, parents);
  EXPECT_TRUE(parents.empty());
  EXPECT_FALSE(game.reached_quietly(hungry));
}

}  // namespace
}  // namespace adaptoid
