// The notation (specs/notation.md): every example there reads and prints back unchanged, turns
// round-trip, and malformed text is refused with the field and the character.
#include <gtest/gtest.h>
#include <adaptoid/core/game.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <filesystem>
#include <fstream>

namespace adaptoid {
namespace {

AnyGame game_of(const std::string& name) {
  auto v = load_variant(name);
  EXPECT_TRUE(v.ok()) << v.error();
  return make_game(v.value());
}

TEST(Notation, EveryPositionExampleInSpecsReadsAndPrintsBack) {
  std::ifstream in(std::filesystem::path(ADAPTOID_SOURCE_DIR) / "specs" / "notation.md");
  const auto builtins = builtin_variant_names();
  std::string line;
  int examples = 0;
  while (std::getline(in, line)) {
    if (line.rfind("    ", 0) != 0) continue;
    const std::string text = line.substr(4);
    const std::string name = position_variant_name(text);
    if (std::find(builtins.begin(), builtins.end(), name) == builtins.end()) continue;
    std::visit(
        [&](const auto& game) {
          auto p = parse_position(game, text);
          ASSERT_TRUE(p.ok()) << text << ": " << p.error();
          EXPECT_EQ(format_position(game.variant(), p.value()), text);
        },
        game_of(name));
    ++examples;
  }
  EXPECT_GE(examples, 5);
}

TEST(Notation, TurnNumberMayBeLeftOut) {
  auto game = std::get<AdaptoidGame>(game_of("adaptoid"));
  auto p = parse_position(game, "adaptoid ..../...../....../.W00...B00./....../...../.... w 0/0");
  ASSERT_TRUE(p.ok()) << p.error();
  EXPECT_EQ(p->turn_number(), 1);
  EXPECT_EQ(p.value(), game.start(0));
}

TEST(Notation, AdaptoidTurnsRoundTrip) {
  auto game = std::get<AdaptoidGame>(game_of("adaptoid"));
  for (const std::string text : {"+d3", "d2+P", "d2+L", "d2-d3 d3+L", "c4xd5 +e5", "d2-d3", "pass"}) {
    auto t = parse_turn_text(game.variant(), text);
    ASSERT_TRUE(t.ok()) << t.error();
    EXPECT_EQ(format_turn(game.variant(), t.value()), text);
  }
}

TEST(Notation, QuantumLeapTurnsRoundTripAndSwapsAreOrdered) {
  auto game = std::get<QuantumLeapGame>(game_of("quantum-leap"));
  for (const std::string text : {"c3xe3", "a1~c3", "-"}) {
    auto t = parse_turn_text(game.variant(), text);
    ASSERT_TRUE(t.ok()) << t.error();
    EXPECT_EQ(format_turn(game.variant(), t.value()), text);
  }
  auto reversed = parse_turn_text(game.variant(), "c3~a1");
  ASSERT_TRUE(reversed.ok());
  EXPECT_EQ(format_turn(game.variant(), reversed.value()), "a1~c3");
}

struct Bad {
  const char* text;
  const char* message;
};

TEST(Notation, MalformedPositionsNameTheFieldAndCharacter) {
  auto game = std::get<AdaptoidGame>(game_of("adaptoid"));
  const Bad cases[] = {
      {"adaptoid ..../...../....../.W00...B00./....../...../....", "expected 4 or 5 fields"},
      {"adapt3 ..../...../....../.W00...B00./....../...../.... w 0/0 1",
       "variant 'adapt3' is not the loaded"},
      {"adaptoid ..../...../....../.W00...B00./....../..... w 0/0 1", "6 columns written, the board has 7"},
      {"adaptoid ..../...../....../.W00...B00./....../...../..../. w 0/0 1", "8 columns written"},
      {"adaptoid ..../...../......./.W00...B00./....../...../.... w 0/0 1",
       "column c has more than the 6 cells of the board there (character 27)"},
      {"adaptoid ..../...../....../.W0...B00./....../...../.... w 0/0 1",
       "cell d2: an adaptoid is its letter"},
      {"adaptoid ..../...../....../.w00...B00./....../...../.... w 0/0 1", "unknown letter 'w'"},
      {"adaptoid ..../...../....../.W00...B00./....../...../.... x 0/0 1", "side to move 'x'"},
      {"adaptoid ..../...../....../.W00...B00./....../...../.... w 0-0 1", "counts: expected 2 numbers"},
      {"adaptoid ..../...../....../.W00...B00./....../...../.... w 0/0 0", "turn number '0'"},
      {"adaptoid ..../...../....../.W00...B00./....../...../.... w 0/0 x", "turn number 'x'"},
  };
  for (const Bad& bad : cases) {
    auto p = parse_position(game, bad.text);
    ASSERT_FALSE(p.ok()) << bad.text;
    EXPECT_NE(p.error().find(bad.message), std::string::npos) << p.error() << "\nexpected: " << bad.message;
    EXPECT_EQ(p.error().find('\n'), std::string::npos);
  }
}

TEST(Notation, MalformedQuantumLeapPositions) {
  auto game = std::get<QuantumLeapGame>(game_of("quantum-leap-19"));
  const Bad cases[] = {
      {"quantum-leap-19 WWB/BBBW/WBBW./BBWW/WWB w swap 1", "side to move must be 'b'"},
      {"quantum-leap-19 WWB/BBBW/WBBW./BBWW/WWB w 0/0 1", "expected '-' or 'swap'"},
      {"quantum-leap-19 WWB/BBBW/WBBW./BBWW/WW1 w - 1", "stone is its colour letter alone"},
      {"quantum-leap-19 WWW/WBBW/WBBW./BBWW/WWB w - 1",
       "white has 11 stones on the board, each player has 9"},
      {"quantum-leap-19 WWB/BBBW/WBBW./BBWW/WWR w - 1", "R is not a player"},
  };
  for (const Bad& bad : cases) {
    auto p = parse_position(game, bad.text);
    ASSERT_FALSE(p.ok()) << bad.text;
    EXPECT_NE(p.error().find(bad.message), std::string::npos) << p.error() << "\nexpected: " << bad.message;
  }
}

TEST(Notation, MalformedTurnsAreRefusedWithTheReason) {
  auto game = std::get<AdaptoidGame>(game_of("adaptoid"));
  const Position start = game.start(0);
  const Bad cases[] = {
      {"d2-d", "'d' is not a cell name"},
      {"d2-a7", "a7 is not a cell of the board"},
      {"+d3 d2-d3", "expected a move"},
      {"hello", "expected a move"},
      {"d2+L d2+P", "expected a move"},
      {"+d2", "d2 is not empty"},
      {"+d5", "d5 is not next to a white adaptoid"},
      {"d6+L", "d6 holds no white adaptoid"},
      {"d2xd3", "no legs"},
  };
  for (const Bad& bad : cases) {
    auto t = parse_turn(game, start, bad.text);
    ASSERT_FALSE(t.ok()) << bad.text;
    EXPECT_NE(t.error().find(bad.message), std::string::npos) << t.error() << "\nexpected: " << bad.message;
  }
}

// What a text that is not a turn is answered with names the turns of its variant only: the
// opening's placement and colour choice only where the variant has them (A21, A22), the swap
// only in a Quantum Leap that has it (Q3).
TEST(Notation, TheUsageNamesOnlyTheVariantsOwnTurns) {
  const auto usage = [](const std::string& variant) {
    auto v = load_variant(variant);
    EXPECT_TRUE(v.ok()) << v.error();
    auto t = parse_turn_text(*v.value(), "resign now");
    EXPECT_FALSE(t.ok());
    return t.ok() ? std::string() : t.error();
  };
  const std::string fixed = usage("adaptoid");
  EXPECT_NE(fixed.find("expected a move (d2-d3, d2xd4), then a grow (+e3, d4+L, d4+P), or 'pass'"),
            std::string::npos)
      << fixed;
  EXPECT_EQ(fixed.find("opening"), std::string::npos) << fixed;
  EXPECT_EQ(fixed.find("keep"), std::string::npos) << fixed;
  const std::string placement = usage("adaptoid-online");
  EXPECT_NE(placement.find("'+d2 +d6' places"), std::string::npos) << placement;
  EXPECT_NE(placement.find("'keep' or 'swap'"), std::string::npos) << placement;
  EXPECT_NE(usage("quantum-leap").find("the swap (a1~c3)"), std::string::npos);
}

}  // namespace
}  // namespace adaptoid
