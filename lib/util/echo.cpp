#include <adaptoid/util/echo.hpp>

#include <cstdint>
#include <cstdio>

namespace adaptoid {

namespace {

// The length of the valid UTF-8 sequence at `at` and its code point; 0 when it is not one.
size_t sequence_at(std::string_view s, size_t at, uint32_t& code) {
  const auto byte = [&](size_t k) { return static_cast<unsigned char>(s[k]); };
  const unsigned char lead = byte(at);
  if (lead < 0x80) {
    code = lead;
    return 1;
  }
  const size_t n = lead >= 0xf0 && lead <= 0xf4 ? 4
                   : lead >= 0xe0               ? (lead < 0xf0 ? 3 : 0)
                   : lead >= 0xc2               ? 2
                                                : 0;
  if (n == 0 || at + n > s.size()) return 0;
  code = lead & (0x7f >> n);
  for (size_t k = 1; k < n; ++k) {
    if ((byte(at + k) & 0xc0) != 0x80) return 0;
    code = code << 6 | (byte(at + k) & 0x3f);
  }
  const bool overlong = (n == 3 && code < 0x800) || (n == 4 && (code < 0x10000 || code > 0x10ffff));
  if (overlong || (code >= 0xd800 && code <= 0xdfff)) return 0;
  return n;
}

// Controls that change how a terminal draws the rest of the line: C1 controls, the bidirectional
// embeddings, overrides, isolates and marks, the line and paragraph separators, the byte-order mark.
bool is_invisible_control(uint32_t c) {
  return (c >= 0x80 && c <= 0x9f) || c == 0x061c || c == 0x200e || c == 0x200f ||
         (c >= 0x2028 && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069) || c == 0xfeff;
}

}  // namespace

std::string echo_text(std::string_view text, size_t max_chars) {
  std::string out;
  size_t chars = 0;
  for (size_t at = 0; at < text.size();) {
    if (chars == max_chars) {
      out += "...";
      break;
    }
    uint32_t code = 0;
    const size_t n = sequence_at(text, at, code);
    char escaped[16];
    if (n == 0) {
      std::snprintf(escaped, sizeof escaped, "\\x%02x", static_cast<unsigned char>(text[at]));
      out += escaped;
    } else if (code == '\n') {
      out += "\\n";
    } else if (code == '\r') {
      out += "\\r";
    } else if (code == '\t') {
      out += "\\t";
    } else if (code < 0x20 || code == 0x7f) {
      std::snprintf(escaped, sizeof escaped, "\\x%02x", static_cast<unsigned>(code));
      out += escaped;
    } else if (is_invisible_control(code)) {
      std::snprintf(escaped, sizeof escaped, "\\u%04X", static_cast<unsigned>(code));
      out += escaped;
    } else {
      out.append(text.substr(at, n));
    }
    at += n == 0 ? 1 : n;
    ++chars;
  }
  return out;
}

std::string echo_message(std::string_view message, size_t max_word) {
  std::string out;
  for (size_t at = 0; at <= message.size();) {
    size_t space = message.find(' ', at);
    if (space == std::string_view::npos) space = message.size();
    if (at > 0) out += ' ';
    std::string_view word = message.substr(at, space - at);
    // A path cut short keeps the punctuation that follows it ("...: no such file").
    std::string_view after;
    if (word.size() > max_word && (word.back() == ':' || word.back() == ',' || word.back() == ';')) {
      after = word.substr(word.size() - 1);
      word.remove_suffix(1);
    }
    out += echo_text(word, max_word);
    out += after;
    at = space + 1;
  }
  return out;
}

size_t utf8_length(std::string_view text) {
  size_t chars = 0;
  for (size_t at = 0; at < text.size(); ++chars) {
    uint32_t code = 0;
    const size_t n = sequence_at(text, at, code);
    at += n == 0 ? 1 : n;
  }
  return chars;
}

std::string_view utf8_char_at(std::string_view text, size_t at) {
  uint32_t code = 0;
  const size_t n = at < text.size() ? sequence_at(text, at, code) : 0;
  return text.substr(at, n == 0 ? 1 : n);
}

}  // namespace adaptoid
