#include <adaptoid/util/date.hpp>

#include <cstdio>

namespace adaptoid {

std::optional<std::chrono::year_month_day> parse_date(const std::string& text) {
  using namespace std::chrono;
  int y = 0;
  unsigned m = 0, d = 0;
  char tail = 0;
  if (text.size() != 10 || std::sscanf(text.c_str(), "%4d-%2u-%2u%c", &y, &m, &d, &tail) != 3)
    return std::nullopt;
  const year_month_day ymd{year{y}, month{m}, day{d}};
  if (!ymd.ok()) return std::nullopt;
  return ymd;
}

std::string format_date(std::chrono::year_month_day day) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%04d-%02u-%02u", static_cast<int>(day.year()),
                static_cast<unsigned>(day.month()), static_cast<unsigned>(day.day()));
  return buf;
}

int weekday_from_monday(std::chrono::year_month_day day) {
  return static_cast<int>(std::chrono::weekday{std::chrono::sys_days{day}}.iso_encoding()) - 1;
}

}  // namespace adaptoid
