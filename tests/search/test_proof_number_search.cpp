// The proof-number search (proof_number_search.hpp, proof_number_solve.hpp) against the
// depth-first reference (search.hpp) on random endgames of Adaptoid, Superadaptoid, Adapt3 (the
// mover against the coalition) and Quantum Leap, on both generators: the same value, distance and
// winning first turns, each turn's distance the reference's, a legal main line that ends in the
// win; and the bench's wins in 3 with their pinned turns. Small tables and a node budget make it
// also a test of a table that overflows and of a budget that runs out (Unknown, never wrong).
#include <gtest/gtest.h>
#include <adaptoid/core/notation.hpp>
#include <adaptoid/search/bench_endgames.hpp>
#include <adaptoid/search/endgame.hpp>
#include <adaptoid/search/fast_search.hpp>
#include <adaptoid/search/search.hpp>
#include <adaptoid/util/random.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <algorithm>

namespace adaptoid {
namespace {

template <Game G>
Position near_the_end(const G& game, SplitMix64& rng, int tail) {
  std::vector<Position> seen{game.start(rng.next())};
  while (!game.status(seen.back()).over && seen.size() < 600) {
    const auto turns = legal_turns(game, seen.back());
    seen.push_back(game.apply(seen.back(), turns[rng.below(turns.size())]));
  }
  const int back = 1 + static_cast<int>(rng.below(tail));
  return seen[std::max<int>(0, static_cast<int>(seen.size()) - 1 - back)];
}

template <Game G>
void expect_proof_line_wins(const G& game, const Position& p, const SearchResult& r) {
  Position at = p;
  for (const Turn& t : r.line) {
    const auto turns = legal_turns(game, at);
    ASSERT_NE(std::find(turns.begin(), turns.end(), t), turns.end()) << "illegal turn in the main line";
    at = game.apply(at, t);
  }
  const Status s = game.status(at);
  EXPECT_TRUE(s.over && s.winner == p.side()) << "the main line does not end in the attacker's win";
}

struct ProofTally {
  int compared = 0, wins = 0;
};

// Compares on `positions` random endgames, within 1..max_n turns, the proof-number search on
// the fast generator and on the plain game (threads 1 and 2 in turn) with the reference.
template <Game G>
ProofTally compare(const VariantPtr& v, int positions, int max_n, int tail, uint64_t budget, uint64_t seed) {
  const G game(v);
  SplitMix64 rng(seed);
  ProofTally tally;
  for (int i = 0; i < positions; ++i) {
    const Position p = near_the_end(game, rng, tail);
    if (game.status(p).over) continue;
    const std::string text = format_position(*v, p);
    for (int n = 1; n <= max_n; ++n) {
      const SearchResult want = solve_position(game, p, n, budget);
      if (want.budget_exhausted) break;
      for (const bool plain : {false, true}) {
        const SearchResult got = solve_endgame(
            v, p,
            {.turns = n, .plain = plain, .threads = 1 + i % 2, .proof_numbers = true, .hash_bytes = 1 << 20});
        EXPECT_FALSE(got.budget_exhausted) << text;
        ++tally.compared;
        EXPECT_EQ(got.value, want.value) << text << " within " << n << (plain ? " (plain)" : "");
        if (got.value != want.value) return tally;
        EXPECT_EQ(got.distance, want.distance) << text << " within " << n;
        EXPECT_EQ(got.winning_turns, want.winning_turns) << text << " within " << n;
        EXPECT_TRUE(got.undecided_turns.empty());
        if (got.value != Proof::Win) continue;
        ++tally.wins;
        expect_proof_line_wins(game, p, got);
        EXPECT_EQ(got.winning_distances.size(), got.winning_turns.size());
        if (got.winning_distances.size() != got.winning_turns.size()) return tally;
        WinSearch<G> reference(game, p.side());
        for (size_t k = 0; k < got.winning_turns.size(); ++k) {
          const Position q = game.apply(p, got.winning_turns[k]);
          const int d = game.status(q).over ? 1 : 1 + reference.win_distance_after(q, n - 1).value_or(-99);
          EXPECT_EQ(got.winning_distances[k], d) << text << " " << format_turn(*v, got.winning_turns[k]);
        }
        EXPECT_EQ(*std::min_element(got.winning_distances.begin(), got.winning_distances.end()),
                  *got.distance);
      }
    }
  }
  return tally;
}

VariantPtr variant(const char* name) {
  auto v = load_variant(name);
  EXPECT_TRUE(v.ok()) << name;
  return v.value();
}

TEST(ProofNumberSearch, AgreesWithTheReferenceOnAdaptoid) {
  const ProofTally t = compare<AdaptoidGame>(variant("adaptoid"), 30, 3, 8, 200'000, 11);
  EXPECT_GE(t.compared, 80);
  EXPECT_GE(t.wins, 20);
}

TEST(ProofNumberSearch, AgreesWithTheReferenceOnSuperadaptoid) {
  const ProofTally t = compare<AdaptoidGame>(variant("superadaptoid"), 20, 2, 8, 200'000, 12);
  EXPECT_GE(t.compared, 30);
  EXPECT_GE(t.wins, 8);
}

TEST(ProofNumberSearch, AgreesWithTheReferenceOnAdapt3Coalition) {
  const ProofTally t = compare<AdaptoidGame>(variant("adapt3"), 30, 3, 10, 200'000, 13);
  EXPECT_GE(t.compared, 80);
  EXPECT_GE(t.wins, 10);
}

TEST(ProofNumberSearch, AgreesWithTheReferenceOnQuantumLeap) {
  const ProofTally t = compare<QuantumLeapGame>(variant("quantum-leap"), 40, 3, 8, 200'000, 14);
  EXPECT_GE(t.compared, 100);
  EXPECT_GE(t.wins, 20);
}

TEST(ProofNumberSearch, ProvesTheBenchWinsInThreeWithThePinnedTurns) {
  int proven = 0;
  for (const BenchEndgame& b : bench_endgames()) {
    if (b.distance > 3) continue;  // the deeper rows are timed by bench --endgames
    SCOPED_TRACE(b.position);
    const VariantPtr v = variant(position_variant_name(b.position).c_str());
    auto p = std::visit([&](const auto& g) { return parse_position(g, b.position); }, make_game(v));
    ASSERT_TRUE(p.ok()) << p.error();
    // Rows past the budget are timed by bench --endgames, not here.
    const SearchResult r = solve_endgame(v, p.value(),
                                         {.turns = b.turns,
                                          .node_budget = 2'000'000,
                                          .prove_loss = false,
                                          .threads = 2,
                                          .proof_numbers = true});
    if (r.budget_exhausted) continue;
    ++proven;
    ASSERT_EQ(r.value, Proof::Win);
    EXPECT_EQ(r.distance, b.distance);
    EXPECT_EQ(format_turns(*v, r.winning_turns), b.winning_turns);
  }
  EXPECT_GE(proven, 4);
}

TEST(ProofNumberSearch, ANodeBudgetLeavesTurnsUndecidedNotWrong) {
  const VariantPtr v = variant(position_variant_name(bench_endgames()[0].position).c_str());
  const AdaptoidGame game(v);
  const Position p = parse_position(game, bench_endgames()[0].position).value();
  const SearchResult r =
      solve_endgame(v, p, {.turns = 3, .node_budget = 20'000, .prove_loss = false, .proof_numbers = true});
  EXPECT_TRUE(r.budget_exhausted);
  EXPECT_FALSE(r.undecided_turns.empty());
  const SearchResult full = solve_position_fast(FastAdaptoidGame(v), p, 3, 0, false);
  for (const Turn& t : r.winning_turns)
    EXPECT_NE(std::find(full.winning_turns.begin(), full.winning_turns.end(), t), full.winning_turns.end());
}

}  // namespace
}  // namespace adaptoid
