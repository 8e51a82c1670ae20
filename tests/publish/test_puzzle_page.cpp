// The puzzle page's data: sealed lines, a file a day up to a date, the index and
// the Atom feed.
#include <gtest/gtest.h>

#include <adaptoid/core/game.hpp>
#include <adaptoid/publish/puzzle_page.hpp>
#include <adaptoid/publish/puzzle_seal.hpp>
#include <adaptoid/puzzle/puzzle_batch.hpp>
#include <adaptoid/puzzle/puzzle_json.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "output_targets.hpp"
#include "puzzle_open_step.hpp"

namespace adaptoid {
namespace {

using nlohmann::json;

TEST(PuzzleSeal, Sha256IsTheStandardOne) {
  EXPECT_EQ(sha256_hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  EXPECT_EQ(sha256_hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
}

TEST(PuzzleSeal, OnlyTheRightTurnOpensAStep) {
  const std::string salt = puzzle_salt("adaptoid-2026-11-23", "adaptoid ... w 0/0 1");
  EXPECT_EQ(salt.size(), 32u);
  const SealedStep s = seal_step(salt, 0, "d2-d3 +b3", R"({"plies":[]})");
  EXPECT_EQ(s.check, turn_check(salt, 0, "d2-d3 +b3"));
  EXPECT_EQ(open_step(salt, 0, "d2-d3 +b3", s).value(), R"({"plies":[]})");
  EXPECT_FALSE(open_step(salt, 0, "d2-d3 +b4", s));
  EXPECT_FALSE(open_step(salt, 1, "d2-d3 +b3", s));  // another step's key
  EXPECT_FALSE(open_step(puzzle_salt("x", "y"), 0, "d2-d3 +b3", s));
  SealedStep damaged = s;
  damaged.data[2] = damaged.data[2] == 'A' ? 'B' : 'A';
  EXPECT_FALSE(open_step(salt, 0, "d2-d3 +b3", damaged));  // the tag no longer matches
  // Derived, not random: the same export twice is the same file.
  EXPECT_EQ(seal_step(salt, 0, "d2-d3 +b3", R"({"plies":[]})").data, s.data);
}

struct Year {
  std::vector<Puzzle> puzzles;
  std::map<std::string, VariantPtr> variants;
};

Year first_days(int n) {
  Year y;
  for (const char* file : {"/puzzles/adaptoid.jsonl", "/puzzles/quantum-leap.jsonl"}) {
    auto all = read_puzzle_file(std::string(ADAPTOID_SOURCE_DIR) + file).value();
    all.resize(static_cast<std::size_t>(n));
    for (Puzzle& z : all) {
      y.variants[z.variant] = load_variant(z.variant).value();
      y.puzzles.push_back(std::move(z));
    }
  }
  return y;
}

const PageFile* find(const std::vector<PageFile>& files, const std::string& path) {
  auto it = std::find_if(files.begin(), files.end(), [&](const PageFile& f) { return f.path == path; });
  return it == files.end() ? nullptr : &*it;
}

TEST(PuzzlePage, OnlyTheDaysUpToTheDateAndTodaysLineSealed) {
  const Year y = first_days(3);
  const std::string d0 = y.puzzles[0].date, d1 = y.puzzles[1].date, d2 = y.puzzles[2].date;
  const auto files = puzzle_page_files(y.puzzles, y.variants, {d1, "", 14}).value();
  EXPECT_TRUE(find(files, "days/adaptoid/" + d0 + ".js"));
  EXPECT_TRUE(find(files, "days/quantum-leap/" + d1 + ".svg"));
  EXPECT_FALSE(find(files, "days/adaptoid/" + d2 + ".json"));  // the day after is not published
  const Puzzle& today = y.puzzles[1];
  const PageFile* day = find(files, "days/adaptoid/" + d1 + ".json");
  ASSERT_TRUE(day);
  for (const PuzzlePly& p : today.solution) EXPECT_EQ(day->content.find(p.position), std::string::npos);
  const json j = json::parse(day->content);
  EXPECT_TRUE(j["solution"].is_null());
  EXPECT_EQ(j["status"]["goal"], 5);
  EXPECT_EQ(j["status"]["supply"]["white"].size(), 3u);
  // Each step opens with the solver's turn and holds the plies up to the solver's next turn.
  const auto& steps = j["sealed"]["steps"];
  ASSERT_EQ(steps.size(), static_cast<std::size_t>(today.turns));
  for (std::size_t k = 0; k < steps.size(); ++k) {
    const SealedStep s{steps[k]["check"], steps[k]["iv"], steps[k]["data"]};
    const auto payload =
        open_step(j["sealed"]["salt"].get<std::string>(), static_cast<int>(k), today.solution[2 * k].turn, s);
    ASSERT_TRUE(payload) << k;
    const json plies = json::parse(*payload)["plies"];
    EXPECT_EQ(plies[0]["position"], today.solution[2 * k].position);
    EXPECT_EQ(plies.size(), k + 1 == steps.size() ? 1u : 2u);
  }
  // The day before has its solution in clear.
  const json before = json::parse(find(files, "days/adaptoid/" + d0 + ".json")->content);
  EXPECT_EQ(before["solution"].size(), y.puzzles[0].solution.size());
}

// Every wrong legal first turn has its refutation: sealed under that turn on the day itself (no
// turn in clear), in clear the day after, the same object either way.
TEST(PuzzlePage, EveryWrongFirstTurnIsRefutedSealedThenInClear) {
  const Year y = first_days(2);
  const auto files = puzzle_page_files(y.puzzles, y.variants, {y.puzzles[1].date, "", 14}).value();
  const Puzzle& z = y.puzzles[0];
  const json today = json::parse(find(files, "days/adaptoid/" + y.puzzles[1].date + ".json")->content);
  EXPECT_TRUE(today["refutations"].is_null());
  EXPECT_EQ(today["sealed"]["refutations"].size(),
            static_cast<std::size_t>(y.puzzles[1].difficulty.legal_turns - 1));
  const json before = json::parse(find(files, "days/adaptoid/" + z.date + ".json")->content);
  const json& clear = before["refutations"];
  ASSERT_EQ(clear.size(), static_cast<std::size_t>(z.difficulty.legal_turns - 1));
  EXPECT_FALSE(clear.contains(z.solution[0].turn));
  const std::string salt = before["sealed"]["salt"];
  for (const auto& [turn, r] : clear.items()) {
    const std::string outcome = r["outcome"];
    EXPECT_TRUE(outcome == "loses" || outcome == "draws" || outcome == "wins-later") << turn;
    EXPECT_EQ(r.contains("wins_in"), outcome == "wins-later") << turn;
    if (outcome == "wins-later") {
      EXPECT_GT(r["wins_in"].get<int>(), z.turns) << turn;
    }
    const std::string text = r["text"];
    EXPECT_EQ(text.rfind(turn + " ", 0), 0u) << text;
    EXPECT_EQ(text.back(), '.') << text;
    EXPECT_EQ(text.find('.'), text.size() - 1) << "one sentence: " << text;
    const std::string check = turn_check(salt, 0, turn);
    const auto& sealed = before["sealed"]["refutations"];
    const auto entry =
        std::find_if(sealed.begin(), sealed.end(), [&](const json& e) { return e["check"] == check; });
    ASSERT_NE(entry, sealed.end()) << turn;
    const auto payload = open_step(salt, 0, turn, {(*entry)["check"], (*entry)["iv"], (*entry)["data"]});
    ASSERT_TRUE(payload) << turn;
    EXPECT_EQ(json::parse(*payload), r) << turn;
  }
}

TEST(PuzzlePage, IndexListsEveryGameAndFeedTheDays) {
  const Year y = first_days(3);
  const std::string until = y.puzzles[2].date;
  const auto files = puzzle_page_files(y.puzzles, y.variants, {until, "https://example.org/p/", 2}).value();
  const json index = json::parse(find(files, "days/index.json")->content);
  EXPECT_EQ(index["until"], until);
  ASSERT_EQ(index["games"].size(), 5u);  // every game of the family, with puzzles or not
  EXPECT_EQ(index["games"][0]["days"].size(), 3u);
  EXPECT_EQ(index["games"][2]["variant"], "adapt3");
  EXPECT_TRUE(index["games"][2]["days"].empty());
  const std::string feed = find(files, "feed.xml")->content;
  std::size_t entries = 0;
  for (std::size_t at = feed.find("<entry>"); at != std::string::npos; at = feed.find("<entry>", at + 1))
    ++entries;
  EXPECT_EQ(entries, 4u);  // two days of each of the two games
  EXPECT_NE(feed.find("https://example.org/p/index.html?variant=adaptoid&amp;date=" + until),
            std::string::npos);
  EXPECT_NE(feed.find("<feed xmlns=\"http://www.w3.org/2005/Atom\">"), std::string::npos);
  // The game and each theme as categories, so a reader can filter by either.
  EXPECT_NE(feed.find("<category term=\"quantum-leap\" label=\"Quantum Leap\"/>"), std::string::npos);
  for (const std::string& theme : y.puzzles[2].themes)
    EXPECT_NE(feed.find("<category term=\"" + theme + "\"/>"), std::string::npos) << theme;
  EXPECT_EQ(find(files, "days/index.js")->content.rfind("window.ADAPTOID_INDEX = {", 0), 0u);
}

// A day on the start of a game (no line: what the page shows of the game is the point).
json start_day(const std::string& variant_name) {
  const VariantPtr v = load_variant(variant_name).value();
  Puzzle z;
  z.id = variant_name + "-2026-11-23";
  z.date = "2026-11-23";
  z.variant = variant_name;
  z.turns = 1;
  z.position = std::visit([&](const auto& g) { return format_position(*v, g.start(1)); }, make_game(v));
  return day_json(v, z, false, {});
}

TEST(PuzzlePage, ADayDescribesItsGameForThePage) {
  const Year y = first_days(1);
  const json a = day_json(y.variants.at("adaptoid"), y.puzzles[0], false, {});
  EXPECT_EQ(a["players"], json({"white", "black"}));
  EXPECT_TRUE(a["prey"].is_null());
  EXPECT_TRUE(a["board"]["stacks"].empty());
  // The rating by solvers is passed on when the puzzle file has one, and is null otherwise.
  const json full = puzzle_to_json(y.puzzles[0]);
  EXPECT_EQ(a["rating"], full.contains("rating") ? json(full["rating"]) : json());

  EXPECT_EQ(start_day("superadaptoid")["board"]["stacks"], json({"c4", "d4", "e4"}));
  const json adapt3 = start_day("adapt3");
  EXPECT_EQ(adapt3["players"], json({"white", "black", "red"}));
  EXPECT_EQ(adapt3["prey"], json({{"white", "red"}, {"black", "white"}, {"red", "black"}}));
  EXPECT_EQ(adapt3["status"]["goal"], 8);
  EXPECT_EQ(adapt3["status"]["lost"], json({{"white", 0}, {"black", 0}, {"red", 0}}));
  EXPECT_EQ(adapt3["status"]["supply"]["red"], json({{"adaptoids", 11}, {"legs", 12}, {"pincers", 12}}));
  EXPECT_EQ(start_day("adapt3-reversed")["players"], json({"white", "red", "black"}));
  const json ql3 = start_day("quantum-leap-3p");
  EXPECT_EQ(ql3["players"], json({"white", "black", "red"}));
  EXPECT_EQ(ql3["status"]["stones"], json({{"white", 20}, {"black", 20}, {"red", 20}}));
  EXPECT_TRUE(ql3["prey"].is_null());
}

// docs/puzzles.md's table of a day's keys (for other sites) is the keys a day has, in order.
TEST(PuzzlePage, TheDocsDocumentEveryKeyOfADay) {
  std::ifstream in(std::string(ADAPTOID_SOURCE_DIR) + "/docs/puzzles.md");
  std::string line;
  while (std::getline(in, line) && line != "| key | what |") {
  }
  ASSERT_TRUE(in) << "docs/puzzles.md has no table '| key | what |'";
  std::getline(in, line);  // | --- | --- |
  std::vector<std::string> documented;
  while (std::getline(in, line) && line.rfind("| `", 0) == 0) {
    const std::string names = line.substr(0, line.find(" |", 2));
    for (std::size_t at = names.find('`'); at != std::string::npos;
         at = names.find('`', names.find('`', at + 1) + 1))
      documented.push_back(names.substr(at + 1, names.find('`', at + 1) - at - 1));
  }
  const Year y = first_days(1);
  const nlohmann::ordered_json day = day_json(y.variants.at("adaptoid"), y.puzzles[0], true, {});
  std::vector<std::string> keys;
  for (const auto& [key, value] : day.items()) keys.push_back(key);
  EXPECT_EQ(documented, keys);
}

TEST(PuzzlePage, WritingRemovesDaysPublishedTooEarly) {
  testing::ScratchDir dir;
  const Year y = first_days(3);
  ASSERT_TRUE(write_page_files(
      dir.str(), puzzle_page_files(y.puzzles, y.variants, {y.puzzles[2].date, "", 14}).value()));
  std::filesystem::path late =
      std::filesystem::path(dir.str()) / "days/adaptoid" / (y.puzzles[2].date + ".json");
  ASSERT_TRUE(std::filesystem::exists(late));
  std::filesystem::path other = std::filesystem::path(dir.str()) / "days/adaptoid/notes.txt";
  std::ofstream(other) << "kept";
  auto removed = write_page_files(
      dir.str(), puzzle_page_files(y.puzzles, y.variants, {y.puzzles[1].date, "", 14}).value());
  ASSERT_TRUE(removed);
  EXPECT_EQ(removed.value(), 6);  // .js, .json, .svg of the two games' last day
  EXPECT_FALSE(std::filesystem::exists(late));
  EXPECT_TRUE(std::filesystem::exists(other));
}

}  // namespace
}  // namespace adaptoid
