// The one reader of "YYYY-MM-DD" dates (util/date.hpp), behind puzzle generate's --from, the
// weekday's depth and the dates of a puzzle file.
#include <gtest/gtest.h>
#include <adaptoid/util/date.hpp>

namespace adaptoid {
namespace {

using namespace std::chrono;

TEST(Date, ReadsWritesAndNamesTheWeekday) {
  const auto d = parse_date("2026-11-27");
  ASSERT_TRUE(d);
  EXPECT_EQ(*d, year_month_day(year{2026}, November, day{27}));
  EXPECT_EQ(format_date(*d), "2026-11-27");
  EXPECT_EQ(weekday_from_monday(*d), 4);  // a Friday
  EXPECT_EQ(weekday_from_monday(*parse_date("2026-11-23")), 0);
  EXPECT_EQ(weekday_from_monday(*parse_date("2026-11-29")), 6);
  EXPECT_EQ(format_date(sys_days{*parse_date("2028-02-28")} + days{1}), "2028-02-29");
}

TEST(Date, RefusesWhatIsNotExactlyARealDay) {
  for (const char* text : {"", "2026-11-2", "2026-11-270", "2026-11-27x", "2026-02-30", "2026-13-01",
                           "2026/11/27", "27-11-2026", "2026-11-27 "})
    EXPECT_FALSE(parse_date(text)) << text;
}

// YYYY-MM-DD ends at 9999-12-31: a puzzle file never gets a day it cannot write, and such dates
// compare as text in the order of the days.
TEST(Date, TheLastDayIsTheLastThatYyyyMmDdWrites) {
  EXPECT_EQ(format_date(kLastDate), "9999-12-31");
  EXPECT_EQ(format_date(kFirstDate), "0000-01-01");
  EXPECT_FALSE(parse_date("10000-01-01"));
  // As text a five-digit year sorts before 9999: why such a date is never read or written.
  EXPECT_GT(std::string("9999-12-31"), std::string("10000-01-01"));
}

}  // namespace
}  // namespace adaptoid
