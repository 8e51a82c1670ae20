#pragma once
// Calendar dates as the puzzles and records write them, "YYYY-MM-DD" (a day of the Gregorian
// calendar, no time zone): read in one place, so every command accepts and refuses the same texts.
#include <chrono>
#include <optional>
#include <string>

namespace adaptoid {

// The days YYYY-MM-DD can write.
inline constexpr std::chrono::year_month_day kFirstDate{std::chrono::year{0}, std::chrono::January,
                                                        std::chrono::day{1}};
inline constexpr std::chrono::year_month_day kLastDate{std::chrono::year{9999}, std::chrono::December,
                                                       std::chrono::day{31}};

// The day of exactly ten characters "YYYY-MM-DD" naming a real day, or nothing.
std::optional<std::chrono::year_month_day> parse_date(const std::string& text);
// The day as "YYYY-MM-DD".
std::string format_date(std::chrono::year_month_day day);
// 0 for a Monday up to 6 for a Sunday (ISO 8601's order).
int weekday_from_monday(std::chrono::year_month_day day);

}  // namespace adaptoid
