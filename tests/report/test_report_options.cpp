// The report compares and shows every option by value: each key of the options table, given two
// different values, makes a row of the rules diff (and equal values make none); lists of cells
// are compared as sets, an empty list as no list, and shown without TOML's brackets and quotes.
#include <gtest/gtest.h>

#include <adaptoid/core/variant_options.hpp>
#include <adaptoid/report/text/rules_diff.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>

namespace adaptoid {
namespace {

VariantPtr diff_variant(const std::string& toml, const std::string& name) {
  auto v = load_variant_text(toml, name, "test " + name);
  EXPECT_TRUE(v) << name << ": " << (v ? "" : v.error());
  return v ? v.value() : nullptr;
}

// Six cells around d4; `extra` one more.
std::string custom_board(const std::string& extra) {
  return "base = \"adaptoid\"\n[board]\nshape = \"custom\"\ncells = [\"c3\", \"c4\", \"d3\", \"d5\", \"e4\", "
         "\"e5\"" +
         extra + "]\nstacks = []\n[start]\nwhite = [\"c3\"]\nblack = [\"e5\"]\n";
}

// Two variants differing in the structured key only: each a file of the loader.
std::map<std::string, std::pair<std::string, std::string>> structured_cases() {
  return {
      {"game", {"base = \"adaptoid\"\n", "base = \"quantum-leap\"\n"}},
      {"players", {"base = \"adaptoid\"\n", "base = \"adapt3\"\n"}},
      {"turn_order",
       {"base = \"adapt3\"\n", "base = \"adapt3\"\nturn_order = [\"white\", \"red\", \"black\"]\n"}},
      {"board.shape", {"base = \"adaptoid\"\n", custom_board("")}},
      {"board.side", {"base = \"adaptoid\"\n", "base = \"adaptoid\"\n[board]\nside = 5\n"}},
      // The same number of holes, other cells: compared by value, not by count.
      {"board.holes",
       {"base = \"adaptoid\"\n[board]\nholes = [\"a1\"]\n",
        "base = \"adaptoid\"\n[board]\nholes = [\"a2\"]\n"}},
      {"board.cells", {custom_board(", \"d4\""), custom_board(", \"f5\"")}},
      {"board.stacks",
       {"base = \"adaptoid\"\n[board]\nstacks = [\"c4\"]\n",
        "base = \"adaptoid\"\n[board]\nstacks = [\"e4\"]\n"}},
      {"start",
       {"base = \"adaptoid\"\n", "base = \"adaptoid\"\n[start]\nwhite = [\"d3\"]\nblack = [\"d6\"]\n"}},
      {"prey",
       {"base = \"adapt3\"\n",
        "base = \"adapt3\"\nprey = { white = \"black\", black = \"red\", red = \"white\" }\n"}},
      {"setup", {"base = \"quantum-leap-7\"\n", "base = \"quantum-leap-7\"\nsetup = \"WB/.BW/WB\"\n"}},
  };
}

// A built-in the option applies to.
std::string applying_builtin(const VariantOption& o) {
  const bool quantum = o.family == Family::QuantumLeap;
  if (o.players == 3) return quantum ? "quantum-leap-3p" : "adapt3";
  return quantum ? "quantum-leap" : "adaptoid";
}

bool has_row(const std::vector<OptionDiff>& diff, std::string_view key) {
  return std::any_of(diff.begin(), diff.end(), [&](const OptionDiff& d) {
    return d.key == key || (d.key.size() > key.size() && d.key.starts_with(key) && d.key[key.size()] == '.');
  });
}

TEST(ReportRulesDiff, EveryOptionOfTheTableShowsWhenItsValueDiffers) {
  const auto cases = structured_cases();
  for (const VariantOption& o : variant_options()) {
    const std::string key(o.key);
    // The base names where a file's values come from; two files of equal values are the same rules.
    if (key == "base") continue;
    VariantPtr a, b;
    if (o.type != OptionType::Structured) {
      a = load_variant(applying_builtin(o)).value();
      auto other = std::make_shared<Variant>(*a);
      const int64_t now = o.get(*a);
      o.set(*other, o.type == OptionType::Integer ? (now == o.lo ? o.hi : o.lo) : (now == 0 ? 1 : 0));
      b = other;
    } else {
      const auto it = cases.find(key);
      ASSERT_NE(it, cases.end()) << key << ": a structured option without a case in this test";
      a = diff_variant(it->second.first, key + "-a");
      b = diff_variant(it->second.second, key + "-b");
      ASSERT_TRUE(a && b);
    }
    EXPECT_TRUE(has_row(rules_diff(*a, *b), key)) << key << ": two values, no row";
    EXPECT_TRUE(rules_diff(*a, *a).empty()) << key << ": equal values, a row";
    EXPECT_TRUE(rules_diff(*b, *load_variant_text(variant_to_toml(*b), "again", "again").value()).empty())
        << key << ": written and read back, a row";
  }
}

TEST(ReportRulesDiff, CustomBoardsOfOneCellMoreDifferInTheirCells) {
  const auto small = diff_variant(custom_board(""), "ring6"),
             large = diff_variant(custom_board(", \"d4\""), "ring7");
  const auto diff = rules_diff(*large, *small);
  const auto cells =
      std::find_if(diff.begin(), diff.end(), [](const OptionDiff& d) { return d.key == "board.cells"; });
  ASSERT_NE(cells, diff.end());
  EXPECT_EQ(cells->change, "only in ring7: d4");
  EXPECT_EQ(option_display(cells->subject), "c3, c4, d3, d4, d5, e4, e5");
  // A custom board has no holes key, a hexagon without holes an empty list: no difference there.
  const auto against_hexagon = rules_diff(*small, *load_variant("adaptoid").value());
  EXPECT_FALSE(has_row(against_hexagon, "board.holes"));
  EXPECT_TRUE(has_row(against_hexagon, "board.cells"));
}

TEST(ReportRulesDiff, ValuesAreShownWithoutTomlPunctuation) {
  EXPECT_EQ(option_display("[\"a1\", \"b2\"]"), "a1, b2");
  EXPECT_EQ(option_display("[]"), "none");
  EXPECT_EQ(option_display(""), "(absent)");
  EXPECT_EQ(option_display("{ white = \"red\", red = \"black\" }"), "white → red, red → black");
  EXPECT_EQ(option_display("\"lose\""), "lose");
  EXPECT_EQ(option_display_short("[\"a1\", \"a2\", \"a3\", \"a4\"]", 3), "4 cells: a1, a2, … a4");
}

// docs/variants.md lists every option as the code's table has it, the custom board's keys with them.
TEST(ReportRulesDiff, VariantsDocListsEveryOptionOfTheTable) {
  std::ifstream in(std::string(ADAPTOID_SOURCE_DIR) + "/docs/variants.md");
  std::stringstream doc;
  doc << in.rdbuf();
  const std::string table = variant_options_markdown();
  EXPECT_NE(doc.str().find(table), std::string::npos)
      << "docs/variants.md, \"Every option\", should hold the table as the code has it:\n"
      << table;
  EXPECT_NE(table.find("`\"custom\"`"), std::string::npos);
  EXPECT_NE(table.find("`[board] cells`"), std::string::npos);
}

}  // namespace
}  // namespace adaptoid
