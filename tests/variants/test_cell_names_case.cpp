// Cell names in either case: the rulebooks write D4, the toolkit prints d4. Every
// reader of a cell name takes both; capital letters in a placement stay pieces.
#include <gtest/gtest.h>
#include <adaptoid/core/game.hpp>
#include <adaptoid/variants/variant_loader.hpp>

namespace adaptoid {
namespace {

VariantPtr must_load(const std::string& name) {
  auto v = load_variant(name);
  EXPECT_TRUE(v.ok()) << v.error();
  return v.value();
}

TEST(CellNameCase, ACellNameReadsInEitherCase) {
  EXPECT_EQ(parse_coord("D4"), parse_coord("d4"));
  EXPECT_EQ(parse_coord("A1"), (Coord{1, 1}));
  EXPECT_EQ(coord_name(*parse_coord("G7")), "g7");
  EXPECT_FALSE(parse_coord("@4"));  // the character before A
  EXPECT_FALSE(parse_coord("[4"));  // and after Z
  EXPECT_FALSE(parse_coord("D0"));
}

TEST(CellNameCase, AdaptoidTurnsReadInCapitalsAndPrintInLowerCase) {
  const VariantPtr v = must_load("adaptoid");
  const std::pair<const char*, const char*> turns[] = {{"+D3", "+d3"},
                                                       {"D2+L", "d2+L"},
                                                       {"D2-D3 D3+P", "d2-d3 d3+P"},
                                                       {"C4xD5 +E5", "c4xd5 +e5"},
                                                       {"d2-D3", "d2-d3"}};
  for (const auto& [text, printed] : turns) {
    auto t = parse_turn_text(*v, text);
    ASSERT_TRUE(t.ok()) << text << ": " << t.error();
    EXPECT_EQ(format_turn(*v, t.value()), printed);
  }
  // The whole turn reads in either case too: the limb letters, the capture sign, the words.
  const std::pair<const char*, const char*> any_case[] = {
      {"D2+l", "d2+L"}, {"d2+p", "d2+P"}, {"C4XD5", "c4xd5"}, {"E6XD5 G6+L", "e6xd5 g6+L"}, {"PASS", "pass"}};
  for (const auto& [text, printed] : any_case) {
    auto t = parse_turn_text(*v, text);
    ASSERT_TRUE(t.ok()) << text << ": " << t.error();
    EXPECT_EQ(format_turn(*v, t.value()), printed);
  }
  EXPECT_FALSE(parse_turn_text(*v, "d2+Q").ok());  // a limb the game has not
  // A legal turn in capitals is the same turn for the rules.
  AdaptoidGame game(v);
  auto t = parse_turn(game, game.start(0), "+D3");
  ASSERT_TRUE(t.ok()) << t.error();
  EXPECT_EQ(format_turn(*v, t.value()), "+d3");
}

TEST(CellNameCase, QuantumLeapTurnsReadInCapitals) {
  const VariantPtr v = must_load("quantum-leap");
  for (const auto& [text, printed] :
       {std::pair<const char*, const char*>{"C3xE3", "c3xe3"}, {"C3~A1", "a1~c3"}, {"a1~C3", "a1~c3"}}) {
    auto t = parse_turn_text(*v, text);
    ASSERT_TRUE(t.ok()) << text << ": " << t.error();
    EXPECT_EQ(format_turn(*v, t.value()), printed);
  }
}

TEST(CellNameCase, VariantFilesReadCellNamesInCapitalsAndWriteThemInLowerCase) {
  auto upper = load_variant_text(
      "base = \"superadaptoid\"\n[board]\nholes = [\"A1\", \"G7\"]\nstacks = [\"C4\", \"D4\"]\n"
      "[start]\nwhite = [\"D2\"]\nblack = [\"D6\"]\n",
      "upper", "test");
  auto lower = load_variant_text(
      "base = \"superadaptoid\"\n[board]\nholes = [\"a1\", \"g7\"]\nstacks = [\"c4\", \"d4\"]\n"
      "[start]\nwhite = [\"d2\"]\nblack = [\"d6\"]\n",
      "lower", "test");
  ASSERT_TRUE(upper.ok()) << upper.error();
  ASSERT_TRUE(lower.ok()) << lower.error();
  EXPECT_TRUE(same_rules(*upper.value(), *lower.value()));
  EXPECT_EQ(upper.value()->board_spec.holes, (std::vector<std::string>{"a1", "g7"}));
  const std::string toml = variant_to_toml(*upper.value());
  EXPECT_NE(toml.find("\"c4\""), std::string::npos) << toml;
  EXPECT_EQ(toml.find("\"C4\""), std::string::npos) << toml;
  // One cell named in both cases is listed twice.
  auto twice = load_variant_text("base = \"adaptoid\"\n[board]\nholes = [\"a1\", \"A1\"]\n", "twice", "test");
  ASSERT_FALSE(twice.ok());
  EXPECT_NE(twice.error().find("cell a1 is listed twice"), std::string::npos) << twice.error();
  auto custom = load_variant_text(
      "base = \"adaptoid\"\n[board]\nshape = \"custom\"\ncells = [\"A1\", \"a2\", \"B2\"]\n"
      "[start]\nwhite = [\"A1\"]\nblack = [\"b2\"]\n",
      "custom", "test");
  ASSERT_TRUE(custom.ok()) << custom.error();
  EXPECT_EQ(custom.value()->board_spec.cells, (std::vector<std::string>{"a1", "a2", "b2"}));
}

TEST(CellNameCase, CapitalsInAPlacementStayPieces) {
  // In a position the capitals are pieces (W21, B), not cells: a placement is not read as names.
  const VariantPtr v = must_load("adaptoid");
  EXPECT_TRUE(
      parse_position_text(*v, "adaptoid ..../...../....../.W00...B00./....../...../.... w 0/0 1").ok());
  EXPECT_FALSE(
      parse_position_text(*v, "adaptoid ..../...../....../.w00...b00./....../...../.... w 0/0 1").ok());
}

}  // namespace
}  // namespace adaptoid
