// The nesting bound of variant texts (variants/toml_nesting.hpp): every way TOML opens a level is
// counted, strings and comments are not, and a deep text is refused by the loader with the file,
// the line and the depth, on a small stack, before toml++ sees it.
#include <adaptoid/variants/builtin_variants.hpp>
#include <adaptoid/variants/toml_nesting.hpp>
#include <adaptoid/variants/variant_loader.hpp>

#include <gtest/gtest.h>
#include <string>

namespace adaptoid {
namespace {

using variant_loading::kMaxTomlNesting;
using variant_loading::toml_nesting;

std::string times(const std::string& piece, size_t n) {
  std::string out;
  for (size_t i = 0; i < n; ++i) out += piece;
  return out;
}

TEST(TomlNesting, EachWayOfOpeningALevelCounts) {
  EXPECT_EQ(toml_nesting("a = 1\n").depth, 0u);
  EXPECT_EQ(toml_nesting("a.b.c = 1\n").depth, 2u);
  EXPECT_EQ(toml_nesting("[a.b]\nc = 1\n").depth, 2u);
  EXPECT_EQ(toml_nesting("[[a.b]]\n").depth, 3u);  // an array of tables: one more
  EXPECT_EQ(toml_nesting("a = [[1], [2]]\n").depth, 2u);
  EXPECT_EQ(toml_nesting("a = { b = { c = 1 } }\n").depth, 2u);
  EXPECT_EQ(toml_nesting("a = { b.c.d = 1 }\n").depth, 3u);
  EXPECT_EQ(toml_nesting("[x]\na = [\n  [1],\n  [2],\n]\n").depth, 3u);
  EXPECT_EQ(toml_nesting("[ a . b . c ]\n").depth, 3u);
  EXPECT_EQ(toml_nesting("[\"a.b\".c]\n").depth, 2u);  // a dot in a quoted key is no level
}

TEST(TomlNesting, StringsAndCommentsOpenNoLevel) {
  EXPECT_EQ(toml_nesting("# [[[[[[[[\na = 1\n").depth, 0u);
  EXPECT_EQ(toml_nesting("a = \"[[[[{{{{\"\n").depth, 0u);
  EXPECT_EQ(toml_nesting("a = '[[[['\n").depth, 0u);
  EXPECT_EQ(toml_nesting("a = \"\"\"\n[[[[\n\"\"\"\nb = 1\n").depth, 0u);
  EXPECT_EQ(toml_nesting("a = \"\\\"[[[\"\n").depth, 0u);  // an escaped quote does not end it
}

TEST(TomlNesting, StopsAtTheFirstLevelPastTheLimitAndSaysItsLine) {
  const auto deep = toml_nesting("x = 1\n[" + times("a.", 100000) + "b]\n");
  EXPECT_EQ(deep.depth, kMaxTomlNesting + 1);
  EXPECT_EQ(deep.line, 2u);
  const auto lines = toml_nesting("x = [\n" + times("[\n", 100000));
  EXPECT_EQ(lines.depth, kMaxTomlNesting + 1);
  EXPECT_EQ(lines.line, kMaxTomlNesting + 1);
}

TEST(TomlNesting, TheLoaderRefusesADeepTextNamingTheFileLineAndDepth) {
  for (const std::string& deep :
       {"x" + times(".x", 50000) + " = 1\n", "[" + times("a.", 50000) + "b]\n",
        "[[" + times("a.", 50000) + "b]]\n", "x = " + times("{a = ", 50000) + "1" + times("}", 50000) + "\n",
        "[board]\n" + times("h.", 50000) + "i = 1\n"}) {
    auto v = load_variant_text("base = \"adaptoid-7\"\n" + deep, "deep", "deep.toml");
    ASSERT_FALSE(v);
    EXPECT_NE(v.error().find("deep.toml:"), std::string::npos) << v.error();
    EXPECT_NE(v.error().find("nested more than 64 levels"), std::string::npos) << v.error();
  }
}

TEST(TomlNesting, RealVariantsAreFarBelowTheLimit) {
  for (const BuiltinVariant& b : builtin_variants()) EXPECT_LE(toml_nesting(b.text).depth, 4u) << b.name;
}

}  // namespace
}  // namespace adaptoid
