// Daily puzzles: a puzzle is proven unique, re-proven by verify, read back from its
// JSON line exactly, and the same date gives the same puzzle.
#include <gtest/gtest.h>
#include <adaptoid/core/game.hpp>
#include <adaptoid/publish/puzzle_svg.hpp>
#include <adaptoid/puzzle/puzzle_batch.hpp>
#include <adaptoid/puzzle/puzzle_canonical.hpp>
#include <adaptoid/puzzle/puzzle_generate.hpp>
#include <adaptoid/puzzle/puzzle_json.hpp>
#include <adaptoid/puzzle/puzzle_score.hpp>
#include <adaptoid/puzzle/puzzle_screen.hpp>
#include <adaptoid/puzzle/puzzle_verify.hpp>
#include <adaptoid/search/endgame.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <optional>
#include <set>

#include "output_targets.hpp"
#include "scratch_dir_test.hpp"

namespace adaptoid {
namespace {

VariantPtr puzzle_variant(const std::string& name) {
  return load_variant(name).value();
}

// A published Quantum Leap puzzle (puzzles/quantum-leap.jsonl): the first rated one (the rating generator's
// generator) of at least two turns with a defender alternative, so every kind of record is
// exercised.
const Puzzle& ql_puzzle() {
  static const Puzzle z = [] {
    auto all = read_puzzle_file(ADAPTOID_SOURCE_DIR "/puzzles/quantum-leap.jsonl");
    EXPECT_TRUE(all.ok()) << all.error();
    for (const Puzzle& p : all.value())
      if (p.rating && p.turns >= 2 && !p.defender_alternatives.empty()) return p;
    ADD_FAILURE() << "no puzzle of two turns with a defender alternative";
    return Puzzle{};
  }();
  return z;
}

// The generator is a pure function of the date: it gives the published puzzle again.
TEST(Puzzle, TheSameDateGivesThePublishedPuzzle) {
  const Puzzle& z = ql_puzzle();
  auto again = daily_puzzle(puzzle_variant("quantum-leap"), z.date);
  ASSERT_TRUE(again);
  again->version = z.version;
  EXPECT_EQ(puzzle_to_line(*again), puzzle_to_line(z));
}

TEST(Puzzle, RecordsAProvenUniqueWin) {
  const Puzzle& z = ql_puzzle();
  EXPECT_EQ(z.id, "quantum-leap-" + z.date);
  EXPECT_GE(z.turns, 1);
  EXPECT_EQ(z.solution.size(), static_cast<size_t>(2 * z.turns - 1));
  EXPECT_EQ(z.goal(), std::string(z.side == 0 ? "White" : "Black") + " wins in " + std::to_string(z.turns));
  EXPECT_FALSE(z.themes.empty());
  EXPECT_GE(z.difficulty.rating, 1);
  EXPECT_LE(z.difficulty.rating, 5);
  // Independently of the prover: the search finds exactly one winning first turn, the solution's.
  const VariantPtr v = puzzle_variant("quantum-leap");
  const QuantumLeapGame game(v);
  const Position p = parse_position(game, z.position).value();
  const SearchResult r = solve_endgame(v, p, {z.turns, 0});
  ASSERT_EQ(r.value, Proof::Win);
  EXPECT_EQ(*r.distance, z.turns);
  ASSERT_EQ(r.winning_turns.size(), 1u);
  EXPECT_EQ(format_turn(*v, r.winning_turns.front()), z.solution.front().turn);
  ASSERT_GE(z.turns, 2);  // ql_puzzle() picks one of two turns or more: no win in fewer
  EXPECT_EQ(solve_endgame(v, p, {z.turns - 1, 0}).value, Proof::Unknown);
}

TEST(Puzzle, JsonLineRoundTrips) {
  const std::string line = puzzle_to_line(ql_puzzle());
  auto back = puzzle_from_line(line);
  ASSERT_TRUE(back.ok()) << back.error();
  EXPECT_EQ(puzzle_to_line(back.value()), line);
}

TEST(Puzzle, ReadingNamesTheKeyThatIsWrong) {
  auto j = puzzle_to_json(ql_puzzle());
  j["turns"] = "three";
  auto bad = puzzle_from_json(nlohmann::json::parse(j.dump()));
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.error().find("turns"), std::string::npos) << bad.error();
  EXPECT_FALSE(puzzle_from_line("{not json").ok());
}

TEST(Puzzle, AFileErrorNamesTheLine) {
  const testing::ScratchDir scratch;
  const std::string puzzles = scratch / "puzzles.jsonl";
  {
    std::ofstream out(puzzles);
    out << puzzle_to_line(ql_puzzle()) << "\n{\"id\": 1}\n";
  }
  auto read = read_puzzle_file(puzzles);
  ASSERT_FALSE(read.ok());
  EXPECT_NE(read.error().find(":2:"), std::string::npos) << read.error();
}

// A rerun picks up the finished puzzles of the progress file instead of generating them again.
TEST(Puzzle, ABatchResumesFromItsProgressFile) {
  const testing::ScratchDir scratch;
  const std::string progress = scratch / "progress.jsonl";
  {
    std::ofstream out(progress);
    out << puzzle_to_line(ql_puzzle()) << "\n";
  }
  BatchOptions o;
  o.dates = {ql_puzzle().date};
  o.progress_path = progress;
  int generated = 0;
  o.on_done = [&](const Puzzle&) { ++generated; };
  auto batch = generate_batch(puzzle_variant("quantum-leap"), o);
  ASSERT_TRUE(batch.ok()) << batch.error();
  EXPECT_EQ(generated, 0);
  ASSERT_EQ(batch->size(), 1u);
  EXPECT_EQ(puzzle_to_line(batch->front()), puzzle_to_line(ql_puzzle()));
}

// A date whose puzzle repeats an earlier date's is given its next attempt's, the same on any
// number of threads; a date that only repeats is named (the first such, never a later one whose
// repeat an earlier replacement might have removed). The small board has few puzzles.
TEST(Puzzle, ABatchReplacesRepeatsTheSameOnAnyNumberOfThreads) {
  const VariantPtr v = puzzle_variant("quantum-leap-7");
  BatchOptions o;
  o.dates = {"2027-01-01", "2027-01-02"};
  std::vector<std::string> lines[2];
  for (int threads : {1, 2}) {
    o.threads = threads;
    auto batch = generate_batch(v, o);
    ASSERT_TRUE(batch.ok()) << batch.error();
    for (const Puzzle& z : batch.value()) lines[threads - 1].push_back(puzzle_to_line(z));
  }
  EXPECT_EQ(lines[0], lines[1]);
  const auto alone = daily_puzzle(v, "2027-01-02");
  ASSERT_TRUE(alone);
  const Puzzle second = puzzle_from_line(lines[0][1]).value();
  EXPECT_NE(second.seed, alone->seed);  // the date's own first puzzle repeated the first date's
  const QuantumLeapGame game(v);
  std::set<std::string> keys;
  for (const std::string& line : lines[0])
    keys.insert(
        canonical_puzzle_key(*v, parse_position(game, puzzle_from_line(line).value().position).value()));
  EXPECT_EQ(keys.size(), 2u);

  o.dates = {"2027-01-01", "2027-01-02", "2027-01-03", "2027-01-04", "2027-01-05"};
  auto spent = generate_batch(v, o);
  ASSERT_FALSE(spent.ok());
  EXPECT_NE(spent.error().find("only repeats of earlier puzzles found for 2027-01-03"), std::string::npos)
      << spent.error();
}

// A year continued from a later date never repeats what it published before: the date whose own
// first puzzle is one published earlier is given its next attempt's.
TEST(Puzzle, ABatchNeverRepeatsAPuzzlePublishedBeforeIt) {
  const VariantPtr v = puzzle_variant("quantum-leap-7");
  const auto own = daily_puzzle(v, "2027-01-02");
  ASSERT_TRUE(own);
  Puzzle published = *own;
  date_puzzle(published, "2027-01-01");
  BatchOptions o;
  o.dates = {"2027-01-02"};
  o.published = {published};
  auto batch = generate_batch(v, o);
  ASSERT_TRUE(batch.ok()) << batch.error();
  ASSERT_EQ(batch->size(), 1u);
  EXPECT_NE(batch->front().seed, own->seed);
  const QuantumLeapGame game(v);
  EXPECT_NE(canonical_puzzle_key(*v, parse_position(game, batch->front().position).value()),
            canonical_puzzle_key(*v, parse_position(game, own->position).value()));
}

// A progress file that cannot be written stops the batch with its one-line reason (a rerun
// could not resume what it does not hold).
TEST(Puzzle, ABatchStopsWhenItsProgressFileCannotBeWritten) {
  const testing::ScratchDir scratch;
  BatchOptions o;
  o.dates = {"2027-01-01"};  // a puzzle of the small board: found at once
  o.progress_path = scratch / "full.jsonl";
  std::optional<Result<std::vector<Puzzle>>> full;
  {
    testing::FileSizeLimit limit(10);  // the puzzle's line does not fit
    full = generate_batch(puzzle_variant("quantum-leap-7"), o);
  }
  ASSERT_FALSE(full->ok());
  EXPECT_EQ(full->error(), "cannot write " + o.progress_path + ": " + std::strerror(EFBIG));
  o.progress_path = scratch.str();
  auto directory = generate_batch(puzzle_variant("quantum-leap-7"), o);
  ASSERT_FALSE(directory.ok());
  EXPECT_EQ(directory.error(), "cannot write " + o.progress_path + ": " + std::strerror(EISDIR));
}

TEST(Puzzle, VerifyAcceptsTheProofAndRefusesEveryTampering) {
  const VariantPtr v = puzzle_variant("quantum-leap");
  const Puzzle& z = ql_puzzle();
  auto ok = verify_puzzle(v, z);
  EXPECT_TRUE(ok.ok()) << ok.error();

  Puzzle wrong_turn = z;
  const QuantumLeapGame game(v);
  const Position p = parse_position(game, z.position).value();
  for (const Turn& t : legal_turns(game, p))
    if (format_turn(*v, t) != z.solution.front().turn) {
      wrong_turn.solution.front().turn = format_turn(*v, t);
      break;
    }
  EXPECT_FALSE(verify_puzzle(v, wrong_turn).ok());

  Puzzle wrong_depth = z;
  wrong_depth.turns = z.turns + 1;
  wrong_depth.difficulty.depth = wrong_depth.turns;
  EXPECT_FALSE(verify_puzzle(v, wrong_depth).ok());

  Puzzle wrong_side = z;
  wrong_side.side = 1 - z.side;
  EXPECT_FALSE(verify_puzzle(v, wrong_side).ok());

  Puzzle wrong_id = z;
  wrong_id.id = "quantum-leap-1999-01-01";
  EXPECT_FALSE(verify_puzzle(v, wrong_id).ok());

  ASSERT_FALSE(z.defender_alternatives.empty());  // ql_puzzle() picks one with an alternative
  Puzzle dropped = z;
  dropped.defender_alternatives.pop_back();
  EXPECT_FALSE(verify_puzzle(v, dropped).ok());
}

// A position where two first turns win in one is no puzzle: the prover says why.
TEST(Puzzle, AnAmbiguousWinIsRejected) {
  const VariantPtr v = puzzle_variant("adaptoid");
  for (uint64_t seed = 1; seed < 20; ++seed) {
    const std::vector<Position> line = engine_game(v, seed);
    for (const Position& p : line) {
      const SearchResult r = solve_endgame(v, p, {1, 0});
      if (r.value != Proof::Win || r.winning_turns.size() < 2) continue;
      auto proof = prove_puzzle(v, p, {1, 0, 0});
      ASSERT_FALSE(proof.ok());
      EXPECT_NE(proof.error().find("first turns win within 1"), std::string::npos) << proof.error();
      return;
    }
  }
  FAIL() << "no position with two winning turns in 19 games";
}

TEST(Puzzle, CanonicalKeyIsTheSameForEverySymmetricImage) {
  const VariantPtr v = puzzle_variant("adaptoid");
  const AdaptoidGame game(v);
  const Position p = engine_game(v, 3)[12];
  const std::string key = canonical_puzzle_key(*v, p);
  for (const Symmetry& s : v->board.symmetries()) {
    Position q = p;
    for (int i = 0; i < v->board.size(); ++i) q.put(i, kEmpty);
    for (int i = 0; i < v->board.size(); ++i) q.put(s[i], p.at(i));
    EXPECT_EQ(canonical_puzzle_key(*v, q), key);
  }
  EXPECT_NE(canonical_puzzle_key(*v, engine_game(v, 3)[13]), key);
}

// A cell or two changed (on a symmetric image) is the same puzzle to a solver; three are not, nor
// is another side to move.
TEST(Puzzle, MemoryFindsRepeatsUpToTwoCells) {
  const VariantPtr v = puzzle_variant("adaptoid");
  const Position p = engine_game(v, 3)[12];
  std::vector<int> empty, full;
  for (int i = 0; i < v->board.size(); ++i) (p.at(i) == kEmpty ? empty : full).push_back(i);
  ASSERT_GE(empty.size(), 3u);
  ASSERT_FALSE(full.empty());
  const Symmetry& turn = v->board.symmetries().back();
  Position image = p;
  for (int i = 0; i < v->board.size(); ++i) image.put(turn[i], p.at(i));
  PuzzleMemory memory(*v);
  EXPECT_FALSE(memory.repeat_of(p));
  memory.add(engine_game(v, 5)[14], 0);
  memory.add(image, 1);
  const Piece disc = p.at(full.front());
  Position q = p;
  for (int k = 0; k < 3; ++k) {
    EXPECT_EQ(memory.repeat_of(q), std::optional<std::size_t>{1}) << k << " cells changed";
    q.put(empty[k], disc);
  }
  EXPECT_FALSE(memory.repeat_of(q));
  EXPECT_FALSE(memory.repeat_of(engine_game(v, 3)[13]));
}

// A win in one leaves the others no turn: its goal names neither what they do nor their joint
// play, only how the game ends (A15, T7, Q5); a longer win says both.
TEST(Puzzle, TheGoalOfAWinInOneNamesNoReply) {
  EXPECT_EQ(
      puzzle_goal_text(*puzzle_variant("adaptoid"), 1, 1),
      "Black to play and win in one turn: White loses when it has lost 5 adaptoids or has none left (A15)");
  EXPECT_EQ(
      puzzle_goal_text(*puzzle_variant("adaptoid"), 0, 2),
      "White to play and win in 2 turns whatever Black does: Black loses when it has lost 5 adaptoids or has "
      "none left (A15)");
  EXPECT_EQ(
      puzzle_goal_text(*puzzle_variant("quantum-leap-3p"), 0, 1),
      "White to play and win in one turn: Black cannot capture, so White, the player before it, wins (Q5)");
  const std::string adapt3 = puzzle_goal_text(*puzzle_variant("adapt3"), 0, 2);
  EXPECT_EQ(adapt3.rfind("White to play and win in 2 turns against any joint play of ", 0), 0u) << adapt3;
  EXPECT_EQ(puzzle_goal_text(*puzzle_variant("adapt3"), 0, 1).find("joint play"), std::string::npos);
}

TEST(Puzzle, DiagramShowsTheGoalAndTheSideToMove) {
  const VariantPtr v = puzzle_variant("quantum-leap");
  const std::string svg = puzzle_svg(v, ql_puzzle());
  EXPECT_NE(svg.find("<svg"), std::string::npos);
  EXPECT_NE(svg.find(ql_puzzle().goal()), std::string::npos);
  EXPECT_NE(puzzle_text(v, ql_puzzle()).find(ql_puzzle().goal()), std::string::npos);
}

}  // namespace
}  // namespace adaptoid

