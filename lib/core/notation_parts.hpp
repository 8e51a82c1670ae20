#pragma once
// Internal to core (not installed): what the position notation (notation.cpp) and the turn
// notation (turn_notation.cpp) share: fields split at blanks, and the pieces of their messages.
#include <adaptoid/util/echo.hpp>
#include <adaptoid/util/text.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace adaptoid::notation_parts {

struct Field {
  std::string_view text;
  size_t offset;  // 0-based position in the whole text
};

inline std::vector<Field> split_fields(std::string_view text) {
  std::vector<Field> fields;
  size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r')) ++i;
    size_t start = i;
    while (i < text.size() && !(text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r')) ++i;
    if (i > start) fields.push_back({text.substr(start, i - start), start});
  }
  return fields;
}

// The user's text in a message: printable, at most kEchoChars characters (echo.hpp).
inline std::string quote(std::string_view s) {
  return "'" + echo_text(s) + "'";
}
inline std::string at_char(size_t offset) {
  return " (character " + std::to_string(offset + 1) + ")";
}

inline std::optional<int> parse_int(std::string_view s, int max) {
  const auto value = s.size() > 10 ? std::nullopt : parse_number<int>(s);
  if (!value || *value < 0 || *value > max) return std::nullopt;
  return value;
}

}  // namespace adaptoid::notation_parts
