// Bad variant files (tests/variants/*.toml) are refused by the command line with exit status 2
// and one line that names the file, the key and the problem.
#include <gtest/gtest.h>

#include "cli_runner.hpp"

namespace adaptoid {
namespace {

struct BadVariant {
  const char* file;
  const char* message;
};

class CliBadVariant : public ::testing::TestWithParam<BadVariant> {};

TEST_P(CliBadVariant, IsRefusedWithOneLine) {
  const std::string path = std::string(ADAPTOID_SOURCE_DIR) + "/tests/variants/" + GetParam().file;
  const auto r = testing::run_cli({"start", "--variant", path});
  EXPECT_EQ(r.status, 2);
  EXPECT_TRUE(r.out.empty());
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  EXPECT_EQ(r.err.rfind("adaptoid: variant ", 0), 0u) << r.err;
  EXPECT_NE(r.err.find(GetParam().file), std::string::npos) << r.err;
  EXPECT_NE(r.err.find(GetParam().message), std::string::npos) << r.err;
}

INSTANTIATE_TEST_SUITE_P(
    Files, CliBadVariant,
    ::testing::Values(BadVariant{"unknown-key.toml", "capture_gaol: unknown key; valid keys: base, game"},
                      BadVariant{"wrong-type.toml", "capture_goal: expected an integer, found a string"},
                      BadVariant{"out-of-range.toml", "max_extremities: 9 is out of range 0..7"},
                      BadVariant{"disconnected.toml", "[board]: the board is not connected"},
                      BadVariant{"stack-of-three.toml", "[board] stacks: cell d4 is listed twice"},
                      BadVariant{"start-off-board.toml", "[start] black: cell h9 is not a playable cell"},
                      BadVariant{"start-on-hole.toml", "[start] white: cell d1 is not a playable cell"},
                      BadVariant{"stones-do-not-fit.toml", "stones: 2 x 31 stones need 63 cells"},
                      BadVariant{"contradiction.toml", "elimination_goal: applies only with 3 players"},
                      BadVariant{"syntax.toml", "syntax.toml:2:14: TOML syntax error"},
                      BadVariant{"loop-a.toml", "the base chain loops"}),
    [](const ::testing::TestParamInfo<BadVariant>& param) {
      std::string name = param.param.file;
      name = name.substr(0, name.find('.'));
      std::replace(name.begin(), name.end(), '-', '_');
      return name;
    });

TEST(CliVariant, ACustomVariantFileWorksWithItsPositions) {
  const std::string path = std::string(ADAPTOID_SOURCE_DIR) + "/tests/variants/ring.toml";
  const auto start = testing::run_cli({"start", "--variant", path});
  ASSERT_EQ(start.status, 0) << start.err;
  const std::string position = start.out.substr(0, start.out.size() - 1);
  const auto moves = testing::run_cli({"moves", "--variant", path, "--position", position});
  EXPECT_EQ(moves.status, 0) << moves.err;
  const auto unknown = testing::run_cli({"moves", "--position", position});
  EXPECT_EQ(unknown.status, 2);
  EXPECT_NE(unknown.err.find("unknown variant 'ring'"), std::string::npos) << unknown.err;
}

}  // namespace
}  // namespace adaptoid