namespace adaptoid {
namespace {

// The screen (puzzle_screen.hpp) keeps only positions one turn away from the game's own, the
// game's winner to move, where exactly one first turn wins, at the depth it says, deepest first.
TEST(PuzzleScreen, KeepsOnlyPositionsWithOneWinningFirstTurn) {
  const VariantPtr v = puzzle_variant("adaptoid");
  const AdaptoidGame game(v);
  int kept = 0;
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    const std::vector<Position> line = engine_game(v, seed);
    const Colour winner = *game.status(line.back()).winner;
    const auto screened = screen_line(v, line, 1, 100'000);
    for (std::size_t i = 0; i < screened.size(); ++i) {
      const ScreenedPly& c = screened[i];
      EXPECT_EQ(c.position.side(), winner);
      bool one_turn_away = false;
      for (const Turn& t : legal_turns(game, line[c.ply]))
        one_turn_away = one_turn_away ||
                        format_position(*v, game.apply(line[c.ply], t)) == format_position(*v, c.position);
      EXPECT_TRUE(one_turn_away);
      const SearchResult r = solve_endgame(v, c.position, puzzle_search(c.turns));
      ASSERT_EQ(r.value, Proof::Win);
      EXPECT_EQ(*r.distance, c.turns);
      EXPECT_EQ(r.winning_turns.size(), 1u);
      if (i > 0) {
        EXPECT_GE(screened[i - 1].turns, c.turns);
      }
    }
    kept += static_cast<int>(screened.size());
  }
  EXPECT_GT(kept, 0);
}

// A date of the Adaptoid family takes its weekday's depth (specs/puzzles.md): Monday one turn.
TEST(PuzzleScreen, AnAdaptoidDateTakesItsWeekdaysDepth) {
  const VariantPtr v = puzzle_variant("adaptoid");
  EXPECT_EQ(weekday_turns(*v, "2026-11-30"), 1);  // a Monday
  EXPECT_EQ(weekday_turns(*v, "2026-12-06"), 3);  // a Sunday
  auto z = daily_puzzle(v, "2026-11-30");
  ASSERT_TRUE(z);
  EXPECT_EQ(z->turns, 1);
}

}  // namespace
}  // namespace adaptoid

