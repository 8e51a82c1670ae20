// The endgame bench's full-board wins (specs/bench/endgames.tsv, built in as bench_endgames()):
// the rows are the file's, and the search proves each win in 3 with exactly the pinned
// winning first turns, with and without killer moves (two visiting orders, one answer). Rows
// that need more nodes than the budget (ADAPTOID_PERFT_BUDGET, shared with the perft pins,
// times three) are timed by `adaptoid bench --endgames`, not here.
#include <gtest/gtest.h>
#include <adaptoid/core/notation.hpp>
#include <adaptoid/search/bench_endgames.hpp>
#include <adaptoid/search/endgame.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <cstdlib>
#include <fstream>
#include <numeric>
#include <set>

namespace adaptoid {
namespace {

uint64_t node_budget() {
  const char* env = std::getenv("ADAPTOID_PERFT_BUDGET");
  return 3 * (env ? std::strtoull(env, nullptr, 10) : 3'000'000);
}

struct Loaded {
  VariantPtr variant;
  Position position;
};

Loaded load(const BenchEndgame& b) {
  auto variant = load_variant(position_variant_name(b.position));
  EXPECT_TRUE(variant.ok()) << b.position;
  auto p =
      std::visit([&](const auto& g) { return parse_position(g, b.position); }, make_game(variant.value()));
  EXPECT_TRUE(p.ok()) << p.error();
  return {variant.value(), p.value()};
}

std::string joined(const Variant& v, const std::vector<Turn>& turns) {
  std::string out;
  for (const Turn& t : turns) out += (out.empty() ? "" : "; ") + format_turn(v, t);
  return out;
}

TEST(SearchEndgames, BuiltInRowsAreTheRowsOfTheSpecFile) {
  std::ifstream in(std::string(ADAPTOID_SOURCE_DIR) + "/specs/bench/endgames.tsv");
  ASSERT_TRUE(in.good());
  std::vector<std::string> file_rows, built_in;
  for (std::string line; std::getline(in, line);)
    if (!line.empty() && line[0] != '#') file_rows.push_back(line);
  for (const BenchEndgame& b : bench_endgames())
    built_in.push_back(b.position + "\t" + std::to_string(b.turns) + "\t" + std::to_string(b.distance) +
                       "\t" + b.winning_turns);
  EXPECT_EQ(built_in, file_rows);
}

TEST(SearchEndgames, EveryGameHasAFullBoardWinInThree) {
  std::set<std::string> games;
  for (const BenchEndgame& b : bench_endgames()) {
    EXPECT_GE(b.distance, 3) << b.position;
    EXPECT_LE(b.distance, b.turns) << b.position;
    if (b.distance == 3) games.insert(position_variant_name(b.position));
  }
  EXPECT_EQ(games, (std::set<std::string>{"adaptoid", "superadaptoid", "adapt3", "quantum-leap",
                                          "quantum-leap-3p"}));
}

TEST(SearchEndgames, ProvenWithThePinnedWinningTurnsInEitherVisitingOrder) {
  int proven = 0;
  for (const BenchEndgame& b : bench_endgames()) {
    if (b.distance > 3) continue;  // the deep rows: the proof-number search's test, and the bench
    SCOPED_TRACE(b.position);
    const Loaded l = load(b);
    bool all_in_budget = true;
    for (bool killers : {true, false}) {
      const SearchResult r = solve_endgame(
          l.variant, l.position,
          {.turns = b.turns, .node_budget = node_budget(), .prove_loss = false, .killer_moves = killers});
      if (r.budget_exhausted) {
        all_in_budget = false;
        break;
      }
      EXPECT_EQ(r.value, Proof::Win);
      EXPECT_EQ(r.distance, b.distance);
      EXPECT_EQ(joined(*l.variant, r.winning_turns), b.winning_turns) << "killer moves " << killers;
      // No win in fewer turns: the pinned distance is the shortest.
      EXPECT_NE(solve_endgame(l.variant, l.position, {.turns = b.distance - 1, .prove_loss = false}).value,
                Proof::Win);
    }
    proven += all_in_budget;
  }
  EXPECT_GE(proven, 4);  // at least the Quantum Leap rows, even under a sanitizer's budget
}

// Split below the root on two threads: the same value, distance, winning turns and main line as
// the search on one thread, for the rows within the budget, a loss proven the same way too.
TEST(SearchEndgames, TwoThreadsGiveTheOneThreadAnswer) {
  int compared = 0;
  for (const BenchEndgame& b : bench_endgames()) {
    if (b.distance > 3) continue;  // beyond any budget of a test
    SCOPED_TRACE(b.position);
    const Loaded l = load(b);
    const SearchResult one = solve_endgame(
        l.variant, l.position, {.turns = b.turns, .node_budget = node_budget(), .prove_loss = false});
    if (one.budget_exhausted) continue;
    const SearchResult two =
        solve_endgame(l.variant, l.position,
                      {.turns = b.turns, .node_budget = node_budget(), .prove_loss = false, .threads = 2});
    ASSERT_FALSE(two.budget_exhausted);
    // A task a root turn, each at least one node; together no more than the search's nodes.
    ASSERT_FALSE(two.task_nodes.empty());
    EXPECT_LE(std::reduce(two.task_nodes.begin(), two.task_nodes.end()), two.nodes + two.task_nodes.size());
    EXPECT_EQ(two.value, one.value);
    EXPECT_EQ(two.distance, one.distance);
    EXPECT_EQ(joined(*l.variant, two.winning_turns), joined(*l.variant, one.winning_turns));
    EXPECT_EQ(joined(*l.variant, two.line), joined(*l.variant, one.line));
    // One turn fewer: no win; with the loss proof asked for, the same (unproven) answer.
    const EndgameOptions shorter{.turns = b.distance - 1, .node_budget = node_budget()};
    EndgameOptions shorter_two = shorter;
    shorter_two.threads = 2;
    const SearchResult no_one = solve_endgame(l.variant, l.position, shorter);
    const SearchResult no_two = solve_endgame(l.variant, l.position, shorter_two);
    EXPECT_EQ(no_two.value, no_one.value);
    EXPECT_EQ(no_two.distance, no_one.distance);
    ++compared;
  }
  EXPECT_GE(compared, 4);
}

// A search that runs out of nodes after proving the win says so: its list of winning turns may
// be short, and the pinned turns must contain it.
TEST(SearchEndgames, ABudgetCutWinSaysItsTurnsMayBeIncomplete) {
  const BenchEndgame& b = bench_endgames().front();
  const Loaded l = load(b);
  const SearchResult full = solve_endgame(l.variant, l.position, {.turns = 1, .prove_loss = false});
  ASSERT_NE(full.value, Proof::Win);
  std::set<std::string> pinned;
  for (size_t at = 0; at < b.winning_turns.size();) {
    const size_t semicolon = std::min(b.winning_turns.find("; ", at), b.winning_turns.size());
    pinned.insert(b.winning_turns.substr(at, semicolon - at));
    at = semicolon + 2;
  }
  // The whole search of this row takes about 12 million nodes and proves the win after some 2 to
  // 5 million: 1,000 nodes prove nothing yet, 6 million prove the win with some of its turns.
  int cut_wins = 0;
  for (uint64_t budget : {1'000u, 6'000'000u}) {
    const SearchResult r =
        solve_endgame(l.variant, l.position, {.turns = b.turns, .node_budget = budget, .prove_loss = false});
    EXPECT_TRUE(r.budget_exhausted) << budget;
    EXPECT_NE(r.value, Proof::Loss);
    if (r.value != Proof::Win) continue;
    ++cut_wins;
    EXPECT_FALSE(r.winning_turns.empty()) << budget;
    for (const Turn& t : r.winning_turns) EXPECT_TRUE(pinned.count(format_turn(*l.variant, t))) << budget;
  }
  // Without a cut win the checks above prove nothing: the budgets must bracket the proof.
  EXPECT_GE(cut_wins, 1) << "no budget proved the win before running out";
}

}  // namespace
}  // namespace adaptoid
