// adaptoid enumerate and perft --threads end to end: JSON output, progress on stderr, bad input.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "cli_runner.hpp"

namespace adaptoid {
namespace {

using testing::run_cli;

TEST(EnumerateCli, LayersAsJson) {
  const auto r = run_cli({"enumerate", "--variant", "adaptoid", "--depth", "3", "--json"});
  ASSERT_EQ(r.status, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  ASSERT_EQ(j["layers"].size(), 3u);
  EXPECT_EQ(j["layers"][2]["positions"], 704);
  EXPECT_EQ(j["layers"][2]["positions_up_to_symmetry"], 392);
  EXPECT_EQ(j["symmetries"], 4);
}

TEST(EnumerateCli, AllOnASmallVariantReportsProgressAndMemory) {
  const auto r =
      run_cli({"enumerate", "--variant",
               std::string(ADAPTOID_SOURCE_DIR) + "/specs/variants/small/quantum-leap-7.toml", "--all"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("state space: 80 positions, 43 up to symmetry"), std::string::npos) << r.out;
  EXPECT_NE(r.err.find("enumerate: depth 1,"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("peak memory"), std::string::npos) << r.err;
}

TEST(EnumerateCli, BadInputExitsTwoWithOneLine) {
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"enumerate", "--variant", "adaptoid"},
        {"enumerate", "--variant", "adaptoid", "--all"},
        {"enumerate", "--variant", "adaptoid", "--depth", "2", "--all"},
        {"enumerate", "--variant", "no-such-variant", "--depth", "2"}}) {
    const auto r = run_cli(args);
    EXPECT_EQ(r.status, 2) << args.back();
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  }
}

TEST(PerftCli, ThreadsAndPlainGiveTheSameDivide) {
  const auto one = run_cli({"perft", "--variant", "adapt3", "--depth", "4", "--divide", "--json"});
  const auto two =
      run_cli({"perft", "--variant", "adapt3", "--depth", "4", "--divide", "--json", "--threads", "2"});
  const auto plain =
      run_cli({"perft", "--variant", "adapt3", "--depth", "4", "--divide", "--json", "--plain"});
  ASSERT_EQ(one.status, 0) << one.err;
  EXPECT_EQ(one.out, two.out);
  EXPECT_EQ(one.out, plain.out);
  EXPECT_EQ(nlohmann::json::parse(one.out)["nodes"], 7808);
}

}  // namespace
}  // namespace adaptoid
