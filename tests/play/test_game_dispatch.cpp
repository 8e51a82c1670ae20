// The one dispatch from a variant to its game (core/game.hpp): visit_family / visit_game, the
// properties each game states (FamilyTraits), and what is built on them in the other modules.
#include <adaptoid/core/game.hpp>
#include <adaptoid/core/value.hpp>
#include <adaptoid/count/bench_run.hpp>
#include <adaptoid/count/perft.hpp>
#include <adaptoid/play/game_record.hpp>
#include <adaptoid/render/diagram.hpp>
#include <adaptoid/render/position_caption.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <gtest/gtest.h>

#include <string>
#include <type_traits>

namespace adaptoid {
namespace {

VariantPtr variant_or_throw(std::string_view name) {
  auto v = load_variant(name);
  if (!v) throw std::runtime_error(v.error());
  return v.value();
}

TEST(GameDispatch, VisitFamilyHandsEachVariantItsOwnGameType) {
  const auto name_of = [](const Variant& v) {
    return visit_family(v, [](auto tag) { return std::string(decltype(tag)::type::kFamily.name); });
  };
  EXPECT_EQ(name_of(*variant_or_throw("adaptoid")), "adaptoid");
  EXPECT_EQ(name_of(*variant_or_throw("adapt3")), "adaptoid");
  EXPECT_EQ(name_of(*variant_or_throw("superadaptoid")), "adaptoid");
  EXPECT_EQ(name_of(*variant_or_throw("quantum-leap")), "quantum-leap");
  EXPECT_EQ(name_of(*variant_or_throw("quantum-leap-3p")), "quantum-leap");
}

TEST(GameDispatch, VisitGameMakesTheGameOfTheVariant) {
  const VariantPtr a = variant_or_throw("adaptoid"), q = variant_or_throw("quantum-leap");
  EXPECT_TRUE(
      visit_game(a, [](const auto& g) { return std::is_same_v<std::decay_t<decltype(g)>, AdaptoidGame>; }));
  EXPECT_TRUE(visit_game(
      q, [](const auto& g) { return std::is_same_v<std::decay_t<decltype(g)>, QuantumLeapGame>; }));
  EXPECT_EQ(visit_game(q, [](const auto& g) { return &g.variant(); }), q.get());
  EXPECT_TRUE(std::holds_alternative<QuantumLeapGame>(make_game(q)));
  EXPECT_EQ(visit_game(make_game(a), [](const auto& g) { return g.variant().name; }), "adaptoid");
}

TEST(GameDispatch, EachFamilyStatesItsProperties) {
  const FamilyTraits& a = family_traits(*variant_or_throw("adapt3"));
  const FamilyTraits& q = family_traits(*variant_or_throw("quantum-leap"));
  EXPECT_EQ(a.title, "Adaptoid");
  EXPECT_EQ(q.title, "Quantum Leap");
  EXPECT_EQ(a.max_players, kMaxAdaptoidPlayers);
  EXPECT_EQ(q.max_players, kMaxPlayers);
  EXPECT_EQ(a.default_side, 4);  // A1
  EXPECT_EQ(q.default_side, 5);  // Q1
  EXPECT_FALSE(a.random_setup);
  EXPECT_TRUE(q.random_setup);  // Q2
  EXPECT_TRUE(a.counts_losses);
  EXPECT_FALSE(q.counts_losses);
  EXPECT_TRUE(a.hunting);  // T2
  EXPECT_FALSE(q.hunting);
  EXPECT_FALSE(a.always_ends);
  EXPECT_TRUE(q.always_ends);  // Q4
}

TEST(GameDispatch, TheSeedOfAStartIsTheVariantsOnlyWhereItHasARandomSetup) {
  auto q = std::make_shared<Variant>(*variant_or_throw("quantum-leap"));
  q->seed = 7;
  EXPECT_EQ(default_seed(*q), 7u);
  EXPECT_TRUE(seed_chooses_start(*q));
  EXPECT_EQ(make_start(q, 7), QuantumLeapGame(q).start(7));
  q->setup = "an explicit setup";
  EXPECT_FALSE(seed_chooses_start(*q));
  EXPECT_EQ(default_seed(*q), 7u);  // the setup ignores it, but the records keep it
  const VariantPtr a = variant_or_throw("adaptoid");
  EXPECT_EQ(default_seed(*a), 0u);
  EXPECT_FALSE(seed_chooses_start(*a));
  EXPECT_EQ(make_start(a, 99), AdaptoidGame(a).start(0));
}

TEST(GameDispatch, ARecordsStartSeedIsItsSeedOnlyAtARandomSetup) {
  GameRecord r;
  r.variant = variant_or_throw("quantum-leap");
  r.seed = 5;
  EXPECT_EQ(r.start_seed(), 5u);
  r.start = QuantumLeapGame(r.variant).start(5);
  EXPECT_EQ(r.start_seed(), 0u);  // the game began at a position of its own
  r.start.reset();
  r.variant = variant_or_throw("adaptoid");
  EXPECT_EQ(r.start_seed(), 0u);  // the seed of an Adaptoid record is its opening's
}

TEST(ScoreValue, ProvenAndEstimatedValuesReadAndTurnOver) {
  EXPECT_EQ((Score{Proof::Win, 3}).negated(), (Score{Proof::Loss, 3}));
  EXPECT_EQ((Score{Proof::Loss, 2}).negated(), (Score{Proof::Win, 2}));
  EXPECT_EQ((Score{Proof::Draw, 4}).negated(), (Score{Proof::Draw, 4}));
  EXPECT_EQ(Score::estimate(125).negated(), Score::estimate(-125));
  EXPECT_EQ(Score::estimate(0).kind_word(), "estimate");
  EXPECT_EQ((Score{Proof::Loss, 1}).kind_word(), "loss");
  EXPECT_EQ((Score{Proof::Draw, 3}).text(2), "draw in 2");
  EXPECT_FALSE(Score{}.proven());
  EXPECT_EQ(win_plies(1, 2), 1);  // this turn ends it
  EXPECT_EQ(win_plies(3, 2), 5);
  EXPECT_EQ(win_plies(2, 3), 4);
  EXPECT_EQ((Score{Proof::Win, win_plies(3, 3)}).turns(3), 3);
}

TEST(BuiltinVariants, IsBuiltinNamesExactlyTheBuiltIns) {
  for (const std::string& name : builtin_variant_names()) EXPECT_TRUE(is_builtin_variant(name)) << name;
  EXPECT_FALSE(is_builtin_variant(""));
  EXPECT_FALSE(is_builtin_variant("adaptoid.toml"));
  EXPECT_FALSE(is_builtin_variant("Adaptoid"));
}

TEST(Diagram, TouchedCellsAreTheMovesAndTheGrows) {
  const Turn step_grow{MoveKind::Step, GrowKind::Leg, 3, 4, 9};
  EXPECT_EQ(touched_cells(step_grow), (std::vector<int>{3, 4, 9}));
  const Turn create_only{MoveKind::None, GrowKind::Create, 0, 0, 7};
  EXPECT_EQ(touched_cells(create_only), (std::vector<int>{7}));
  const Turn refusal{MoveKind::DeclineSwap, GrowKind::None, 0, 0, 0};
  EXPECT_TRUE(touched_cells(refusal).empty());
  EXPECT_TRUE(touched_cells(Turn{}).empty());  // a pass
}

TEST(BenchRun, APositionIsCountedTimedAndSummedByFamily) {
  const BenchPosition& b = bench_positions().front();
  const VariantPtr v = variant_or_throw(position_variant_name(b.position));
  BenchPosition shallow = b;
  shallow.depth = 2;
  const auto row = run_bench_position(v, shallow, {1, 2, true});
  ASSERT_TRUE(row.ok()) << row.error();
  EXPECT_EQ(row->family, family_traits(*v).name);
  EXPECT_GT(row->fast.nodes, 0u);
  ASSERT_TRUE(row->plain.has_value());
  EXPECT_EQ(row->plain->nodes,
            visit_game(v, [&](const auto& g) { return perft(g, parse_position(g, b.position).value(), 1); }));
  BenchTotals totals;
  shallow.nodes = row->fast.nodes;
  totals.add(shallow, row.value());
  totals.add(shallow, row.value());
  EXPECT_EQ(totals.signature, 2 * row->fast.nodes);
  EXPECT_TRUE(totals.all_match);
  EXPECT_EQ(totals.families.at(row->family).fast.nodes, 2 * row->fast.nodes);
  shallow.nodes += 1;
  totals.add(shallow, row.value());
  EXPECT_FALSE(totals.all_match);
}

TEST(BenchRun, ABadPositionIsAnErrorNotACrash) {
  const VariantPtr v = variant_or_throw("adaptoid");
  const auto row = run_bench_position(v, {"adaptoid nonsense", 1, 0}, {});
  ASSERT_FALSE(row.ok());
  EXPECT_NE(row.error().find("bench position"), std::string::npos);
}

TEST(PositionCaption, SaysWhatTheFamilyCountsAndTheStatus) {
  const VariantPtr a = variant_or_throw("adaptoid");
  const Position start = AdaptoidGame(a).start(0);
  const auto lines = position_caption(make_game(a), start);
  ASSERT_GE(lines.size(), 4u);
  EXPECT_EQ(lines.front(), format_position(*a, start));
  EXPECT_EQ(lines[1], "turn 1, white to move");
  EXPECT_NE(lines[2].find("adaptoids lost: white 0, black 0 (a colour that loses 5"), std::string::npos)
      << lines[2];
  // A terminal's width, but for the position's own line (notation, not cut).
  for (size_t i = 1; i < lines.size(); ++i) {
    EXPECT_LE(lines[i].size(), 80u) << lines[i];
  }
  EXPECT_EQ(lines.back(), "status: ongoing");
  EXPECT_NE(std::find_if(lines.begin(), lines.end(),
                         [](const std::string& l) { return l.starts_with("black supply: "); }),
            lines.end());
  const VariantPtr q = variant_or_throw("quantum-leap");
  const Position swap = QuantumLeapGame(q).start(1);
  const auto ql = position_caption(make_game(q), swap);
  ASSERT_EQ(ql.size(), 3u);
  EXPECT_NE(ql[1].find(swap.swap_pending() ? "decides the swap" : "to capture"), std::string::npos) << ql[1];
}

TEST(PositionCaption, StatusLineNamesTheWinnerOrTheCap) {
  Variant v = *variant_or_throw("adaptoid");
  v.max_turns = 100;
  EXPECT_EQ(status_line(v, Status{}), "ongoing");
  EXPECT_EQ(status_line(v, Status{true, std::nullopt}), "over: drawn (max_turns = 100)");
  EXPECT_EQ(status_line(v, Status{true, Colour{1}}), "over: black wins");
}

}  // namespace
}  // namespace adaptoid
