// The retrograde driver (retro_driver.hpp) on its own: a tier read back is not computed again, a
// computed one is saved before the run goes on, a part that does not check out is said, and the
// test hook stops a run after the tiers it computed.
#include <gtest/gtest.h>
#include <adaptoid/solving/retro/retro_driver.hpp>

#include <filesystem>
#include <fstream>
#include <map>
#include <vector>

#include "scratch_dir_test.hpp"

namespace adaptoid {
namespace {

struct TierRun {
  std::map<int, int> on_disk;  // tier -> its part
  std::vector<int> computed;
  std::vector<TierProgress> said;

  // Tiers 0..4 in order; false when the driver stopped the run.
  bool run(uint64_t stop_after) {
    RetroRunOptions o;
    o.stop_after = stop_after;
    o.progress = [&](const TierProgress& p) { said.push_back(p); };
    RetroDriver driver(o);
    for (int t = 0; t < 5; ++t) {
      const auto [value, resumed] = driver.tier(
          [&]() -> std::optional<int> {
            if (!on_disk.count(t)) return std::nullopt;
            return on_disk[t];
          },
          [&] {
            computed.push_back(t);
            return std::optional<int>(t * t);
          },
          [&](int v) { on_disk[t] = v; });
      EXPECT_EQ(value, t * t);
      if (!driver.finished({"pass", std::to_string(t), static_cast<size_t>(t + 1), 5, 1, resumed}))
        return false;
    }
    return true;
  }
};

TEST(RetroDriver, AStoppedRunResumesFromTheTiersItSaved) {
  TierRun r;
  EXPECT_FALSE(r.run(3));
  EXPECT_EQ(r.computed, (std::vector<int>{0, 1, 2}));
  EXPECT_EQ(r.on_disk.size(), 3u);
  r.computed.clear();
  r.said.clear();
  EXPECT_TRUE(r.run(0));
  EXPECT_EQ(r.computed, (std::vector<int>{3, 4}));
  ASSERT_EQ(r.said.size(), 5u);
  EXPECT_TRUE(r.said[2].resumed);
  EXPECT_FALSE(r.said[3].resumed);
  EXPECT_EQ(r.said[4].tier, "4");
}

TEST(RetroDriver, APartThatDoesNotCheckOutIsSaidAndIgnored) {
  const testing::ScratchDir scratch;
  const std::string there = scratch / "part.tb", missing = scratch / "none.tb";
  std::ofstream(there) << "x";
  std::vector<std::string> notes;
  RetroRunOptions o;
  o.note = [&](const std::string& n) { notes.push_back(n); };
  const RetroDriver driver(o);
  EXPECT_FALSE(driver.read_back<int>(there, Error{"a bad checksum"}));
  EXPECT_FALSE(driver.read_back<int>(missing, Error{"cannot open"}));
  EXPECT_EQ(driver.read_back<int>(there, 7), 7);
  ASSERT_EQ(notes.size(), 1u);
  EXPECT_EQ(notes[0], "ignoring " + there + ": a bad checksum");
}

}  // namespace
}  // namespace adaptoid
