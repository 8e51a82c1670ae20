// Game records (specs/notation.md, "Game records"): written and read back equal for every family
// and for a variant carried as its file; each error names its line; no input crashes the reader.
#include <adaptoid/core/game.hpp>
#include <adaptoid/play/game_record.hpp>
#include <adaptoid/util/random.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace adaptoid {
namespace {

VariantPtr load_or_throw(std::string_view name) {
  auto v = load_variant(name);
  if (!v) throw std::runtime_error(v.error());
  return v.value();
}

// A record of up to `turns` random legal turns from the variant's start (fewer when the game
// ends first); its status is the rules' own.
GameRecord random_game(const VariantPtr& variant, const std::string& name, uint64_t seed, size_t turns) {
  GameRecord r;
  r.variant = variant;
  r.variant_name = name;
  r.seed = seed;
  r.date = "2026-11-25";
  r.event = "test \"quoted\" \\ game";
  for (int c = 0; c < variant->players; ++c) r.players.push_back(c == 0 ? "engine:time=0.2" : "uct");
  SplitMix64 rng(seed);
  std::visit(
      [&](const auto& game) {
        Position p = game.start(seed);
        while (r.turns.size() < turns && !game.status(p).over) {
          const auto legal = legal_turns(game, p);
          const Turn t = legal[rng.below(legal.size())];
          r.turns.push_back(t);
          p = game.apply(p, t);
        }
        r.status = game.status(p);
      },
      make_game(variant));
  return r;
}

GameRecord parse_one(const std::string& text) {
  auto records = parse_game_records(text);
  if (!records) throw std::runtime_error(records.error() + "\nin:\n" + text);
  if (records->size() != 1) throw std::runtime_error("expected one record");
  return records.value()[0];
}

void expect_same(const GameRecord& a, const GameRecord& b) {
  EXPECT_TRUE(same_rules(*a.variant, *b.variant));
  EXPECT_EQ(a.variant->name, b.variant->name);
  EXPECT_EQ(a.variant_name, b.variant_name);
  EXPECT_EQ(a.players, b.players);
  EXPECT_EQ(a.seed, b.seed);
  EXPECT_EQ(a.date, b.date);
  EXPECT_EQ(a.start, b.start);
  EXPECT_EQ(a.turns, b.turns);
  EXPECT_EQ(a.status.over, b.status.over);
  EXPECT_EQ(a.status.winner, b.status.winner);
  EXPECT_EQ(a.termination, b.termination);
  EXPECT_EQ(a.event, b.event);
  EXPECT_EQ(a.position_at(a.turns.size()), b.position_at(b.turns.size()));
}

void expect_error(const std::string& text, const std::string& needle) {
  auto records = parse_game_records(text);
  ASSERT_FALSE(records.ok()) << "read, but should have been refused:\n" << text;
  EXPECT_EQ(records.error().find('\n'), std::string::npos) << records.error();
  EXPECT_NE(records.error().find(needle), std::string::npos)
      << "'" << needle << "' not in: " << records.error();
}

TEST(GameRecord, RoundTripsEveryBuiltInVariant) {
  for (const std::string& name : builtin_variant_names()) {
    SCOPED_TRACE(name);
    for (uint64_t seed : {1, 7, 12}) {
      const GameRecord r = random_game(load_or_throw(name), name, seed, 3 + seed);
      const std::string text = format_game_record(r);
      const GameRecord back = parse_one(text);
      expect_same(r, back);
      EXPECT_EQ(format_game_record(back), text);
    }
  }
}

TEST(GameRecord, RoundTripsAFinishedGameWithItsResult) {
  const auto v = load_or_throw("quantum-leap");
  const GameRecord r = random_game(load_or_throw("quantum-leap"), "quantum-leap", 5, 100000);
  ASSERT_TRUE(r.status.over);
  const GameRecord back = parse_one(format_game_record(r));
  expect_same(r, back);
  EXPECT_TRUE(back.result_text() == "1-0" || back.result_text() == "0-1") << back.result_text();
  EXPECT_TRUE(v->is_quantum_leap());
}

TEST(GameRecord, RoundTripsAVariantCarriedAsItsFile) {
  auto v = load_variant_text(
      "base = \"adaptoid\"\ncapture_goal = 3\n[board]\nside = 3\n[start]\nwhite = [\"c1\"]\nblack = "
      "[\"c5\"]\n",
      "tiny", "tiny.toml");
  ASSERT_TRUE(v.ok()) << v.error();
  const GameRecord r = random_game(v.value(), "", 3, 6);
  const std::string text = format_game_record(r);
  EXPECT_NE(text.find("[Variant \"tiny\"]\n[VariantFile]\n| "), std::string::npos) << text;
  const GameRecord back = parse_one(text);
  expect_same(r, back);
  EXPECT_EQ(back.variant_toml, variant_to_toml(*v.value()));
  EXPECT_EQ(format_game_record(back), text);
}

TEST(GameRecord, AVariantNamedLikeABuiltInButOtherRulesTravelsAsAFile) {
  // (Read from a folder, as a file adaptoid.toml would be: a built-in cannot be its own base.)
  auto v = load_variant_text("base = \"adaptoid\"\ncapture_goal = 3\n", "adaptoid", "adaptoid.toml", ".");
  ASSERT_TRUE(v.ok()) << v.error();
  const GameRecord r = random_game(v.value(), "adaptoid", 3, 2);
  const GameRecord back = parse_one(format_game_record(r));
  EXPECT_EQ(back.variant->capture_goal, 3);
  EXPECT_TRUE(back.variant_name.empty());
}

TEST(GameRecord, RoundTripsAStartPositionAndAnAdjudication) {
  GameRecord r = random_game(load_or_throw("adapt3"), "adapt3", 2, 4);
  r.start = r.position_at(2);
  r.turns.erase(r.turns.begin(), r.turns.begin() + 2);
  r.status = {true, 2};
  r.termination = "max plies";
  const std::string text = format_game_record(r);
  EXPECT_NE(text.find("[Result \"r\"]\n[Termination \"max plies\"]\n"), std::string::npos) << text;
  const GameRecord back = parse_one(text);
  expect_same(r, back);
  EXPECT_EQ(back.result_text(), "r");
}

TEST(GameRecord, ReadsTheDocumentedShape) {
  const std::string text =
      "[Event \"club night\"]\r\n[Variant \"adaptoid\"]\n[White \"engine:time=0.2\"]\n[Black \"uct\"]\n"
      "[Date \"2026-11-25\"]\n[Result \"*\"]\n1w d2+L\n1b d6+L\n2w d2-d3 +d2\n\n\n"
      "[Variant \"quantum-leap-19\"]\n[Seed \"4\"]\n";
  auto records = parse_game_records(text);
  ASSERT_TRUE(records.ok()) << records.error();
  ASSERT_EQ(records->size(), 2u);
  const GameRecord& a = records.value()[0];
  EXPECT_EQ(a.event, "club night");
  EXPECT_EQ(a.players, (std::vector<std::string>{"engine:time=0.2", "uct"}));
  EXPECT_EQ(format_position(*a.variant, a.position_at(3)),
            "adaptoid ..../...../....../.W00W10..B10./....../...../.... b 0/0 2");
  EXPECT_EQ(format_position(*a.variant, a.position_at(1)),
            "adaptoid ..../...../....../.W10...B00./....../...../.... b 0/0 1");
  const GameRecord& b = records.value()[1];
  EXPECT_EQ(b.seed, 4u);
  EXPECT_EQ(b.position_at(0), std::get<QuantumLeapGame>(make_game(b.variant)).start(4));
  EXPECT_TRUE(b.players.empty());
}

// The code blocks of specs/notation.md's "Game records" section, each as one text.
std::vector<std::string> documented_examples() {
  std::ifstream in(std::filesystem::path(ADAPTOID_SOURCE_DIR) / "specs" / "notation.md");
  std::vector<std::string> blocks;
  std::string line, block;
  bool in_section = false;
  while (std::getline(in, line)) {
    if (line.rfind("## ", 0) == 0) in_section = line == "## Game records";
    if (!in_section) continue;
    if (line.rfind("    ", 0) == 0) {
      block += line.substr(4) + "\n";
    } else if (!line.empty() && !block.empty()) {
      blocks.push_back(block);
      block.clear();
    } else if (line.empty() && !block.empty()) {
      block += "\n";
    }
  }
  if (!block.empty()) blocks.push_back(block);
  for (std::string& b : blocks)
    while (b.ends_with("\n\n")) b.pop_back();
  return blocks;
}

TEST(GameRecord, EveryDocumentedExampleReadsAndWritesBackUnchanged) {
  const auto examples = documented_examples();
  ASSERT_EQ(examples.size(), 3u);
  size_t records = 0;
  for (const std::string& text : examples) {
    auto read = parse_game_records(text);
    ASSERT_TRUE(read.ok()) << read.error() << "\nin:\n" << text;
    EXPECT_EQ(format_game_records(read.value()), text);
    records += read->size();
  }
  EXPECT_EQ(records, 4u);
}

TEST(GameRecord, ResultText) {
  GameRecord r;
  r.variant = load_or_throw("adaptoid");
  EXPECT_EQ(r.result_text(), "*");
  r.status = {true, 0};
  EXPECT_EQ(r.result_text(), "1-0");
  r.status = {true, 1};
  EXPECT_EQ(r.result_text(), "0-1");
  r.status = {true, std::nullopt};
  EXPECT_EQ(r.result_text(), "1/2-1/2");
  r.variant = load_or_throw("quantum-leap-3p");
  EXPECT_EQ(r.result_text(), "draw");
  r.status = {true, 2};
  EXPECT_EQ(r.result_text(), "r");
  r.status = {};
  EXPECT_EQ(r.result_text(), "*");
}

const std::string kAdaptoid = "[Variant \"adaptoid\"]\n";

// A file of many games is read a record at a time: the records before a damaged one are handed
// over as they are read, a walk stopped early never reads the rest, and only the whole read
// (parse_game_records) meets the damage.
TEST(GameRecord, RecordsAreReadOneAtATimeAndAStopReadsNoFurther) {
  const VariantPtr v = load_or_throw("adaptoid");
  const std::string first = format_game_record(random_game(v, "adaptoid", 1, 4));
  const std::string second = format_game_record(random_game(v, "adaptoid", 2, 5));
  const std::string text = first + "\n" + second + "\n" + kAdaptoid + "[Colour \"x\"]\n";
  std::vector<size_t> turns;
  auto read = for_each_game_record(text, [&](GameRecord& r) {
    turns.push_back(r.turns.size());
    return turns.size() < 2;
  });
  ASSERT_TRUE(read) << read.error();
  EXPECT_EQ(read.value(), 2U);
  EXPECT_EQ(turns, (std::vector<size_t>{4, 5}));
  auto whole = parse_game_records(text);
  ASSERT_FALSE(whole);
  EXPECT_NE(whole.error().find("unknown header 'Colour'"), std::string::npos) << whole.error();
}

TEST(GameRecord, ErrorsNameTheLine) {
  expect_error(kAdaptoid + "[Colour \"x\"]\n", "line 2: unknown header 'Colour'");
  expect_error(kAdaptoid + "[White engine]\n", "line 2: a header is [Name \"value\"]");
  expect_error(kAdaptoid + "[White \"a\"]\n[White \"b\"]\n",
               "line 3: a second White header (the first is on line 2)");
  expect_error("[White \"a\"]\n1w d2+L\n", "line 1: the record has no [Variant");
  expect_error(kAdaptoid + "1w d2+L\n\n\n[Seed \"3\"]\n", "line 5: the record has no [Variant");
  expect_error("[Variant \"adaptoidd\"]\n", "line 1: unknown variant 'adaptoidd'");
  expect_error(kAdaptoid + "[Seed \"-3\"]\n", "line 2: Seed '-3'");
  expect_error(kAdaptoid + "[Date \"25.11.2026\"]\n", "line 2: Date '25.11.2026'");
  expect_error(kAdaptoid + "[Red \"uct\"]\n", "line 2: Red: adaptoid has 2 players");
  expect_error(kAdaptoid + "[Result \"r\"]\n", "line 2: Result 'r': 1-0, 0-1, 1/2-1/2 or *");
  expect_error("[Variant \"adapt3\"]\n[Result \"1-0\"]\n",
               "line 2: Result '1-0': the winner's letter (w, b, r");
  expect_error(kAdaptoid + "[Start \"adaptoid ..../.... w 0/0 1\"]\n", "line 2: Start: ");
  expect_error(kAdaptoid + "1w d2+L\n[Seed \"1\"]\n", "line 3: a header after the turns");
  expect_error(kAdaptoid + "| capture_goal = 3\n", "line 2: a '|' line belongs to a [VariantFile] block");
  expect_error(kAdaptoid + "[VariantFile]\n| capture_goal = \"three\"\n", "line 2: VariantFile: ");
  expect_error(kAdaptoid + "[VariantFile]\n| capture_goal = 3\n[VariantFile]\n",
               "line 4: a second [VariantFile]");
  expect_error(kAdaptoid + "[Event \"" + std::string(20000, 'x') + "\"]\n", "line 2: a line of over");
}

TEST(GameRecord, ErrorsInTheTurnsNameTheLineAndTheRule) {
  expect_error(kAdaptoid + "1w d2+L\n1b d2-d3 +d2\n", "line 3: turn 'd2-d3 +d2': ");
  expect_error(kAdaptoid + "1w d2-d3\n", "line 2: turn 'd2-d3': the adaptoid on d2 has no legs");
  expect_error(kAdaptoid + "1w d2+L\n1w d6+L\n",
               "line 3: '1w d6+L' is labelled 1w, but 1b is to move (turn 1, black)");
  expect_error(kAdaptoid + "1w d2+L\nd6+L\n",
               "line 3: 'd6+L': a turn line is the turn number, the side to move and "
               "the turn, here '1b <turn>'");
  expect_error(kAdaptoid + "d2+L\n", "line 2: 'd2+L': a turn line is");
  expect_error(kAdaptoid + "1w\n", "line 2: '1w': a turn line is");
}

// A finished game's text, its Result line, and the line after its last turn.
struct Finished {
  std::string text;
  size_t result_line = 0;
  size_t lines = 0;
  GameRecord record;
};

Finished finished_game() {
  Finished f;
  f.record = random_game(load_or_throw("quantum-leap-19"), "quantum-leap-19", 9, 100000);
  f.text = format_game_record(f.record);
  for (size_t i = 0; i < f.text.size(); ++i)
    if (f.text[i] == '\n') {
      ++f.lines;
      if (f.text.compare(i + 1, 9, "[Result \"") == 0) f.result_line = f.lines + 1;
    }
  return f;
}

TEST(GameRecord, AResultMustAgreeWithAFinishedGame) {
  const Finished f = finished_game();
  ASSERT_TRUE(f.record.status.over);
  const std::string result = "[Result \"" + f.record.result_text() + "\"]";
  const std::string wrong = f.record.result_text() == "1-0" ? "0-1" : "1-0";
  for (const std::string& claim : {wrong, std::string("*"), std::string("1/2-1/2")}) {
    std::string text = f.text;
    text.replace(text.find(result), result.size(), "[Result \"" + claim + "\"]");
    expect_error(text, "line " + std::to_string(f.result_line) + ": Result '" + claim +
                           "' contradicts the turns: after them the game is over, ");
  }
}

TEST(GameRecord, NoTurnAfterTheEnd) {
  const Finished f = finished_game();
  const Position last = f.record.position_at(f.record.turns.size());
  const std::string label = std::to_string(last.turn_number()) + colour_lower(last.side());
  expect_error(f.text + label + " a1xa3\n",
               "line " + std::to_string(f.lines + 1) + ": '" + label + " a1xa3' after the game is over (");
}

// The reader meets arbitrary text (it is fuzzed): mangled records are refused with one line.
TEST(GameRecord, MangledRecordsAreRefusedWithOneLineOrRead) {
  const GameRecord r = random_game(load_or_throw("adaptoid"), "adaptoid", 4, 12);
  auto carried = load_variant_text("base = \"adapt3\"\n", "mine", "mine.toml");
  ASSERT_TRUE(carried.ok());
  const std::string text =
      format_game_record(r) + "\n" + format_game_record(random_game(carried.value(), "", 2, 5));
  SplitMix64 rng(11);
  const std::string alphabet = "[]\"\\|\n\r +-xw1b~.=LPad";
  for (int round = 0; round < 3000; ++round) {
    std::string t = text;
    for (uint64_t edits = 1 + rng.below(4); edits > 0; --edits) {
      const size_t at = rng.below(t.size());
      switch (rng.below(3)) {
        case 0:
          t[at] = alphabet[rng.below(alphabet.size())];
          break;
        case 1:
          t.erase(at, 1 + rng.below(8));
          break;
        default:
          t.insert(at, 1, static_cast<char>(rng.below(256)));
      }
      if (t.empty()) t = "x";
    }
    auto records = parse_game_records(t);
    if (!records) {
      EXPECT_EQ(records.error().find('\n'), std::string::npos) << records.error();
      EXPECT_EQ(records.error().rfind("line ", 0), 0u) << records.error();
    }
  }
  EXPECT_TRUE(parse_game_records("").ok());
  EXPECT_TRUE(parse_game_records("\n \n\t\n")->empty());
}

}  // namespace
}  // namespace adaptoid
