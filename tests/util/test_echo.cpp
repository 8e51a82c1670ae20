// The user's text quoted in a message (util/echo.hpp): one printable line, cut after 60
// characters, whatever bytes it holds.
#include <gtest/gtest.h>
#include <adaptoid/util/echo.hpp>

#include <string>

namespace adaptoid {
namespace {

TEST(Echo, ControlCharactersNulAndBidirectionalControlsAreEscaped) {
  EXPECT_EQ(echo_text("d2-d3"), "d2-d3");
  EXPECT_EQ(echo_text("\x1b[31mred"), "\\x1b[31mred");
  EXPECT_EQ(echo_text(std::string("a\0b", 3)), "a\\x00b");  // a NUL does not end the text
  EXPECT_EQ(echo_text("a\nb\r\t"), "a\\nb\\r\\t");
  EXPECT_EQ(echo_text("d2\xE2\x80\xAE"
                      "3d"),
            "d2\\u202E3d");  // RIGHT-TO-LEFT OVERRIDE
  EXPECT_EQ(echo_text("\xE2\x81\xA6x\xE2\x81\xA9"), "\\u2066x\\u2069");
  EXPECT_EQ(echo_text("\xEF\xBB\xBFisready"), "\\uFEFFisready");
  EXPECT_EQ(echo_text("\xC2\x9B"), "\\u009B");  // a C1 control
}

TEST(Echo, TextThatIsNotUtf8IsWrittenByteByByte) {
  EXPECT_EQ(echo_text("\xff"), "\\xff");
  EXPECT_EQ(echo_text("\xEF\xBC"), "\\xef\\xbc");           // a character cut short
  EXPECT_EQ(echo_text("\xC0\xAF"), "\\xc0\\xaf");           // an overlong '/'
  EXPECT_EQ(echo_text("\xED\xA0\x80"), "\\xed\\xa0\\x80");  // a surrogate
  EXPECT_EQ(echo_text("\xEF\xBC\xB7"), "\xEF\xBC\xB7");     // a whole full-width W stays itself
}

TEST(Echo, LongTextIsCutAfterSixtyCharactersNotBytes) {
  EXPECT_EQ(echo_text(std::string(60, 'x')), std::string(60, 'x'));
  EXPECT_EQ(echo_text(std::string(100000, 'x')), std::string(60, 'x') + "...");
  std::string accents;
  for (int i = 0; i < 61; ++i) accents += "\xC3\xA9";
  const std::string cut = echo_text(accents);
  EXPECT_EQ(cut.substr(cut.size() - 3), "...");
  EXPECT_EQ(utf8_length(cut.substr(0, cut.size() - 3)), 60u);
  EXPECT_EQ(echo_text("abcdef", 3), "abc...");
}

TEST(Echo, CountsAndTakesWholeCharacters) {
  EXPECT_EQ(utf8_length("W\xC3\xA9\xEF\xBC\xB7\xF0\x9F\x98\x80"), 4u);
  EXPECT_EQ(utf8_length("\xff\xfe"), 2u);
  EXPECT_EQ(utf8_char_at("a\xEF\xBC\xB7"
                         "b",
                         1),
            "\xEF\xBC\xB7");
  EXPECT_EQ(utf8_char_at("\xff"
                         "a",
                         0),
            "\xff");
}

TEST(Echo, AMessageHasEachLongWordCutAndStaysPrintable) {
  EXPECT_EQ(echo_message("cannot read v.toml: no such file"), "cannot read v.toml: no such file");
  const std::string path = "dir/" + std::string(5000, 'q') + ".toml";
  EXPECT_EQ(echo_message("cannot read " + path + ": no such file"),
            "cannot read dir/" + std::string(56, 'q') + "...: no such file");
  EXPECT_EQ(echo_message("a \x1b]0;pwned\x07 b"), "a \\x1b]0;pwned\\x07 b");
  EXPECT_EQ(echo_message(""), "");
  EXPECT_EQ(echo_message("two  spaces "), "two  spaces ");
  EXPECT_EQ(echo_message(echo_message(path)), echo_message(path));  // cut once: the same again
}

}  // namespace
}  // namespace adaptoid
