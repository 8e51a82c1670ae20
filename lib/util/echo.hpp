#pragma once
// The user's own text quoted in a message: one line, printable, short. A terminal shows what it
// is sent, so a control character (an escape sequence, a NUL, a newline) or a bidirectional
// control (which reorders what follows it) is written escaped, a byte that is not UTF-8 as \xNN,
// and a long text is cut after `max_chars` characters with "...".
#include <cstddef>
#include <string>
#include <string_view>

namespace adaptoid {

inline constexpr size_t kEchoChars = 60;

std::string echo_text(std::string_view text, size_t max_chars = kEchoChars);

// A whole message as the tool prints it: made printable as above, and each word (a run without
// spaces: a path, a value) longer than `max_word` characters cut there with "...", whoever made
// the message: the last guard against a 5,000-character path or value quoted whole.
std::string echo_message(std::string_view message, size_t max_word = kEchoChars);

// The characters of UTF-8 text (a byte that is not part of a valid sequence counts as one).
size_t utf8_length(std::string_view text);
// The bytes of the character that starts at `at` (one byte when it is not valid UTF-8).
std::string_view utf8_char_at(std::string_view text, size_t at);

}  // namespace adaptoid
