#pragma once
// What every reader of text (notation, game records, player texts, variant files, the command
// line, the engine protocol) needs around its own grammar: blanks cut off and numbers read whole.
#include <charconv>
#include <optional>
#include <string_view>

namespace adaptoid {

// `s` without the characters of `blanks` at either end.
inline std::string_view trim(std::string_view s, std::string_view blanks = " \t") {
  const size_t first = s.find_first_not_of(blanks);
  if (first == std::string_view::npos) return {};
  return s.substr(first, s.find_last_not_of(blanks) - first + 1);
}

// The whole of `s` as a number; nothing when any of it is not the number (empty, a space, a sign
// an unsigned type does not take, too large for T).
template <class T>
std::optional<T> parse_number(std::string_view s) {
  T value{};
  const auto [end, error] = std::from_chars(s.data(), s.data() + s.size(), value);
  if (error != std::errc() || end != s.data() + s.size()) return std::nullopt;
  return value;
}

}  // namespace adaptoid
