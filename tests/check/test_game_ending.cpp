// How one played game ended (check/game_ending.hpp): by the rules, a run of passes, a position
// repeated, or the turn cap, each on a game made to show it.
#include <adaptoid/check/game_ending.hpp>
#include <adaptoid/core/game.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <gtest/gtest.h>

#include <algorithm>

namespace adaptoid {
namespace {

VariantPtr variant_of(const std::string& toml) {
  auto v = load_variant_text(toml, "ending", "test");
  if (!v) throw std::runtime_error(v.error());
  return v.value();
}

GameRecord record_of(const VariantPtr& v) {
  GameRecord r;
  r.variant = v;
  return r;
}

// Plays `choose` (the position and its legal turns give a turn) for at most `plies`, stopping
// when the rules end the game; the record's status is the last position's.
template <class Choose>
GameRecord played(const VariantPtr& v, int plies, Choose choose) {
  GameRecord r = record_of(v);
  visit_game(v, [&](const auto& game) {
    Position p = game.start(0);
    for (int i = 0; i < plies && !game.status(p).over; ++i) {
      r.turns.push_back(choose(p, legal_turns(game, p)));
      p = game.apply(p, r.turns.back());
    }
    r.status = game.status(p);
  });
  return r;
}

TEST(GameEnding, PassesWithNothingElseToDoAreAPassRun) {
  // No limbs and no adaptoid to create: every turn of every player is a pass.
  const auto v = variant_of("base = \"adaptoid-7\"\n[supply]\nadaptoids = 1\nlegs = 0\npincers = 0\n");
  const GameRecord r = played(v, 20, [](const Position&, const std::vector<Turn>& t) { return t.front(); });
  const GameClass c = classify_game(r);
  EXPECT_EQ(c.ending, GameEnding::PassRun) << c.text;
  EXPECT_EQ(c.longest_pass_run, 20);
  EXPECT_FALSE(c.other_turns_legal);
  EXPECT_EQ(c.ply, 0);
  EXPECT_TRUE(stalled(c));
  EXPECT_NE(c.text.find("no player having any other turn"), std::string::npos) << c.text;
  // Fewer passes than the run that makes a stall: unfinished, with the run counted.
  const GameClass shorter = classify_game(r, {.pass_run = 21, .repetitions = 100});
  EXPECT_EQ(shorter.ending, GameEnding::Unfinished) << shorter.text;
  EXPECT_EQ(shorter.longest_pass_run, 20);
}

TEST(GameEnding, StepsToAndFroAreARepetition) {
  // One leg each and nothing more to grow: each side steps away and back.
  const auto v = variant_of("base = \"adaptoid-7\"\n[supply]\nadaptoids = 1\nlegs = 1\npincers = 0\n");
  std::vector<Turn> history;
  const GameRecord r = played(v, 14, [&](const Position&, const std::vector<Turn>& t) {
    // Back the way this side last came, if it can; else the first step; else the first turn.
    Turn pick = t.front();
    const auto step =
        std::find_if(t.begin(), t.end(), [](const Turn& u) { return u.move == MoveKind::Step; });
    if (step != t.end()) pick = *step;
    if (history.size() >= 2 && history[history.size() - 2].move == MoveKind::Step) {
      const Turn& last = history[history.size() - 2];
      for (const Turn& u : t)
        if (u.move == MoveKind::Step && u.from == last.to && u.to == last.from) pick = u;
    }
    history.push_back(pick);
    return pick;
  });
  const GameClass c = classify_game(r);
  EXPECT_EQ(c.ending, GameEnding::Repetition) << c.text;
  EXPECT_TRUE(stalled(c));
  EXPECT_NE(c.text.find("came 3 times"), std::string::npos) << c.text;
}

TEST(GameEnding, AGameTheRulesEndIsEndedAndTheCapIsNot) {
  const auto first = [](const Position&, const std::vector<Turn>& t) {
    const auto attack =
        std::find_if(t.begin(), t.end(), [](const Turn& u) { return u.move == MoveKind::Attack; });
    return attack != t.end() ? *attack : t.back();
  };
  const GameRecord won = played(load_variant("adaptoid-7").value(), 400, first);
  ASSERT_TRUE(won.status.over);
  ASSERT_TRUE(won.status.winner);
  EXPECT_EQ(classify_game(won).ending, GameEnding::Ended) << classify_game(won).text;

  const auto capped = variant_of("base = \"adaptoid-7\"\nmax_turns = 1\n");
  const GameRecord drawn = played(capped, 400, first);
  ASSERT_TRUE(drawn.status.drawn());
  const GameClass c = classify_game(drawn);
  EXPECT_EQ(c.ending, GameEnding::TurnCap) << c.text;
  EXPECT_NE(c.text.find("turn cap (A17, max_turns = 1)"), std::string::npos) << c.text;

  GameRecord stopped = record_of(load_variant("adaptoid-7").value());
  stopped.status = Status{true, std::nullopt};
  stopped.termination = "max plies";
  EXPECT_EQ(classify_game(stopped).ending, GameEnding::TurnCap);
  EXPECT_FALSE(stalled(classify_game(record_of(load_variant("adaptoid-7").value()))));
}

}  // namespace
}  // namespace adaptoid
