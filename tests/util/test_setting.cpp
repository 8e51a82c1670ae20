// A setting named in a message by its mark (util/setting.hpp), phrased by whoever shows it; and
// the kinds of Error (util/result.hpp) kept as errors are passed on and thrown.
#include <gtest/gtest.h>
#include <adaptoid/util/result.hpp>
#include <adaptoid/util/setting.hpp>

#include <set>
#include <string>

namespace adaptoid {
namespace {

TEST(Setting, EachMarkIsPhrasedByTheSpellingGiven) {
  std::set<std::string> names;
  for (int k = 0; k < kSettings; ++k) {
    const auto s = static_cast<Setting>(k);
    const std::string text = "raise " + mention(s) + ", or " + mention(s) + " 0)";
    EXPECT_EQ(
        phrase_settings(text, [s](Setting t) { return t == s ? std::string("<X>") : std::string("?"); }),
        "raise <X>, or <X> 0)");
    EXPECT_EQ(phrase_settings(text),
              "raise " + std::string(setting_name(s)) + ", or " + std::string(setting_name(s)) + " 0)");
    EXPECT_EQ(mention(s).find(std::string(setting_name(s))), 1u);
    names.insert(std::string(setting_name(s)));
  }
  EXPECT_EQ(names.size(), static_cast<size_t>(kSettings)) << "two settings share a name";
}

TEST(Setting, AMarkIsNeverAWordThatLooksMeant) {
  const std::string mark = mention(Setting::MaxPositions);
  for (char ch : mark.substr(0, 1) + mark.substr(mark.size() - 1))
    EXPECT_LT(static_cast<unsigned char>(ch), 0x20);  // shown escaped if left unphrased
}

TEST(Setting, TextThatHoldsNoWholeMarkIsKept) {
  const std::string open(1, setting_mark::kOpen), close(1, setting_mark::kClose);
  for (const std::string& text : {std::string("plain --out text"), open + "out", open + "nothing" + close,
                                  close + "out" + close, open + open + "out" + close, std::string()}) {
    const std::string want = text.starts_with(open + open) ? open + "OUT" : text;
    EXPECT_EQ(phrase_settings(text, [](Setting) { return std::string("OUT"); }), want);
  }
}

TEST(ErrorKind, AFailureKeepsItsKindPassedOnAndThrown) {
  for (const Error& e : {fail("a"), fail_budget("b"), fail_output("c"), fail_disagreement("d")}) {
    const Result<int> r = e;
    EXPECT_EQ(r.failure().kind, e.kind);
    try {
      must(r);
      ADD_FAILURE() << "must did not throw";
    } catch (const Error& thrown) {
      EXPECT_EQ(thrown.kind, e.kind);
      EXPECT_EQ(thrown.message, e.message);
    }
  }
  EXPECT_EQ(fail("x").kind, ErrorKind::Input);
  EXPECT_EQ(fail_budget("x").kind, ErrorKind::Budget);
  EXPECT_EQ(fail_output("x").kind, ErrorKind::Output);
  EXPECT_EQ(fail_disagreement("x").kind, ErrorKind::Disagreement);
}

}  // namespace
}  // namespace adaptoid