namespace adaptoid {
namespace {

// A deeper screen looks further back (puzzle_screen.hpp): a win in two is sought among the
// positions one turn from the game's plies (players + 2) × 2 to players before its end, and
// every candidate kept wins at the depth it says with exactly one first turn (the generator's
// plain search, in its own order, agrees with the screen's, killers and a shared table).
TEST(PuzzleScreen, ADeeperScreenLooksFurtherBackAndKeepsOnlyUniqueWins) {
  const VariantPtr v = puzzle_variant("adaptoid");
  int kept = 0;
  for (uint64_t seed = 1; seed <= 2; ++seed) {
    const std::vector<Position> line = engine_game(v, seed);
    const int last = static_cast<int>(line.size()) - 1;
    for (const ScreenedPly& c : screen_line(v, line, 2, 100'000)) {
      EXPECT_GE(c.ply, last - 8);
      EXPECT_LT(c.ply, last - 2);
      const SearchResult r = solve_endgame(v, c.position, puzzle_search(c.turns));
      ASSERT_EQ(r.value, Proof::Win);
      EXPECT_EQ(*r.distance, c.turns);
      EXPECT_EQ(r.winning_turns.size(), 1u);
      ++kept;
    }
  }
  EXPECT_GT(kept, 0);
}

// The screen follows the proof's main line (each longest defender reply, then the solver's only
// win): a candidate it keeps at two turns or more is one whose proof does not fail further down
// the line, where most of them failed before it looked.
TEST(PuzzleScreen, AKeptCandidateHasTheProofsUniqueMainLine) {
  const VariantPtr v = puzzle_variant("adaptoid");
  int proven = 0;
  for (uint64_t seed = 1; seed <= 3; ++seed)
    for (const ScreenedPly& c : screen_line(v, engine_game(v, seed), 2, 100'000)) {
      if (c.turns < 2) continue;
      auto proof = prove_puzzle(v, c.position, {c.turns, c.turns, 2'000'000});
      EXPECT_TRUE(proof.ok()) << format_position(*v, c.position) << ": " << proof.error();
      proven += proof.ok();
    }
  EXPECT_GT(proven, 0);
}

// With three players the coalition replies in turn (T1, Q5: the defenders move one after the
// other before the solver's next turn): a candidate the screen keeps at two turns is one whose
// proof against the joint play of both opponents holds its unique main line, and the screen
// finds such candidates in a few engine games.
TEST(PuzzleScreen, AThreePlayerKeptCandidateHasTheProofsUniqueMainLine) {
  for (const std::string name : {"adapt3", "quantum-leap-3p"}) {
    const VariantPtr v = puzzle_variant(name);
    int proven = 0;
    // (a game holds a kept win in two about once in three to five: up to 40 games, until two)
    for (uint64_t seed = 1; seed <= 40 && proven < 2; ++seed)
      for (const ScreenedPly& c : screen_line(v, engine_game(v, seed), 2, 60'000)) {
        if (c.turns < 2) continue;
        auto proof = prove_puzzle(v, c.position, {c.turns, c.turns, 2'000'000});
        // (a position with one legal turn is no puzzle: the proof says so, the screen does not judge it)
        if (!proof && proof.error() == "only one legal turn") continue;
        EXPECT_TRUE(proof.ok()) << format_position(*v, c.position) << ": " << proof.error();
        proven += proof.ok();
      }
    EXPECT_GT(proven, 0) << name;
  }
}

// A date that asks for more than its seeds give takes the shallower puzzle an earlier attempt
// already found, once the attempts ask for no more, instead of searching new seeds for it.
TEST(PuzzleScreen, AFallBackTakesTheShallowerPuzzleAnEarlierAttemptFound) {
  const VariantPtr v = puzzle_variant("adaptoid");
  const std::string date = "2027-01-03";  // a Sunday
  const GenerateOptions o{.screen_budget = 20'000, .max_games = 1, .target_turns = 2};
  const int exact = exact_depth_attempts(*v, date, 2);
  ASSERT_EQ(exact, 3);
  // What each attempt's seed gives on its own, and the rule: an attempt asks for the target, then
  // one less, then anything, and an earlier attempt's puzzle of that depth is taken first.
  std::vector<std::optional<Puzzle>> by_attempt;
  std::optional<std::pair<int, int>> expected;  // attempt, turns
  for (int a = 0; a < 3 * exact && !expected; ++a) {
    const int wanted = a < exact ? 2 : a < 2 * exact ? 1 : 0;
    for (int b = 0; b < a && !expected; ++b)
      if (by_attempt[b] && by_attempt[b]->turns >= wanted) expected = {b, by_attempt[b]->turns};
    if (expected) break;
    by_attempt.push_back(generate_puzzle(v, puzzle_seed(v->name, date, 0, a), o));
    if (by_attempt[a] && by_attempt[a]->turns >= wanted) expected = {a, by_attempt[a]->turns};
  }
  ASSERT_TRUE(expected);
  const auto z = daily_puzzle(v, date, 0, o);
  ASSERT_TRUE(z);
  EXPECT_EQ(z->seed, puzzle_seed(v->name, date, 0, expected->first));
  EXPECT_EQ(z->turns, expected->second);
}

}  // namespace
}  // namespace adaptoid
