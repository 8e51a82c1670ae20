// The placement opening (specs/rules.md A21, A22) and the online rule set (adaptoid-online): the
// plain engine, the notation, the fast generator and the Z3 model, each on its own.
#include "folded_table_file.hpp"
#include "graph_retrograde.hpp"
#include "rules_test_util.hpp"
#include "scratch_dir_test.hpp"

#include <adaptoid/check/smt_cross_check.hpp>
#include <adaptoid/count/fast_perft.hpp>
#include <adaptoid/fast/fast_game.hpp>
#include <adaptoid/play/player.hpp>
#include <adaptoid/search/endgame.hpp>
#include <adaptoid/solving/solve/solve_variant.hpp>
#include <adaptoid/tables/adaptoid_table.hpp>
#include <adaptoid/tables/table.hpp>
#include <adaptoid/variants/variant_loader.hpp>
#include "one_pass_solve.hpp"

namespace adaptoid {
namespace {

using rules_test::builtin;

const std::string kEmpty37 = "adaptoid-online ..../...../....../......./....../...../.... ";

TEST(Opening, A21_TheGameBeginsOnTheEmptyBoard) {
  AdaptoidGame game(builtin("adaptoid-online"));
  const Position start = game.start(0);
  EXPECT_EQ(format_position(game.variant(), start), kEmpty37 + "w place 1");
  EXPECT_EQ(start.phase(), Phase::Placement);
  EXPECT_FALSE(game.status(start).over);
  // Every ordered pair of distinct cells, white's first.
  const auto turns = legal_turns(game, start);
  ASSERT_EQ(turns.size(), 37u * 36u);
  EXPECT_EQ(format_turn(game.variant(), turns.front()), "+a1 +a2");
}

TEST(Opening, A21_PlacementPutsTwoBareAdaptoids) {
  AdaptoidGame game(builtin("adaptoid-online"));
  const Position start = game.start(0);
  auto t = parse_turn(game, start, "+d4 +d5");
  ASSERT_TRUE(t.ok()) << t.error();
  const Position p = game.apply(start, t.value());
  EXPECT_EQ(format_position(game.variant(), p),
            "adaptoid-online ..../...../....../...W00B00../....../...../.... b choose 1");
  // Side by side is allowed; one cell, or an ordinary turn, is not.
  EXPECT_TRUE(parse_turn(game, start, "+d4 +e5").ok());
  auto same = parse_turn(game, start, "+d4 +d4");
  ASSERT_FALSE(same.ok());
  EXPECT_NE(same.error().find("one a cell"), std::string::npos) << same.error();
  auto grow = parse_turn(game, start, "+d4");
  ASSERT_FALSE(grow.ok());
  EXPECT_NE(grow.error().find("A21"), std::string::npos) << grow.error();
  EXPECT_FALSE(parse_turn(game, start, "keep").ok());
}

TEST(Opening, A22_EitherChoiceLeavesTheBoardAndWhiteMoves) {
  AdaptoidGame game(builtin("adaptoid-online"));
  const Position placed = game.apply(game.start(0), parse_turn(game, game.start(0), "+d4 +d5").value());
  const auto turns = legal_turns(game, placed);
  ASSERT_EQ(turns.size(), 2u);
  EXPECT_EQ(format_turn(game.variant(), turns[0]), "keep");
  EXPECT_EQ(format_turn(game.variant(), turns[1]), "swap");
  const Position kept = game.apply(placed, turns[0]), swapped = game.apply(placed, turns[1]);
  EXPECT_EQ(kept, swapped);
  EXPECT_EQ(format_position(game.variant(), kept),
            "adaptoid-online ..../...../....../...W00B00../....../...../.... w 0/0 1");
  auto grow = parse_turn(game, placed, "d4+L");
  ASSERT_FALSE(grow.ok());
  EXPECT_NE(grow.error().find("A22"), std::string::npos) << grow.error();
  // After the choice the game is Adaptoid's: no more opening turns.
  auto again = parse_turn(game, kept, "swap");
  ASSERT_FALSE(again.ok());
  EXPECT_NE(again.error().find("chosen already"), std::string::npos) << again.error();
  EXPECT_TRUE(parse_turn(game, kept, "d4+L").ok());
}

TEST(Opening, A21_TheFixedStartHasNoOpening) {
  AdaptoidGame game(builtin("adaptoid"));
  auto keep = parse_turn(game, game.start(0), "keep");
  ASSERT_FALSE(keep.ok());
  EXPECT_NE(keep.error().find("fixed start"), std::string::npos) << keep.error();
  auto p = parse_position(game, "adaptoid ..../...../....../......./....../...../.... w place 1");
  ASSERT_FALSE(p.ok());
  EXPECT_NE(p.error().find("fixed start"), std::string::npos) << p.error();
}

TEST(Opening, A21_PhasesInTheNotation) {
  const VariantPtr v = builtin("adaptoid-online");
  for (const std::string& text : std::vector<std::string>{
           kEmpty37 + "w place 1",
           "adaptoid-online W00.../...../....../......./....../...../...B00 b choose 1"}) {
    auto p = parse_position(v, text);
    ASSERT_TRUE(p.ok()) << p.error();
    EXPECT_EQ(format_position(*v, p.value()), text);
  }
  const std::vector<std::pair<std::string, std::string>> bad = {
      {kEmpty37 + "b place 1", "must be 'w'"},
      {"adaptoid-online W00.../...../....../......./....../...../.... w place 1", "must be empty"},
      {"adaptoid-online W00.../...../....../......./....../...../...B00 w choose 1", "must be 'b'"},
      {"adaptoid-online W10.../...../....../......./....../...../...B00 b choose 1", "not bare"},
      {"adaptoid-online W00W00../...../....../......./....../...../...B00 b choose 1", "exactly one"},
  };
  for (const auto& [text, why] : bad) {
    auto p = parse_position(v, text);
    ASSERT_FALSE(p.ok()) << text;
    EXPECT_NE(p.error().find(why), std::string::npos) << p.error();
  }
}

TEST(Opening, A7_TheOnlineRulesForbidSuicideAttacks) {
  for (const char* name : {"adaptoid-online", "adaptoid-online-7", "adaptoid-online-19"}) {
    const VariantPtr v = builtin(name);
    EXPECT_TRUE(v->has_placement_opening()) << name;
    EXPECT_FALSE(v->suicide_attacks) << name;
    EXPECT_TRUE(v->attacker_needs_pincer) << name;
  }
  AdaptoidGame game(builtin("adaptoid-online"));
  // Seed 002's example: an adaptoid may not move onto an enemy with more pincers.
  auto p = parse_position(game, "adaptoid-online ..../...../....../...W21B02../....../...../.... w 0/0 3");
  ASSERT_TRUE(p.ok()) << p.error();
  auto t = parse_turn(game, p.value(), "d4xd5 d4+L");
  ASSERT_FALSE(t.ok());
  EXPECT_NE(t.error().find("A7"), std::string::npos) << t.error();
}

TEST(Opening, A21_TheOptionIsWrittenBackAndRefusedForThreePlayers) {
  const VariantPtr v = builtin("adaptoid-online-7");
  auto again = load_variant_text(variant_to_toml(*v), "adaptoid-online-7", "written");
  ASSERT_TRUE(again.ok()) << again.error();
  EXPECT_TRUE(again.value()->has_placement_opening());
  EXPECT_TRUE(same_rules(*v, *again.value()));
  auto three = load_variant_text("base = \"adapt3\"\nopening = \"placement\"\n", "x", "test");
  ASSERT_FALSE(three.ok());
  EXPECT_NE(three.error().find("2 players"), std::string::npos) << three.error();
  auto word = load_variant_text("base = \"adaptoid\"\nopening = \"random\"\n", "x", "test");
  ASSERT_FALSE(word.ok());
}

TEST(Opening, A22_FirstPositionsAreEveryPlacementWithWhiteToMove) {
  AdaptoidGame game(builtin("adaptoid-online-7"));
  const auto first = game.first_positions();
  ASSERT_EQ(first.size(), 42u);
  for (const Position& p : first) {
    EXPECT_EQ(p.phase(), Phase::Play);
    EXPECT_EQ(p.side(), 0);
    EXPECT_EQ(p.turn_number(), 1);
  }
  EXPECT_EQ(AdaptoidGame(builtin("adaptoid-7")).first_positions().size(), 1u);
}

// The fast generator's own reading of the opening: the same turns, positions and counts.
TEST(Opening, A21_A22_FastGeneratorAgrees) {
  const VariantPtr v = builtin("adaptoid-online-7");
  AdaptoidGame plain(v);
  FastAdaptoidGame fast(v);
  const Position start = plain.start(0);
  std::vector<Turn> fast_turns;
  std::vector<FastAdaptoidState> kids;
  for (const Position& p : {start, plain.apply(start, legal_turns(plain, start)[7])}) {
    const auto s = fast.from_position(p);
    EXPECT_EQ(fast.to_position(s), p);
    const auto turns = legal_turns(plain, p);
    fast.legal_turns(s, fast_turns);
    EXPECT_EQ(fast_turns, turns);
    EXPECT_EQ(fast.count_turns(s), turns.size());
    fast.children(s, kids);
    ASSERT_EQ(kids.size(), turns.size());
    for (const Turn& t : turns) EXPECT_EQ(fast.to_position(fast.apply(s, t)), plain.apply(p, t));
  }
  for (int depth = 1; depth <= 4; ++depth)
    EXPECT_EQ(fast_perft(fast, fast.from_position(start), depth), perft(plain, start, depth));
}

// The Z3 model's reading of the opening agrees with the engine's, turn by turn.
TEST(Opening, A21_A22_RulesModelAgrees) {
  AdaptoidGame game(builtin("adaptoid-online-7"));
  const Position start = game.start(0);
  const Position placed = game.apply(start, legal_turns(game, start)[3]);
  for (const Position& p : {start, placed}) {
    const auto r = smt::cross_check(game, p, 60000);
    EXPECT_FALSE(r.unknown);
    EXPECT_TRUE(r.differences.empty()) << r.differences.front();
    EXPECT_EQ(r.model_turns, r.engine_turns);
  }
}

// The folded solve from every placement at once gives each position reachable from a placement
// the value and distance of the plain graph solver started from that placement alone.
TEST(Opening, A21_TheSolveFromEveryPlacementAgreesWithThePlainSolver) {
  const VariantPtr v = builtin("adaptoid-online-7");
  const AdaptoidGame game(v);
  const auto folded = testing::folded_table(v);
  ASSERT_TRUE(folded);
  const AdaptoidTable& table = *folded;
  EXPECT_EQ(table.size(), 27469u);  // specs/solved.tsv
  const auto first = game.first_positions();
  for (size_t k : {size_t{0}, size_t{8}, first.size() - 1}) {
    const SolvedGraph plain = solve_reachable(game, first[k], 5'000'000);
    ASSERT_TRUE(plain.complete);
    for (size_t i = 0; i < plain.positions.size(); ++i) {
      const auto w = table.find(plain.positions[i]);
      ASSERT_TRUE(w) << format_position(*v, plain.positions[i]);
      ASSERT_EQ(outcome_of(*w), plain.outcome[i]) << format_position(*v, plain.positions[i]);
      ASSERT_EQ(plies_of(*w), plain.plies[i]) << format_position(*v, plain.positions[i]);
    }
  }
}

// A22 by the table and by search: the chooser takes the colour that wins; on 7 cells every
// placement is decisive, so the first player loses, at best in 12 plies (specs/results.md).
TEST(Opening, A22_TheChooserTakesTheWinningColour) {
  const testing::ScratchDir scratch;
  const VariantPtr v = builtin("adaptoid-online-7");
  SolveVariantOptions o;
  o.out = scratch / "ao7.tb";
  ASSERT_TRUE(solve_variant(v, o).ok());
  auto table = open_solved_table(o.out, v.get());
  ASSERT_TRUE(table.ok()) << table.error();
  AdaptoidGame game(v);
  const auto probe = [&](const std::string& text) {
    auto a = table.value()->probe(parse_position(game, text).value());
    EXPECT_TRUE(a.ok()) << text << ": " << (a.ok() ? "" : a.error());
    return a.ok() ? a.value() : TableAnswer{};
  };
  // White on the ring, Black in the centre: White loses in 8 plies, so the chooser keeps Black.
  EXPECT_EQ(probe("adaptoid-online-7 W00./.B00./.. w 0/0 1").value, Proof::Loss);
  const TableAnswer keep = probe("adaptoid-online-7 W00./.B00./.. b choose 1");
  EXPECT_EQ(keep.value, Proof::Win);
  EXPECT_EQ(keep.plies, 9);
  ASSERT_EQ(keep.keeping.size(), 1u);
  EXPECT_EQ(format_turn(*v, keep.keeping[0]), "keep");
  const TableAnswer swap = probe("adaptoid-online-7 W00B00/.../.. b choose 1");
  EXPECT_EQ(swap.value, Proof::Win);
  EXPECT_EQ(swap.plies, 12);
  EXPECT_EQ(format_turn(*v, swap.keeping[0]), "swap");
  const TableAnswer first = probe("adaptoid-online-7 ../.../.. w place 1");
  EXPECT_EQ(first.value, Proof::Loss);
  EXPECT_EQ(first.plies, 13);
  // The search agrees with the table from the choice (5 and 7 turns of the chooser).
  EndgameOptions search;
  search.turns = 7;
  const SearchResult s =
      solve_endgame(v, parse_position(game, "adaptoid-online-7 W00B00/.../.. b choose 1").value(), search);
  EXPECT_EQ(s.value, Proof::Win);
  EXPECT_EQ(s.distance, 7);
  search.turns = 6;
  EXPECT_NE(
      solve_endgame(v, parse_position(game, "adaptoid-online-7 W00B00/.../.. b choose 1").value(), search)
          .value,
      Proof::Win);
  search.turns = 5;
  const SearchResult k =
      solve_endgame(v, parse_position(game, "adaptoid-online-7 W00./.B00./.. b choose 1").value(), search);
  EXPECT_EQ(k.value, Proof::Win);
  ASSERT_EQ(k.winning_turns.size(), 1u);
  EXPECT_EQ(format_turn(*v, k.winning_turns[0]), "keep");
}

// A22 for the players: the engine chooses the colour that wins after the choice.
TEST(Opening, A22_PlayersChooseTheBetterColour) {
  const VariantPtr v = builtin("adaptoid-online-7");
  AdaptoidGame game(v);
  auto spec = parse_player_spec("engine:nodes=200000");
  ASSERT_TRUE(spec.ok()) << spec.error();
  auto player = make_player(v, spec.value(), 1);
  ASSERT_TRUE(player.ok()) << player.error();
  const auto pick = [&](const std::string& text) {
    return format_turn(*v, player.value()->choose(parse_position(game, text).value()).turn);
  };
  EXPECT_EQ(pick("adaptoid-online-7 W00B00/.../.. b choose 1"), "swap");  // White wins (11 plies)
  EXPECT_EQ(pick("adaptoid-online-7 W00./.B00./.. b choose 1"), "keep");  // White loses (8 plies)
  const Choice placed = player.value()->choose(game.start(0));
  EXPECT_EQ(placed.turn.move, MoveKind::Place);
  EXPECT_NE(placed.score.proof, Proof::Win);  // A22: the first player never wins
}

}  // namespace
}  // namespace adaptoid
