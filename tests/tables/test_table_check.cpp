// The loop every table verifier shares (tables/table_check.hpp).
#include <gtest/gtest.h>
#include <adaptoid/tables/table_check.hpp>

#include <chrono>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace adaptoid {
namespace {

// check_entries (table_check.hpp), which every verifier runs: told how far it has come while
// it runs longer than a second, never past the end; silent when it is quick.
TEST(CheckEntries, TellsItsProgressWhileItRunsLong) {
  std::vector<std::pair<uint64_t, uint64_t>> told;
  const TableCheck slow = check_entries(
      8, 0, 1, 1, 1,
      [](uint64_t i) {
        if (i < 2) std::this_thread::sleep_for(std::chrono::milliseconds(700));
        return EntryCheck::Right;
      },
      [](uint64_t) { return std::string(); },
      [&](uint64_t taken, uint64_t of) { told.emplace_back(taken, of); });
  EXPECT_EQ(slow.checked, 8u);
  ASSERT_FALSE(told.empty());
  for (const auto& [taken, of] : told) {
    EXPECT_EQ(of, 8u);
    EXPECT_LT(taken, 8u);
  }
  told.clear();
  check_entries(
      8, 0, 1, 1, 1, [](uint64_t) { return EntryCheck::Right; }, [](uint64_t) { return std::string(); },
      [&](uint64_t taken, uint64_t of) { told.emplace_back(taken, of); });
  EXPECT_TRUE(told.empty());
}

}  // namespace
}  // namespace adaptoid
