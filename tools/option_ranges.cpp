// Option ranges (option_ranges.hpp).
#include "option_ranges.hpp"

#include <charconv>
#include <cmath>
#include <string>

namespace adaptoid::cli {

namespace {

std::string range_text(const std::string& lo, const std::string& hi) {
  return "[" + lo + " - " + hi + "]";
}

// "" when `s` is decimal digits that fit a uint64_t, without a leading zero; else the reason.
std::string whole_digits(const std::string& s, uint64_t& value) {
  if (s.empty()) return "a number is missing";
  if (s.find_first_not_of("0123456789") != std::string::npos) return "'" + s + "' is not a whole number";
  if (s.size() > 1 && s[0] == '0') return "'" + s + "': write it without leading zeros";
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
  if (ec != std::errc() || end != s.data() + s.size()) return "'" + s + "' is too large";
  return "";
}

}  // namespace

CLI::Validator whole_range(uint64_t lo, uint64_t hi) {
  const std::string range = range_text(std::to_string(lo), std::to_string(hi));
  return CLI::Validator(
      [lo, hi, range](std::string& s) -> std::string {
        uint64_t value = 0;
        if (std::string bad = whole_digits(s, value); !bad.empty())
          return bad + ": expected a whole number in " + range;
        if (value < lo || value > hi) return s + " is out of range " + range;
        return "";
      },
      "UINT in " + range);
}

CLI::Validator integer_range(int64_t lo, int64_t hi) {
  const std::string range = range_text(std::to_string(lo), std::to_string(hi));
  return CLI::Validator(
      [lo, hi, range](std::string& s) -> std::string {
        const bool negative = !s.empty() && s[0] == '-';
        uint64_t magnitude = 0;
        if (std::string bad = whole_digits(negative ? s.substr(1) : s, magnitude); !bad.empty())
          return "'" + s + "' is not an integer in " + range;
        if (magnitude > static_cast<uint64_t>(std::numeric_limits<int64_t>::max()))
          return s + " is out of range " + range;
        const int64_t value = negative ? -static_cast<int64_t>(magnitude) : static_cast<int64_t>(magnitude);
        if (value < lo || value > hi) return s + " is out of range " + range;
        return "";
      },
      "INT in " + range);
}

CLI::Validator real_range(double lo, double hi) {
  const auto number = [](double x) {
    std::string t = std::to_string(x);
    t.erase(t.find_last_not_of('0') + 1);
    if (t.back() == '.') t.pop_back();
    return t;
  };
  const std::string range = range_text(number(lo), number(hi));
  return CLI::Validator(
      [lo, hi, range](std::string& s) -> std::string {
        double value = 0;
        const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
        if (s.empty() || ec != std::errc() || end != s.data() + s.size() || !std::isfinite(value))
          return "'" + s + "' is not a number in " + range;
        if (value < lo || value > hi) return s + " is out of range " + range;
        return "";
      },
      "NUMBER in " + range);
}

}  // namespace adaptoid::cli
