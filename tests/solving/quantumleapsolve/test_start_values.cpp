// The values of a Quantum Leap variant's seeded starts by search (start_values.hpp): the same as
// the retrograde table's on every start of seeds 1-100 of the 7-cell board (and so the pinned
// shares of specs/solved.tsv), a rerun that reads its results back and searches only what is
// missing (a killed MPI run's rank files too), a line of another variant or a broken line refused
// with its file and line, a start out of budget left unwritten, and the variants it refuses.
#include <adaptoid/core/quantum_leap_game.hpp>
#include <adaptoid/solving/quantumleapsolve/quantum_leap_retrograde.hpp>
#include <adaptoid/solving/quantumleapsolve/start_values.hpp>
#include <adaptoid/tables/quantum_leap_probe.hpp>
#include <adaptoid/util/process_usage.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include "scratch_dir_test.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <numeric>

namespace adaptoid {
namespace {

namespace fs = std::filesystem;

class StartValues : public testing::ScratchDirTest {
 protected:
  static StartValuesOptions options(const std::string& out, uint64_t count) {
    StartValuesOptions o;
    o.count = count, o.out = out, o.table_bytes = size_t{1} << 20;
    return o;
  }
  static std::vector<std::string> lines(const std::string& file) {
    std::ifstream in(file);
    std::vector<std::string> out;
    for (std::string line; std::getline(in, line);) out.push_back(line);
    return out;
  }
  static void write(const std::string& file, const std::string& text) { std::ofstream(file) << text; }
};

TEST_F(StartValues, AgreeWithTheRetrogradeTableOnEveryStartOfTheSmallBoard) {
  const VariantPtr v = load_variant("quantum-leap-7").value();
  QuantumLeapTable table(v, v->stones);
  solve_quantum_leap(table, 2);
  const QuantumLeapGame game(v);
  const auto r = solve_start_values(v, options(path("ql7.jsonl"), 100));
  ASSERT_TRUE(r.ok()) << r.error();
  ASSERT_EQ(r->values.size(), 100u);
  for (const StartValue& s : r->values) {
    const StartStatistics t = start_statistics(game, table, s.seed, 1);
    EXPECT_EQ(s.white_wins_without_swap, t.white_wins_without_swap == 1) << "seed " << s.seed;
    EXPECT_EQ(s.white_wins_with_swap, t.white_wins_with_swap == 1) << "seed " << s.seed;
  }
  // specs/solved.tsv: quantum-leap-7, white wins 69 of seeds 1-100 without the swap, 16 with it.
  EXPECT_EQ(r->without_swap.hits, 69);
  EXPECT_EQ(r->with_swap.hits, 16);
  EXPECT_EQ(r->without_swap.n, 100);
  EXPECT_LT(r->with_swap.lower, 0.16);
  EXPECT_GT(r->with_swap.upper, 0.16);
  EXPECT_EQ(r->read_back, 0u);
  EXPECT_EQ(r->unknown, 0u);
  EXPECT_EQ(lines(path("ql7.jsonl")).size(), 100u);
}

// --threads 2 values two starts at a time, one a thread, on one table: the same values, each seed
// searched once, its own thread's CPU (not the process's) on its line.
TEST_F(StartValues, TwoThreadsValueTwoStartsAtATimeAndFindTheOneThreadValues) {
  const VariantPtr v = load_variant("quantum-leap-19").value();
  const auto one = solve_start_values(v, options(path("one.jsonl"), 40));
  ASSERT_TRUE(one.ok()) << one.error();
  StartValuesOptions o = options(path("two.jsonl"), 40);
  o.threads = 2;
  std::vector<uint64_t> searched;
  o.valued = [&](const StartValue& s) { searched.push_back(s.seed); };
  const double cpu_before = cpu_seconds();
  const auto two = solve_start_values(v, o);
  const double process_cpu = cpu_seconds() - cpu_before;
  ASSERT_TRUE(two.ok()) << two.error();
  ASSERT_EQ(two->values.size(), 40u);
  for (size_t i = 0; i < 40; ++i) {
    EXPECT_EQ(two->values[i].white_wins_without_swap, one->values[i].white_wins_without_swap) << i;
    EXPECT_EQ(two->values[i].white_wins_with_swap, one->values[i].white_wins_with_swap) << i;
  }
  std::sort(searched.begin(), searched.end());
  std::vector<uint64_t> each(40);
  std::iota(each.begin(), each.end(), 1);
  EXPECT_EQ(searched, each);
  EXPECT_EQ(lines(path("two.jsonl")).size(), 40u);
  EXPECT_EQ(two->without_swap.hits, one->without_swap.hits);
  EXPECT_EQ(two->with_swap.hits, one->with_swap.hits);
  // A start's CPU counted from the process's would hold the other thread's too: about twice the whole.
  double start_cpu = 0;
  for (const StartValue& s : two->values) start_cpu += s.cpu_seconds;
  EXPECT_LE(start_cpu, process_cpu + 0.01);
}

TEST_F(StartValues, ARerunReadsItsResultsBackAndSearchesOnlyTheSeedsItLacks) {
  const VariantPtr v = load_variant("quantum-leap-19").value();
  const std::string out = path("ql19.jsonl");
  const auto first = solve_start_values(v, options(out, 6));
  ASSERT_TRUE(first.ok()) << first.error();
  // A killed MPI run's rank file holds seed 9: moved into the results file, and not searched again.
  const auto nine = solve_start_values(v, [&] {
    StartValuesOptions o = options(path("other.jsonl"), 1);
    o.first = 9;
    return o;
  }());
  ASSERT_TRUE(nine.ok()) << nine.error();
  write(out + ".rank1", start_value_line(nine->values.at(0)) + "\n");
  std::vector<uint64_t> searched;
  StartValuesOptions o = options(out, 10);
  o.valued = [&](const StartValue& s) { searched.push_back(s.seed); };
  const auto again = solve_start_values(v, o);
  ASSERT_TRUE(again.ok()) << again.error();
  EXPECT_EQ(searched, (std::vector<uint64_t>{7, 8, 10}));
  EXPECT_EQ(again->read_back, 7u);
  ASSERT_EQ(again->values.size(), 10u);
  for (size_t i = 0; i < 6; ++i) EXPECT_EQ(again->values[i], first->values[i]);
  EXPECT_EQ(again->values[8], nine->values[0]);
  EXPECT_EQ(lines(out).size(), 10u);
  EXPECT_FALSE(fs::exists(out + ".rank1"));
}

TEST_F(StartValues, ALineOfAnotherVariantOrABrokenLineIsRefusedWithItsFileAndLine) {
  const VariantPtr v = load_variant("quantum-leap-19").value();
  const VariantPtr seven = load_variant("quantum-leap-7").value();
  const std::string mine = path("mine.jsonl"), theirs = path("theirs.jsonl");
  ASSERT_TRUE(solve_start_values(v, options(mine, 2)).ok());
  ASSERT_TRUE(solve_start_values(seven, options(theirs, 1)).ok());
  const std::vector<std::string> good = lines(mine);
  const std::vector<std::pair<std::string, std::string>> cases = {
      {good[0] + "\n{\"seed\": 2\n", ":2: not a line of JSON"},
      {good[0] + "\n" + lines(theirs)[0] + "\n", ":2: seed 1's start is quantum-leap-7 "},
      {"{\"seed\":1,\"start\":\"x\"}\n", ":1: no valid \"white_wins_without_swap\""},
      {"\n" + good[1] + "\n" +
           [&] {
             StartValue s = parse_start_value(good[1]).value();
             s.white_wins_with_swap = !s.white_wins_with_swap;
             return start_value_line(s);
           }() +
           "\n",
       ":3: seed 2 is valued differently on an earlier line"}};
  for (const auto& [text, expected] : cases) {
    write(mine, text);
    const auto r = solve_start_values(v, options(mine, 3));
    ASSERT_FALSE(r.ok()) << expected;
    EXPECT_NE(r.error().find(mine + expected), std::string::npos) << r.error();
    EXPECT_EQ(lines(mine).size(), static_cast<size_t>(std::count(text.begin(), text.end(), '\n')))
        << "the file was changed";
  }
}

TEST_F(StartValues, AStartOutOfBudgetIsUnknownAndNotWritten) {
  const VariantPtr v = load_variant("quantum-leap-19").value();
  StartValuesOptions o = options(path("budget.jsonl"), 3);
  o.budget = 10;
  const auto r = solve_start_values(v, o);
  ASSERT_TRUE(r.ok()) << r.error();
  EXPECT_EQ(r->unknown, 3u);
  EXPECT_TRUE(r->values.empty());
  EXPECT_EQ(r->without_swap.n, 0);
  EXPECT_TRUE(lines(path("budget.jsonl")).empty());
}

TEST_F(StartValues, RefuseGamesWithoutRandomStartsOfTwoPlayersThatEnd) {
  EXPECT_NE(start_values_unsupported(*load_variant("adaptoid").value()).find("always ends"),
            std::string::npos);
  EXPECT_NE(start_values_unsupported(*load_variant("quantum-leap-3p").value()).find("two players"),
            std::string::npos);
  const auto fixed =
      load_variant_text("base = \"quantum-leap-19\"\nsetup = \"WB./WBWB/WBWBW/BWBW/BWB\"\n", "fixed", "test");
  ASSERT_TRUE(fixed.ok()) << fixed.error();
  EXPECT_NE(start_values_unsupported(*fixed.value()).find("fixed setup"), std::string::npos);
  const auto r = solve_start_values(load_variant("adaptoid").value(), options(path("a.jsonl"), 1));
  ASSERT_FALSE(r.ok());
  EXPECT_FALSE(fs::exists(path("a.jsonl")));
}

}  // namespace
}  // namespace adaptoid
