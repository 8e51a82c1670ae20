// The variant loader: built-ins, base inheritance, and one test per kind of rejection.
// Rule numbers are those of specs/rules.md.
#include <adaptoid/variants/builtin_variants.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <gtest/gtest.h>
#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <string>

#include "scratch_dir_test.hpp"

#ifndef ADAPTOID_SOURCE_DIR
#define ADAPTOID_SOURCE_DIR "."
#endif

namespace adaptoid {
namespace {

namespace fs = std::filesystem;

const fs::path kSource = ADAPTOID_SOURCE_DIR;
const fs::path kBadVariants = kSource / "tests" / "variants";

Result<VariantPtr> from_text(std::string_view text, std::string name = "my") {
  return load_variant_text(text, name, name + ".toml");
}

VariantPtr load_or_null(std::string_view name_or_path) {
  auto v = load_variant(name_or_path);
  EXPECT_TRUE(v.ok()) << (v.ok() ? "" : v.error());
  return v.ok() ? v.value() : nullptr;
}

VariantPtr must_load_text(std::string_view text) {
  auto v = from_text(text);
  EXPECT_TRUE(v.ok()) << (v.ok() ? "" : v.error());
  return v.ok() ? v.value() : nullptr;
}

// The text is rejected with one line that contains every part.
void expect_rejected(const Result<VariantPtr>& v, std::initializer_list<std::string_view> parts) {
  ASSERT_FALSE(v.ok()) << "loaded, but should have been rejected";
  const std::string& message = v.error();
  EXPECT_EQ(message.find('\n'), std::string::npos) << message;
  for (auto part : parts)
    EXPECT_NE(message.find(part), std::string::npos) << "'" << part << "' not in: " << message;
}
void expect_rejected(std::string_view text, std::initializer_list<std::string_view> parts) {
  SCOPED_TRACE(std::string(text));
  expect_rejected(from_text(text), parts);
}

int cell(const Variant& v, std::string_view name) {
  return v.board.index(name).value_or(kNoCell);
}

// A test's directory of variant files.
class VariantDir : public testing::ScratchDir {
 public:
  // The variant file `file` of the test's directory, written with `text`.
  fs::path write(const std::string& file, std::string_view text) const {
    std::ofstream(fs::path(str()) / file) << text;
    return fs::path(str()) / file;
  }
};

// --- built-ins -------------------------------------------------------------------------------

// The built-ins are exactly the files of specs/variants/ and specs/variants/small/.
std::vector<std::string> variant_files_on_disk() {
  std::vector<std::string> stems;
  for (const fs::path& dir : {kSource / "specs" / "variants", kSource / "specs" / "variants" / "small"})
    for (const auto& entry : fs::directory_iterator(dir))
      if (entry.path().extension() == ".toml") stems.push_back(entry.path().stem().string());
  std::sort(stems.begin(), stems.end());
  return stems;
}

TEST(VariantLoader, EveryBuiltinLoadsAndRoundTrips) {
  auto names = builtin_variant_names();
  std::sort(names.begin(), names.end());
  EXPECT_EQ(names, variant_files_on_disk());
  EXPECT_GE(names.size(), 11u);
  for (const auto& name : names) {
    SCOPED_TRACE(name);
    VariantPtr v = load_or_null(name);
    ASSERT_TRUE(v);
    EXPECT_EQ(v->name, name);
    const std::string toml = variant_to_toml(*v);
    EXPECT_EQ(toml.find("base"), std::string::npos) << toml;
    auto back = load_variant_text(toml, name, "round trip of " + name);
    ASSERT_TRUE(back.ok()) << back.error() << "\n" << toml;
    EXPECT_TRUE(same_rules(*v, *back.value())) << toml;
    EXPECT_EQ(variant_to_toml(*back.value()), toml);
  }
}

TEST(VariantLoader, BuiltinNamesAreTheSpecFiles) {
  for (const char* name :
       {"adaptoid", "superadaptoid", "adapt3", "adapt3-reversed", "quantum-leap", "quantum-leap-3p",
        "quantum-leap-19", "adaptoid-7", "adaptoid-19", "quantum-leap-7"}) {
    SCOPED_TRACE(name);
    const auto names = builtin_variant_names();
    EXPECT_NE(std::find(names.begin(), names.end(), name), names.end());
    // The same file loaded from specs/variants/ (its base then resolves to the file beside it).
    VariantPtr builtin = load_or_null(name);
    fs::path path = kSource / "specs" / "variants" / (std::string(name) + ".toml");
    if (!fs::exists(path)) path = kSource / "specs" / "variants" / "small" / (std::string(name) + ".toml");
    VariantPtr file = load_or_null(path.string());
    ASSERT_TRUE(builtin && file);
    EXPECT_EQ(file->name, name);
    EXPECT_TRUE(same_rules(*builtin, *file));
  }
}

TEST(VariantLoader, AdaptoidHasTheRulingsDefaults) {
  VariantPtr v = load_or_null("adaptoid");
  ASSERT_TRUE(v);
  EXPECT_TRUE(v->is_adaptoid());
  EXPECT_EQ(v->players, 2);
  EXPECT_EQ(v->turn_order, (std::vector<Colour>{0, 1}));  // T1
  EXPECT_EQ(v->board.size(), 37);                         // A1
  for (int i = 0; i < v->board.size(); ++i) EXPECT_EQ(v->board.height(i), 1);
  ASSERT_EQ(v->start.size(), 2u);  // A2
  EXPECT_EQ(v->start[0], (std::vector<int>{cell(*v, "d2")}));
  EXPECT_EQ(v->start[1], (std::vector<int>{cell(*v, "d6")}));
  EXPECT_EQ(v->supply_adaptoids, 12);  // A3
  EXPECT_EQ(v->supply_legs, 12);
  EXPECT_EQ(v->supply_pincers, 12);
  EXPECT_TRUE(v->attacker_needs_pincer);         // A6
  EXPECT_TRUE(v->suicide_attacks);               // A7
  EXPECT_EQ(v->max_extremities, 6);              // A9
  EXPECT_EQ(v->no_grow, NoGrow::Skip);           // A11
  EXPECT_EQ(v->win_check, WinCheck::EndOfTurn);  // A14
  EXPECT_EQ(v->capture_goal, 5);                 // A15
  EXPECT_EQ(v->max_turns, 0);                    // A17
  EXPECT_EQ(v->board_spec.shape, "hexagon");
  EXPECT_EQ(v->board_spec.side, 4);
}

TEST(VariantLoader, MinimalFilesGetTheRulingsDefaults) {
  // A file that names only the game gets every default of specs/rules.md.
  VariantPtr adaptoid = must_load_text("game = \"adaptoid\"\n");
  VariantPtr adapt3 = must_load_text("game = \"adaptoid\"\nplayers = 3\n");
  VariantPtr quantum = must_load_text("game = \"quantum-leap\"\n");
  ASSERT_TRUE(adaptoid && adapt3 && quantum);
  EXPECT_TRUE(same_rules(*adaptoid, *load_or_null("adaptoid")));
  EXPECT_TRUE(same_rules(*adapt3, *load_or_null("adapt3")));         // T1-T7: start d2/f6/b4, prey, goal 8
  EXPECT_TRUE(same_rules(*quantum, *load_or_null("quantum-leap")));  // Q1: side 5 is the default
  EXPECT_EQ(quantum->board.size(), 61);
  EXPECT_EQ(quantum->stones, 30);
  EXPECT_EQ(quantum->seed, 1u);
  EXPECT_TRUE(quantum->swap);
  EXPECT_FALSE(quantum->setup.has_value());
}

TEST(VariantLoader, Adapt3HasHuntersAndPrey) {
  VariantPtr v = load_or_null("adapt3");
  ASSERT_TRUE(v);
  EXPECT_EQ(v->players, 3);
  EXPECT_EQ(v->turn_order, (std::vector<Colour>{0, 1, 2}));    // T1
  EXPECT_EQ(v->prey[0], 2);                                    // T2 white hunts red
  EXPECT_EQ(v->prey[2], 1);                                    //    red hunts black
  EXPECT_EQ(v->prey[1], 0);                                    //    black hunts white
  EXPECT_EQ(v->attack, AttackRule::Any);                       // T4
  EXPECT_EQ(v->elimination_goal, 8);                           // T7
  EXPECT_EQ(v->start[0], (std::vector<int>{cell(*v, "d2")}));  // T3
  EXPECT_EQ(v->start[1], (std::vector<int>{cell(*v, "f6")}));
  EXPECT_EQ(v->start[2], (std::vector<int>{cell(*v, "b4")}));
}

TEST(VariantLoader, SuperadaptoidInheritsAndStacksThreeCells) {
  VariantPtr v = load_or_null("superadaptoid");
  VariantPtr base = load_or_null("adaptoid");
  ASSERT_TRUE(v && base);
  EXPECT_EQ(v->board.size(), 37);  // S1: 37 + 3 stacked discs
  int stacks = 0;
  for (int i = 0; i < v->board.size(); ++i) stacks += v->board.height(i) == 2;
  EXPECT_EQ(stacks, 3);
  for (const char* name : {"c4", "d4", "e4"}) EXPECT_EQ(v->board.height(cell(*v, name)), 2) << name;
  EXPECT_EQ(v->start, base->start);
  EXPECT_EQ(v->capture_goal, base->capture_goal);
  EXPECT_FALSE(same_rules(*v, *base));
}

TEST(VariantLoader, Adapt3ReversedInheritsWithTheOtherTurnOrder) {
  VariantPtr v = load_or_null("adapt3-reversed");
  VariantPtr base = load_or_null("adapt3");
  ASSERT_TRUE(v && base);
  EXPECT_EQ(v->turn_order, (std::vector<Colour>{0, 2, 1}));  // T1: white, red, black
  EXPECT_EQ(v->prey, base->prey);                            // T2: the prey do not change
  EXPECT_EQ(v->next(0), 2);
  EXPECT_EQ(v->previous(0), 1);
  EXPECT_FALSE(same_rules(*v, *base));
}

TEST(VariantLoader, QuantumLeapVariantsInherit) {
  VariantPtr three = load_or_null("quantum-leap-3p");
  VariantPtr small = load_or_null("quantum-leap-19");
  ASSERT_TRUE(three && small);
  EXPECT_EQ(three->players, 3);
  EXPECT_EQ(three->stones, 20);
  EXPECT_EQ(three->turn_order, (std::vector<Colour>{0, 1, 2}));  // a new player count resets the order
  EXPECT_EQ(three->board.size(), 61);
  EXPECT_EQ(small->board.size(), 19);  // Q1 any hex-grid board
  EXPECT_EQ(small->board_spec.side, 3);
  EXPECT_EQ(small->stones, 9);
  EXPECT_EQ(small->players, 2);
}

// --- boards and symmetries -------------------------------------------------------------------

TEST(VariantLoader, SymmetryCountsOfHexagonBoards) {
  auto symmetries = [](std::string_view text) {
    VariantPtr v = must_load_text(text);
    return v ? static_cast<int>(v->board.symmetries().size()) : -1;
  };
  EXPECT_EQ(load_or_null("adaptoid")->board.symmetries().size(), 12u);
  // c4 d4 e4 lie on a line through the centre: the identity, the half turn and the two
  // reflections that keep that line (in itself, or across the perpendicular through d4).
  EXPECT_EQ(load_or_null("superadaptoid")->board.symmetries().size(), 4u);
  EXPECT_EQ(load_or_null("quantum-leap")->board.symmetries().size(), 12u);
  // A hole in the centre keeps every symmetry; one in a corner leaves the reflection through it.
  EXPECT_EQ(
      symmetries(
          "game = \"adaptoid\"\n[board]\nholes = [\"d4\"]\n[start]\nwhite = [\"d2\"]\nblack = [\"d6\"]\n"),
      12);
  EXPECT_EQ(symmetries("game = \"adaptoid\"\n[board]\nholes = [\"a1\"]\n"), 2);
  // Two opposite corners: as for the line of stacks.
  EXPECT_EQ(symmetries("game = \"adaptoid\"\n[board]\nholes = [\"a1\", \"g7\"]\n"), 4);
}

TEST(VariantLoader, CustomBoardWithAGapLoads) {
  VariantPtr v = load_or_null((kBadVariants / "ring.toml").string());
  ASSERT_TRUE(v);
  EXPECT_EQ(v->name, "ring");
  EXPECT_EQ(v->board.size(), 6);
  EXPECT_EQ(v->board.index("d4"), std::nullopt);  // the gap (S2: holes are not cells)
  EXPECT_EQ(v->board.height(cell(*v, "c3")), 2);
  EXPECT_EQ(v->board.height(cell(*v, "e5")), 2);
  // Two opposite stacks on the ring: 4 of the ring's 12 symmetries remain.
  EXPECT_EQ(v->board.symmetries().size(), 4u);
  VariantPtr plain = must_load_text(
      "game = \"adaptoid\"\n[board]\nshape = \"custom\"\n"
      "cells = [\"c3\", \"c4\", \"d3\", \"d5\", \"e4\", \"e5\"]\n"
      "[start]\nwhite = [\"c3\"]\nblack = [\"e5\"]\n");
  ASSERT_TRUE(plain);
  EXPECT_EQ(plain->board.symmetries().size(), 12u);
  EXPECT_EQ(plain->board_spec.shape, "custom");
  // Round trip of a custom board.
  auto back = load_variant_text(variant_to_toml(*v), "ring", "round trip");
  ASSERT_TRUE(back.ok()) << back.error();
  EXPECT_TRUE(same_rules(*v, *back.value()));
}

TEST(VariantLoader, HexagonWithHolesAndOptionsRoundTrips) {
  VariantPtr v = must_load_text(
      "base = \"superadaptoid\"\nsuicide_attacks = false\nno_grow = \"lose\"\nwin_check = \"immediate\"\n"
      "max_turns = 200\ncapture_goal = 3\nattacker_needs_pincer = false\nmax_extremities = 0\n"
      "[board]\nholes = [\"a1\", \"g7\"]\n[start]\nwhite = [\"d2\", \"b1\"]\n[supply]\nadaptoids = 2\nlegs = "
      "0\n");
  ASSERT_TRUE(v);
  EXPECT_EQ(v->board.size(), 35);
  EXPECT_EQ(v->start[0].size(), 2u);
  EXPECT_EQ(v->start[1], (std::vector<int>{cell(*v, "d6")}));  // black's start is inherited
  EXPECT_EQ(v->max_extremities, 0);                            // A9: no limb possible is allowed
  const std::string toml = variant_to_toml(*v);
  auto back = load_variant_text(toml, "my", "round trip");
  ASSERT_TRUE(back.ok()) << back.error() << "\n" << toml;
  EXPECT_TRUE(same_rules(*v, *back.value())) << toml;
}

TEST(VariantLoader, QuantumLeapSetupIsCheckedAndRoundTrips) {
  // Q2: an explicit setup on the 19-cell board, 9 stones each, one empty cell.
  const std::string setup = "WBW/BWBW/WB.BW/BWBW/BWB";
  VariantPtr v = must_load_text("base = \"quantum-leap-19\"\nsetup = \"" + setup + "\"\nswap = false\n");
  ASSERT_TRUE(v);
  EXPECT_EQ(v->setup, setup);
  EXPECT_EQ(v->stones, 9);
  EXPECT_FALSE(v->swap);
  // A base's stones give way to the file's setup.
  VariantPtr on61 = must_load_text("base = \"quantum-leap\"\nsetup = \"" + setup + "\"\n[board]\nside = 3\n");
  ASSERT_TRUE(on61);
  EXPECT_EQ(on61->stones, 9);
  auto back = load_variant_text(variant_to_toml(*v), "my", "round trip");
  ASSERT_TRUE(back.ok()) << back.error();
  EXPECT_TRUE(same_rules(*v, *back.value()));

  expect_rejected("base = \"quantum-leap-19\"\nstones = 8\nsetup = \"" + setup + "\"\n",
                  {"setup", "9 stones each", "stones = 8"});
  expect_rejected("base = \"quantum-leap-19\"\nsetup = \"WBW/BWBW/WB.BW/BWBW/BWW\"\n",
                  {"setup", "white has 10 stones, black 8", "same number"});
  expect_rejected("base = \"quantum-leap-19\"\nsetup = \"WBW/BWBW/WB.BW/BWBW\"\n", {"setup", "column"});
  expect_rejected("base = \"quantum-leap-19\"\nsetup = \"WBW/BWBW/WBRBW/BWBW/BWB\"\n", {"setup", "R"});
  expect_rejected("base = \"quantum-leap-19\"\nsetup = \"WBW/BWBW/WBWBW/BWBW/BWB\"\n",
                  {"setup", "same number"});
  expect_rejected(
      "game = \"quantum-leap\"\nsetup = \"WBWB\"\n[board]\nshape = \"custom\"\n"
      "cells = [\"d2\", \"d3\", \"d4\", \"d5\"]\n",
      {"setup: leaves no empty cell"});
}

TEST(VariantLoader, ChangingPlayersResetsPerPlayerOptions) {
  // adapt3 with two players: its turn order, start and prey are not carried over, and the
  // options that need three players are dropped, since the file does not set them.
  VariantPtr v = must_load_text("base = \"adapt3\"\nplayers = 2\n");
  ASSERT_TRUE(v);
  EXPECT_TRUE(same_rules(*v, *load_or_null("adaptoid")));
  // And the other way: adaptoid's explicit two-player start and order give way to the defaults.
  VariantPtr w = must_load_text("base = \"adaptoid\"\nplayers = 3\n");
  ASSERT_TRUE(w);
  EXPECT_TRUE(same_rules(*w, *load_or_null("adapt3")));
  // But a file that sets one itself is told.
  expect_rejected("base = \"adapt3\"\nplayers = 2\nelimination_goal = 4\n",
                  {"elimination_goal", "applies only with 3 players", "has 2"});
  expect_rejected("base = \"adaptoid\"\nplayers = 3\ncapture_goal = 4\n",
                  {"capture_goal", "only with 2 players"});
}

TEST(VariantLoader, ANewBoardShapeReplacesTheBasesBoard) {
  VariantPtr v = must_load_text(
      "base = \"adaptoid\"\n[board]\nshape = \"custom\"\ncells = [\"d2\", \"d3\", \"d4\", \"d5\", \"d6\"]\n");
  ASSERT_TRUE(v);
  EXPECT_EQ(v->board.size(), 5);
  EXPECT_EQ(v->board_spec.shape, "custom");
  // Without a new shape, [board] merges key by key.
  VariantPtr w = must_load_text(
      "base = \"superadaptoid\"\n[board]\nside = 5\n[start]\nwhite = [\"e2\"]\nblack = [\"e8\"]\n");
  ASSERT_TRUE(w);
  EXPECT_EQ(w->board.size(), 61);
  EXPECT_EQ(w->board.height(cell(*w, "d4")), 2);
}

TEST(VariantLoader, BaseBesideTheFileComesBeforeABuiltin) {
  const VariantDir dir;
  VariantPtr v = load_or_null((kBadVariants / "ring-child.toml").string());
  ASSERT_TRUE(v);
  EXPECT_EQ(v->board.size(), 6);
  EXPECT_EQ(v->capture_goal, 2);
  EXPECT_EQ(v->start[0], (std::vector<int>{cell(*v, "c4")}));

  dir.write("adaptoid.toml", "game = \"adaptoid\"\ncapture_goal = 3\n");
  const fs::path child = dir.write("child.toml", "base = \"adaptoid\"\nmax_turns = 50\n");
  VariantPtr c = load_or_null(child.string());
  ASSERT_TRUE(c);
  EXPECT_EQ(c->name, "child");
  EXPECT_EQ(c->capture_goal, 3);  // from the adaptoid.toml beside it, not the built-in
  EXPECT_EQ(c->max_turns, 50);
}

TEST(VariantLoader, NameOrPathResolution) {
  const VariantDir dir;
  expect_rejected(load_variant("nosuch"), {"unknown variant 'nosuch'", "built-ins:", "adaptoid",
                                           "quantum-leap-19", "path to a .toml file"});
  expect_rejected(load_variant("no/such/file.toml"), {"variant no/such/file.toml: cannot read the file"});
  expect_rejected(load_variant("missing.toml"), {"variant missing.toml: cannot read the file"});
  // A name that is not a built-in is looked for in specs/variants/ under the current directory.
  fs::create_directories(fs::path(dir.str()) / "specs" / "variants");
  dir.write("specs/variants/local.toml", "base = \"adaptoid\"\ncapture_goal = 4\n");
  const fs::path was = fs::current_path();
  fs::current_path(fs::path(dir.str()));
  auto local = load_variant("local");
  fs::current_path(was);
  ASSERT_TRUE(local.ok()) << local.error();
  EXPECT_EQ(local.value()->name, "local");
  EXPECT_EQ(local.value()->capture_goal, 4);
}

// --- rejections --------------------------------------------------------------------------------

TEST(VariantLoader, RejectsTomlSyntaxErrorsWithLineAndColumn) {
  auto v = from_text("game = \"adaptoid\"\nplayers = = 2\n");
  expect_rejected(v, {"variant my.toml:2:", "TOML syntax error"});
  expect_rejected("game = \"adaptoid\"\ngame = \"adaptoid\"\n", {"my.toml:2:", "game"});
}

TEST(VariantLoader, RejectsUnknownKeyListingValidOnes) {
  expect_rejected("game = \"adaptoid\"\ncolours = 3\n",
                  {"variant my.toml: colours: unknown key", "valid keys:", "base", "capture_goal", "swap"});
  expect_rejected("game = \"adaptoid\"\n[board]\nsize = 3\n",
                  {"[board] size: unknown key", "valid keys in [board]: shape, side, holes, cells, stacks"});
  expect_rejected("game = \"adaptoid\"\n[supply]\ndiscs = 3\n",
                  {"[supply] discs: unknown key", "adaptoids, legs, pincers"});
}

TEST(VariantLoader, RejectsWrongTypes) {
  expect_rejected("game = \"adaptoid\"\ncapture_goal = \"five\"\n",
                  {"variant my.toml: capture_goal: expected an integer, found a string"});
  expect_rejected("game = \"adaptoid\"\nsuicide_attacks = 1\n",
                  {"suicide_attacks: expected true or false, found an integer"});
  expect_rejected("game = \"adaptoid\"\nmax_turns = 1.5\n",
                  {"max_turns: expected an integer, found a floating-point number"});
  expect_rejected("game = \"adaptoid\"\nboard = 4\n", {"board: expected a table, found an integer"});
  expect_rejected("game = \"adaptoid\"\n[board]\nstacks = \"d4\"\n",
                  {"[board] stacks: expected an array of cell names, found a string"});
  expect_rejected("game = \"adaptoid\"\nno_grow = \"die\"\n",
                  {"no_grow: expected \"skip\" or \"lose\", found \"die\""});
  expect_rejected("game = \"chess\"\n", {"game: expected \"adaptoid\" or \"quantum-leap\", found \"chess\""});
  expect_rejected("players = 2\n", {"game: missing"});
  expect_rejected("game = \"adaptoid\"\nbase = 3\n", {"base: expected a string, found an integer"});
}

TEST(VariantLoader, RejectsValuesOutOfRange) {
  expect_rejected("game = \"adaptoid\"\ncapture_goal = 0\n", {"capture_goal: 0 is out of range 1..255"});
  expect_rejected("game = \"adaptoid\"\nmax_extremities = 8\n", {"max_extremities: 8 is out of range 0..7"});
  expect_rejected("game = \"adaptoid\"\nmax_turns = 70000\n", {"max_turns", "out of range 0..65535"});
  expect_rejected("game = \"adaptoid\"\n[board]\nside = 14\n", {"[board] side: 14 is out of range 1..13"});
  expect_rejected("game = \"adaptoid\"\n[supply]\nadaptoids = 0\n",
                  {"[supply] adaptoids: 0 is out of range 1..99"});
  expect_rejected("game = \"adaptoid\"\n[supply]\nlegs = 100\n", {"[supply] legs", "0..99"});
  expect_rejected("game = \"adaptoid\"\nplayers = 4\n", {"players: 4 is out of range", "2..3"});
  expect_rejected("game = \"quantum-leap\"\nplayers = 7\n", {"players: 7 is out of range", "2..6"});
  expect_rejected("game = \"quantum-leap\"\nseed = -1\n", {"seed: -1 is out of range"});
  expect_rejected("game = \"quantum-leap\"\nstones = 0\n", {"stones: 0 is out of range"});
}

TEST(VariantLoader, RejectsOptionsOfTheOtherGame) {
  expect_rejected("game = \"adaptoid\"\nstones = 30\n", {"stones: applies only to quantum-leap"});
  expect_rejected("game = \"adaptoid\"\nswap = false\n", {"swap: applies only to quantum-leap"});
  expect_rejected("game = \"quantum-leap\"\ncapture_goal = 3\n", {"capture_goal: applies only to adaptoid"});
  expect_rejected("game = \"quantum-leap\"\n[start]\nwhite = [\"a1\"]\n",
                  {"start: applies only to adaptoid"});
  expect_rejected("game = \"quantum-leap\"\n[board]\nstacks = [\"e5\"]\n",
                  {"[board] stacks: applies only to adaptoid"});
  // A base's options of the other game are dropped when the file changes the game.
  VariantPtr v = must_load_text("base = \"adaptoid\"\ngame = \"quantum-leap\"\nstones = 10\n");
  ASSERT_TRUE(v);
  EXPECT_TRUE(v->is_quantum_leap());
  EXPECT_EQ(v->board.size(), 37);
}

TEST(VariantLoader, RejectsOptionsForTheOtherPlayerCount) {
  expect_rejected("game = \"adaptoid\"\nelimination_goal = 6\n",
                  {"elimination_goal: applies only with 3 players"});
  expect_rejected("game = \"adaptoid\"\nattack = \"prey-only\"\n", {"attack: applies only with 3 players"});
  expect_rejected("game = \"adaptoid\"\nprey = { white = \"black\", black = \"white\" }\n",
                  {"prey: applies only with 3 players"});
  expect_rejected("game = \"adaptoid\"\nplayers = 3\ncapture_goal = 5\n",
                  {"capture_goal: applies only with 2 players"});
}

TEST(VariantLoader, RejectsBoardKeysThatContradictTheShape) {
  const std::string custom =
      "game = \"adaptoid\"\n[board]\nshape = \"custom\"\ncells = [\"d2\", \"d3\", \"d4\", \"d5\", \"d6\"]\n";
  expect_rejected(custom + "holes = [\"d4\"]\n", {"[board] holes: does not apply to shape \"custom\""});
  expect_rejected(custom + "side = 3\n", {"[board] side: does not apply to shape \"custom\""});
  expect_rejected("game = \"adaptoid\"\n[board]\ncells = [\"d4\"]\n",
                  {"[board] cells: applies only to shape \"custom\""});
  expect_rejected("game = \"adaptoid\"\n[board]\nshape = \"custom\"\n", {"[board] cells: missing"});
  expect_rejected("game = \"adaptoid\"\n[board]\nshape = \"round\"\n",
                  {"[board] shape: expected \"hexagon\" or \"custom\""});
}

TEST(VariantLoader, RejectsBoardsThatAreNotConnected) {
  expect_rejected(load_variant((kBadVariants / "disconnected.toml").string()),
                  {"disconnected.toml: [board]", "not connected", "2 separate groups"});
  expect_rejected("game = \"adaptoid\"\n[board]\nshape = \"custom\"\ncells = [\"d2\", \"d4\", \"d6\"]\n",
                  {"[board]", "not connected"});
}

TEST(VariantLoader, RejectsStackAboveTwo) {
  expect_rejected("game = \"adaptoid\"\n[board]\nstacks = [\"c4\", \"d4\", \"d4\"]\n",
                  {"[board] stacks: cell d4 is listed twice", "stack of 3 discs", "above 2"});
}

TEST(VariantLoader, RejectsCellsThatAreNotCells) {
  expect_rejected("game = \"adaptoid\"\n[board]\nstacks = [\"z99\"]\n",
                  {"variant my.toml: [board] stacks: cell z99 is not on the board"});
  expect_rejected("game = \"adaptoid\"\n[board]\nholes = [\"d0\"]\n",
                  {"[board] holes: 'd0' is not a cell name"});
  // A capital column is a cell name (D4 is d4); a digit first is not.
  expect_rejected("game = \"adaptoid\"\n[board]\nholes = [\"4D\"]\n",
                  {"[board] holes: '4D' is not a cell name"});
  expect_rejected("game = \"adaptoid\"\n[board]\nholes = [\"h1\"]\n",
                  {"[board] holes: cell h1 is not on the board", "side 4"});
  expect_rejected("game = \"adaptoid\"\n[board]\nholes = [\"a1\", \"a1\"]\n",
                  {"[board] holes: cell a1 is listed twice"});
  expect_rejected("game = \"adaptoid\"\n[board]\nholes = [\"c4\"]\nstacks = [\"c4\"]\n",
                  {"[board] stacks: cell c4 is not on the board (it is a hole)"});
  expect_rejected("game = \"adaptoid\"\n[board]\nshape = \"custom\"\ncells = [\"d2\", \"d2\"]\n",
                  {"[board] cells: cell d2 is listed twice"});
  expect_rejected("game = \"adaptoid\"\n[board]\nshape = \"custom\"\ncells = [\"d2\", \"x\"]\n",
                  {"[board] cells: 'x' is not a cell name"});
}

TEST(VariantLoader, RejectsBadStarts) {
  expect_rejected("game = \"adaptoid\"\n[start]\nwhite = [\"z9\"]\nblack = [\"d6\"]\n",
                  {"[start] white: cell z9 is not a playable cell"});
  expect_rejected("game = \"adaptoid\"\n[board]\nholes = [\"d2\"]\n",
                  {"[start] white: cell d2 is not a playable cell", "default start"});
  expect_rejected("game = \"adaptoid\"\n[start]\nwhite = [\"d4\"]\nblack = [\"d4\"]\n",
                  {"[start] black: cell d4 already holds a start adaptoid of white"});
  expect_rejected("game = \"adaptoid\"\n[start]\nwhite = [\"d4\", \"d4\"]\nblack = [\"d6\"]\n",
                  {"[start] white: cell d4 already holds"});
  expect_rejected("game = \"adaptoid\"\n[start]\nwhite = [\"d4\"]\n", {"[start]: black has no start cell"});
  expect_rejected("game = \"adaptoid\"\n[start]\nwhite = [\"d4\"]\nblack = []\n",
                  {"[start]: black has no start cell"});
  expect_rejected("game = \"adaptoid\"\n[start]\nwhite = [\"d2\"]\nblack = [\"d6\"]\nred = [\"b4\"]\n",
                  {"[start] red: 'red' is not a player's colour; the players are white, black"});
  expect_rejected("game = \"adaptoid\"\n[start]\nwhite = [\"d2\"]\npurple = [\"d6\"]\n",
                  {"[start] purple", "not a player's colour"});
  expect_rejected(
      "game = \"adaptoid\"\n[start]\nwhite = [\"d2\", \"d3\"]\nblack = [\"d6\"]\n[supply]\nadaptoids = 1\n",
      {"[start] white: 2 start adaptoids, more than the supply of 1"});
  // A base's start that the file's new board no longer holds.
  expect_rejected("base = \"adaptoid\"\n[board]\nside = 2\n",
                  {"[start] white: cell d2 is not a playable cell"});
}

TEST(VariantLoader, RejectsQuantumLeapStonesThatDoNotFit) {
  expect_rejected("game = \"quantum-leap\"\n[board]\nside = 4\n",
                  {"stones: 2 x 30 stones need 61 cells, the board has 37"});
  expect_rejected("base = \"quantum-leap\"\nstones = 31\n",
                  {"2 x 31 stones need 63 cells, the board has 61"});
  expect_rejected("base = \"quantum-leap-3p\"\nplayers = 4\n", {"4 x 20 stones need 81 cells"});
  EXPECT_TRUE(from_text("base = \"quantum-leap\"\nplayers = 6\nstones = 10\n").ok());
}

TEST(VariantLoader, RejectsTurnOrdersThatAreNotPermutationsFromWhite) {
  expect_rejected("game = \"adaptoid\"\nturn_order = [\"black\", \"white\"]\n",
                  {"turn_order: starts with black", "white"});
  expect_rejected("game = \"adaptoid\"\nplayers = 3\nturn_order = [\"white\", \"red\", \"red\"]\n",
                  {"turn_order: red is listed twice"});
  expect_rejected("game = \"adaptoid\"\nturn_order = [\"white\"]\n",
                  {"turn_order: expected 2 colours", "found 1"});
  expect_rejected("game = \"adaptoid\"\nturn_order = [\"white\", \"red\"]\n",
                  {"turn_order: 'red' is not a player's colour"});
  expect_rejected("game = \"adaptoid\"\nturn_order = \"white\"\n",
                  {"turn_order: expected an array, found a string"});
  VariantPtr v = must_load_text(
      "game = \"quantum-leap\"\nplayers = 4\nstones = 10\nturn_order = [\"white\", \"green\", \"red\", "
      "\"black\"]\n");
  ASSERT_TRUE(v);
  EXPECT_EQ(v->turn_order, (std::vector<Colour>{0, 3, 2, 1}));
}

TEST(VariantLoader, RejectsPreyThatIsNotOneEach) {
  const std::string three = "game = \"adaptoid\"\nplayers = 3\n";
  expect_rejected(three + "prey = { white = \"white\", red = \"black\", black = \"red\" }\n",
                  {"prey white: a player cannot be its own prey"});
  expect_rejected(three + "prey = { white = \"red\", red = \"white\", black = \"white\" }\n",
                  {"prey: white is the prey of both black and red"});
  expect_rejected(three + "prey = { white = \"red\", red = \"black\" }\n", {"prey: black has no prey"});
  expect_rejected(three + "prey = { white = \"green\", red = \"black\", black = \"white\" }\n",
                  {"prey white: 'green' is not a player's colour"});
  // The other cycle is a valid prey relation (T2).
  VariantPtr v = must_load_text(
      three + "prey = { white = \"black\", black = \"red\", red = \"white\" }\nattack = \"prey-only\"\n");
  ASSERT_TRUE(v);
  EXPECT_EQ(v->prey[0], 1);
  EXPECT_EQ(v->hunter(0), 2);
  EXPECT_EQ(v->attack, AttackRule::PreyOnly);
}

TEST(VariantLoader, RejectsBaseLoopsNamingTheChain) {
  const VariantDir dir;
  expect_rejected(load_variant((kBadVariants / "loop-a.toml").string()),
                  {"base: the base chain loops:", "loop-a.toml -> ", "loop-b.toml -> ", "loop-a.toml"});
  const fs::path self = dir.write("self.toml", "base = \"self\"\n");
  expect_rejected(load_variant(self.string()), {"base: the base chain loops:", "self.toml -> ", "self.toml"});
  expect_rejected("base = \"nosuch\"\n", {"base: unknown variant 'nosuch'", "built-ins:"});
  expect_rejected("base = \"../adaptoid\"\n", {"base: '../adaptoid' is not a variant name"});
}

TEST(VariantLoader, ErrorsInABaseNameTheBase) {
  const VariantDir dir;
  dir.write("broken.toml", "game = \"adaptoid\"\ncapture_goal = 0\n");
  const fs::path child = dir.write("child.toml", "base = \"broken\"\n");
  auto v = load_variant(child.string());
  expect_rejected(v, {"broken.toml: capture_goal: 0 is out of range"});
}

}  // namespace
}  // namespace adaptoid
