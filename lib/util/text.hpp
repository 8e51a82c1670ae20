#pragma once
// What every reader of text (notation, game records, player texts, variant files, the command
// line, the engine protocol) needs around its own grammar: blanks cut off, numbers read whole, and
// a message made of parts kept on one line.
#include <cerrno>
#include <charconv>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>

namespace adaptoid {

// `s` without the characters of `blanks` at either end.
inline std::string_view trim(std::string_view s, std::string_view blanks = " \t") {
  const size_t first = s.find_first_not_of(blanks);
  if (first == std::string_view::npos) return {};
  return s.substr(first, s.find_last_not_of(blanks) - first + 1);
}

// `text` on one line: each character of `breaks` (by default both of a line break, \n and \r) a
// space, so that a message quoting another (a parser's, a file's text) stays the one line of its
// error. Escaping what is left unprintable is echo.hpp's.
inline std::string one_line(std::string text, std::string_view breaks = "\n\r") {
  for (char& ch : text)
    if (breaks.find(ch) != std::string_view::npos) ch = ' ';
  return text;
}

// The whole of `s` as a number; nothing when any of it is not the number (empty, a space, a sign
// an unsigned type does not take, too large for T).
template <class T>
std::optional<T> parse_number(std::string_view s) {
#if defined(_LIBCPP_VERSION) && _LIBCPP_VERSION < 170000
  // libc++ before 17 (the WebAssembly build's 14) has no floating-point from_chars: strtod reads
  // the same numbers once what it takes and from_chars does not (blanks, a '+', hexadecimal) is
  // refused first. The C locale of the WebAssembly build reads '.' as the decimal point.
  if constexpr (std::is_floating_point_v<T>) {
    const std::string_view digits = s.substr(s.starts_with('-') ? 1 : 0);
    if (digits.empty() || digits.find_first_of(" \t\n\v\f\r+") == 0 || digits.starts_with("0x") ||
        digits.starts_with("0X"))
      return std::nullopt;
    const std::string text(s);
    char* end = nullptr;
    errno = 0;
    const double value = std::strtod(text.c_str(), &end);
    if (errno == ERANGE || end != text.c_str() + text.size()) return std::nullopt;
    return static_cast<T>(value);
  } else
#endif
  {
    T value{};
    const auto [end, error] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (error != std::errc() || end != s.data() + s.size()) return std::nullopt;
    return value;
  }
}

}  // namespace adaptoid
