// The one table of variant options (core/variant_options.hpp): specs/rules.md lists it as it is,
// and every option of one value is read, written back and compared through it.
#include <gtest/gtest.h>

#include <adaptoid/core/variant_options.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <fstream>
#include <string>

namespace adaptoid {
namespace {

// specs/rules.md's table that starts with `header`, whole, a line each.
std::string documented_table(const std::string& header) {
  std::ifstream in(std::string(ADAPTOID_SOURCE_DIR) + "/specs/rules.md");
  std::string out, line;
  while (std::getline(in, line) && line != header) {
  }
  if (!in) return "";
  out = line + "\n";
  while (std::getline(in, line) && !line.empty()) out += line + "\n";
  return out;
}

TEST(VariantOptions, RulesDocListsTheTable) {
  const std::string table = variant_options_markdown();
  EXPECT_EQ(documented_table(table.substr(0, table.find('\n'))), table)
      << "specs/rules.md, \"Options, by variant key\", should hold the table as the code has it:\n"
      << table;
}

// A base of the option's game and player count, for the option's round trip.
std::string base_for(const VariantOption& o) {
  if (o.family == Family::QuantumLeap) return "quantum-leap";
  return o.players == 3 ? "adapt3" : "adaptoid";
}

// For every option of one value: a file that sets it to another value than the default is read
// with that value, differs in its rules from the base, and is written back with it.
TEST(VariantOptions, EveryScalarIsReadWrittenAndCompared) {
  int checked = 0;
  for (const VariantOption& o : variant_options()) {
    if (o.type == OptionType::Structured) continue;
    const auto base = load_variant(base_for(o));
    ASSERT_TRUE(base) << base.error();
    const int64_t was = o.get(*base.value());
    const int64_t other = o.type == OptionType::Integer ? (was > o.lo ? was - 1 : was + 1) : 1 - was;
    Variant expected = *base.value();
    o.set(expected, other);
    const std::string name(option_name(o).empty() ? o.key : option_name(o));
    const std::string line = name + " = " + option_value_text(o, expected) + "\n";
    const std::string text =
        "base = \"" + base_for(o) + "\"\n" +
        (option_name(o).empty() ? line : "[" + std::string(option_section(o)) + "]\n" + line);
    const auto read = load_variant_text(text, "v", "v.toml");
    if (!read) {
      ADD_FAILURE() << o.key << ": " << read.error();
      continue;
    }
    EXPECT_EQ(o.get(*read.value()), other) << o.key;
    EXPECT_FALSE(same_rules(*read.value(), *base.value())) << o.key;
    EXPECT_NE(variant_to_toml(*read.value()).find(line), std::string::npos) << o.key;
    ++checked;
  }
  EXPECT_GE(checked, 15);
}

// The loader takes exactly the table's keys: one it does not know is refused naming the valid ones.
TEST(VariantOptions, TheLoaderTakesTheTablesKeys) {
  const auto bad = load_variant_text("base = \"adaptoid\"\ncapture_gaol = 4\n", "v", "v.toml");
  ASSERT_FALSE(bad);
  std::string valid;
  for (std::string_view key : top_level_keys()) valid += (valid.empty() ? "" : ", ") + std::string(key);
  EXPECT_NE(bad.error().find("valid keys: " + valid), std::string::npos) << bad.error();
  const auto supply = load_variant_text("base = \"adaptoid\"\n[supply]\nlimbs = 4\n", "v", "v.toml");
  ASSERT_FALSE(supply);
  EXPECT_NE(supply.error().find("valid keys in [supply]: adaptoids, legs, pincers"), std::string::npos)
      << supply.error();
}

}  // namespace
}  // namespace adaptoid
